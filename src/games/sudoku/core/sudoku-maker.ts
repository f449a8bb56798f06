// The worker's side of Sudoku: makes a puzzle of a size and level from a seed. Nightmare
// puzzles come from their own search (core/nightmare/), which reports its progress as it goes.

import type { GameMaker, MakingProgress } from '../../../engine/game-core';
import { generateSudoku } from './generator';
import { madeAhead } from './grader/levels';
import { createNightmareSearch } from './nightmare';
import type { SudokuPuzzle } from './puzzle-record';
import { makePracticePosition } from './school/practice-position';
import { sudokuCore } from './sudoku-core';

/** How often a Nightmare search says how far it has come (and so how long a slice runs). */
const PROGRESS_EVERY_MS = 500;

/** A Nightmare puzzle from `seed`: the search runs in slices, its progress told after each. */
function makeNightmare(seed: string, progress?: (p: MakingProgress) => void): SudokuPuzzle {
  const search = createNightmareSearch(seed);
  for (;;) {
    const found = search.step(PROGRESS_EVERY_MS);
    if (found) {
      return { size: 9, level: 'nightmare', seed, puzzle: found.cells, solution: found.solution };
    }
    const { ratings, elapsedMs } = search.progress();
    progress?.({ tries: ratings, elapsedMs });
  }
}

export const sudokuMaker: GameMaker<SudokuPuzzle> = {
  core: sudokuCore,
  make(spec, seed, progress) {
    if (spec.size === 9 && madeAhead(spec.level)) return makeNightmare(seed, progress);
    // Nightmare is never dug; asked for at a size without it, the generator's nearest level is.
    const level = spec.level === 'nightmare' ? 'extreme' : spec.level;
    const made = generateSudoku({ size: spec.size, level, seed });
    // The level is the one the grader gave it: the requested one unless the attempts ran out.
    return {
      size: made.size,
      level: made.level,
      seed: made.seed,
      puzzle: made.puzzle,
      solution: made.solution,
    };
  },
  // a position where the technique is the next step (checked by hint() there).
  practice: (technique, seed) => makePracticePosition(technique, seed),
};
