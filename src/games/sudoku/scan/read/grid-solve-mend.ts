// A printed Sudoku has exactly one solution. A read grid with none (a digit misread as another, a
// stain read as a digit) or with many (a pale digit read as empty) holds a misread cell, most
// likely one the network half-believed otherwise, or a pale digit the cell cleaner passed over
// as empty (read again with paler ink counting). The single changes, likeliest first by the
// network's own odds, are tried with the core's solver until one gives exactly one solution; the
// changed cell is marked for the player to look at. A grid still with many solutions then tries
// pairs of the likeliest digits read in empty cells (two pale digits passed over). A grid read
// right is never changed (it already has one solution), and past a few dozen trials the grid is
// left as read.

import { shapeFor } from '../../core/geometry';
import { countSolutions } from '../../core/solver';

/** A change the network gives less than this probability is not tried. */
const FLOOR = 0.02;
/** The likeliest single changes tried (each one solve, the solver stopping at two solutions). */
const TRIALS = 40;

/** A digit read in an empty cell below these odds is not tried in a pair (mendByTwoDigits). */
const PAIR_FLOOR = 0.5;
/** The likeliest such digits paired (at most 28 solves). */
const PAIR_CANDIDATES = 8;

const SHAPE = shapeFor(9);

/**
 * Mends one misread cell in place when the grid has not exactly one solution: `classes[cell]`
 * (0 empty, 1..9) from `probs[cell]` (10 each); a cell in `fixed` (plainly empty) may only take
 * a digit its `faint[cell]` reading (if any) gives. Returns the changed cell, or null when the grid
 * is left as read.
 */
export function mendBySolution(
  classes: number[],
  probs: Float32Array[],
  fixed: boolean[],
  faint: (Float32Array | null)[] = [],
): number | null {
  const cells = Uint8Array.from(classes);
  if (countSolutions(SHAPE, cells, 2).count === 1) return null;
  const changes: { cell: number; to: number; odds: number }[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const p = fixed[cell] ? faint[cell] : probs[cell];
    if (p === undefined || p === null) continue;
    const now = Math.max(p[classes[cell] ?? 0] ?? 0, 1e-6);
    for (let k = 0; k < p.length; k++) {
      const q = p[k] ?? 0;
      if (k === classes[cell] || q < FLOOR) continue;
      // A plainly empty cell was empty for sure: only its faint reading's odds count.
      changes.push({ cell, to: k, odds: fixed[cell] ? q : q / now });
    }
  }
  changes.sort((a, b) => b.odds - a.odds);
  for (const { cell, to } of changes.slice(0, TRIALS)) {
    const was = cells[cell] ?? 0;
    cells[cell] = to;
    const one = countSolutions(SHAPE, cells, 2).count === 1;
    cells[cell] = was;
    if (one) {
      classes[cell] = to;
      return cell;
    }
  }
  return null;
}

/**
 * When no single change gave one solution and the grid still has many (two pale digits passed over
 * as empty, as an orange print can be), the two likeliest digits read in empty cells (their faint
 * reading for a plainly empty cell, each at least PAIR_FLOOR likely) are tried in pairs, likeliest
 * first, until a pair gives exactly one solution. Returns the two changed cells, or null.
 */
export function mendByTwoDigits(
  classes: number[],
  probs: Float32Array[],
  fixed: boolean[],
  faint: (Float32Array | null)[] = [],
): number[] | null {
  const cells = Uint8Array.from(classes);
  if (countSolutions(SHAPE, cells, 2).count < 2) return null;
  const digits: { cell: number; to: number; odds: number }[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (classes[cell] !== 0) continue;
    const p = fixed[cell] ? faint[cell] : probs[cell];
    if (p === undefined || p === null) continue;
    for (let k = 1; k < p.length; k++)
      if ((p[k] ?? 0) >= PAIR_FLOOR) digits.push({ cell, to: k, odds: p[k] ?? 0 });
  }
  digits.sort((a, b) => b.odds - a.odds);
  const tried = digits.slice(0, PAIR_CANDIDATES);
  const pairs: { a: (typeof tried)[number]; b: (typeof tried)[number]; odds: number }[] = [];
  for (let i = 0; i < tried.length; i++) {
    for (let j = i + 1; j < tried.length; j++) {
      const a = tried[i];
      const b = tried[j];
      if (a !== undefined && b !== undefined && a.cell !== b.cell)
        pairs.push({ a, b, odds: a.odds * b.odds });
    }
  }
  pairs.sort((x, y) => y.odds - x.odds);
  for (const { a, b } of pairs) {
    cells[a.cell] = a.to;
    cells[b.cell] = b.to;
    const one = countSolutions(SHAPE, cells, 2).count === 1;
    cells[a.cell] = 0;
    cells[b.cell] = 0;
    if (one) {
      classes[a.cell] = a.to;
      classes[b.cell] = b.to;
      return [a.cell, b.cell];
    }
  }
  return null;
}
