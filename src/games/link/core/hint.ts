// The hint: a pair whose removal keeps the board clearable, not merely any joinable pair (a
// joinable pair of a kind with four tiles left can be the wrong two). It is the first move of a
// solver's clearing sequence. When the board is already beyond saving, or the solver's budget
// runs out, the hint still shows a joinable pair and says so, so the view can suggest a
// reshuffle instead of promising too much.

import type { LinkBoard, LinkCell } from './board';
import type { LinkGravity } from './gravity';
import { joinablePairs } from './pairs';
import { findPath } from './path';
import { type LinkSolveOptions, solveLink } from './solver';

interface LinkHint {
  readonly a: LinkCell;
  readonly b: LinkCell;
  /** The line to draw, as findPath gives it. */
  readonly path: LinkCell[];
  /** 'yes': the board can still be cleared after this pair; 'no': the board cannot be cleared
   *  whatever is played; 'unknown': the solver ran out of budget. */
  readonly keepsSolvable: 'yes' | 'no' | 'unknown';
}

/** A hint, or null when no pair can be removed at all (then only a reshuffle helps). */
export function findHint(
  board: LinkBoard,
  gravity: LinkGravity,
  options: LinkSolveOptions = {},
): LinkHint | null {
  const pairs = joinablePairs(board, 1);
  const fallback = pairs[0];
  if (fallback === undefined) return null;
  const result = solveLink(board, gravity, options);
  const [a, b] = result.status === 'solved' && result.moves[0] ? result.moves[0] : fallback;
  const keepsSolvable =
    result.status === 'solved' ? 'yes' : result.status === 'unsolvable' ? 'no' : 'unknown';
  return { a, b, path: findPath(board, a, b) ?? [a, b], keepsSolvable };
}
