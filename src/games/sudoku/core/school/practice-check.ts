// The one test every practice position passes before it is served: the app's own hint, asked
// on the board the player will see (the digits, and the grader's candidates as pencil notes),
// must answer with a step of exactly the technique being practised. hint() tries the easier
// techniques first, so this also proves that nothing simpler is available.

import type { SudokuState } from '../game';
import type { SudokuShape } from '../geometry';
import { hint } from '../grader/hint';
import type { SolveStep, TechniqueId } from '../grader/step';

/** The state the game screen would hold for this position. */
export function practiceState(
  shape: SudokuShape,
  givens: Uint8Array,
  values: Uint8Array,
  notes: ArrayLike<number>,
): SudokuState {
  return { shape, givens, values, notes: Uint16Array.from(notes), assisted: false };
}

/** hint()'s step when it is one of `technique`; null otherwise. */
export function stepIfTechnique(state: SudokuState, technique: TechniqueId): SolveStep | null {
  const h = hint(state);
  return h.kind === 'step' && h.step.technique === technique ? h.step : null;
}
