// Playing Link's journey by touch in the e2e tests: a stage waited for, cleared by the solver's
// pairs under its level's gravity, played part way, or cleared from the lobby.

import type { Page } from 'playwright-core';
import { parseLinkBoard } from '../../src/games/link/core/board';
import { linkLevel } from '../../src/games/link/core/levels';
import { solveLink } from '../../src/games/link/core/solver';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { quiet, tap, waitForState } from './harness';

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
