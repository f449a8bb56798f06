// Singles: the only techniques that place digits directly. Hidden singles are looked for in
// boxes first, then rows and columns, because Sudoku Explainer rates a box single easier
// (1.2) than a line single (1.5); a naked single (one candidate left in a cell) is 2.3.

import { type Board, digitOfBit } from '../board';
import type { SolveStep } from '../step';

export const HIDDEN_SINGLE_BOX = 1.2;
const HIDDEN_SINGLE_LINE = 1.5;
export const NAKED_SINGLE = 2.3;

function hiddenSingleIn(board: Board, house: number): SolveStep | null {
  const { shape, values, cand } = board;
  const cells = shape.houses[house] as Int16Array;
  let once = 0;
  let twice = 0;
  let placed = 0;
  for (const c of cells) {
    const m = cand[c] ?? 0;
    twice |= once & m;
    once |= m;
    placed |= 1 << (values[c] ?? 0);
  }
  const hidden = once & ~twice & ~placed;
  if (hidden === 0) return null;
  const bit = hidden & -hidden;
  const digit = digitOfBit(bit);
  const cell = cells.find((c) => ((cand[c] ?? 0) & bit) !== 0) as number;
  const box = house >= 2 * shape.size;
  return {
    technique: 'hidden-single',
    name: 'Hidden Single',
    rating: box ? HIDDEN_SINGLE_BOX : HIDDEN_SINGLE_LINE,
    houses: [house],
    cells: [cell],
    digits: [digit],
    placements: [{ cell, digit }],
    eliminations: [],
    explanation: { kind: 'hidden-single', house, cell, digit },
  };
}

export function findHiddenSingle(board: Board): SolveStep | null {
  const { size } = board.shape;
  for (let h = 2 * size; h < 3 * size; h++) {
    const step = hiddenSingleIn(board, h);
    if (step) return step;
  }
  for (let h = 0; h < 2 * size; h++) {
    const step = hiddenSingleIn(board, h);
    if (step) return step;
  }
  return null;
}

export function findNakedSingle(board: Board): SolveStep | null {
  const { shape, values, cand } = board;
  for (let cell = 0; cell < shape.cellCount; cell++) {
    const m = cand[cell] ?? 0;
    if (values[cell] !== 0 || m === 0 || (m & (m - 1)) !== 0) continue;
    const digit = digitOfBit(m);
    return {
      technique: 'naked-single',
      name: 'Naked Single',
      rating: NAKED_SINGLE,
      houses: [...(shape.houseOfCell[cell] as readonly number[])],
      cells: [cell],
      digits: [digit],
      placements: [{ cell, digit }],
      eliminations: [],
      explanation: { kind: 'naked-single', cell, digit },
    };
  }
  return null;
}
