// Counts a Sudoku's solutions and stops at a limit. The generator calls this once per dug
// hole and the app uses it to validate pasted puzzles, so it is built for speed.
//
// countSolutions checks the input, then dispatches: 9×9 grids go to the band bitboard solver in
// solver-9x9.ts (bit-parallel rows, boxes and columns for a digit at a time; see its header),
// 4×4 and 6×6 to the general path below, which serves every size through flat lookup tables:
// - candidates are bitmasks, one typed array per search depth, copied only when branching;
// - beside them, per depth, how many cells of each house still allow each digit, so a hidden
//   single shows up the moment a count drops to 1 instead of by rescanning every house;
// - naked singles spread through a queue; the search branches on a cell with fewest candidates.
// All buffers are allocated once per size and reused, so the hot loops never allocate. The
// general path also stays the reference the 9×9 path is tested against.

import { InvalidInputError } from '../../../engine/game';
import type { SudokuShape, SudokuSize } from './geometry';
import { countSolutions9x9 } from './solver-9x9';

interface SolveResult {
  /** 0, 1, or `limit` meaning "at least limit". */
  count: number;
  /** The first solution found (1..size per cell), or null when there is none. */
  solution: Uint8Array | null;
}

/** A house-digit count set on the digit's houses once a cell holds it, so later decrements in
 *  those houses never look like a hidden single or a dead end. */
const PLACED = 0x40;

/** Everything the search touches, laid out flat so the inner loops only index typed arrays. */
interface Workspace {
  readonly size: number;
  readonly cellCount: number;
  readonly allDigits: number;
  readonly peerCount: number;
  /** peers[cell * peerCount + k]: the k-th peer of a cell. */
  readonly peers: Int16Array;
  /** houses[house * size + k]: the k-th cell of a house. */
  readonly houses: Int16Array;
  /** cellHouses[cell * 3 + j]: the row, column and box of a cell, each shifted left by 4. */
  readonly cellHouses: Int16Array;
  /** Stride of `counts` per depth: one 16-slot row per house. */
  readonly countStride: number;
  /** Candidate mask per cell per depth: depth d is [d * cellCount, (d+1) * cellCount). A cell
   *  whose mask has a single bit is fixed (its peers may still be waiting in the queue). */
  readonly cand: Int32Array;
  /** counts[d * countStride + (house << 4 | digit)]: cells of the house that allow the digit. */
  readonly counts: Uint8Array;
  /** Fixed cells whose digit has not yet been removed from their peers. */
  readonly queue: Int16Array;
  /** (house << 4 | digit) keys whose count fell to 1: possible hidden singles. */
  readonly events: Int16Array;
  readonly popcount: Uint8Array;
  // Per call: how many solutions to look for, how many found, where the first one goes.
  limit: number;
  found: number;
  solution: Uint8Array | null;
}

const workspaces = new Map<SudokuSize, Workspace>();

function workspaceFor(shape: SudokuShape): Workspace {
  const cached = workspaces.get(shape.size);
  if (cached) return cached;
  const { size, cellCount } = shape;
  // Every cell has the same number of peers in these shapes (7, 12 or 20).
  const peerCount = shape.peers[0]?.length ?? 0;
  const peers = new Int16Array(cellCount * peerCount);
  shape.peers.forEach((list, cell) => {
    peers.set(list, cell * peerCount);
  });
  const houses = new Int16Array(shape.houses.length * size);
  shape.houses.forEach((house, h) => {
    houses.set(house, h * size);
  });
  const cellHouses = Int16Array.from(shape.houseOfCell.flatMap((hs) => hs.map((h) => h << 4)));
  const popcount = new Uint8Array(shape.allDigits + 2);
  for (let m = 1; m < popcount.length; m++) popcount[m] = (popcount[m >> 1] ?? 0) + (m & 1);
  const countStride = shape.houses.length << 4;
  const ws: Workspace = {
    size,
    cellCount,
    allDigits: shape.allDigits,
    peerCount,
    peers,
    houses,
    cellHouses,
    countStride,
    // Each branch fixes at least one more cell, so depth never exceeds the cell count.
    cand: new Int32Array((cellCount + 1) * cellCount),
    counts: new Uint8Array((cellCount + 1) * countStride),
    queue: new Int16Array(cellCount),
    // A key is queued only when its count reaches exactly 1, so at most once per propagation.
    events: new Int16Array(countStride),
    popcount,
    limit: 0,
    found: 0,
    solution: null,
  };
  workspaces.set(shape.size, ws);
  return ws;
}

/**
 * Fixes `cell` to the single digit `bit`: drops its other candidates from the house counts
 * and marks the digit placed in its houses. The caller queues the cell. Returns the new event
 * tail, or -1 when some house is left with nowhere for a digit.
 */
function fixCell(
  ws: Workspace,
  base: number,
  cbase: number,
  cell: number,
  bit: number,
  tail: number,
): number {
  const { cand, counts, cellHouses, events } = ws;
  let removed = (cand[base + cell] ?? 0) & ~bit;
  cand[base + cell] = bit;
  const h3 = cell * 3;
  const h0 = cellHouses[h3] ?? 0;
  const h1 = cellHouses[h3 + 1] ?? 0;
  const h2 = cellHouses[h3 + 2] ?? 0;
  let ev = tail;
  while (removed !== 0) {
    const low = removed & -removed;
    removed ^= low;
    const d = 31 - Math.clz32(low);
    for (let j = 0; j < 3; j++) {
      const key = (j === 0 ? h0 : j === 1 ? h1 : h2) | d;
      const n = (counts[cbase + key] ?? 0) - 1;
      counts[cbase + key] = n;
      if (n <= 1) {
        if (n === 0) return -1;
        events[ev++] = key;
      }
    }
  }
  const d = 31 - Math.clz32(bit);
  counts[cbase + (h0 | d)] = PLACED;
  counts[cbase + (h1 | d)] = PLACED;
  counts[cbase + (h2 | d)] = PLACED;
  return ev;
}

/**
 * Applies every naked and hidden single at one depth (`base` into cand, `cbase` into counts).
 * queue[0, queued) holds fixed cells not yet removed from their peers; events[0, evQueued)
 * holds keys whose count fell to 1. Returns the number of fixed cells, or -1 on contradiction.
 */
function propagate(
  ws: Workspace,
  base: number,
  cbase: number,
  fixed: number,
  queued: number,
  evQueued: number,
): number {
  const { cand, counts, peers, queue, events, houses, cellHouses, peerCount, size, cellCount } = ws;
  let solved = fixed;
  let tail = queued;
  let head = 0;
  let evTail = evQueued;
  let evHead = 0;
  for (;;) {
    while (head < tail) {
      const cell = queue[head++] ?? 0;
      const bit = cand[base + cell] ?? 0;
      const d = 31 - Math.clz32(bit);
      for (let k = cell * peerCount, end = k + peerCount; k < end; k++) {
        const peer = peers[k] ?? 0;
        const m = cand[base + peer] ?? 0;
        if ((m & bit) === 0) continue;
        const rest = m ^ bit;
        if (rest === 0) return -1;
        cand[base + peer] = rest;
        const h3 = peer * 3;
        for (let j = h3; j < h3 + 3; j++) {
          const key = (cellHouses[j] ?? 0) | d;
          const n = (counts[cbase + key] ?? 0) - 1;
          counts[cbase + key] = n;
          if (n <= 1) {
            if (n === 0) return -1;
            events[evTail++] = key;
          }
        }
        if ((rest & (rest - 1)) === 0) {
          // A naked single: its digit is now placed in each of its houses.
          const e = 31 - Math.clz32(rest);
          counts[cbase + ((cellHouses[h3] ?? 0) | e)] = PLACED;
          counts[cbase + ((cellHouses[h3 + 1] ?? 0) | e)] = PLACED;
          counts[cbase + ((cellHouses[h3 + 2] ?? 0) | e)] = PLACED;
          queue[tail++] = peer;
          solved++;
        }
      }
    }
    if (solved === cellCount) return solved;
    // One hidden single at a time, so its consequences are spread before the next is read.
    let cell = -1;
    let bit = 0;
    while (evHead < evTail) {
      const key = events[evHead++] ?? 0;
      // Stale when the digit was placed in the meantime.
      if (counts[cbase + key] !== 1) continue;
      bit = 1 << (key & 15);
      let k = (key >> 4) * size;
      while (((cand[base + (houses[k] ?? 0)] ?? 0) & bit) === 0) k++;
      cell = houses[k] ?? 0;
      break;
    }
    if (cell < 0) return solved;
    evTail = fixCell(ws, base, cbase, cell, bit, evTail);
    if (evTail < 0) return -1;
    queue[0] = cell;
    head = 0;
    tail = 1;
    solved++;
  }
}

/** Depth-first search below a propagated depth. Returns true once `limit` solutions are found. */
function search(ws: Workspace, base: number, cbase: number, solved: number): boolean {
  const { cand, counts, cellCount, countStride, popcount, queue } = ws;
  if (solved === cellCount) {
    if (ws.found === 0) {
      const out = new Uint8Array(cellCount);
      for (let c = 0; c < cellCount; c++) out[c] = 31 - Math.clz32(cand[base + c] ?? 0);
      ws.solution = out;
    }
    ws.found++;
    return ws.found >= ws.limit;
  }
  let best = -1;
  let bestCount = 99;
  for (let c = 0; c < cellCount; c++) {
    const m = cand[base + c] ?? 0;
    if ((m & (m - 1)) !== 0) {
      const n = popcount[m] ?? 0;
      if (n < bestCount) {
        bestCount = n;
        best = c;
        if (n === 2) break;
      }
    }
  }
  let options = cand[base + best] ?? 0;
  const next = base + cellCount;
  const cnext = cbase + countStride;
  while (options !== 0) {
    const bit = options & -options;
    options ^= bit;
    // The last option needs no copy: nothing returns to this depth afterwards.
    let at = base;
    let cat = cbase;
    if (options !== 0) {
      cand.copyWithin(next, base, next);
      counts.copyWithin(cnext, cbase, cnext);
      at = next;
      cat = cnext;
    }
    const ev = fixCell(ws, at, cat, best, bit, 0);
    if (ev < 0) continue;
    queue[0] = best;
    const s = propagate(ws, at, cat, solved + 1, 1, ev);
    if (s >= 0 && search(ws, at, cat, s)) return true;
  }
  return false;
}

/**
 * Counts the solutions of `cells` (0 = empty, 1..size = a given), stopping at `limit`.
 * Givens that break a rule give count 0. The input is not modified.
 */
export function countSolutions(
  shape: SudokuShape,
  cells: ArrayLike<number>,
  limit = 2,
): SolveResult {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be ≥ 1, got ${limit}`);
  const { size, cellCount } = shape;
  if (cells.length !== cellCount) {
    throw new InvalidInputError(
      `A ${size}×${size} grid has ${cellCount} cells; got ${cells.length}.`,
    );
  }
  for (let c = 0; c < cellCount; c++) {
    // Read as is: a hole in a sparse array is bad input, not an empty cell.
    const d: number | undefined = cells[c];
    if (d !== 0 && !(d !== undefined && Number.isInteger(d) && d >= 1 && d <= size)) {
      throw new InvalidInputError(`Cell ${c} holds ${d}; expected 0 or 1–${size}.`, c);
    }
  }
  return size === 9 ? countSolutions9x9(cells, limit) : countSolutionsGeneral(shape, cells, limit);
}

/**
 * The general path for every size, also the reference the 9×9 path is tested against. Takes
 * checked input: `cells.length === shape.cellCount`, digits 0..size, limit ≥ 1.
 */
export function countSolutionsGeneral(
  shape: SudokuShape,
  cells: ArrayLike<number>,
  limit: number,
): SolveResult {
  const { size, cellCount } = shape;
  const ws = workspaceFor(shape);
  const { cand, counts, queue, allDigits, countStride } = ws;
  ws.limit = limit;
  ws.found = 0;
  ws.solution = null;
  cand.fill(allDigits, 0, cellCount);
  counts.fill(size, 0, countStride);
  let queued = 0;
  let ev = 0;
  for (let c = 0; c < cellCount && ev >= 0; c++) {
    const d = cells[c] ?? 0;
    if (d === 0) continue;
    // Clashing givens surface in propagate: the later one loses its only candidate.
    ev = fixCell(ws, 0, 0, c, 1 << d, ev);
    queue[queued++] = c;
  }
  const solved = ev < 0 ? -1 : propagate(ws, 0, 0, queued, queued, ev);
  if (solved >= 0) search(ws, 0, 0, solved);
  const result: SolveResult = { count: ws.found, solution: ws.solution };
  ws.solution = null;
  return result;
}

/** The solution when `cells` has exactly one, else null. */
export function solveUnique(shape: SudokuShape, cells: ArrayLike<number>): Uint8Array | null {
  const { count, solution } = countSolutions(shape, cells, 2);
  return count === 1 ? solution : null;
}
