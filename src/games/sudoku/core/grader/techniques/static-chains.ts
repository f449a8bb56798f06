// Sudoku Explainer's "Forcing Chains & Cycles" on static links:
//   X-/Y-Cycle 6.5, XY-Cycle 7.0            a loop of alternating links: one of its two
//                                           readings holds, so what both exclude goes;
//   Forcing X-Chain 6.6, Forcing Chain 7.0  an assumption leads, link by link, to its own
//                                           opposite (X = one digit only).
// Ratings grow with the number of nodes (the length penalty). A `floor` lets the solver take
// the first chain rated at or below it: once a puzzle has needed a 7.2, which 7.1 or 7.2 chain
// comes next no longer changes its score, and stopping early saves most of the search.

import type { Board } from '../board';
import {
  type ChainContext,
  cellOfNode,
  chainContext,
  chainNode,
  chainRating,
  digitOfNode,
  isOn,
  type LinkMode,
  nodeOf,
  staticLoops,
  staticPath,
  staticSelfContradiction,
  toChainNodes,
} from '../chain-engine';
import type { CellDigit, SolveStep } from '../step';
import {
  type Best,
  beats,
  bounded,
  CYCLE,
  chainStep,
  complexityBound,
  type FinderResult,
  FORCING_CHAIN,
  FORCING_X_CHAIN,
  NISHIO,
  uniqueCells,
} from './chain-steps';

/** Nice-loop eliminations: a candidate outside the loop that sees a loop node holding its
 *  digit "on" and another "off" loses it, since one of the loop's two readings is true. */
function loopEliminations(ctx: ChainContext, nodes: readonly number[]): CellDigit[] {
  const { cand, shape } = ctx.board;
  const { stride } = ctx;
  const side = loopSides(ctx);
  const epoch = ++loopEpoch;
  for (const n of nodes) side.cellStamp[cellOfNode(ctx, n)] = epoch;
  const out: CellDigit[] = [];
  for (const n of nodes) {
    const cell = cellOfNode(ctx, n);
    const digit = digitOfNode(ctx, n);
    const flag = isOn(n) ? 1 : 2;
    for (const p of shape.peers[cell] as Int16Array) {
      if (side.cellStamp[p] === epoch || ((cand[p] ?? 0) & (1 << digit)) === 0) continue;
      const key = p * stride + digit;
      const had = side.stamp[key] === epoch ? (side.flags[key] ?? 0) : 0;
      side.stamp[key] = epoch;
      side.flags[key] = had | flag;
      if (had !== 3 && (had | flag) === 3) out.push({ cell: p, digit });
    }
  }
  return out.sort((a, b) => a.cell - b.cell || a.digit - b.digit);
}

/** Scratch for loopEliminations, per node-space size. */
interface LoopSides {
  readonly stamp: Int32Array;
  readonly flags: Uint8Array;
  readonly cellStamp: Int32Array;
}
const loopSideCache = new Map<number, LoopSides>();
let loopEpoch = 0;
function loopSides(ctx: ChainContext): LoopSides {
  let s = loopSideCache.get(ctx.nodeCount);
  if (!s) {
    s = {
      stamp: new Int32Array(ctx.nodeCount),
      flags: new Uint8Array(ctx.nodeCount),
      cellStamp: new Int32Array(ctx.cells),
    };
    loopSideCache.set(ctx.nodeCount, s);
  }
  return s;
}

interface StaticFind extends Best {
  path: number[];
  mode: LinkMode;
  loop: CellDigit[] | null;
}

const LOOP_NAMES: Record<LinkMode, string> = {
  x: 'X-Cycle',
  y: 'Y-Cycle',
  xy: 'Bidirectional Cycle',
};

/** Which readings of a start candidate to try: loops start "on"; chains both ways. */
const ONLY_ON: readonly boolean[] = [true];
const ON_AND_OFF: readonly boolean[] = [true, false];

/**
 * Sudoku Explainer's "Forcing Chains & Cycles", easiest first: X- and Y-Cycles (6.5),
 * Forcing X-Chains (6.6), XY-Cycles and Forcing Chains (7.0), each plus the length penalty.
 */
function searchForcingChain(board: Board, cap: number, floor: number): SolveStep | null {
  const ctx = chainContext(board);
  const { cand, values } = board;
  const { size } = board.shape;
  const { popcount } = ctx;
  let best: StaticFind | null = null;
  const passes: { base: number; mode: LinkMode; loops: boolean }[] = [
    { base: CYCLE, mode: 'x', loops: true },
    { base: CYCLE, mode: 'y', loops: true },
    { base: FORCING_X_CHAIN, mode: 'x', loops: false },
    { base: FORCING_CHAIN, mode: 'xy', loops: true },
    { base: FORCING_CHAIN, mode: 'xy', loops: false },
  ];
  search: for (const { base, mode, loops } of passes) {
    // One callback per pass, not per start node (thousands per call).
    const onLoop = (path: number[]): boolean => {
      const count = path.length;
      const rating = chainRating(base, count);
      if (!beats(rating, count, best)) return true;
      const eliminations = loopEliminations(ctx, path);
      if (eliminations.length === 0) return false;
      best = { rating, complexity: count, path, mode, loop: eliminations };
      return true;
    };
    const sides = loops ? ONLY_ON : ON_AND_OFF;
    for (let cell = 0; cell < ctx.cells; cell++) {
      if (values[cell] !== 0) continue;
      if (mode === 'y' && popcount[cand[cell] ?? 0] !== 2) continue;
      for (let digit = 1; digit <= size; digit++) {
        if (((cand[cell] ?? 0) & (1 << digit)) === 0) continue;
        for (const on of sides) {
          const maxC = complexityBound(base, best, cap);
          if (maxC < (loops ? 4 : 3)) continue;
          const start = nodeOf(ctx, cell, digit, on);
          if (loops) {
            staticLoops(ctx, start, mode, maxC - 1, onLoop);
          } else {
            const depth = staticSelfContradiction(ctx, start, mode === 'xy', maxC - 1);
            if (depth < 0) continue;
            const complexity = depth + 1;
            const rating = chainRating(base, complexity);
            if (!beats(rating, complexity, best)) continue;
            best = { rating, complexity, path: staticPath(ctx, start ^ 1), mode, loop: null };
          }
          if (best && (best as StaticFind).rating <= floor) break search;
        }
      }
    }
  }
  if (!best) return null;
  const { path, mode, rating, loop } = best as StaticFind;
  if (loop) {
    const loopNodes = toChainNodes(ctx, [...path, path[0] ?? 0]);
    const chains = [loopNodes];
    const name = LOOP_NAMES[mode];
    return {
      technique: 'cycle',
      name,
      rating,
      houses: [],
      cells: uniqueCells(chains),
      digits: [...new Set(chains[0]?.map((n) => n.digit))].sort((a, b) => a - b),
      placements: [],
      eliminations: loop,
      explanation: { kind: 'cycle', links: mode, loop: loopNodes, removals: loop },
      chains,
    };
  }
  const start = path[0] ?? 0;
  const conclusion = start ^ 1;
  const yLinks = mode === 'xy';
  const name = yLinks ? 'Forcing Chain' : 'Forcing X-Chain';
  return chainStep(
    ctx,
    yLinks ? 'forcing-chain' : 'forcing-x-chain',
    name,
    rating,
    conclusion,
    [path],
    {
      kind: 'forcing-chain',
      xOnly: !yLinks,
      path: toChainNodes(ctx, path),
      conclusion: chainNode(ctx, conclusion),
    },
  );
}

export function findForcingChain(board: Board, limit: number, floor = 0): FinderResult {
  return bounded(limit, NISHIO, (cap) => searchForcingChain(board, cap, floor));
}
