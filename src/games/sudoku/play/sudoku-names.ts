// What players read for Sudoku's levels, places and the run's own messages. The technique each level may need is
// documented in src/games/sudoku/core/grader/levels.ts.

import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import type { RunWords } from '../../../play/game-api';
import { runWordsOf } from '../../../play/run-words';
import type { SudokuShape } from '../core/geometry';
import { cellPlace } from '../core/hint-text/places';

export { sudokuLevelName } from './sudoku-card';

/** A cell in words: "row 2, column 1", in the language in use. */
export function placeName(shape: SudokuShape, index: number): string {
  const { row, column } = cellPlace(shape, index);
  return words().sudoku.cell({ row: formatCount(row), column: formatCount(column) });
}

/** The run's words, in the language in use when asked. */
export function sudokuRunWords(): RunWords {
  const w = words().sudoku;
  return runWordsOf(w, w.making, w.makeFailed);
}
