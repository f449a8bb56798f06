// Sudoku as the lobby shows it before the game is loaded: sizes, levels and their names.

import { words } from '../../../i18n/i18n';
import { cardWithWords } from '../../../play/entry-words';
import type { GameCard } from '../../../play/game-entry';
import { SUDOKU_SIZES } from '../core/geometry';
import { madeAhead, tiersAt } from '../core/grader/levels';
import type { SudokuPuzzle } from '../core/puzzle-record';
import { sudokuPreview } from './sudoku-preview';

/** A level's name in the language in use. */
export function sudokuLevelName(level: SudokuPuzzle['level']): string {
  return words().games.sudoku.levels[level];
}

const sizeLabel = (size: SudokuPuzzle['size']) => `${size}×${size}`;

export const sudokuCard: GameCard<SudokuPuzzle> = cardWithWords(() => words().games.sudoku, {
  id: 'sudoku',
  preview: sudokuPreview,
  sizes: SUDOKU_SIZES,
  levelsAt: (size) => tiersAt(size),
  madeAhead: (_size, level) => madeAhead(level),
  defaultSize: 9,
  sizeLabel,
  sizeShort: sizeLabel,
  levelLabel: sudokuLevelName,
});
