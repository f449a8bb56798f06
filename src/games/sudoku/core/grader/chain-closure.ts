// Closures: everything a set of assumptions implies, for multiple and dynamic forcing chains.
// Static closures read links from the board as it is. Dynamic ones apply every "off" to a
// working copy first, so a cell or house that runs short later in the chain counts too, and
// remember which earlier "offs" made it short (hidden parents), as Sudoku Explainer does; with
// `plus`, basic techniques on the working copy may add "offs" when propagation stalls.

import type { Board } from './board';
import type { ChainContext } from './chain-engine';
import { findClaiming, findPointing } from './techniques/intersections';
import { findHiddenSubset, findNakedSubset } from './techniques/subsets';

/**
 * Everything a set of assumptions implies. `parents` lists, per reached node, the nodes that
 * imply it (the first one is the direct cause; the rest are hidden parents of dynamic chains).
 * Propagation stops at the first contradiction: a candidate implied both on and off.
 */
export interface Closure {
  readonly reached: Uint8Array;
  readonly order: Int32Array;
  readonly size: number;
  readonly parentStart: Int32Array;
  readonly parentCount: Uint8Array;
  readonly parentPool: Int32Array;
  /** [on node, off node] of the first contradiction, or null. */
  readonly contradiction: readonly [number, number] | null;
}

export interface ClosureOptions {
  /** Apply "off" nodes to a working copy (dynamic chains). */
  readonly dynamic: boolean;
  /** Use cell (Y) links; false for Nishio's single-digit reasoning. */
  readonly yLinks: boolean;
  /** When propagation stalls, let locked candidates, pairs and X-Wings add "offs"
   *  (Sudoku Explainer's Dynamic Forcing Chains (+)). */
  readonly plus: boolean;
}

export function closure(
  ctx: ChainContext,
  starts: readonly number[],
  opts: ClosureOptions,
): Closure {
  const { stride, nodeCount, peers, peerCount, popcount, cellHouses, size } = ctx;
  const shape = ctx.board.shape;
  const orig = ctx.board.cand;
  const work = opts.dynamic ? orig.slice() : orig;
  const counts = opts.dynamic ? ctx.houseCount.slice() : ctx.houseCount;
  const reached = new Uint8Array(nodeCount);
  const order = new Int32Array(nodeCount);
  const parentStart = new Int32Array(nodeCount);
  const parentCount = new Uint8Array(nodeCount);
  let pool = new Int32Array(256);
  let poolSize = 0;
  let size_ = 0;
  // On nodes are processed before off nodes, as Sudoku Explainer does.
  const onQueue = new Int32Array(nodeCount);
  const offQueue = new Int32Array(nodeCount);
  let onHead = 0;
  let onTail = 0;
  let offHead = 0;
  let offTail = 0;
  let contradiction: [number, number] | null = null;
  const hidden: number[] = [];

  const add = (node: number, cause: number, extra: readonly number[]): void => {
    reached[node] = 1;
    order[size_++] = node;
    const need = poolSize + 1 + extra.length;
    if (need > pool.length) {
      const bigger = new Int32Array(Math.max(need, pool.length * 2));
      bigger.set(pool);
      pool = bigger;
    }
    parentStart[node] = poolSize;
    let n = 0;
    if (cause >= 0) {
      pool[poolSize++] = cause;
      n++;
    }
    for (const e of extra) {
      pool[poolSize++] = e;
      n++;
    }
    parentCount[node] = n;
    if (node & 1) onQueue[onTail++] = node;
    else offQueue[offTail++] = node;
  };
  const none: number[] = [];
  for (const s of starts) if (!reached[s]) add(s, -1, none);

  /** Hidden parents: candidates of `cell` (or of `digit` in `house`) already switched off. */
  const hiddenOfCell = (cell: number): number[] => {
    hidden.length = 0;
    if (!opts.dynamic) return hidden;
    for (let m = (orig[cell] ?? 0) & ~(work[cell] ?? 0); m !== 0; m &= m - 1) {
      hidden.push((cell * stride + (31 - Math.clz32(m & -m))) << 1);
    }
    return hidden;
  };
  const hiddenOfHouse = (house: number, digit: number): number[] => {
    hidden.length = 0;
    if (!opts.dynamic) return hidden;
    const bit = 1 << digit;
    for (const c of shape.houses[house] as Int16Array) {
      if (((orig[c] ?? 0) & bit) !== 0 && ((work[c] ?? 0) & bit) === 0) {
        hidden.push((c * stride + digit) << 1);
      }
    }
    return hidden;
  };

  /** The "off" node being propagated, for found(). */
  let offNode = 0;
  /** Reaches "on" node `on` from offNode; true on a contradiction. (One closure per call,
   *  not one per node.) */
  const found = (on: number, extra: readonly number[]): boolean => {
    if (reached[on ^ 1]) {
      add(on, offNode, extra);
      contradiction = [on, on ^ 1];
      return true;
    }
    if (!reached[on]) add(on, offNode, extra);
    return false;
  };

  for (;;) {
    while (contradiction === null && (onHead < onTail || offHead < offTail)) {
      if (onHead < onTail) {
        const node = onQueue[onHead++] ?? 0;
        const key = node >> 1;
        const cell = Math.floor(key / stride);
        const digit = key - cell * stride;
        const bit = 1 << digit;
        for (let k = cell * peerCount, end = k + peerCount; k < end && !contradiction; k++) {
          const p = peers[k] ?? 0;
          if (((work[p] ?? 0) & bit) === 0) continue;
          const off = (p * stride + digit) << 1;
          if (reached[off | 1]) {
            add(off, node, none);
            contradiction = [off | 1, off];
          } else if (!reached[off]) add(off, node, none);
        }
        if (opts.yLinks && !contradiction) {
          for (let m = (work[cell] ?? 0) & ~bit; m !== 0; m &= m - 1) {
            const off = (cell * stride + (31 - Math.clz32(m & -m))) << 1;
            if (reached[off | 1]) {
              add(off, node, none);
              contradiction = [off | 1, off];
              break;
            }
            if (!reached[off]) add(off, node, none);
          }
        }
      } else {
        const node = offQueue[offHead++] ?? 0;
        const key = node >> 1;
        const cell = Math.floor(key / stride);
        const digit = key - cell * stride;
        const bit = 1 << digit;
        const mask = work[cell] ?? 0;
        if ((mask & bit) === 0) continue;
        offNode = node;
        if (opts.yLinks && popcount[mask] === 2) {
          const other = 31 - Math.clz32(mask & ~bit);
          if (found(((cell * stride + other) << 1) | 1, hiddenOfCell(cell))) break;
        }
        for (let j = 0; j < 3; j++) {
          const house = cellHouses[cell * 3 + j] ?? 0;
          if (counts[house * stride + digit] !== 2) continue;
          let partner = -1;
          for (const c of shape.houses[house] as Int16Array) {
            if (c !== cell && ((work[c] ?? 0) & bit) !== 0) partner = c;
          }
          if (partner < 0) continue;
          if (found(((partner * stride + digit) << 1) | 1, hiddenOfHouse(house, digit))) break;
        }
        if (contradiction) break;
        if (opts.dynamic) {
          work[cell] = mask & ~bit;
          for (let j = 0; j < 3; j++) {
            const idx = (cellHouses[cell * 3 + j] ?? 0) * stride + digit;
            counts[idx] = (counts[idx] ?? 0) - 1;
          }
        }
      }
    }
    if (contradiction || !opts.plus) break;
    const more = advancedOffs(ctx, work, orig, reached, stride, size);
    if (more.length === 0) break;
    for (const [off, parents] of more) {
      if (reached[off | 1]) {
        add(off, parents[0] ?? -1, parents.slice(1));
        contradiction = [off | 1, off];
        break;
      }
      if (!reached[off]) add(off, parents[0] ?? -1, parents.slice(1));
    }
  }
  return {
    reached,
    order,
    size: size_,
    parentStart,
    parentCount,
    parentPool: pool,
    contradiction,
  };
}

/**
 * Eliminations that basic techniques find on the working grid of a stalled dynamic chain,
 * each with the switched-off candidates of the pattern's cells as parents (why the pattern
 * only appeared inside the chain).
 */
function advancedOffs(
  ctx: ChainContext,
  work: Uint16Array,
  orig: Uint16Array,
  reached: Uint8Array,
  stride: number,
  size: number,
): [number, number[]][] {
  const board: Board = { shape: ctx.board.shape, values: ctx.board.values, cand: work };
  const finders = [
    findPointing,
    findClaiming,
    (b: Board) => findHiddenSubset(b, 2),
    (b: Board) => findNakedSubset(b, 2),
  ];
  for (const find of finders) {
    const step = find(board);
    if (!step) continue;
    const parents: number[] = [];
    const houseCells = new Set<number>();
    for (const h of step.houses)
      for (const c of board.shape.houses[h] as Int16Array) houseCells.add(c);
    for (const c of houseCells) {
      for (let m = (orig[c] ?? 0) & ~(work[c] ?? 0); m !== 0; m &= m - 1) {
        const d = 31 - Math.clz32(m & -m);
        if (d > size) continue;
        const off = (c * stride + d) << 1;
        if (reached[off] && (step.digits.includes(d) || step.cells.includes(c))) parents.push(off);
      }
    }
    // A pattern that needs no switched-off candidate was on the board already; skip it.
    if (parents.length === 0) continue;
    return step.eliminations.map((e) => [(e.cell * stride + e.digit) << 1, parents]);
  }
  return [];
}

/** How many distinct nodes `node` rests on, itself included. */
export function ancestorCount(
  c: Closure,
  node: number,
  scratch: Int32Array,
  epoch: number,
): number {
  let count = 0;
  const stack = [node];
  scratch[node] = epoch;
  while (stack.length > 0) {
    const n = stack.pop() as number;
    count++;
    const start = c.parentStart[n] ?? 0;
    const end = start + (c.parentCount[n] ?? 0);
    for (let i = start; i < end; i++) {
      const p = c.parentPool[i] ?? 0;
      if (scratch[p] === epoch) continue;
      scratch[p] = epoch;
      stack.push(p);
    }
  }
  return count;
}

/** The direct-cause path from the closure's start to `node`. */
export function closurePath(c: Closure, node: number): number[] {
  const path: number[] = [];
  let n = node;
  for (let guard = 0; guard < 10_000; guard++) {
    path.push(n);
    if (c.parentCount[n] === 0) break;
    n = c.parentPool[c.parentStart[n] as number] ?? 0;
  }
  return path.reverse();
}
