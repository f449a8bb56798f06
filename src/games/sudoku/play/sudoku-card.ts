// Sudoku as the lobby shows it before the game is loaded: sizes, levels and their names.

import type { GameCard } from '../../../play/game-entry';
import { SUDOKU_SIZES } from '../core/geometry';
import { gradesFor } from '../core/grader/levels';
import type { SudokuPuzzle } from '../core/puzzle-record';
import { sudokuPreview } from './sudoku-preview';

export const SUDOKU_LEVEL_NAMES: Readonly<Record<SudokuPuzzle['level'], string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
  master: 'Master',
  extreme: 'Extreme',
};

const sizeLabel = (size: SudokuPuzzle['size']) => `${size}×${size}`;

export const sudokuCard: GameCard<SudokuPuzzle> = {
  id: 'sudoku',
  name: 'Sudoku',
  blurb: 'Every row, column and box holds each digit once.',
  preview: sudokuPreview,
  sizes: SUDOKU_SIZES,
  levelsAt: (size) => gradesFor(size),
  defaultSize: 9,
  sizeLabel,
  sizeShort: sizeLabel,
  levelLabel: (level) => SUDOKU_LEVEL_NAMES[level],
};
