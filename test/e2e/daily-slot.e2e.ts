// daily slot (#24), in real Chromium at phone size by touch: each game's daily lives in its own
// slot. A move in today's Sudoku daily, then a shared code opened and a move played there: the
// daily button brings the daily back exactly (same cells), and again after a reload; the free
// game is kept and is what Continue offers when it was played last. The header says
// "Daily · 26 Nov" (en) / "每日挑战 · 11月26日" (zh) while a daily is live, and it fits at phone,
// sideways and desktop sizes (textFit, lineBreaks).

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TextOverflow } from '../../src/app/automation/dom-overflows';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { useBrowser } from './fixture';
import {
  openApp,
  pageErrors,
  quiet,
  type SudokuView,
  solutionOf,
  tap,
  waitForState,
  waitForTarget,
} from './harness';

const e2e = useBrowser({ drawing: 'layout' });

/** A plain 81-character Sudoku, as a shared code (unique solution). */
const CODE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const DAILY_SEED = /^gridwise-daily-v\d+:\d{4}-\d\d-\d\d:sudoku$/;

const sudoku = (s: SudokuView) => s.game as SudokuSnapshot | null;

/** Places the right digit in the first empty cell (by touch); resolves with the new state. */
async function playOneMove(page: Page): Promise<SudokuSnapshot> {
  const game = sudoku(await waitForState(page, (s) => sudoku(s) !== null, 'a Sudoku'));
  if (!game) throw new Error('no Sudoku');
  const cell = [...game.values].indexOf('.');
  await tap(page, `cell:${Math.floor(cell / game.size)}:${cell % game.size}`);
  await tap(page, `pad:${solutionOf(game)[cell]}`);
  const after = await waitForState(
    page,
    (s) => sudoku(s)?.values[cell] !== '.' && s.storage.pending === 0,
    'the move on disk',
  );
  return sudoku(after) as SudokuSnapshot;
}

async function home(page: Page): Promise<SudokuView> {
  await tap(page, 'btn:home');
  return waitForState(page, (s) => s.screen === 'home', 'the lobby');
}

const dailyButton = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-id="btn:daily"]')?.textContent ?? '');

async function openCode(page: Page, code: string): Promise<SudokuSnapshot> {
  await tap(page, 'btn:paste');
  await waitForTarget(page, 'field:code', 30_000);
  await page.fill('[data-id="field:code"]', code);
  await tap(page, 'btn:open-code');
  const opened = await waitForState(page, (s) => sudoku(s)?.puzzle === code, 'the shared puzzle');
  return sudoku(opened) as SudokuSnapshot;
}

describe('the daily’s own slot', () => {
  it('a shared code never replaces a half-done daily: it comes back exactly, after a reload too', async () => {
    const page = await openApp(await e2e.phone());
    await tap(page, 'btn:daily');
    await waitForState(page, (s) => DAILY_SEED.test(sudoku(s)?.seed ?? ''), 'the daily', 60_000);
    const daily = await playOneMove(page);
    const today = daily.seed.split(':')[1] as string;
    const inDaily = await waitForState(page, (s) => s.slots !== null, 'the slots');
    expect(inDaily.slots?.sudoku).toMatchObject({ live: 'daily', daily: today, kept: null });
    expect(inDaily.slots?.sudoku?.heading).toMatch(
      /^Daily · \d{1,2} [A-Z][a-z]{2}$|^Daily · [A-Z][a-z]{2} \d{1,2}$/,
    );

    // The lobby: the daily button says it is in progress.
    await home(page);
    expect(await dailyButton(page)).toMatch(/^Continue daily/);

    // A shared code opens in the free slot; a move there; the daily stays kept.
    const free = await openCode(page, CODE);
    expect(free.seed).not.toMatch(DAILY_SEED);
    const freeMoved = await playOneMove(page);
    const inFree = await waitForState(page, (s) => s.slots?.sudoku?.live === 'free', 'free slot');
    expect(inFree.slots?.sudoku).toMatchObject({ live: 'free', daily: today, kept: 'daily' });
    expect(inFree.slots?.sudoku?.heading).toMatch(/^9×9 · /);

    // The daily button: the daily exactly as left (same cells), not a new one.
    await home(page);
    expect(await dailyButton(page)).toMatch(/^Continue daily/);
    await tap(page, 'btn:daily');
    const back = await waitForState(
      page,
      (s) => s.screen === 'game' && sudoku(s)?.seed === daily.seed,
      'the daily again',
      60_000,
    );
    expect(sudoku(back)?.values).toBe(daily.values);
    expect(back.slots?.sudoku).toMatchObject({ live: 'daily', kept: 'free', continues: 'free' });

    // A reload: the free game was played last, so Continue offers it; the daily is kept.
    await page.reload();
    await page.waitForFunction(() => window.gridwise?.ready === true, undefined, {
      timeout: 30_000,
    });
    const reloaded = await waitForState(page, (s) => s.slots !== null, 'the stage after reload');
    expect(reloaded.slots?.sudoku).toMatchObject({ live: 'free', daily: today, kept: 'daily' });
    expect(await dailyButton(page)).toMatch(/^Continue daily/);
    await tap(page, 'btn:daily');
    const afterReload = await waitForState(
      page,
      (s) => s.screen === 'game' && sudoku(s)?.seed === daily.seed,
      'the daily after the reload',
      60_000,
    );
    expect(sudoku(afterReload)?.values).toBe(daily.values);

    // The free game is still on Continue afterwards, with its move.
    await home(page);
    await tap(page, 'btn:continue');
    const continued = await waitForState(
      page,
      (s) => s.screen === 'game' && sudoku(s)?.puzzle === CODE,
      'the free game from Continue',
    );
    expect(sudoku(continued)?.values).toBe(freeMoved.values);
    expect(continued.slots?.sudoku).toMatchObject({ live: 'free', kept: 'daily' });
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);

  it('New game from a half-done daily starts in the free slot; the daily stays kept', async () => {
    const page = await openApp(await e2e.phone());
    await tap(page, 'btn:daily');
    await waitForState(page, (s) => DAILY_SEED.test(sudoku(s)?.seed ?? ''), 'the daily', 60_000);
    const daily = await playOneMove(page);
    await tap(page, 'btn:new');
    const fresh = await waitForState(
      page,
      (s) => s.slots?.sudoku?.live === 'free' && (sudoku(s)?.seed ?? daily.seed) !== daily.seed,
      'a new game in the free slot',
      60_000,
    );
    expect(sudoku(fresh)?.seed).not.toMatch(DAILY_SEED);
    expect(fresh.slots?.sudoku).toMatchObject({ kept: 'daily' });
    await home(page);
    await tap(page, 'btn:daily');
    const back = await waitForState(
      page,
      (s) => s.screen === 'game' && sudoku(s)?.seed === daily.seed,
      'the daily again',
      60_000,
    );
    expect(sudoku(back)?.values).toBe(daily.values);
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);

  for (const language of [
    {
      locale: 'en-GB',
      heading: /^Daily · \d{1,2} [A-Z][a-z]{2}$/,
      continueDaily: /^Continue daily/,
    },
    { locale: 'zh-CN', heading: /^每日挑战 · \d{1,2}月\d{1,2}日$/, continueDaily: /^继续每日一题/ },
  ]) {
    it(`the header names the daily by its day and fits (${language.locale})`, async () => {
      const context = await e2e.context({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        locale: language.locale,
      });
      const page = await openApp(context);
      const problems: string[] = [];
      // Each game's daily: Sudoku's, then Link's (its header shares the bar with the tiles left).
      for (const game of ['sudoku', 'link'] as const) {
        await tap(page, `game:${game}`);
        await tap(page, 'btn:daily');
        await waitForState(
          page,
          (s) => (s.game as { seed?: string } | null)?.seed?.endsWith(`:${game}`) === true,
          `the ${game} daily`,
          60_000,
        );
        for (const size of [
          { width: 390, height: 844 },
          { width: 844, height: 390 },
          { width: 1280, height: 800 },
        ]) {
          await page.setViewportSize(size);
          await quiet(page);
          const s = await waitForState(page, (x) => x.slots !== null, 'the slots');
          expect(s.slots?.[game]?.heading).toMatch(language.heading);
          const found: TextOverflow[] = await page.evaluate(() => window.gridwise.textFit());
          const breaks = await page.evaluate(() => window.gridwise.lineBreaks());
          const at = `${game} ${size.width}×${size.height}`;
          problems.push(
            ...found.map((o) => `${at}: ${o.where} “${o.text}” by ${o.by.toFixed(1)} px`),
            ...breaks.flatMap((b) => b.faults.map((f) => `${at}: “${b.text}…” ${f}`)),
          );
        }
        await page.setViewportSize({ width: 390, height: 844 });
        await home(page);
      }
      // The lobby with the daily button saying "Continue daily" (its longer words) fits too.
      expect(await dailyButton(page)).toMatch(language.continueDaily);
      for (const size of [
        { width: 390, height: 844 },
        { width: 844, height: 390 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(size);
        await quiet(page);
        const found: TextOverflow[] = await page.evaluate(() => window.gridwise.textFit());
        problems.push(...found.map((o) => `lobby ${size.width}: ${o.where} “${o.text}”`));
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
