// Chains beyond the named patterns, with Sudoku Explainer's bases and length penalty:
//   X-/Y-Cycle 6.5, XY-Cycle 7.0            a loop of alternating links: one of its two
//                                           readings holds, so what both exclude goes;
//   Forcing X-Chain 6.6, Forcing Chain 7.0  an assumption leads, link by link, to its own
//                                           opposite (static links; X = one digit only);
//   Nishio 7.5                              one digit, dynamic: an assumption about it ends
//                                           in a contradiction;
//   Cell / Region Forcing Chains 8.0        every candidate of a cell, or every place of a
//                                           digit in a house, implies the same thing;
//   Dynamic Forcing Chains 8.5              the same with dynamic links, plus contradictions
//                                           and "on and off both imply" (double) chains;
//   Dynamic Forcing Chains (+) 9.0          dynamic chains that may also use locked
//                                           candidates and pairs on the way.
// Each finder returns its easiest chain (lowest rating, then fewest nodes), or 'exceeded'
// when asked for nothing above `limit` and none that cheap exists. A `floor` lets the solver
// take the first chain rated at or below it: once a puzzle has needed a 7.2, which 7.1 or 7.2
// chain comes next no longer changes its score, and stopping early saves most of the search.

import { cellName } from '../../codec';
import type { Board } from '../board';
import { cellList, digitList, houseName, removalText } from '../board';
import {
  ancestorCount,
  type ChainContext,
  type Closure,
  type ClosureOptions,
  cellOfNode,
  chainContext,
  chainRating,
  chainText,
  closure,
  closurePath,
  digitOfNode,
  isOn,
  type LinkMode,
  nodeOf,
  nodeText,
  staticLoops,
  staticPath,
  staticSelfContradiction,
  toChainNodes,
} from '../chain-engine';
import type { CellDigit, ChainNode, SolveStep, TechniqueId } from '../step';

export const CYCLE = 6.5;
export const FORCING_X_CHAIN = 6.6;
export const FORCING_CHAIN = 7.0;
export const NISHIO = 7.5;
export const MULTIPLE_FORCING_CHAIN = 8.0;
export const DYNAMIC_FORCING_CHAIN = 8.5;
export const DYNAMIC_FORCING_CHAIN_PLUS = 9.0;
/** The last resort, above any chain the grader rates (Sudoku Explainer's nested forcing
 *  chains, which it lacks, reach about 11 on the hardest known puzzles). */
export const TRIAL = 11.0;

export type FinderResult = SolveStep | null | 'exceeded';

/** Whether a conclusion node would change the board. */
function isUseful(board: Board, ctx: ChainContext, node: number): boolean {
  const cell = cellOfNode(ctx, node);
  const bit = 1 << digitOfNode(ctx, node);
  const mask = board.cand[cell] as number;
  if ((mask & bit) === 0) return false;
  return isOn(node) ? mask !== bit : true;
}

/** The step that sets a conclusion node: place the digit (on) or remove it (off). */
function conclusionParts(ctx: ChainContext, node: number) {
  const cell = cellOfNode(ctx, node);
  const digit = digitOfNode(ctx, node);
  return isOn(node)
    ? { placements: [{ cell, digit }], eliminations: [] }
    : { placements: [], eliminations: [{ cell, digit }] };
}

function uniqueCells(chains: readonly (readonly ChainNode[])[]): number[] {
  const set = new Set<number>();
  for (const chain of chains) for (const n of chain) set.add(n.cell);
  return [...set];
}

function chainStep(
  ctx: ChainContext,
  technique: TechniqueId,
  name: string,
  rating: number,
  conclusion: number,
  paths: readonly number[][],
  explanation: string,
): SolveStep {
  const chains = paths.map((p) => toChainNodes(ctx, p));
  const digits = [...new Set(chains.flatMap((c) => c.map((n) => n.digit)))].sort((a, b) => a - b);
  return {
    technique,
    name,
    rating,
    houses: [],
    cells: uniqueCells(chains),
    digits,
    ...conclusionParts(ctx, conclusion),
    explanation,
    chains,
  };
}

// ---------------------------------------------------------------------------------------------
// Forcing chains (static, one assumption leading to its opposite).

interface Best {
  rating: number;
  complexity: number;
}

function beats(rating: number, complexity: number, best: Best | null): boolean {
  return (
    best === null ||
    rating < best.rating ||
    (rating === best.rating && complexity < best.complexity)
  );
}

const boundCache = new Map<string, number>();

/** Largest complexity whose rating with `base` stays at or below `rating` (memoized). */
function complexityAtMost(base: number, rating: number): number {
  if (!Number.isFinite(rating)) return 4096;
  const key = `${base}|${rating}`;
  let c = boundCache.get(key);
  if (c === undefined) {
    c = chainRating(base, 2) > rating ? 0 : 2;
    while (c > 0 && c < 4096 && chainRating(base, c + 1) <= rating) c++;
    boundCache.set(key, c);
  }
  return c;
}

/** Largest complexity worth searching for with `base` given the best so far and a cap. */
function complexityBound(base: number, best: Best | null, cap: number): number {
  if (best === null) return complexityAtMost(base, cap);
  const c = complexityAtMost(base, Math.min(cap, best.rating));
  return chainRating(base, c) === best.rating ? Math.min(c, best.complexity - 1) : c;
}

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
      if (side.cellStamp[p] === epoch || ((cand[p] as number) & (1 << digit)) === 0) continue;
      const key = p * stride + digit;
      const had = side.stamp[key] === epoch ? (side.flags[key] as number) : 0;
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
    for (let cell = 0; cell < ctx.cells; cell++) {
      if (values[cell] !== 0) continue;
      if (mode === 'y' && popcount[cand[cell] as number] !== 2) continue;
      for (let digit = 1; digit <= size; digit++) {
        if (((cand[cell] as number) & (1 << digit)) === 0) continue;
        for (const on of loops ? [true] : [true, false]) {
          const maxC = complexityBound(base, best, cap);
          if (maxC < (loops ? 4 : 3)) continue;
          const start = nodeOf(ctx, cell, digit, on);
          if (loops) {
            staticLoops(ctx, start, mode, maxC - 1, (path) => {
              const count = path.length;
              const rating = chainRating(base, count);
              if (!beats(rating, count, best)) return true;
              const eliminations = loopEliminations(ctx, path);
              if (eliminations.length === 0) return false;
              best = { rating, complexity: count, path, mode, loop: eliminations };
              return true;
            });
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
    const chains = [toChainNodes(ctx, [...path, path[0] as number])];
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
      explanation:
        `${name}: ${chainText(ctx, [...path, path[0] as number])} closes a loop, so one of its ` +
        `two readings holds, and ${removalText(board.shape, loop)}.`,
      chains,
    };
  }
  const start = path[0] as number;
  const conclusion = start ^ 1;
  const yLinks = mode === 'xy';
  const name = yLinks ? 'Forcing Chain' : 'Forcing X-Chain';
  const assumption = isOn(start)
    ? `If ${cellName(board.shape, cellOfNode(ctx, start))} were ${digitOfNode(ctx, start)}`
    : `If ${cellName(board.shape, cellOfNode(ctx, start))} were not ${digitOfNode(ctx, start)}`;
  return chainStep(
    ctx,
    yLinks ? 'forcing-chain' : 'forcing-x-chain',
    name,
    rating,
    conclusion,
    [path],
    `${name}: ${assumption}, then ${chainText(ctx, path)}, its own opposite; so ${nodeText(ctx, conclusion)}.`,
  );
}

/** Runs a bounded search; with nothing within `limit`, decides between 'exceeded' and trying
 *  the next, harder finder (which starts at `nextBase`). */
function bounded(
  limit: number,
  nextBase: number,
  search: (cap: number) => SolveStep | null,
): FinderResult {
  const found = search(limit);
  if (found) return found;
  if (limit < nextBase) return 'exceeded';
  return Number.isFinite(limit) ? search(Number.POSITIVE_INFINITY) : null;
}

export function findForcingChain(board: Board, limit: number, floor = 0): FinderResult {
  return bounded(limit, NISHIO, (cap) => searchForcingChain(board, cap, floor));
}

// ---------------------------------------------------------------------------------------------
// Contradiction and multiple forcing chains (Nishio, cell/region, dynamic).

interface Conclusion {
  rating: number;
  complexity: number;
  build: () => SolveStep;
}

class ClosureCache {
  private readonly map = new Map<number, Closure>();
  readonly scratch: Int32Array;
  epoch = 0;
  constructor(
    readonly ctx: ChainContext,
    readonly opts: ClosureOptions,
  ) {
    this.scratch = new Int32Array(ctx.nodeCount);
  }
  get(node: number): Closure {
    let c = this.map.get(node);
    if (!c) {
      c = closure(this.ctx, [node], this.opts);
      this.map.set(node, c);
    }
    return c;
  }
  ancestors(c: Closure, node: number): number {
    return ancestorCount(c, node, this.scratch, ++this.epoch);
  }
}

function contradictionConclusion(
  cache: ClosureCache,
  start: number,
  base: number,
  technique: TechniqueId,
  name: string,
): Conclusion | null {
  const c = cache.get(start);
  if (!c.contradiction) return null;
  const [on, off] = c.contradiction;
  const complexity = cache.ancestors(c, on) + cache.ancestors(c, off);
  const ctx = cache.ctx;
  return {
    rating: chainRating(base, complexity),
    complexity,
    build: () => {
      const conclusion = start ^ 1;
      const what = isOn(start) ? 'were' : 'were not';
      return chainStep(
        ctx,
        technique,
        name,
        chainRating(base, complexity),
        conclusion,
        [closurePath(c, on), closurePath(c, off)],
        `${name}: if ${cellName(ctx.board.shape, cellOfNode(ctx, start))} ${what} ${digitOfNode(ctx, start)}, ` +
          `${cellName(ctx.board.shape, cellOfNode(ctx, on))} would have to be both ${digitOfNode(ctx, on)} ` +
          `and not ${digitOfNode(ctx, on)}; so ${nodeText(ctx, conclusion)}.`,
      );
    },
  };
}

/** Conclusions shared by every branch (closures of mutually exclusive, exhaustive starts). */
function sharedConclusions(
  cache: ClosureCache,
  branches: readonly number[],
  base: number,
  describe: (
    ctx: ChainContext,
    conclusion: number,
  ) => {
    technique: TechniqueId;
    name: string;
    text: string;
  },
  keep: (c: Conclusion) => void,
): void {
  const ctx = cache.ctx;
  const closures = branches.map((b) => cache.get(b));
  const first = closures[0] as Closure;
  for (let i = 0; i < first.size; i++) {
    const node = first.order[i] as number;
    if (!closures.every((c) => c.reached[node] === 1)) continue;
    if (!isUseful(ctx.board, ctx, node)) continue;
    let complexity = 0;
    for (const c of closures) complexity += cache.ancestors(c, node);
    const rating = chainRating(base, complexity);
    keep({
      rating,
      complexity,
      build: () => {
        const { technique, name, text } = describe(ctx, node);
        return chainStep(
          ctx,
          technique,
          name,
          rating,
          node,
          closures.map((c) => closurePath(c, node)),
          text,
        );
      },
    });
  }
}

interface MultiOptions {
  base: number;
  dynamic: boolean;
  yLinks: boolean;
  plus: boolean;
  contradictions: boolean;
  /** Cells and regions with this many options or more start cell and region chains. */
  minOptions: number;
  /** Cell and region chains at all (Nishio has only contradictions). */
  multiple: boolean;
  /** "Assume on" and "assume off" both imply the same (dynamic chains only). */
  double: boolean;
  names: { contradiction: string; cell: string; region: string; double: string };
  ids: { contradiction: TechniqueId; multiple: TechniqueId };
}

function searchMultiple(board: Board, o: MultiOptions, floor: number): SolveStep | null {
  const ctx = chainContext(board);
  const cache = new ClosureCache(ctx, { dynamic: o.dynamic, yLinks: o.yLinks, plus: o.plus });
  const { cand, values, shape } = board;
  const { size } = shape;
  let best: Conclusion | null = null;
  let done = false;
  const keep = (c: Conclusion): void => {
    if (!beats(c.rating, c.complexity, best)) return;
    best = c;
    if (c.rating <= floor) done = true;
  };
  for (let cell = 0; cell < ctx.cells && !done; cell++) {
    if (values[cell] !== 0) continue;
    const mask = cand[cell] as number;
    const digits: number[] = [];
    for (let d = 1; d <= size; d++) if (mask & (1 << d)) digits.push(d);
    if (digits.length < 2) continue;
    for (const d of digits) {
      if (done) break;
      const on = nodeOf(ctx, cell, d, true);
      if (o.contradictions) {
        for (const start of [on, on ^ 1]) {
          const c = contradictionConclusion(
            cache,
            start,
            o.base,
            o.ids.contradiction,
            o.names.contradiction,
          );
          if (c) keep(c);
        }
      }
      if (o.double && digits.length >= 3) {
        sharedConclusions(
          cache,
          [on, on ^ 1],
          o.base,
          (cx, n) => ({
            technique: o.ids.multiple,
            name: o.names.double,
            text:
              `${o.names.double}: whether or not ${cellName(shape, cell)} is ${d}, ` +
              `${nodeText(cx, n)}.`,
          }),
          keep,
        );
      }
    }
    if (o.multiple && digits.length >= o.minOptions && !done) {
      sharedConclusions(
        cache,
        digits.map((d) => nodeOf(ctx, cell, d, true)),
        o.base,
        (cx, n) => ({
          technique: o.dynamic ? o.ids.multiple : 'cell-forcing-chain',
          name: o.names.cell,
          text:
            `${o.names.cell}: whichever of ${digitList(digits)} ${cellName(shape, cell)} holds, ` +
            `${nodeText(cx, n)}.`,
        }),
        keep,
      );
    }
  }
  if (o.multiple) {
    for (let house = 0; house < shape.houses.length && !done; house++) {
      for (let d = 1; d <= size && !done; d++) {
        const places = Array.from(shape.houses[house] as Int16Array).filter(
          (c) => ((cand[c] as number) & (1 << d)) !== 0,
        );
        if (places.length < o.minOptions) continue;
        sharedConclusions(
          cache,
          places.map((c) => nodeOf(ctx, c, d, true)),
          o.base,
          (cx, n) => ({
            technique: o.dynamic ? o.ids.multiple : 'region-forcing-chain',
            name: o.names.region,
            text:
              `${o.names.region}: wherever ${d} goes in ${houseName(shape, house)} ` +
              `(${cellList(shape, places)}), ${nodeText(cx, n)}.`,
          }),
          keep,
        );
      }
    }
  }
  return (best as Conclusion | null)?.build() ?? null;
}

export function findNishio(board: Board, limit: number, floor = 0): FinderResult {
  return bounded(limit, MULTIPLE_FORCING_CHAIN, () => {
    const step = searchMultiple(
      board,
      {
        base: NISHIO,
        dynamic: true,
        yLinks: false,
        plus: false,
        contradictions: true,
        minOptions: 99,
        multiple: false,
        double: false,
        names: {
          contradiction: 'Nishio Forcing Chain',
          cell: '',
          region: '',
          double: '',
        },
        ids: { contradiction: 'nishio', multiple: 'nishio' },
      },
      floor,
    );
    return step;
  });
}

export function findMultipleForcingChain(board: Board, limit: number, floor = 0): FinderResult {
  return bounded(limit, DYNAMIC_FORCING_CHAIN, () =>
    searchMultiple(
      board,
      {
        base: MULTIPLE_FORCING_CHAIN,
        dynamic: false,
        yLinks: true,
        plus: false,
        contradictions: false,
        // Two-option cells and houses reduce to plain forcing chains, found earlier.
        minOptions: 3,
        multiple: true,
        double: false,
        names: {
          contradiction: '',
          cell: 'Cell Forcing Chains',
          region: 'Region Forcing Chains',
          double: '',
        },
        ids: { contradiction: 'cell-forcing-chain', multiple: 'cell-forcing-chain' },
      },
      floor,
    ),
  );
}

export function findDynamicForcingChain(
  board: Board,
  limit: number,
  plus: boolean,
  floor = 0,
): FinderResult {
  const base = plus ? DYNAMIC_FORCING_CHAIN_PLUS : DYNAMIC_FORCING_CHAIN;
  const id: TechniqueId = plus ? 'dynamic-forcing-chain-plus' : 'dynamic-forcing-chain';
  const suffix = plus ? ' (+)' : '';
  return bounded(limit, plus ? TRIAL : DYNAMIC_FORCING_CHAIN_PLUS, () =>
    searchMultiple(
      board,
      {
        base,
        dynamic: true,
        yLinks: true,
        plus,
        contradictions: true,
        minOptions: 2,
        multiple: true,
        double: true,
        names: {
          contradiction: `Dynamic Contradiction Forcing Chains${suffix}`,
          cell: `Dynamic Cell Forcing Chains${suffix}`,
          region: `Dynamic Region Forcing Chains${suffix}`,
          double: `Dynamic Double Forcing Chains${suffix}`,
        },
        ids: { contradiction: id, multiple: id },
      },
      floor,
    ),
  );
}

/**
 * The last resort when no chain works: place the solution's digit in a cell with the fewest
 * candidates, as a player would after trying each option out to the end.
 */
export function trialStep(board: Board, solution: ArrayLike<number>): SolveStep | null {
  const { cand, values, shape } = board;
  let cell = -1;
  let fewest = 99;
  for (let c = 0; c < shape.cellCount; c++) {
    if (values[c] !== 0) continue;
    let n = 0;
    for (let m = cand[c] as number; m !== 0; m &= m - 1) n++;
    if (n < fewest) {
      fewest = n;
      cell = c;
    }
  }
  if (cell < 0) return null;
  const digit = solution[cell] as number;
  return {
    technique: 'trial',
    name: 'Trial',
    rating: TRIAL,
    houses: [],
    cells: [cell],
    digits: [digit],
    placements: [{ cell, digit }],
    eliminations: [],
    explanation:
      `No chain of reasoning found; trying each candidate of ${cellName(shape, cell)} to the end ` +
      `shows it must be ${digit}.`,
  };
}
