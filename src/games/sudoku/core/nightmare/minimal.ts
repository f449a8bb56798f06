// Locally minimal 9×9 puzzles (every given needed for a unique solution): the starting points
// of the Nightmare climb, and the shape every neighbour is brought back to.

import type { Rng } from '../../../../engine/rng';
import type { SudokuShape } from '../geometry';
import { countSolutions } from '../solver';

export function isUnique(shape: SudokuShape, cells: Uint8Array): boolean {
  return countSolutions(shape, cells, 2).count === 1;
}

/**
 * Empties the givens of `puzzle` in a random order, each only while the solution stays
 * unique. `puzzle` must already have exactly one solution; it is changed in place.
 */
export function digToMinimal(shape: SudokuShape, puzzle: Uint8Array, rng: Rng): void {
  const givens: number[] = [];
  for (let cell = 0; cell < puzzle.length; cell++) if (puzzle[cell] !== 0) givens.push(cell);
  for (const cell of rng.shuffle(givens)) {
    const digit = puzzle[cell] as number;
    puzzle[cell] = 0;
    if (!isUnique(shape, puzzle)) puzzle[cell] = digit;
  }
}
