// No game clock counts while something covers the board, in real Chromium at phone size by
// touch, on Playwright's clock (installed before the app loads; the test jumps it forward):
// a Link journey stage's countdown stands still behind a question, the rules page, the "No pair
// can be removed" question a dead end brings and the More sheet, and a Sudoku's elapsed time
// behind the More sheet, its pause, a question and the rules page. Each time the board is seen
// again, the clock counts on.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyStage } from '../../src/games/link/core/journey-stages';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { startSudoku, useBrowser } from './fixture';
import { openApp, pageErrors, solutionOf, state, tap, targets, waitForState } from './harness';
import { journeyOf, playSome, playToDeadEnd, stageInPlay } from './journey-play';

const e2e = useBrowser();

/** The clock fields of the game on show: its elapsed time and, in a journey, time left. */
async function clockOf(page: Page): Promise<{ elapsedMs: number; timeLeftMs: number | null }> {
  const s = await state<LinkSnapshot | SudokuSnapshot>(page);
  if (!s.game) throw new Error(`no game on show (screen ${s.screen})`);
  return { elapsedMs: s.game.elapsedMs, timeLeftMs: journeyOf(s)?.timeLeftMs ?? null };
}

/** A phone whose timers, Date and performance.now the test can jump forward. */
async function clockedPhone(): Promise<Page> {
  const context = await e2e.phone();
  await context.clock.install();
  return openApp(context);
}

/**
 * With the board covered (`cover` has opened something over it), `ms` of the page's time
 * passes and the clock does not move; then `uncover` shows the board again and the same
 * time passes, and the clock counts it.
 */
async function standsStillUnder(
  page: Page,
  ms: number,
  cover: () => Promise<void>,
  uncover: () => Promise<void>,
  what: string,
): Promise<void> {
  await cover();
  // The run stops its clock when the cover goes up: its status says so.
  await waitForState(page, (s) => s.game?.status === 'paused', `the clock stopped under ${what}`);
  const before = await clockOf(page);
  await page.clock.fastForward(ms);
  const under = await clockOf(page);
  expect(under, `nothing counted under ${what}`).toEqual(before);
  await uncover();
  await waitForState(page, (s) => s.game?.status === 'playing', `the board seen after ${what}`);
  await page.clock.fastForward(ms);
  const after = await clockOf(page);
  expect(after.elapsedMs - under.elapsedMs, `counting again after ${what}`).toBeGreaterThanOrEqual(
    ms,
  );
  if (under.timeLeftMs !== null)
    expect(after.timeLeftMs ?? 0, `the countdown after ${what}`).toBeLessThanOrEqual(
      under.timeLeftMs - ms,
    );
}

/** As standsStillUnder, with New game's "throw this game away?" question over the board. */
function standsStillUnderNewGameQuestion(page: Page, ms: number): Promise<void> {
  return standsStillUnder(
    page,
    ms,
    async () => {
      await tap(page, 'btn:new');
      const ids = (await targets(page)).map((t) => t.id);
      expect(ids).toEqual(expect.arrayContaining(['btn:confirm', 'btn:cancel']));
    },
    () => tap(page, 'btn:cancel'),
    'the new-game question',
  );
}

/**
 * The rules page takes the place of the game screen (state().game is empty there): `ms` of the
 * page's time passes on it, and back on the game the clock has counted only the few real
 * seconds the taps took (under half of `ms`), then counts `ms` again.
 */
async function standsStillAway(page: Page, ms: number): Promise<void> {
  const before = await clockOf(page);
  await tap(page, 'btn:rules');
  await waitForState(page, (s) => s.screen === 'rules' && s.game === null, 'the rules page');
  await page.clock.fastForward(ms);
  await tap(page, 'btn:back');
  await waitForState(page, (s) => s.game?.status === 'playing', 'the board seen again');
  const back = await clockOf(page);
  expect(back.elapsedMs - before.elapsedMs, 'nothing counted on the rules page').toBeLessThan(
    ms / 2,
  );
  await page.clock.fastForward(ms);
  const after = await clockOf(page);
  expect(after.elapsedMs - back.elapsedMs, 'counting again after the rules').toBeGreaterThanOrEqual(
    ms,
  );
  if (back.timeLeftMs !== null && before.timeLeftMs !== null) {
    expect(before.timeLeftMs - (back.timeLeftMs ?? 0)).toBeLessThan(ms / 2);
    expect(after.timeLeftMs ?? 0).toBeLessThanOrEqual(back.timeLeftMs - ms);
  }
}

describe('a covered board', () => {
  it("stops a journey stage's countdown behind a question and the rules page", async () => {
    const page = await clockedPhone();
    await tap(page, 'game:link');
    await tap(page, 'btn:journey');
    await waitForState(page, (s) => s.screen === 'journey', 'the stage map', 60_000);
    await tap(page, 'stage:1');
    await stageInPlay(page, 1);
    // A pair removed, so New game has something to lose and asks first (a Pixi question in the
    // screen's modal layer, like "No pair can be removed").
    await playSome(page, 1, 1);
    const step = Math.min(20_000, Math.floor(journeyStage(1).startMs / 5));
    await standsStillUnderNewGameQuestion(page, step);
    await standsStillAway(page, step);
    expect(pageErrors(page)).toEqual([]);
  });

  it('stops a journey stage\'s countdown behind "No pair can be removed" and the More sheet', async () => {
    const page = await clockedPhone();
    await tap(page, 'game:link');
    await tap(page, 'btn:journey');
    await waitForState(page, (s) => s.screen === 'journey', 'the stage map', 60_000);
    await tap(page, 'stage:1');
    await playToDeadEnd(page, 1);
    const step = Math.min(20_000, Math.floor(journeyStage(1).startMs / 5));
    await standsStillUnder(
      page,
      step,
      // The question comes by itself once the last match has played.
      async () => {
        await waitForState(
          page,
          (s) => s.notice?.startsWith('No pair can be removed') === true,
          'the question',
        );
        expect((await targets(page)).map((t) => t.id)).toContain('btn:cancel');
      },
      // "Undo last move": the last pair comes back, and the board with it.
      () => tap(page, 'btn:cancel'),
      "the dead end's question",
    );
    await standsStillUnder(
      page,
      step,
      () => tap(page, 'btn:more'),
      () => tap(page, 'btn:menu-close'),
      'the More sheet',
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it("stops a Sudoku's elapsed time behind the More sheet, the pause, a question and the rules page", async () => {
    const page = await clockedPhone();
    const game = await startSudoku(page, 4);
    // One digit placed, so New game asks before it throws the game away.
    const i = game.values.indexOf('.');
    await tap(page, `cell:${Math.floor(i / game.size)}:${i % game.size}`);
    await tap(page, `pad:${solutionOf(game)[i]}`);
    await waitForState(page, (s) => s.game?.canUndo === true, 'the digit placed');
    await standsStillUnder(
      page,
      20_000,
      () => tap(page, 'btn:more'),
      () => tap(page, 'btn:menu-close'),
      'the More sheet',
    );
    await standsStillUnder(
      page,
      20_000,
      () => tap(page, 'btn:pause'),
      () => tap(page, 'btn:resume'),
      'the pause',
    );
    // New game is in the More sheet on a phone: the tap opens it first, as a player does.
    await standsStillUnderNewGameQuestion(page, 20_000);
    await standsStillAway(page, 30_000);
    expect(pageErrors(page)).toEqual([]);
  });
});
