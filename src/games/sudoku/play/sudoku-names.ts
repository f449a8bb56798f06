// What players read for Sudoku's levels and places. The technique each level may need is
// documented in src/games/sudoku/core/grader/levels.ts.

import type { SudokuShape } from '../core/geometry';
import { cell } from '../core/hint-text/en-phrases';

export { sudokuLevelName } from './sudoku-card';

/** A cell in words: "row 2, column 1". */
export function placeName(shape: SudokuShape, index: number): string {
  return cell(shape, index);
}
