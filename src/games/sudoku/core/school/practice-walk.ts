// The grader's easiest-first walk, as a hint would take it (HINT_TECHNIQUES, so W-Wing is
// found), stopping to keep the board just before the first step of each wanted technique.
// At that moment every simpler technique is exhausted: nextStep tries them in order and took
// this one, so it is exactly "the next step needed".

import type { SudokuShape } from '../geometry';
import { createBoard } from '../grader/board';
import { applyStep, nextStep } from '../grader/solve';
import type { SolveStep, TechniqueId } from '../grader/step';

export interface WalkPosition {
  /** Digits on the board: givens plus the ones placed so far; 0 for empty. */
  readonly values: Uint8Array;
  /** The grader's candidates at this point (0 for filled cells). */
  readonly cand: Uint16Array;
  /** The step the walk takes here. */
  readonly step: SolveStep;
  /** How many steps came before it. */
  readonly index: number;
}

/**
 * Walks `cells` (0 = empty) and returns, for each technique of `wanted` the walk meets, the
 * board just before its first step. Stops once every wanted technique was met, or when
 * logic runs out (the rest would need trial, which the school does not teach).
 */
export function walkFirstSteps(
  shape: SudokuShape,
  cells: ArrayLike<number>,
  wanted: ReadonlySet<TechniqueId>,
): Map<TechniqueId, WalkPosition> {
  const board = createBoard(shape, cells);
  const found = new Map<TechniqueId, WalkPosition>();
  for (let index = 0; board.values.includes(0) && found.size < wanted.size; index++) {
    const step = nextStep(board, Number.POSITIVE_INFINITY, 0, true);
    if (step === null || step === 'exceeded') break;
    if (wanted.has(step.technique) && !found.has(step.technique)) {
      found.set(step.technique, {
        values: board.values.slice(),
        cand: board.cand.slice(),
        step,
        index,
      });
    }
    if (applyStep(board, step) === 0) break;
  }
  return found;
}
