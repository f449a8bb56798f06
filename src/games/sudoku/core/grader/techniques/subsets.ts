// Naked and hidden subsets. Naked: k cells of a house whose candidates together are only k
// digits, so those digits leave the rest of the house (and of any other house all k cells
// share). Hidden: k digits of a house that fit only in the same k cells, so those cells lose
// every other digit.

import { type Board, bitCount, cellsAt, commonHouse, digitsOf, positionsIn } from '../board';
import type { CellDigit, SolveStep, TechniqueId } from '../step';

const SIZE_NAMES = ['', '', 'Pair', 'Triple', 'Quad'];
export const NAKED_RATING = [0, 0, 3.0, 3.6, 5.0];
export const HIDDEN_RATING = [0, 0, 3.4, 4.0, 5.4];
const NAKED_IDS: TechniqueId[] = [
  'naked-single',
  'naked-single',
  'naked-pair',
  'naked-triple',
  'naked-quad',
];
const HIDDEN_IDS: TechniqueId[] = [
  'hidden-single',
  'hidden-single',
  'hidden-pair',
  'hidden-triple',
  'hidden-quad',
];

/**
 * Calls `visit` with each k-element choice from `items` (indices into it, ascending) whose
 * masks together have at most k bits; stops as soon as `visit` returns true.
 */
function chooseTight(
  masks: readonly number[],
  k: number,
  visit: (chosen: readonly number[], union: number) => boolean,
): boolean {
  const chosen: number[] = [];
  const walk = (from: number, union: number): boolean => {
    if (chosen.length === k) return bitCount(union) === k && visit(chosen, union);
    for (let i = from; i <= masks.length - (k - chosen.length); i++) {
      const next = union | (masks[i] ?? 0);
      if (bitCount(next) > k) continue;
      chosen.push(i);
      if (walk(i + 1, next)) return true;
      chosen.pop();
    }
    return false;
  };
  return walk(0, 0);
}

export function findNakedSubset(board: Board, k: number): SolveStep | null {
  const { shape, cand } = board;
  let found: SolveStep | null = null;
  for (let house = 0; house < shape.houses.length && !found; house++) {
    const open = Array.from(shape.houses[house] as Int16Array).filter((c) => {
      const n = bitCount(cand[c] ?? 0);
      return n >= 2 && n <= k;
    });
    if (open.length < k) continue;
    chooseTight(
      open.map((c) => cand[c] ?? 0),
      k,
      (chosen, union) => {
        const cells = chosen.map((i) => open[i] ?? 0);
        const houses = [0, 1, 2]
          .map((kind) => commonHouse(shape, cells, kind))
          .filter((h) => h >= 0);
        const eliminations: CellDigit[] = [];
        const seen = new Set<number>();
        for (const h of houses) {
          for (const c of shape.houses[h] as Int16Array) {
            if (cells.includes(c) || seen.has(c)) continue;
            seen.add(c);
            for (const d of digitsOf((cand[c] ?? 0) & union)) {
              eliminations.push({ cell: c, digit: d });
            }
          }
        }
        if (eliminations.length === 0) return false;
        const digits = digitsOf(union);
        const ordered = houses.includes(house)
          ? [house, ...houses.filter((h) => h !== house)]
          : houses;
        found = {
          technique: NAKED_IDS[k] as TechniqueId,
          name: `Naked ${SIZE_NAMES[k]}`,
          rating: NAKED_RATING[k] ?? 0,
          houses: ordered,
          cells,
          digits,
          placements: [],
          eliminations,
          explanation: {
            kind: 'naked-subset',
            house: ordered[0] ?? 0,
            houses: ordered,
            cells,
            digits,
            removals: eliminations,
          },
        };
        return true;
      },
    );
  }
  return found;
}

export function findHiddenSubset(board: Board, k: number): SolveStep | null {
  const { shape, cand, values } = board;
  const { size } = shape;
  let found: SolveStep | null = null;
  for (let house = 0; house < shape.houses.length && !found; house++) {
    const cellsOfHouse = shape.houses[house] as Int16Array;
    let placed = 0;
    for (const c of cellsOfHouse) placed |= 1 << (values[c] ?? 0);
    const digits: number[] = [];
    const positions: number[] = [];
    for (let d = 1; d <= size; d++) {
      if ((placed & (1 << d)) !== 0) continue;
      const pos = positionsIn(board, house, d);
      const n = bitCount(pos);
      if (n >= 2 && n <= k) {
        digits.push(d);
        positions.push(pos);
      }
    }
    if (digits.length < k) continue;
    chooseTight(positions, k, (chosen, union) => {
      const set = chosen.map((i) => digits[i] ?? 0);
      let keep = 0;
      for (const d of set) keep |= 1 << d;
      const cells = cellsAt(shape, house, union);
      const eliminations: CellDigit[] = [];
      for (const c of cells) {
        for (const d of digitsOf((cand[c] ?? 0) & ~keep)) eliminations.push({ cell: c, digit: d });
      }
      if (eliminations.length === 0) return false;
      found = {
        technique: HIDDEN_IDS[k] as TechniqueId,
        name: `Hidden ${SIZE_NAMES[k]}`,
        rating: HIDDEN_RATING[k] ?? 0,
        houses: [house],
        cells,
        digits: set,
        placements: [],
        eliminations,
        explanation: { kind: 'hidden-subset', house, cells, digits: set, removals: eliminations },
      };
      return true;
    });
  }
  return found;
}
