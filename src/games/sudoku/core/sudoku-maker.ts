// The worker's side of Sudoku: makes a puzzle of a size and level from a seed.

import type { GameMaker } from '../../game-core';
import { generateSudoku } from './generator';
import type { SudokuPuzzle } from './puzzle-record';
import { makePracticePosition } from './school/practice-position';
import { sudokuCore } from './sudoku-core';

export const sudokuMaker: GameMaker<SudokuPuzzle> = {
  core: sudokuCore,
  make(spec, seed) {
    const made = generateSudoku({ size: spec.size, level: spec.level, seed });
    // The level is the one the grader gave it: the requested one unless the attempts ran out.
    return {
      size: made.size,
      level: made.level,
      seed: made.seed,
      puzzle: made.puzzle,
      solution: made.solution,
    };
  },
  // #26 school: a position where the technique is the next step (checked by hint() there).
  practice: (technique, seed) => makePracticePosition(technique, seed),
};
