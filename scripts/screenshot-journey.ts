// journey (#25), for the screenshots: Link's ladder of stages as a player meets it, by taps on the
// targets the app reports. Stages 1–3 are cleared one after the other (solver-driven taps under
// each stage's gravity, through the results card's Next stage); stage 3's card is the "cleared"
// shot, the map with three stages starred and the rest locked the "map" shot, and stage 4 with a
// few matches made and the countdown part-way the "stage" shot.
//
// The countdown part-way is waited for on the real clock: the tour looks at stage 4's board until
// a third of its time has gone, as a player thinking would. (Playwright's fake clock, tried first
// to jump the time on, slowed every tap on this machine to 6–12 s — its stand-in animation frames —
// so stage 1's own 80 s ran out before the board was cleared.)

import type { Page } from 'playwright-core';
import { parseLinkBoard } from '../src/games/link/core/board';
import { journeyStage } from '../src/games/link/core/journey-stages';
import { linkLevel } from '../src/games/link/core/levels';
import { solveLink } from '../src/games/link/core/solver';
import type { LinkSnapshot } from '../src/games/link/play/link-snapshot';
import { quickTap } from './screenshot-steps';

/** What the screenshot tour lends: taps by target, waits on the screen and for rest, a shot. */
export interface JourneySteps {
  must(page: Page, id: string): Promise<void>;
  screenIs(page: Page, screen: string): Promise<void>;
  waitIdle(page: Page): Promise<void>;
  shoot(name: string): Promise<void>;
}

async function link(page: Page): Promise<LinkSnapshot> {
  return (await page.evaluate(() => window.gridwise.state().game)) as LinkSnapshot;
}

/** Waits for stage `n` in play (its board made by the worker from the stage's seed). */
export async function stageInPlay(
  page: Page,
  steps: Pick<JourneySteps, 'waitIdle'>,
  n: number,
): Promise<LinkSnapshot> {
  await page.waitForFunction(
    (want) => {
      const game = window.gridwise.state().game as LinkSnapshot | null;
      return game?.kind === 'link' && game.status === 'playing' && game.journey?.stage === want;
    },
    n,
    { timeout: 60_000, polling: 50 },
  );
  await steps.waitIdle(page);
  return link(page);
}

/** Makes up to `matches` solver moves by touch on the board on show, under its gravity. */
export async function play(
  page: Page,
  steps: Pick<JourneySteps, 'must' | 'waitIdle'>,
  matches: number,
): Promise<void> {
  for (let made = 0; made < matches; made++) {
    const game = await link(page);
    if (game.status !== 'playing') return;
    const gravity = linkLevel(game.level).gravity;
    const plan = solveLink(parseLinkBoard(game.board), gravity);
    if (plan.status !== 'solved') throw new Error(`solver: ${plan.status} on\n${game.board}`);
    const [a, b] = plan.moves[0] as [{ r: number; c: number }, { r: number; c: number }];
    for (const id of [`tile:${a.r}:${a.c}`, `tile:${b.r}:${b.c}`]) {
      // Without gravity no tile moves: tapped at once where it stands, as a quick player does
      // (the settled tap's frame waits made a loaded machine run out of the stage's time).
      if (gravity === 'none') await quickTap(page, id);
      else await steps.must(page, id);
    }
    await page.waitForFunction(
      (left) => (window.gridwise.state().game as LinkSnapshot | null)?.tilesLeft !== left,
      game.tilesLeft,
      { timeout: 20_000, polling: 20 },
    );
    // Under gravity the tiles slide after a match: the next pair is planned once they rest.
    if (gravity !== 'none') await steps.waitIdle(page);
  }
}

/** Waits for stage `n`'s results card: its stars kept in the progress, the card at rest. */
async function cleared(page: Page, steps: JourneySteps, n: number): Promise<void> {
  await page.waitForFunction(
    (want) => (window.gridwise.state().journey?.link?.stars[want] ?? 0) >= 1,
    n,
    { timeout: 30_000, polling: 50 },
  );
  await steps.waitIdle(page);
}

/** Prints the words that do not fit their box on the screen on show (none, as a rule). */
async function reportFit(page: Page, where: string): Promise<void> {
  const cut = await page.evaluate(() => window.gridwise.textFit());
  if (cut.length > 0) console.log(`  text cut on ${where}:`, cut);
}

/**
 * From the lobby: `journey-cleared` (stage 3's card), `journey-map` (stages 1–3 starred, 4 open,
 * 5 on locked), `journey-stage` (stage 4, four matches made, the countdown part-way). `label`
 * names the viewport and language in what is printed.
 */
export async function journeyShots(page: Page, steps: JourneySteps, label: string): Promise<void> {
  for (const id of ['game:link', 'btn:journey']) await steps.must(page, id);
  await steps.screenIs(page, 'journey');
  await steps.must(page, 'stage:1');
  for (const n of [1, 2, 3]) {
    await stageInPlay(page, steps, n);
    await play(page, steps, Number.POSITIVE_INFINITY);
    await cleared(page, steps, n);
    if (n < 3) await steps.must(page, 'btn:next-stage');
  }
  await reportFit(page, `${label} journey-cleared`);
  await steps.shoot('journey-cleared');

  await steps.must(page, 'btn:home');
  await steps.screenIs(page, 'home');
  await steps.must(page, 'btn:journey');
  await steps.screenIs(page, 'journey');
  await reportFit(page, `${label} journey-map`);
  await steps.shoot('journey-map');

  await steps.must(page, 'stage:4');
  await stageInPlay(page, steps, 4);
  await play(page, steps, 4);
  // Deliberate wall-clock wait, the picture itself: the countdown down to two thirds of the
  // stage's start (the matches gave a little back), some 30 s on this board.
  await page.waitForFunction(
    (startMs) => {
      const j = (window.gridwise.state().game as LinkSnapshot | null)?.journey;
      return j !== undefined && j !== null && j.timeLeftMs < startMs * 0.66 && !j.timedOut;
    },
    journeyStage(4).startMs,
    { timeout: 90_000, polling: 250 },
  );
  await steps.waitIdle(page);
  await reportFit(page, `${label} journey-stage`);
  await steps.shoot('journey-stage');
}
