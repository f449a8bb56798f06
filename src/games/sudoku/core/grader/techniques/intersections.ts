// Locked candidates. Pointing: inside a box a digit is confined to one row or column, so the
// rest of that line loses it. Claiming: inside a row or column a digit is confined to one box,
// so the rest of that box loses it.

import { type Board, cellsAt, commonHouse, positionsIn } from '../board';
import type { CellDigit, SolveStep } from '../step';

export const POINTING = 2.6;
export const CLAIMING = 2.8;

function lockedStep(
  board: Board,
  from: number,
  to: number,
  digit: number,
  pointing: boolean,
): SolveStep | null {
  const { shape, cand } = board;
  const bit = 1 << digit;
  const inside = cellsAt(shape, from, positionsIn(board, from, digit));
  const eliminations: CellDigit[] = [];
  for (const c of shape.houses[to] as Int16Array) {
    if (((cand[c] ?? 0) & bit) !== 0 && !inside.includes(c)) {
      eliminations.push({ cell: c, digit });
    }
  }
  if (eliminations.length === 0) return null;
  return {
    technique: pointing ? 'pointing' : 'claiming',
    name: pointing ? 'Pointing' : 'Claiming',
    rating: pointing ? POINTING : CLAIMING,
    houses: [from, to],
    cells: inside,
    digits: [digit],
    placements: [],
    eliminations,
    explanation: {
      kind: 'locked',
      pointing,
      from,
      to,
      digit,
      cells: inside,
      removedFrom: eliminations.map((e) => e.cell),
    },
  };
}

export function findPointing(board: Board): SolveStep | null {
  const { shape } = board;
  const { size } = shape;
  for (let box = 2 * size; box < 3 * size; box++) {
    for (let digit = 1; digit <= size; digit++) {
      const pos = positionsIn(board, box, digit);
      if (pos === 0 || (pos & (pos - 1)) === 0) continue;
      const cells = cellsAt(shape, box, pos);
      for (let kind = 0; kind < 2; kind++) {
        const line = commonHouse(shape, cells, kind);
        if (line < 0) continue;
        const step = lockedStep(board, box, line, digit, true);
        if (step) return step;
      }
    }
  }
  return null;
}

export function findClaiming(board: Board): SolveStep | null {
  const { shape } = board;
  const { size } = shape;
  for (let line = 0; line < 2 * size; line++) {
    for (let digit = 1; digit <= size; digit++) {
      const pos = positionsIn(board, line, digit);
      if (pos === 0 || (pos & (pos - 1)) === 0) continue;
      const box = commonHouse(shape, cellsAt(shape, line, pos), 2);
      if (box < 0) continue;
      const step = lockedStep(board, line, box, digit, false);
      if (step) return step;
    }
  }
  return null;
}
