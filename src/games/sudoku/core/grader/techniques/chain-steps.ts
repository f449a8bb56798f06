// What the chain finders share: their base ratings (Sudoku Explainer's), the step they build
// from a conclusion, the "easiest so far" comparison, and the bounded search used with a
// rating limit.

import type { Board } from '../board';
import {
  type ChainContext,
  cellOfNode,
  chainRating,
  digitOfNode,
  isOn,
  toChainNodes,
} from '../chain-engine';
import type { Explanation } from '../explanation';
import type { ChainNode, SolveStep, TechniqueId } from '../step';

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
export function isUseful(board: Board, ctx: ChainContext, node: number): boolean {
  const cell = cellOfNode(ctx, node);
  const bit = 1 << digitOfNode(ctx, node);
  const mask = board.cand[cell] ?? 0;
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

export function uniqueCells(chains: readonly (readonly ChainNode[])[]): number[] {
  const set = new Set<number>();
  for (const chain of chains) for (const n of chain) set.add(n.cell);
  return [...set];
}

export function chainStep(
  ctx: ChainContext,
  technique: TechniqueId,
  name: string,
  rating: number,
  conclusion: number,
  paths: readonly number[][],
  explanation: Explanation,
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

export interface Best {
  rating: number;
  complexity: number;
}

export function beats(rating: number, complexity: number, best: Best | null): boolean {
  return (
    best === null ||
    rating < best.rating ||
    (rating === best.rating && complexity < best.complexity)
  );
}

const boundCache = new Map<string, number>();

/** The last complexityAtMost question and answer: the chain searches ask the same one for
 *  thousands of start nodes in a row, and building the cache key each time showed up in
 *  Extreme's profile. */
let lastAsked = { base: Number.NaN, rating: Number.NaN, answer: 0 };

/** Largest complexity whose rating with `base` stays at or below `rating` (memoized). */
function complexityAtMost(base: number, rating: number): number {
  if (!Number.isFinite(rating)) return 4096;
  if (base === lastAsked.base && rating === lastAsked.rating) return lastAsked.answer;
  const answer = complexityLookup(base, rating);
  lastAsked = { base, rating, answer };
  return answer;
}

function complexityLookup(base: number, rating: number): number {
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
export function complexityBound(base: number, best: Best | null, cap: number): number {
  if (best === null) return complexityAtMost(base, cap);
  const c = complexityAtMost(base, Math.min(cap, best.rating));
  return chainRating(base, c) === best.rating ? Math.min(c, best.complexity - 1) : c;
}

/** Runs a bounded search; with nothing within `limit`, decides between 'exceeded' and trying
 *  the next, harder finder (which starts at `nextBase`). */
export function bounded(
  limit: number,
  nextBase: number,
  search: (cap: number) => SolveStep | null,
): FinderResult {
  const found = search(limit);
  if (found) return found;
  if (limit < nextBase) return 'exceeded';
  return Number.isFinite(limit) ? search(Number.POSITIVE_INFINITY) : null;
}
