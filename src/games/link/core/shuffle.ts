// "Refresh": the tiles still on the board are dealt again onto the cells they occupy, so that
// the board can be cleared. The deal is the generator's (deal.ts): clearable by construction.
// It is then checked with the solver under a small budget, and re-dealt (up to RESHUFFLE_DEALS
// times) when the solver cannot confirm it, so that hints keep working on the new board. The
// result depends only on the board, the gravity and the seed, so a reshuffle move replays.

import { createRng } from '../../../engine/rng';
import { type LinkBoard, withCells } from './board';
import { dealClearable } from './deal';
import type { LinkGravity } from './gravity';
import { innerIndices, padCells, paddedShape, unpadCells } from './padded';
import { solveLink } from './solver';

/** Deals tried before settling for an unconfirmed one (which is still clearable by construction). */
const RESHUFFLE_DEALS = 8;
/** Solver budget per confirmation; generated-size boards need far fewer nodes in practice. */
const RESHUFFLE_CHECK_NODES = 20_000;

export function reshuffleLink(
  board: LinkBoard,
  gravity: LinkGravity,
  seed: string,
  checkNodes = RESHUFFLE_CHECK_NODES,
): LinkBoard {
  const shape = paddedShape(board.rows, board.cols);
  const inner = innerIndices(shape);
  const occupied = padCells(board);
  const pairKinds: number[] = [];
  const counts = new Array<number>(256).fill(0);
  for (const kind of board.cells) counts[kind] = (counts[kind] ?? 0) + 1;
  for (let kind = 1; kind < counts.length; kind++) {
    for (let n = 0; n < (counts[kind] ?? 0) / 2; n++) pairKinds.push(kind);
  }
  const rng = createRng(`link-reshuffle/${gravity}/${seed}`);
  let first: LinkBoard | null = null;
  for (let deal = 0; deal < RESHUFFLE_DEALS; deal++) {
    rng.shuffle(pairKinds);
    const dealt = dealClearable(shape, occupied, inner, pairKinds, gravity, rng);
    const candidate = withCells(board, unpadCells(shape, dealt.grid));
    if (checkNodes <= 0) return candidate;
    if (solveLink(candidate, gravity, { maxNodes: checkNodes }).status === 'solved')
      return candidate;
    first ??= candidate;
  }
  return first as LinkBoard;
}
