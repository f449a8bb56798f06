// Implication engine for chains, in the manner of Sudoku Explainer. A node is a candidate
// (cell, digit) that is either "on" (the cell holds the digit) or "off" (it does not):
//   on  → off  the digit leaves every peer; with Y-links also every other digit of the cell;
//   off → on   a house left with two places for the digit puts it in the other one; with
//              Y-links a cell left with two digits takes the other one.
// This file holds the node encoding and the static searches, which read those links from the
// board as it is (cycles, forcing chains); chain-closure.ts propagates sets of assumptions,
// statically or dynamically. A chain's complexity is the number of distinct nodes it rests on,
// which is what Sudoku Explainer's length penalty is computed from.

import { type Board, tablesFor } from './board';
import type { ChainNode } from './step';

/** Sudoku Explainer's length penalty: +0.1 each time the length passes 4, 6, 8, 12, 16, 24… */
function lengthPenalty(length: number): number {
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
        if (((cand[c] ?? 0) & bit) === 0) continue;
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
    const node = queue[head++] ?? 0;
    const dd = depth[node] ?? 0;
    if (dd >= maxDepth) continue;
    const key = node >> 1;
    const cell = Math.floor(key / stride);
    const digit = key - cell * stride;
    const mask = cand[cell] ?? 0;
    if ((node & 1) === 1) {
      const bit = 1 << digit;
      for (let k = cell * peerCount, end = k + peerCount; k < end; k++) {
        const p = peers[k] ?? 0;
        if (((cand[p] ?? 0) & bit) === 0) continue;
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
          const partner = conj[base + j] ?? 0;
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
      const partner = conj[(start >> 1) * 3 + j] ?? 0;
      if (partner >= 0) closing.push((partner * stride + startDigit) << 1);
    }
  }
  const startMask = cand[startCell] ?? 0;
  if (cellRule && popcount[startMask] === 2) {
    closing.push((startCell * stride + (31 - Math.clz32(startMask & ~(1 << startDigit)))) << 1);
  }
  if (closing.length === 0) return;
  const closes = (x: number): boolean => closing.includes(x);
  const onPath = (x: number, from: number): boolean => {
    for (let n = from; n >= 0; n = parent[n] ?? 0) if (n === x) return true;
    return false;
  };
  /** Queues an "on" node reached from "off" node x, unless seen. (Made once per search, not
   *  per node: a closure per visited node was a tenth of an Extreme attempt's time.) */
  const visitOn = (next: number, x: number, dd: number): void => {
    if (stamp[next] === epoch) return;
    stamp[next] = epoch;
    parent[next] = x;
    depth[next] = dd + 1;
    queue[tail++] = next;
  };
  /** Visits an "off" node from "on" node y; false when a loop ended the search. */
  const offFrom = (next: number, y: number, dd: number): boolean => {
    if (dd >= 2 && dd + 2 <= maxDepth + 1 && closes(next) && !onPath(next, y)) {
      const nodes: number[] = [];
      for (let n = y; n >= 0; n = parent[n] ?? 0) nodes.push(n);
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
    const node = queue[head++] ?? 0;
    const dd = depth[node] ?? 0;
    if (dd >= maxDepth) continue;
    const key = node >> 1;
    const cell = Math.floor(key / stride);
    const digit = key - cell * stride;
    const mask = cand[cell] ?? 0;
    if ((node & 1) === 1) {
      const bit = 1 << digit;
      for (let k = cell * peerCount, end = k + peerCount; k < end; k++) {
        const p = peers[k] ?? 0;
        if (((cand[p] ?? 0) & bit) !== 0 && !offFrom((p * stride + digit) << 1, node, dd)) {
          return;
        }
      }
      if (cellRule) {
        for (let m = mask & ~bit; m !== 0; m &= m - 1) {
          if (!offFrom((cell * stride + (31 - Math.clz32(m & -m))) << 1, node, dd)) return;
        }
      }
    } else {
      if (houseStrong) {
        for (let j = 0; j < 3; j++) {
          const partner = conj[key * 3 + j] ?? 0;
          if (partner >= 0) visitOn(((partner * stride + digit) << 1) | 1, node, dd);
        }
      }
      if (cellRule && popcount[mask] === 2) {
        visitOn(((cell * stride + (31 - Math.clz32(mask & ~(1 << digit)))) << 1) | 1, node, dd);
      }
    }
  }
}

/** The nodes from the search start to `node`, following the last search's parents. */
export function staticPath(ctx: ChainContext, node: number): number[] {
  const path: number[] = [];
  for (let n = node; n >= 0; n = ctx.parent[n] ?? 0) path.push(n);
  return path.reverse();
}

export function chainNode(ctx: ChainContext, node: number): ChainNode {
  return { cell: cellOfNode(ctx, node), digit: digitOfNode(ctx, node), on: isOn(node) };
}

export function toChainNodes(ctx: ChainContext, nodes: readonly number[]): ChainNode[] {
  return nodes.map((n) => chainNode(ctx, n));
}
