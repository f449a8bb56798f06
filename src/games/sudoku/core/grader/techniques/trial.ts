// The last resort when no chain works: the solution's digit, as a player would find it by
// trying each option of a cell out to the end.

import type { Board } from '../board';
import type { SolveStep } from '../step';
import { TRIAL } from './chain-steps';

/** Places the solution's digit in a cell with the fewest candidates. */
export function trialStep(board: Board, solution: ArrayLike<number>): SolveStep | null {
  const { cand, values, shape } = board;
  let cell = -1;
  let fewest = 99;
  for (let c = 0; c < shape.cellCount; c++) {
    if (values[c] !== 0) continue;
    let n = 0;
    for (let m = cand[c] ?? 0; m !== 0; m &= m - 1) n++;
    if (n < fewest) {
      fewest = n;
      cell = c;
    }
  }
  if (cell < 0) return null;
  const digit = solution[cell] ?? 0;
  return {
    technique: 'trial',
    name: 'Trial',
    rating: TRIAL,
    houses: [],
    cells: [cell],
    digits: [digit],
    placements: [{ cell, digit }],
    eliminations: [],
    explanation: { kind: 'trial', cell, digit },
  };
}
