// Playing Link's journey by touch in the e2e tests: a stage waited for, cleared by the solver's
// pairs under its level's gravity, played part way, played into a dead end, or cleared from the
// lobby.

import type { Page } from 'playwright-core';
import { createRng } from '../../src/engine/rng';
import { type LinkCell, parseLinkBoard, tileCount } from '../../src/games/link/core/board';
import { removePair } from '../../src/games/link/core/gravity';
import { linkLevel } from '../../src/games/link/core/levels';
import { joinablePairs } from '../../src/games/link/core/pairs';
import { solveLink } from '../../src/games/link/core/solver';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { quiet, tap, waitForState } from './harness';
import { tapLinkPlan } from './link-batch';

export type Journey = NonNullable<LinkSnapshot['journey']>;
export const journeyOf = (s: { game: unknown }) =>
  ((s.game as LinkSnapshot | null)?.journey ?? null) as Journey | null;

/** Waits for stage `n` in play (its board made by the worker from the stage's seed). */
export async function stageInPlay(page: Page, n: number): Promise<LinkSnapshot> {
  const s = await waitForState<LinkSnapshot>(
    page,
    (x) => x.game?.kind === 'link' && x.game.status === 'playing' && x.game.journey?.stage === n,
    `stage ${n} in play`,
    60_000,
  );
  await quiet(page);
  return s.game as LinkSnapshot;
}

/** A tile's place on the board. */
export type TilePlace = { r: number; c: number };

/**
 * Clears the board on show by touch, one solver move at a time, under its level's gravity.
 * With motion, fallen tiles slide home after each match and the next pair waits for them; with
 * reduced motion they are in their new cells at once (link-match-animation.ts), so the next
 * pair is tapped straight away (a tile still moving would fail the tap's two-frames check).
 * `leavePairs` stops that many pairs short of the clear and returns the next pair to tap.
 */
export async function clearStage(
  page: Page,
  n: number,
  reducedMotion = false,
  leavePairs = 0,
): Promise<[TilePlace, TilePlace] | null> {
  let game = await stageInPlay(page, n);
  const gravity = linkLevel(game.level).gravity;
  // Where no tile moves between pairs, all but the pairs to leave go in one batch (link-batch.ts);
  // the loop below plays what is left pair by pair, planning again from the board as it is.
  if (gravity === 'none' || reducedMotion)
    game = await tapLinkPlan(page, game, gravity, game.tilesLeft / 2 - leavePairs);
  while (game.status === 'playing') {
    const plan = solveLink(parseLinkBoard(game.board), gravity);
    if (plan.status !== 'solved') throw new Error(`solver: ${plan.status} on\n${game.board}`);
    const [a, b] = plan.moves[0] as [TilePlace, TilePlace];
    const left = game.tilesLeft;
    if (left <= leavePairs * 2) return [a, b];
    // Without gravity no tile moves: tapped at once, as a quick player does (harness TapOptions).
    const settle = gravity === 'none' ? 'steady' : 'still';
    await tap(page, `tile:${a.r}:${a.c}`, { settle });
    await tap(page, `tile:${b.r}:${b.c}`, { settle });
    const s = await waitForState<LinkSnapshot>(
      page,
      (x) => (x.game?.tilesLeft ?? left) === left - 2,
      `stage ${n}: the pair tile:${a.r}:${a.c} tile:${b.r}:${b.c} to go`,
    );
    game = s.game as LinkSnapshot;
    // Under gravity the tiles slide after a match: the next pair is planned once they rest.
    if (gravity !== 'none' && !reducedMotion) await quiet(page);
  }
  return null;
}

/** Plays `moves` solver pairs of the stage on show (not to the end). */
export async function playSome(page: Page, n: number, moves: number): Promise<LinkSnapshot> {
  let game = await stageInPlay(page, n);
  const gravity = linkLevel(game.level).gravity;
  for (let m = 0; m < moves; m++) {
    const plan = solveLink(parseLinkBoard(game.board), gravity);
    if (plan.status !== 'solved') throw new Error(`solver: ${plan.status} on\n${game.board}`);
    const [a, b] = plan.moves[0] as [{ r: number; c: number }, { r: number; c: number }];
    await tap(page, `tile:${a.r}:${a.c}`);
    await tap(page, `tile:${b.r}:${b.c}`);
    const left = game.tilesLeft;
    const s = await waitForState<LinkSnapshot>(
      page,
      (x) => x.game?.tilesLeft === left - 2 && x.storage.pending === 0,
      `stage ${n}: a pair gone and on disk`,
    );
    game = s.game as LinkSnapshot;
    if (gravity !== 'none') await quiet(page);
  }
  return game;
}

/** From the lobby: Link → Journey → stage `n`, cleared. */
export async function clearFromLobby(page: Page, n: number): Promise<void> {
  await tap(page, 'game:link');
  await tap(page, 'btn:journey');
  await waitForState(page, (s) => s.screen === 'journey', 'the stage map', 60_000);
  await tap(page, `stage:${n}`);
  await clearStage(page, n);
  await waitForState(page, (s) => (s.journey?.link?.stars[n] ?? 0) >= 1, `stage ${n}'s stars`);
}

/**
 * Pairs of the stage on show, each joinable when its turn comes, that leave tiles and no pair
 * to remove (a dead end): random play from seeded choices, the first that ends stuck.
 */
export function deadEndPairs(game: LinkSnapshot): [LinkCell, LinkCell][] {
  const gravity = linkLevel(game.level).gravity;
  for (let seed = 0; seed < 5000; seed++) {
    const rng = createRng(`dead-end-${seed}`);
    const pairs: [LinkCell, LinkCell][] = [];
    let board = parseLinkBoard(game.board);
    for (let found = joinablePairs(board); found.length > 0; found = joinablePairs(board)) {
      const [a, b] = found[rng.int(found.length)] as [LinkCell, LinkCell];
      pairs.push([a, b]);
      board = removePair(board, a, b, gravity).board;
    }
    if (tileCount(board) > 0) return pairs;
  }
  throw new Error(`no dead end in 5000 plays of\n${game.board}`);
}

/** Plays the stage on show into a dead end by touch; "No pair can be removed" then comes. */
export async function playToDeadEnd(page: Page, n: number): Promise<void> {
  const game = await stageInPlay(page, n);
  const gravity = linkLevel(game.level).gravity;
  let left = game.tilesLeft;
  for (const [a, b] of deadEndPairs(game)) {
    const settle = gravity === 'none' ? 'steady' : 'still';
    await tap(page, `tile:${a.r}:${a.c}`, { settle });
    await tap(page, `tile:${b.r}:${b.c}`, { settle });
    await waitForState<LinkSnapshot>(
      page,
      (x) => x.game?.tilesLeft === left - 2,
      `stage ${n}: the pair tile:${a.r}:${a.c} tile:${b.r}:${b.c} to go`,
    );
    left -= 2;
    if (gravity !== 'none') await quiet(page);
  }
}
