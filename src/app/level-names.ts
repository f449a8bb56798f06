// What players read for each Sudoku level. The technique each level may need is documented in
// src/games/sudoku/core/grader/levels.ts.
import type { SudokuLevel } from '../games/sudoku/core/generator';

export const LEVEL_NAMES: Readonly<Record<SudokuLevel, string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
  master: 'Master',
  extreme: 'Extreme',
};
