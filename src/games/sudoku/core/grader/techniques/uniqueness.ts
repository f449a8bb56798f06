// Deductions that rely on the puzzle having exactly one solution (ours always do: the grader
// and hint() check that first).
// Unique Rectangle: four cells at the corners of a rectangle over two rows, two columns and two
// boxes, all holding the same two digits a, b, would let a and b swap: a second solution. So
// the pattern must be broken. Type 1: three corners are exactly {a, b}, so the fourth is not a
// or b. Type 2: two corners are {a, b} and the other two {a, b, c}: one of those two is c, so
// cells seeing both lose c. Type 4: two corners are {a, b}; in a house holding the other two,
// a fits only there, so they cannot also be b (that would make the deadly pattern).
// BUG: see findBugPlusOne.

import { type Board, digitOfBit, digitsOf, tablesFor } from '../board';
import type { UniqueRectangleExplanation } from '../explanation';
import type { CellDigit, SolveStep } from '../step';

export const UR_RATING = { 1: 4.5, 2: 4.6, 4: 4.5 } as const;
export const BUG_RATING = 5.6;
const BUG_TYPE_2_RATING = 5.7;

function urStep(
  explanation: UniqueRectangleExplanation,
  eliminations: CellDigit[],
  houses: number[],
): SolveStep {
  const { type } = explanation;
  return {
    technique: 'unique-rectangle',
    name: `Unique Rectangle Type ${type}`,
    rating: UR_RATING[type],
    houses,
    cells: [...explanation.corners],
    digits: [...explanation.digits],
    placements: [],
    eliminations,
    explanation,
  };
}

export function findUniqueRectangle(board: Board): SolveStep | null {
  const { cand, values } = board;
  const sh = board.shape;
  const { size } = sh;
  const { popcount, sees } = tablesFor(sh);
  const n = sh.cellCount;
  const box = (c: number) => (sh.houseOfCell[c] as readonly number[])[2] as number;
  for (let r1 = 0; r1 < size; r1++) {
    for (let r2 = r1 + 1; r2 < size; r2++) {
      for (let c1 = 0; c1 < size; c1++) {
        for (let c2 = c1 + 1; c2 < size; c2++) {
          const corners = [r1 * size + c1, r1 * size + c2, r2 * size + c1, r2 * size + c2];
          if (corners.some((c) => values[c] !== 0)) continue;
          const boxes = new Set(corners.map(box));
          if (boxes.size !== 2) continue;
          let common = sh.allDigits;
          for (const c of corners) common &= cand[c] ?? 0;
          if ((popcount[common] ?? 0) < 2) continue;
          const commonDigits = digitsOf(common);
          for (let i = 0; i < commonDigits.length; i++) {
            for (let j = i + 1; j < commonDigits.length; j++) {
              const a = commonDigits[i] ?? 0;
              const b = commonDigits[j] ?? 0;
              const ab = (1 << a) | (1 << b);
              const exact = corners.filter((c) => cand[c] === ab);
              const extra = corners.filter((c) => cand[c] !== ab);
              const rectHouses = [r1, r2, size + c1, size + c2];
              if (exact.length === 3) {
                const t = extra[0] ?? 0;
                const eliminations = [a, b].map((d) => ({ cell: t, digit: d }));
                return urStep(
                  { kind: 'unique-rectangle', type: 1, corners, digits: [a, b], cell: t },
                  eliminations,
                  rectHouses,
                );
              }
              if (exact.length !== 2) continue;
              const [p, q] = extra as [number, number];
              const extraP = (cand[p] ?? 0) & ~ab;
              const extraQ = (cand[q] ?? 0) & ~ab;
              if (extraP === extraQ && popcount[extraP] === 1) {
                const c = digitOfBit(extraP);
                const eliminations: CellDigit[] = [];
                for (let x = 0; x < n; x++) {
                  if (x === p || x === q || ((cand[x] ?? 0) & extraP) === 0) continue;
                  if (sees[x * n + p] && sees[x * n + q]) eliminations.push({ cell: x, digit: c });
                }
                if (eliminations.length > 0) {
                  return urStep(
                    {
                      kind: 'unique-rectangle',
                      type: 2,
                      corners,
                      digits: [a, b],
                      cells: [p, q],
                      extra: c,
                      removedFrom: eliminations.map((e) => e.cell),
                    },
                    eliminations,
                    rectHouses,
                  );
                }
              }
              // Type 4: in a house holding p and q, one of a, b fits only in p and q.
              const shared = [0, 1, 2]
                .map((k) => (sh.houseOfCell[p] as readonly number[])[k] as number)
                .filter((h) => (sh.houses[h] as Int16Array).includes(q));
              for (const h of shared) {
                for (const [locked, other] of [
                  [a, b],
                  [b, a],
                ] as const) {
                  const places = Array.from(sh.houses[h] as Int16Array).filter(
                    (x) => ((cand[x] ?? 0) & (1 << locked)) !== 0,
                  );
                  if (places.length !== 2) continue;
                  return urStep(
                    {
                      kind: 'unique-rectangle',
                      type: 4,
                      corners,
                      digits: [a, b],
                      house: h,
                      locked,
                      other,
                      cells: [p, q],
                    },
                    [
                      { cell: p, digit: other },
                      { cell: q, digit: other },
                    ],
                    [...rectHouses, h],
                  );
                }
              }
            }
          }
        }
      }
    }
  }
  return null;
}

/** Whether every candidate appears exactly twice (or not at all) in every house. */
function isGrave(board: Board): boolean {
  const { shape, cand } = board;
  for (const house of shape.houses) {
    let once = 0;
    let twice = 0;
    let thrice = 0;
    for (const c of house) {
      const m = cand[c] ?? 0;
      thrice |= twice & m;
      twice |= once & m;
      once |= m;
    }
    if (thrice !== 0 || (once & ~twice) !== 0) return false;
  }
  return true;
}

/**
 * Bivalue Universal Grave. If every empty cell had two candidates and every candidate appeared
 * twice in each of its houses, the grid would have zero or two solutions. So when the cells
 * with a third candidate all share it as that extra digit, one of them holds it: with one such
 * cell it is placed (BUG+1, 5.6), with several it leaves every cell that sees them all (BUG
 * type 2, 5.7).
 */
export function findBugPlusOne(board: Board): SolveStep | null {
  const { shape: sh, cand, values } = board;
  const { popcount, sees } = tablesFor(sh);
  const n = sh.cellCount;
  const extra: number[] = [];
  let common = sh.allDigits;
  for (let c = 0; c < n; c++) {
    if (values[c] !== 0) continue;
    const k = popcount[cand[c] as number] ?? 0;
    if (k === 2) continue;
    if (k !== 3) return null;
    extra.push(c);
    common &= cand[c] ?? 0;
  }
  if (extra.length === 0 || common === 0) return null;
  for (const digit of digitsOf(common)) {
    // Without that digit in the extra cells, the grid must be a grave.
    for (const c of extra) cand[c] = (cand[c] ?? 0) & ~(1 << digit);
    const grave = isGrave(board);
    for (const c of extra) cand[c] = (cand[c] ?? 0) | (1 << digit);
    if (!grave) continue;
    const houses = [...(sh.houseOfCell[extra[0] ?? 0] as readonly number[])];
    if (extra.length === 1) {
      const cell = extra[0] ?? 0;
      return {
        technique: 'bug-plus-one',
        name: 'BUG+1',
        rating: BUG_RATING,
        houses,
        cells: [cell],
        digits: [digit],
        placements: [{ cell, digit }],
        eliminations: [],
        explanation: { kind: 'bug', cells: [cell], digit, removals: [] },
      };
    }
    const eliminations: CellDigit[] = [];
    for (let c = 0; c < n; c++) {
      if (extra.includes(c) || ((cand[c] ?? 0) & (1 << digit)) === 0) continue;
      if (extra.every((x) => sees[x * n + c])) eliminations.push({ cell: c, digit });
    }
    if (eliminations.length === 0) continue;
    return {
      technique: 'bug-plus-one',
      name: 'BUG Type 2',
      rating: BUG_TYPE_2_RATING,
      houses,
      cells: extra,
      digits: [digit],
      placements: [],
      eliminations,
      explanation: { kind: 'bug', cells: extra, digit, removals: eliminations },
    };
  }
  return null;
}
