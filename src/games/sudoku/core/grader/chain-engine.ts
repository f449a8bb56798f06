// Implication engine for chains, in the manner of Sudoku Explainer. A node is a candidate
// (cell, digit) that is either "on" (the cell holds the digit) or "off" (it does not):
//   on  → off  the digit leaves every peer; with Y-links also every other digit of the cell;
//   off → on   a house left with two places for the digit puts it in the other one; with
//              Y-links a cell left with two digits takes the other one.
// Static search reads those links from the board as it is (forcing chains, multiple forcing
// chains). Dynamic search applies every "off" to a working copy first, so a cell or house that
// runs short later in the chain counts too, and remembers which earlier "offs" made it short
// (hidden parents); a chain's complexity is the number of distinct nodes it rests on, which is
// what Sudoku Explainer's length penalty is computed from.

import { cellName } from '../codec';
import { type Board, tablesFor } from './board';
import type { ChainNode } from './step';
import { findClaiming, findPointing } from './techniques/intersections';
import { findHiddenSubset, findNakedSubset } from './techniques/subsets';

/** Sudoku Explainer's length penalty: +0.1 each time the length passes 4, 6, 8, 12, 16, 24… */
export function lengthPenalty(length: number): number {
  let added = 0;
  let ceil = 4;
  let odd = false;
  while (length > ceil) {
    added += 0.1;
    ceil = odd ? Math.floor((ceil * 4) / 3) : Math.floor((ceil * 3) / 2);
    odd = !odd;
  }
  return added;
}

/** base + penalty for a chain resting on `complexity` nodes, rounded to one decimal. */
export function chainRating(base: number, complexity: number): number {
  return Math.round((base + lengthPenalty(complexity - 2)) * 10) / 10;
}

/** The largest complexity whose rating stays at or below `limit`. */
export function maxComplexity(base: number, limit: number): number {
  if (chainRating(base, 2) > limit) return 0;
  let c = 2;
  while (c < 4096 && chainRating(base, c + 1) <= limit) c++;
  return c;
}

export interface ChainContext {
  readonly board: Board;
  readonly size: number;
  readonly cells: number;
  /** key = cell * stride + digit; node = key * 2 + (on ? 1 : 0). */
  readonly stride: number;
  readonly nodeCount: number;
  /** conj[key * 3 + kind]: the other place of the digit in the cell's row/column/box when
   *  the house has exactly two places, else -1. */
  readonly conj: Int16Array;
  /** houseCount[house * stride + digit]: places of the digit in the house. */
  readonly houseCount: Uint8Array;
  readonly cellHouses: Int16Array;
  readonly peers: Int16Array;
  readonly peerCount: number;
  readonly popcount: Uint8Array;
  // Scratch for static breadth-first search.
  readonly stamp: Int32Array;
  readonly parent: Int32Array;
  readonly depth: Int16Array;
  readonly queue: Int32Array;
  epoch: number;
}

export const nodeOf = (ctx: ChainContext, cell: number, digit: number, on: boolean): number =>
  ((cell * ctx.stride + digit) << 1) | (on ? 1 : 0);
export const cellOfNode = (ctx: ChainContext, node: number): number =>
  Math.floor((node >> 1) / ctx.stride);
export const digitOfNode = (ctx: ChainContext, node: number): number => (node >> 1) % ctx.stride;
export const isOn = (node: number): boolean => (node & 1) === 1;

export function chainContext(board: Board): ChainContext {
  const { shape, cand } = board;
  const { size, cellCount } = shape;
  const stride = size + 1;
  const nodeCount = cellCount * stride * 2;
  const conj = new Int16Array(cellCount * stride * 3).fill(-1);
  const houseCount = new Uint8Array(shape.houses.length * stride);
  shape.houses.forEach((house, h) => {
    const kind = Math.floor(h / size);
    for (let d = 1; d <= size; d++) {
      const bit = 1 << d;
      let a = -1;
      let b = -1;
      let n = 0;
      for (const c of house) {
        if (((cand[c] as number) & bit) === 0) continue;
        n++;
        if (a < 0) a = c;
        else b = c;
      }
      houseCount[h * stride + d] = n;
      if (n === 2) {
        conj[(a * stride + d) * 3 + kind] = b;
        conj[(b * stride + d) * 3 + kind] = a;
      }
    }
  });
  const peerCount = (shape.peers[0] as Int16Array).length;
  const peers = new Int16Array(cellCount * peerCount);
  shape.peers.forEach((list, c) => {
    peers.set(list, c * peerCount);
  });
  return {
    board,
    size,
    cells: cellCount,
    stride,
    nodeCount,
    conj,
    houseCount,
    cellHouses: Int16Array.from(shape.houseOfCell.flat()),
    peers,
    peerCount,
    popcount: tablesFor(shape).popcount,
    stamp: new Int32Array(nodeCount),
    parent: new Int32Array(nodeCount),
    depth: new Int16Array(nodeCount),
    queue: new Int32Array(nodeCount),
    epoch: 0,
  };
}

/**
 * Static breadth-first search from `start` for its own negation (a forcing chain: the
 * assumption implies its opposite, so it is false). Returns the depth of the negation (the
 * chain has depth + 1 nodes) or -1 when it is not reached within `maxDepth`.
 * `yLinks` false restricts to single-digit (X) links.
 */
export function staticSelfContradiction(
  ctx: ChainContext,
  start: number,
  yLinks: boolean,
  maxDepth: number,
): number {
  const { stamp, parent, depth, queue, stride, conj, peers, peerCount, popcount } = ctx;
  const cand = ctx.board.cand;
  const epoch = ++ctx.epoch;
  const target = start ^ 1;
  stamp[start] = epoch;
  parent[start] = -1;
  depth[start] = 0;
  queue[0] = start;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const node = queue[head++] as number;
    const dd = depth[node] as number;
    if (dd >= maxDepth) continue;
    const key = node >> 1;
    const cell = Math.floor(key / stride);
    const digit = key - cell * stride;
    const mask = cand[cell] as number;
    if ((node & 1) === 1) {
      const bit = 1 << digit;
      for (let k = cell * peerCount, end = k + peerCount; k < end; k++) {
        const p = peers[k] as number;
        if (((cand[p] as number) & bit) === 0) continue;
        const next = (p * stride + digit) << 1;
        if (next === target) {
          parent[next] = node;
          depth[next] = dd + 1;
          return dd + 1;
        }
        if (stamp[next] === epoch) continue;
        stamp[next] = epoch;
        parent[next] = node;
        depth[next] = dd + 1;
        queue[tail++] = next;
      }
      if (yLinks) {
        for (let m = mask & ~bit; m !== 0; m &= m - 1) {
          const e = 31 - Math.clz32(m & -m);
          const next = (cell * stride + e) << 1;
          if (next === target) {
            parent[next] = node;
            depth[next] = dd + 1;
            return dd + 1;
          }
          if (stamp[next] === epoch) continue;
          stamp[next] = epoch;
          parent[next] = node;
          depth[next] = dd + 1;
          queue[tail++] = next;
        }
      }
    } else {
      const base = key * 3;
      for (let j = 0; j < 4; j++) {
        let next: number;
        if (j < 3) {
          const partner = conj[base + j] as number;
          if (partner < 0) continue;
          next = ((partner * stride + digit) << 1) | 1;
        } else {
          if (!yLinks || popcount[mask] !== 2) continue;
          const other = mask & ~(1 << digit);
          next = ((cell * stride + (31 - Math.clz32(other))) << 1) | 1;
        }
        if (next === target) {
          parent[next] = node;
          depth[next] = dd + 1;
          return dd + 1;
        }
        if (stamp[next] === epoch) continue;
        stamp[next] = epoch;
        parent[next] = node;
        depth[next] = dd + 1;
        queue[tail++] = next;
      }
    }
  }
  return -1;
}

/** Which links a static search may use. 'x': one digit (houses); 'y': cells with two
 *  candidates as the strong links, houses and cells as weak ones; 'xy': everything. */
export type LinkMode = 'x' | 'y' | 'xy';

/**
 * Static breadth-first search from `start` (an "on" node) for loops back to it: an "on" node y
 * of the search tree, a weak link from y to an "off" node x that is not on y's own path, and
 * the strong link x → start. Loops come shortest first; for each, `onLoop(nodes)` gets the
 * loop's nodes from `start` to x, and returning true stops the search. (Sudoku Explainer's
 * cycles, which let "off" nodes be reached again along other paths for this very purpose.)
 */
export function staticLoops(
  ctx: ChainContext,
  start: number,
  mode: LinkMode,
  maxDepth: number,
  onLoop: (nodes: number[]) => boolean,
): void {
  const { stamp, parent, depth, queue, stride, conj, peers, peerCount, popcount } = ctx;
  const cand = ctx.board.cand;
  const cellRule = mode !== 'x';
  const houseStrong = mode !== 'y';
  const startCell = Math.floor((start >> 1) / stride);
  const startDigit = (start >> 1) - startCell * stride;
  const epoch = ++ctx.epoch;
  stamp[start] = epoch;
  parent[start] = -1;
  depth[start] = 0;
  queue[0] = start;
  let head = 0;
  let tail = 1;
  // The "off" nodes that force `start` on: its digit's other place in a two-place house, and
  // the cell's other digit when the cell has two.
  const closing: number[] = [];
  if (houseStrong) {
    for (let j = 0; j < 3; j++) {
      const partner = conj[(start >> 1) * 3 + j] as number;
      if (partner >= 0) closing.push((partner * stride + startDigit) << 1);
    }
  }
  const startMask = cand[startCell] as number;
  if (cellRule && popcount[startMask] === 2) {
    closing.push((startCell * stride + (31 - Math.clz32(startMask & ~(1 << startDigit)))) << 1);
  }
  if (closing.length === 0) return;
  const closes = (x: number): boolean => closing.includes(x);
  const onPath = (x: number, from: number): boolean => {
    for (let n = from; n >= 0; n = parent[n] as number) if (n === x) return true;
    return false;
  };
  /** Visits an "off" node from "on" node y; false when a loop ended the search. */
  const offFrom = (next: number, y: number, dd: number): boolean => {
    if (dd >= 2 && dd + 2 <= maxDepth + 1 && closes(next) && !onPath(next, y)) {
      const nodes: number[] = [];
      for (let n = y; n >= 0; n = parent[n] as number) nodes.push(n);
      nodes.reverse();
      nodes.push(next);
      if (onLoop(nodes)) return false;
    }
    if (stamp[next] !== epoch) {
      stamp[next] = epoch;
      parent[next] = y;
      depth[next] = dd + 1;
      queue[tail++] = next;
    }
    return true;
  };
  while (head < tail) {
    const node = queue[head++] as number;
    const dd = depth[node] as number;
    if (dd >= maxDepth) continue;
    const key = node >> 1;
    const cell = Math.floor(key / stride);
    const digit = key - cell * stride;
    const mask = cand[cell] as number;
    if ((node & 1) === 1) {
      const bit = 1 << digit;
      for (let k = cell * peerCount, end = k + peerCount; k < end; k++) {
        const p = peers[k] as number;
        if (((cand[p] as number) & bit) !== 0 && !offFrom((p * stride + digit) << 1, node, dd)) {
          return;
        }
      }
      if (cellRule) {
        for (let m = mask & ~bit; m !== 0; m &= m - 1) {
          if (!offFrom((cell * stride + (31 - Math.clz32(m & -m))) << 1, node, dd)) return;
        }
      }
    } else {
      const visitOn = (next: number): void => {
        if (stamp[next] === epoch) return;
        stamp[next] = epoch;
        parent[next] = node;
        depth[next] = dd + 1;
        queue[tail++] = next;
      };
      if (houseStrong) {
        for (let j = 0; j < 3; j++) {
          const partner = conj[key * 3 + j] as number;
          if (partner >= 0) visitOn(((partner * stride + digit) << 1) | 1);
        }
      }
      if (cellRule && popcount[mask] === 2) {
        visitOn(((cell * stride + (31 - Math.clz32(mask & ~(1 << digit)))) << 1) | 1);
      }
    }
  }
}

/** The nodes from the search start to `node`, following the last search's parents. */
export function staticPath(ctx: ChainContext, node: number): number[] {
  const path: number[] = [];
  for (let n = node; n >= 0; n = ctx.parent[n] as number) path.push(n);
  return path.reverse();
}

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
    for (let m = (orig[cell] as number) & ~(work[cell] as number); m !== 0; m &= m - 1) {
      hidden.push((cell * stride + (31 - Math.clz32(m & -m))) << 1);
    }
    return hidden;
  };
  const hiddenOfHouse = (house: number, digit: number): number[] => {
    hidden.length = 0;
    if (!opts.dynamic) return hidden;
    const bit = 1 << digit;
    for (const c of shape.houses[house] as Int16Array) {
      if (((orig[c] as number) & bit) !== 0 && ((work[c] as number) & bit) === 0) {
        hidden.push((c * stride + digit) << 1);
      }
    }
    return hidden;
  };

  for (;;) {
    while (contradiction === null && (onHead < onTail || offHead < offTail)) {
      if (onHead < onTail) {
        const node = onQueue[onHead++] as number;
        const key = node >> 1;
        const cell = Math.floor(key / stride);
        const digit = key - cell * stride;
        const bit = 1 << digit;
        for (let k = cell * peerCount, end = k + peerCount; k < end && !contradiction; k++) {
          const p = peers[k] as number;
          if (((work[p] as number) & bit) === 0) continue;
          const off = (p * stride + digit) << 1;
          if (reached[off | 1]) {
            add(off, node, none);
            contradiction = [off | 1, off];
          } else if (!reached[off]) add(off, node, none);
        }
        if (opts.yLinks && !contradiction) {
          for (let m = (work[cell] as number) & ~bit; m !== 0; m &= m - 1) {
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
        const node = offQueue[offHead++] as number;
        const key = node >> 1;
        const cell = Math.floor(key / stride);
        const digit = key - cell * stride;
        const bit = 1 << digit;
        const mask = work[cell] as number;
        if ((mask & bit) === 0) continue;
        const found = (on: number, extra: readonly number[]): boolean => {
          if (reached[on ^ 1]) {
            add(on, node, extra);
            contradiction = [on, on ^ 1];
            return true;
          }
          if (!reached[on]) add(on, node, extra);
          return false;
        };
        if (opts.yLinks && popcount[mask] === 2) {
          const other = 31 - Math.clz32(mask & ~bit);
          if (found(((cell * stride + other) << 1) | 1, hiddenOfCell(cell))) break;
        }
        for (let j = 0; j < 3; j++) {
          const house = cellHouses[cell * 3 + j] as number;
          if (counts[house * stride + digit] !== 2) continue;
          let partner = -1;
          for (const c of shape.houses[house] as Int16Array) {
            if (c !== cell && ((work[c] as number) & bit) !== 0) partner = c;
          }
          if (partner < 0) continue;
          if (found(((partner * stride + digit) << 1) | 1, hiddenOfHouse(house, digit))) break;
        }
        if (contradiction) break;
        if (opts.dynamic) {
          work[cell] = mask & ~bit;
          for (let j = 0; j < 3; j++) {
            const idx = (cellHouses[cell * 3 + j] as number) * stride + digit;
            counts[idx] = (counts[idx] as number) - 1;
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
      for (let m = (orig[c] as number) & ~(work[c] as number); m !== 0; m &= m - 1) {
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
    const start = c.parentStart[n] as number;
    const end = start + (c.parentCount[n] as number);
    for (let i = start; i < end; i++) {
      const p = c.parentPool[i] as number;
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
    n = c.parentPool[c.parentStart[n] as number] as number;
  }
  return path.reverse();
}

export function toChainNodes(ctx: ChainContext, nodes: readonly number[]): ChainNode[] {
  return nodes.map((n) => ({
    cell: cellOfNode(ctx, n),
    digit: digitOfNode(ctx, n),
    on: isOn(n),
  }));
}

/** "r1c2 is 5" / "r1c2 is not 5". */
export function nodeText(ctx: ChainContext, node: number): string {
  const name = cellName(ctx.board.shape, cellOfNode(ctx, node));
  return `${name} ${isOn(node) ? 'is' : 'is not'} ${digitOfNode(ctx, node)}`;
}

/** "r1c2=5 → r1c4≠5 → …" (long chains are shortened in the middle). */
export function chainText(ctx: ChainContext, nodes: readonly number[]): string {
  const parts = nodes.map(
    (n) =>
      `${cellName(ctx.board.shape, cellOfNode(ctx, n))}${isOn(n) ? '=' : '≠'}${digitOfNode(ctx, n)}`,
  );
  if (parts.length > 12) return [...parts.slice(0, 5), '…', ...parts.slice(-5)].join(' → ');
  return parts.join(' → ');
}
