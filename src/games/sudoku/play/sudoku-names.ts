// What players read for Sudoku's levels and places. The technique each level may need is
// documented in src/games/sudoku/core/grader/levels.ts.

import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import type { SudokuShape } from '../core/geometry';
import { cellPlace } from '../core/hint-text/places';

export { sudokuLevelName } from './sudoku-card';

/** A cell in words: "row 2, column 1", in the language in use. */
export function placeName(shape: SudokuShape, index: number): string {
  const { row, column } = cellPlace(shape, index);
  return words().sudoku.cell({ row: formatCount(row), column: formatCount(column) });
}
