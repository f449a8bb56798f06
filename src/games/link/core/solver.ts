// Decides whether a whole board can be cleared, and how. The search is exact but bounded by a
// node budget: when the budget runs out the answer is "unknown", never a guess. Boards without
// gravity use the pairing search of solve-still.ts; gravity boards the move search of
// solve-gravity.ts. Moves are reported in removal order, with the cells where the tiles are at
// that moment (under gravity, tiles move between removals).

import type { LinkBoard, LinkPair } from './board';
import type { LinkGravity } from './gravity';
import { cellOfPadded, innerIndices, padCells, paddedShape } from './padded';
import { withRestarts } from './restarts';
import { BudgetExhausted, DEFAULT_LINK_NODE_BUDGET, NodeBudget } from './search-budget';
import { solveGravity } from './solve-gravity';
import { type PaddedMoves, solveStill } from './solve-still';

export { DEFAULT_LINK_NODE_BUDGET } from './search-budget';

export type LinkSolveResult =
  | { readonly status: 'solved'; readonly moves: LinkPair[]; readonly nodes: number }
  | { readonly status: 'unsolvable'; readonly nodes: number }
  | { readonly status: 'unknown'; readonly nodes: number };

export interface LinkSolveOptions {
  /** Search nodes allowed before answering "unknown" (default DEFAULT_LINK_NODE_BUDGET). */
  maxNodes?: number;
}

/** First-run lengths of the restart series, tuned on generated boards (see restarts.ts). */
const STILL_RESTART_BASE = 100;
const GRAVITY_RESTART_BASE = 300;

export function solveLink(
  board: LinkBoard,
  gravity: LinkGravity,
  options: LinkSolveOptions = {},
): LinkSolveResult {
  const shape = paddedShape(board.rows, board.cols);
  const grid = padCells(board);
  const inner = innerIndices(shape);
  const budget = new NodeBudget(options.maxNodes ?? DEFAULT_LINK_NODE_BUDGET);
  let found: PaddedMoves | null;
  try {
    found =
      gravity === 'none'
        ? withRestarts(budget, STILL_RESTART_BASE, (rng, slice, dead) =>
            solveStill(grid, shape.width, inner, slice, rng, dead),
          )
        : withRestarts(budget, GRAVITY_RESTART_BASE, (rng, slice, dead) =>
            solveGravity(grid, shape, inner, gravity, slice, rng, dead),
          );
  } catch (error) {
    if (error instanceof BudgetExhausted) return { status: 'unknown', nodes: budget.nodes };
    throw error;
  }
  if (found === null) return { status: 'unsolvable', nodes: budget.nodes };
  const moves: LinkPair[] = [];
  for (let i = 0; i < found.length; i += 2) {
    moves.push([cellOfPadded(shape, found[i] ?? 0), cellOfPadded(shape, found[i + 1] ?? 0)]);
  }
  return { status: 'solved', moves, nodes: Math.min(budget.nodes, budget.maxNodes) };
}

/** Moves as the CLI prints them: `r1,c1-r2,c2` per pair, 0-based, separated by spaces. */
export function formatLinkMoves(moves: readonly LinkPair[]): string {
  return moves.map(([a, b]) => `${a.r},${a.c}-${b.r},${b.c}`).join(' ');
}
