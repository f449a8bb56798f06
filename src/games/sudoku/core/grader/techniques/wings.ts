// Wings. XY-, XYZ-, WXYZ- and VWXYZ-Wings are one pattern at growing size: k cells of one
// house holding only k+1 digits between them (an "almost locked set") plus a two-candidate
// cell {x, z} outside it, where every set cell that can hold x sees the pair cell. If the pair
// cell is x, the set loses x and becomes locked, so it holds z; otherwise the pair cell is z.
// Either way z is in the pair cell or in the set, and a cell that sees all of those loses z.
// Ratings: XY 4.2, XYZ 4.4 (Sudoku Explainer); WXYZ 5.5–5.6 and VWXYZ 6.2–6.4 (Sukaku
// Explainer, which rates a middle-sized biggest cell harder than an extreme one).
// W-Wing: two {x, y} cells that do not see each other, joined by a strong link on x (a house
// where x has exactly two places, one seeing each cell): one of the two cells is y.

import { type Board, digitOfBit, digitsOf, tablesFor } from '../board';
import type { Explanation } from '../explanation';
import type { CellDigit, SolveStep, TechniqueId } from '../step';

export const XY_WING = 4.2;
export const XYZ_WING = 4.4;
export const W_WING = 4.4;

interface WingFind {
  rating: number;
  step: SolveStep;
}

function wingRating(k: number, biggest: number, allPairs: boolean): number {
  if (k === 2) return allPairs ? XY_WING : XYZ_WING;
  if (k === 3) return Math.round((5.5 + (1 - Math.abs(3 - biggest)) * 0.1) * 10) / 10;
  return Math.round((6.2 + (2 - Math.abs(3 - biggest)) * 0.1) * 10) / 10;
}

const WING_NAMES: Record<number, { id: TechniqueId; name: string }> = {
  3: { id: 'wxyz-wing', name: 'WXYZ-Wing' },
  4: { id: 'vwxyz-wing', name: 'VWXYZ-Wing' },
};

/**
 * The easiest wing whose set has `k` cells (2: XY/XYZ, 3: WXYZ, 4: VWXYZ). With
 * `pairsOnly`, only sets of two-candidate cells count (the XY-Wing).
 */
export function findAlsWing(board: Board, k: number, pairsOnly = false): SolveStep | null {
  const { shape, cand } = board;
  const { cellCount } = shape;
  const { sees, popcount } = tablesFor(shape);
  const pairCells: number[] = [];
  for (let c = 0; c < cellCount; c++) if (popcount[cand[c] ?? 0] === 2) pairCells.push(c);
  if (pairCells.length === 0) return null;
  const pairMasks = [...new Set(pairCells.map((c) => cand[c] ?? 0))];
  let best: WingFind | null = null;
  // The easiest rating a set of this size can have: the first such find ends the search.
  const floor = wingRating(k, k === 2 ? 2 : k === 3 ? 2 : 5, pairsOnly);
  const maxCard = pairsOnly ? 2 : k + 1;
  const { houseOfCell } = shape;
  const done = () => ((best as WingFind | null)?.rating ?? Number.POSITIVE_INFINITY) <= floor;
  for (let house = 0; house < shape.houses.length && !done(); house++) {
    const open = Array.from(shape.houses[house] as Int16Array).filter((c) => {
      const n = popcount[cand[c] as number] ?? 0;
      return n >= 2 && n <= maxCard;
    });
    const chosen: number[] = [];
    const walk = (from: number, union: number): void => {
      if (chosen.length === k) {
        if (popcount[union] !== k + 1) return;
        // Some two-candidate cell must hold two of the set's digits.
        let fits = false;
        for (const m of pairMasks) {
          if ((m & union) === m) {
            fits = true;
            break;
          }
        }
        if (!fits) return;
        const set = chosen.map((i) => open[i] ?? 0);
        // A set inside a row (or column) and a box is met twice: keep the first house only.
        for (let kind = 0; kind < 3; kind++) {
          const h = (houseOfCell[set[0] ?? 0] as readonly number[])[kind] as number;
          if (h >= house) continue;
          if (set.every((c) => (houseOfCell[c] as readonly number[])[kind] === h)) return;
        }
        const found = wingsOfSet(board, set, union, pairCells, sees, popcount, house);
        if (found && (best === null || found.rating < best.rating)) best = found;
        return;
      }
      for (let i = from; i <= open.length - (k - chosen.length); i++) {
        const next = union | (cand[open[i] ?? 0] ?? 0);
        if ((popcount[next] ?? 0) > k + 1) continue;
        chosen.push(i);
        walk(i + 1, next);
        chosen.pop();
      }
    };
    walk(0, 0);
  }
  return (best as WingFind | null)?.step ?? null;
}

function wingsOfSet(
  board: Board,
  set: readonly number[],
  union: number,
  pairCells: readonly number[],
  sees: Uint8Array,
  popcount: Uint8Array,
  house: number,
): WingFind | null {
  const { shape, cand } = board;
  const n = shape.cellCount;
  const k = set.length;
  let biggest = 0;
  for (const c of set) biggest = Math.max(biggest, popcount[cand[c] as number] ?? 0);
  const rating = wingRating(k, biggest, biggest === 2);
  for (const b of pairCells) {
    const pair = cand[b] ?? 0;
    if ((pair & union) !== pair || set.includes(b)) continue;
    for (const x of digitsOf(pair)) {
      // Most (set, pair cell, x) fail here: test before building any list (hot in Extreme).
      if (!allSee(cand, set, 1 << x, sees, n, b)) continue;
      const z = digitOfBit(pair & ~(1 << x));
      const withX = set.filter((c) => ((cand[c] ?? 0) & (1 << x)) !== 0);
      const withZ = set.filter((c) => ((cand[c] ?? 0) & (1 << z)) !== 0);
      if (k === 2 && !isClassicWing(cand, set, withX, withZ)) continue;
      /** Cells outside the pattern that see all of `cells` and hold `digit`. */
      const victimsOf = (digit: number, cells: readonly number[]): CellDigit[] => {
        const out: CellDigit[] = [];
        for (let c = 0; c < n; c++) {
          if (((cand[c] ?? 0) & (1 << digit)) === 0 || c === b || set.includes(c)) continue;
          if (cells.every((w) => sees[c * n + w])) out.push({ cell: c, digit });
        }
        return out;
      };
      const eliminations = victimsOf(z, [b, ...withZ]);
      // Doubly linked (z also seen by the pair cell wherever the set has it): set and pair cell
      // together lock k + 1 digits in k + 1 cells, so x goes like z, and each other digit of
      // the set leaves every cell that sees all its places in the set (Sukaku Explainer).
      const doubly = k > 2 && withZ.every((c) => sees[c * n + b]);
      if (doubly) {
        eliminations.push(...victimsOf(x, [b, ...withX]));
        for (const w of digitsOf(union & ~pair)) {
          eliminations.push(
            ...victimsOf(
              w,
              set.filter((c) => ((cand[c] ?? 0) & (1 << w)) !== 0),
            ),
          );
        }
      }
      if (eliminations.length === 0) continue;
      const removedFrom = eliminations.map((e) => e.cell);
      let id: TechniqueId;
      let name: string;
      let explanation: Explanation;
      if (k === 2) {
        const pivot = withX[0] ?? 0;
        const other = set.find((c) => c !== pivot) as number;
        const xyz = biggest !== 2;
        id = xyz ? 'xyz-wing' : 'xy-wing';
        name = xyz ? 'XYZ-Wing' : 'XY-Wing';
        explanation = {
          kind: 'xy-wing',
          xyz,
          pivot,
          pivotDigits: digitsOf(cand[pivot] ?? 0),
          pincers: [b, other],
          pincerDigits: [digitsOf(pair), digitsOf(cand[other] ?? 0)],
          digit: z,
          digitCells: [b, ...withZ],
          removedFrom,
        };
      } else {
        ({ id, name } = WING_NAMES[k] as { id: TechniqueId; name: string });
        explanation = {
          kind: 'als-wing',
          set,
          house,
          digits: digitsOf(union),
          pairCell: b,
          x,
          z,
          doubly,
          zCells: [b, ...withZ],
          removals: eliminations,
        };
      }
      return {
        rating,
        step: {
          technique: id,
          name,
          rating,
          houses: [house],
          cells: [...set, b],
          digits: digitsOf(union),
          placements: [],
          eliminations,
          explanation,
        },
      };
    }
  }
  return null;
}

/** Whether every cell of `set` holding `bit` sees cell `b`. */
function allSee(
  cand: Uint16Array,
  set: readonly number[],
  bit: number,
  sees: Uint8Array,
  n: number,
  b: number,
): boolean {
  for (const c of set) if (((cand[c] ?? 0) & bit) !== 0 && !sees[c * n + b]) return false;
  return true;
}

/**
 * With a two-cell set, only the textbook shapes: a pivot holding x (and nothing else of the
 * set does) that sees both pincers, and z in the other set cell (XY-Wing: pivot {x, y}, pincer
 * {y, z}) or in both (XYZ-Wing: pivot {x, y, z}, pincer {y, z}). Other two-cell sets are
 * valid deductions too, but Sudoku Explainer rates them as chains, so we leave them to those.
 */
function isClassicWing(
  cand: Uint16Array,
  set: readonly number[],
  withX: readonly number[],
  withZ: readonly number[],
): boolean {
  if (withX.length !== 1) return false;
  const pivot = withX[0] ?? 0;
  const pincer = set.find((c) => c !== pivot) as number;
  const pincerMask = cand[pincer] ?? 0;
  if (bitsIn(pincerMask) !== 2 || !withZ.includes(pincer)) return false;
  const pivotSize = bitsIn(cand[pivot] ?? 0);
  return pivotSize === 2 ? withZ.length === 1 : pivotSize === 3 && withZ.length === 2;
}

function bitsIn(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

export function findWWing(board: Board): SolveStep | null {
  const { shape, cand } = board;
  const n = shape.cellCount;
  const { sees, popcount } = tablesFor(shape);
  const pairs: number[] = [];
  for (let c = 0; c < n; c++) if (popcount[cand[c] ?? 0] === 2) pairs.push(c);
  for (let i = 0; i < pairs.length; i++) {
    const a = pairs[i] ?? 0;
    for (let j = i + 1; j < pairs.length; j++) {
      const b = pairs[j] ?? 0;
      if (cand[a] !== cand[b] || sees[a * n + b]) continue;
      const mask = cand[a] ?? 0;
      for (const x of digitsOf(mask)) {
        const y = digitOfBit(mask & ~(1 << x));
        const victims: CellDigit[] = [];
        for (let c = 0; c < n; c++) {
          if (((cand[c] ?? 0) & (1 << y)) !== 0 && sees[c * n + a] && sees[c * n + b]) {
            victims.push({ cell: c, digit: y });
          }
        }
        if (victims.length === 0) continue;
        const link = strongLinkBetween(board, x, a, b, sees);
        if (!link) continue;
        const [house, p, q] = link;
        return {
          technique: 'w-wing',
          name: 'W-Wing',
          rating: W_WING,
          houses: [house],
          cells: [a, p, q, b],
          digits: [x, y],
          placements: [],
          eliminations: victims,
          explanation: {
            kind: 'w-wing',
            cells: [a, b],
            x,
            y,
            house,
            link: [p, q],
            removedFrom: victims.map((v) => v.cell),
          },
        };
      }
    }
  }
  return null;
}

/** A house where `digit` has exactly two places p, q with p seeing a and q seeing b. */
function strongLinkBetween(
  board: Board,
  digit: number,
  a: number,
  b: number,
  sees: Uint8Array,
): [number, number, number] | null {
  const { shape, cand } = board;
  const n = shape.cellCount;
  const bit = 1 << digit;
  for (let h = 0; h < shape.houses.length; h++) {
    const places: number[] = [];
    for (const c of shape.houses[h] as Int16Array) {
      if (((cand[c] ?? 0) & bit) !== 0) places.push(c);
    }
    if (places.length !== 2) continue;
    const [p, q] = places as [number, number];
    if (p === a || p === b || q === a || q === b) continue;
    if (sees[p * n + a] && sees[q * n + b]) return [h, p, q];
    if (sees[q * n + a] && sees[p * n + b]) return [h, q, p];
  }
  return null;
}
