// One move of the Nightmare climb: the {-n, +n} neighbourhood on a fixed solution grid.
// n givens are emptied and n other cells are given their digit from the solution; the result
// is kept only when its solution is still unique, then trimmed back to a locally minimal
// puzzle (a given the puzzle does not need is a free hint and only ever lowers the rating).

import type { Rng } from '../../../../engine/rng';
import type { SudokuShape } from '../geometry';
import { digToMinimal, isUnique } from './minimal';

/** A unique, locally minimal neighbour of `puzzle`, or null when the move broke uniqueness. */
export function neighbour(
  shape: SudokuShape,
  puzzle: Uint8Array,
  solution: Uint8Array,
  n: number,
  rng: Rng,
): Uint8Array | null {
  const givens: number[] = [];
  const holes: number[] = [];
  for (let cell = 0; cell < puzzle.length; cell++) {
    (puzzle[cell] === 0 ? holes : givens).push(cell);
  }
  const next = Uint8Array.from(puzzle);
  for (const cell of rng.shuffle(givens).slice(0, n)) next[cell] = 0;
  for (const cell of rng.shuffle(holes).slice(0, n)) next[cell] = solution[cell] as number;
  if (!isUnique(shape, next)) return null;
  digToMinimal(shape, next, rng);
  return next;
}
