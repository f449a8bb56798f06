// journey (#25), in real Chromium at phone size by touch: Link's ladder of stages. From the lobby
// (Link → Journey) the map offers stage 1 only; stages 1–3 are cleared one after the other
// through the results card's Next stage, each with its stars, score and combo record, and stage 4
// opens (5 stays locked). A stage whose countdown runs out stops, says so, and Try again deals
// it afresh with a full clock.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyStage } from '../../src/games/link/core/journey-stages';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { importBackup, openReady, saveBackup } from './backup-files';
import { useBrowser } from './fixture';
import {
  killBrowser,
  openApp,
  PHONE,
  pageErrors,
  quiet,
  removeBrowserFiles,
  screenshot,
  tap,
  targets,
  waitForState,
} from './harness';
import {
  clearFromLobby,
  clearStage,
  type Journey,
  journeyOf,
  playSome,
  stageInPlay,
} from './journey-play';

const e2e = useBrowser();

const stageTargets = async (page: Page) =>
  (await targets(page)).map((t) => t.id).filter((id) => /^stage(-locked)?:\d+$/.test(id));

describe('Link journey', () => {
  it('clears stages 1–3 with stars through Next stage, and stage 4 opens', async () => {
    // This phone asks for reduced motion: the test is about the ladder (stars, scores, Next
    // stage, the map), and stages 2–3 fall, so with motion each of their 40 pairs would wait
    // for its tiles to slide (a third of a minute in all). Falling tiles with motion are
    // played in link-play and link-gravity-screen; the journey with motion in the tests below.
    const page = await openApp(await e2e.context({ ...PHONE, reducedMotion: 'reduce' }));
    await tap(page, 'game:link');
    await tap(page, 'btn:journey');
    await waitForState(page, (s) => s.screen === 'journey', 'the stage map', 60_000);
    await quiet(page);
    const first = await stageTargets(page);
    expect(first).toContain('stage:1');
    expect(first).not.toContain('stage:2');
    expect(first).toContain('stage-locked:2');
    await tap(page, 'stage:1');
    for (const n of [1, 2, 3]) {
      const game = await stageInPlay(page, n);
      const stage = journeyStage(n);
      expect(game.seed).toBe(stage.seed);
      expect(game.level).toBe(stage.level);
      // The clock counts down from the stage's start.
      expect(journeyOf({ game })?.timeLeftMs).toBeLessThanOrEqual(stage.startMs);
      await clearStage(page, n, true);
      const won = await waitForState(
        page,
        (s) => (s.journey?.link?.stars[n] ?? 0) >= 1,
        `stage ${n}'s stars kept`,
      );
      expect(won.journey?.link?.scores[n]).toBeGreaterThan(0);
      expect(won.journey?.link?.open).toBe(n + 1);
      await quiet(page);
      if (n === 3) await screenshot(page, 'journey-stage-cleared');
      if (n < 3) await tap(page, 'btn:next-stage');
    }
    // The card's own row: Next stage, Stage map, Home (New board is free play's).
    const row = (await targets(page)).map((t) => t.id);
    expect(row).toEqual(expect.arrayContaining(['btn:next-stage', 'btn:stage-map', 'btn:home']));
    await tap(page, 'btn:stage-map');
    const map = await waitForState(page, (s) => s.screen === 'journey', 'the stage map');
    await quiet(page);
    const ids = await stageTargets(page);
    for (const n of [1, 2, 3, 4]) expect(ids).toContain(`stage:${n}`);
    expect(ids).toContain('stage-locked:5');
    expect(map.journey?.link?.current).toBe(4);
    expect(Object.keys(map.journey?.link?.stars ?? {})).toEqual(['1', '2', '3']);
    await screenshot(page, 'journey-map');
    // A swipe to the left turns to stages 21–40 (all locked), and one to the right turns back.
    const swipe = async (from: number, to: number, y = 844 * 0.6) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 6 });
      await page.mouse.up();
    };
    // A swipe that starts and ends on an open stage (rightwards: no earlier page) plays nothing.
    const four = (await targets(page)).find((t) => t.id === 'stage:4');
    if (!four) throw new Error('no stage:4 on the map');
    const mid = four.y + four.height / 2;
    await swipe(four.x + 4, four.x + four.width - 4, mid);
    await quiet(page);
    expect((await waitForState(page, (s) => s.screen === 'journey', 'the map')).game).toBeNull();
    await swipe(330, 60);
    const later = await waitForState(
      page,
      (s) => (s.listView as { page?: number } | null)?.page === 2,
      'the second page of stages',
    );
    const shown = (later.listView as { stages: { n: number; open: boolean }[] }).stages;
    expect(shown.map((x) => x.n)).toEqual(Array.from({ length: 20 }, (_, i) => 21 + i));
    expect(shown.every((x) => !x.open)).toBe(true);
    await swipe(60, 330);
    await waitForState(
      page,
      (s) => (s.listView as { page?: number } | null)?.page === 1,
      'the first page again',
    );
    // The mouse wheel turns the page too (one notch, one page).
    await page.mouse.move(200, 500);
    await page.mouse.wheel(0, 120);
    await waitForState(
      page,
      (s) => (s.listView as { page?: number } | null)?.page === 2,
      'the second page by the wheel',
    );
    // A swipe is not a tap: no stage was started by either.
    expect(
      (await waitForState(page, (s) => s.screen === 'journey', 'still the map')).game,
    ).toBeNull();
    expect(pageErrors(page)).toEqual([]);
  });

  it('ends a stage whose countdown runs out, and Try again deals it afresh', async () => {
    const context = await e2e.phone();
    // Playwright's clock: time flows as usual until the test jumps it past the countdown.
    await context.clock.install();
    const page = await openApp(context);
    await tap(page, 'game:link');
    await tap(page, 'btn:journey');
    await waitForState(page, (s) => s.screen === 'journey', 'the stage map', 60_000);
    await tap(page, 'stage:1');
    const game = await stageInPlay(page, 1);
    await page.clock.fastForward(journeyStage(1).startMs + 2000);
    const out = await waitForState<LinkSnapshot>(
      page,
      (s) => journeyOf(s)?.timedOut === true,
      'the countdown to run out',
    );
    expect(journeyOf(out)?.timeLeftMs).toBe(0);
    expect(out.game?.tilesLeft).toBe(game.tilesLeft);
    await quiet(page);
    await screenshot(page, 'journey-time-up');
    await tap(page, 'btn:confirm');
    const again = await waitForState<LinkSnapshot>(
      page,
      (s) => journeyOf(s)?.timedOut === false && (journeyOf(s)?.timeLeftMs ?? 0) > 0,
      'stage 1 dealt again',
    );
    expect(again.game?.seed).toBe(journeyStage(1).seed);
    expect(again.game?.tilesLeft).toBe(40);
    expect(pageErrors(page)).toEqual([]);
  });

  it('brings the progress and a stage in progress back after the browser is killed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-journey-'));
    try {
      const page = await openReady(dir);
      await clearFromLobby(page, 1);
      const cleared = await waitForState(page, (s) => s.storage.pending === 0, 'all on disk');
      await tap(page, 'btn:next-stage');
      const mid = await playSome(page, 2, 3);
      const was = mid.journey as Journey;
      killBrowser(dir);
      await page
        .context()
        .close()
        .catch(() => {});
      const again = await openReady(dir);
      // The lobby names the stage in progress on its Continue card.
      const card = await again.waitForFunction(
        () => document.querySelector('[data-id="btn:continue"]')?.textContent ?? false,
      );
      expect(await card.jsonValue()).toContain('Stage 2');
      await tap(again, 'btn:continue');
      const back = await waitForState<LinkSnapshot>(
        again,
        (s) => s.game?.journey?.stage === 2 && s.journey !== null,
        'stage 2 back',
        30_000,
      );
      expect(back.game?.tilesLeft).toBe(mid.tilesLeft);
      expect(back.game?.board).toBe(mid.board);
      expect(journeyOf(back)?.score).toBe(was.score);
      // The clock is kept to the second (a kill between two seconds loses at most one).
      expect(Math.abs((journeyOf(back)?.timeLeftMs ?? 0) - was.timeLeftMs)).toBeLessThanOrEqual(
        2000,
      );
      expect(back.journey?.link?.stars).toEqual(cleared.journey?.link?.stars);
      expect(back.journey?.link?.open).toBe(2);
      await again.context().close();
    } finally {
      removeBrowserFiles(dir);
    }
  }, 300_000);

  it('a backup carries the journey into a fresh profile', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-journey-backup-'));
    try {
      const oldPhone = await e2e.phone();
      const a = await openApp(oldPhone);
      await clearFromLobby(a, 1);
      const won = await waitForState(a, (s) => s.storage.pending === 0, 'all on disk');
      await tap(a, 'btn:home');
      await tap(a, 'btn:settings');
      const file = await saveBackup(a, dir);
      await oldPhone.close();

      const newPhone = await e2e.phone();
      const b = await openApp(newPhone);
      await tap(b, 'btn:settings');
      const before = await waitForState(b, (s) => s.journey !== null, 'the stage');
      expect(before.journey?.link?.stars).toEqual({});
      expect(await importBackup(b, file)).toContain('journey progress');
      const back = await waitForState(
        b,
        (s) => (s.journey?.link?.stars[1] ?? 0) >= 1,
        'the imported journey',
      );
      expect(back.journey?.link).toEqual(won.journey?.link);
      await tap(b, 'btn:back');
      await tap(b, 'game:link');
      await tap(b, 'btn:journey');
      await waitForState(b, (s) => s.screen === 'journey', 'the stage map');
      await quiet(b);
      expect(await stageTargets(b)).toContain('stage:2');
      await newPhone.close();
    } finally {
      removeBrowserFiles(dir);
    }
  }, 300_000);
});
