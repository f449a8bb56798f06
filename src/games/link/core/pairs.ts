// Which pairs can be removed right now: two tiles of the same kind that a path joins.
// The game asks this to know when no move is left (then a reshuffle is free), the hint falls
// back on it, and the greedy peer solver plays the first one it finds.

import type { LinkBoard, LinkPair } from './board';
import { type LinkGravity, removeAndSettle } from './gravity';
import { cellOfPadded, innerIndices, padCells, paddedShape } from './padded';
import { canJoin } from './path';

/** Joinable same-kind pairs in row-major order of their first tile, at most `limit` of them. */
export function joinablePairs(board: LinkBoard, limit = Number.POSITIVE_INFINITY): LinkPair[] {
  const shape = paddedShape(board.rows, board.cols);
  const grid = padCells(board);
  const inner = innerIndices(shape);
  const pairs: LinkPair[] = [];
  for (let i = 0; i < inner.length && pairs.length < limit; i++) {
    const a = inner[i] ?? 0;
    const kind = grid[a] ?? 0;
    if (kind === 0) continue;
    for (let j = i + 1; j < inner.length && pairs.length < limit; j++) {
      const b = inner[j] ?? 0;
      if (grid[b] === kind && canJoin(grid, shape.width, a, b))
        pairs.push([cellOfPadded(shape, a), cellOfPadded(shape, b)]);
    }
  }
  return pairs;
}

export function hasJoinablePair(board: LinkBoard): boolean {
  return joinablePairs(board, 1).length > 0;
}

/**
 * The naive peer: always removes the first joinable pair in reading order, never looks back.
 * Returns whether that cleared the board, and the moves it made.
 */
export function playGreedy(
  board: LinkBoard,
  gravity: LinkGravity,
): { cleared: boolean; moves: LinkPair[] } {
  const shape = paddedShape(board.rows, board.cols);
  const grid = padCells(board);
  const inner = innerIndices(shape);
  const moves: LinkPair[] = [];
  for (;;) {
    let tiles = 0;
    let removed = false;
    for (let i = 0; i < inner.length && !removed; i++) {
      const a = inner[i] ?? 0;
      const kind = grid[a] ?? 0;
      if (kind === 0) continue;
      tiles++;
      for (let j = i + 1; j < inner.length; j++) {
        const b = inner[j] ?? 0;
        if (grid[b] !== kind || !canJoin(grid, shape.width, a, b)) continue;
        moves.push([cellOfPadded(shape, a), cellOfPadded(shape, b)]);
        removeAndSettle(grid, shape, gravity, a, b);
        removed = true;
        break;
      }
    }
    if (!removed) return { cleared: tiles === 0, moves };
  }
}
