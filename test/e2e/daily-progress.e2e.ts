// Daily progress (issue #24, daily part), in real Chromium at phone size by touch: today's
// Sudoku daily counts as played from its first move, its win ticks the day with its time and makes the
// daily streak 1 in state(); after the browser is killed (SIGKILL, no unload) the progress is
// back from disk, and a backup carries it into a fresh profile. Whole 9×9 game, won by playToWin (winning by touch is slow here).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FASTEST_MOVE_MS } from '../../src/app/saving/best-time-judge';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { importBackup, openReady, saveBackup } from './backup-files';
import { fillCells } from './batch-taps';
import { useBrowser } from './fixture';
import {
  killBrowser,
  openApp,
  playToWin,
  removeBrowserFiles,
  screenshot,
  solutionOf,
  tap,
  targets,
  waitForClock,
  waitForState,
} from './harness';

const e2e = useBrowser();

/** m:ss, as the app writes a time under an hour. */
function clock(ms: number): string {
  const secs = Math.floor(ms / 1000);
  return `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, '0')}`;
}

/**
 * streak (#24): today's daily just won, as the player sees it — the results card says "Daily
 * streak 1"; the calendar (btn:calendar) shows today won with its time (its cell's name in the
 * accessible layer) and the streak line reads 1 day; Stats' daily section says streak 1.
 */
async function seenAsWon(page: Page, today: string, ms: number): Promise<void> {
  await waitForState(
    page,
    (s) => /Daily streak 1\b/.test(s.notice ?? ''),
    'the card: Daily streak 1',
  );
  await tap(page, 'btn:home');
  await tap(page, 'btn:calendar');
  const calendar = await waitForState(
    page,
    (s) => s.screen === 'calendar' && s.listView !== null,
    'the calendar',
  );
  expect(calendar.listView).toMatchObject({
    game: 'sudoku',
    month: today.slice(0, 7),
    streak: 1,
    bestStreak: 1,
    streakText: 'Daily streak: 1 day · Best: 1',
  });
  // The calendar says how a day won late counts.
  expect((calendar.listView as { hintText: string }).hintText).toMatch(
    /won late .* fills the month, not the streak/,
  );
  const cell = await page.waitForFunction(
    (id) => document.querySelector(`[data-id="${id}"]`)?.getAttribute('aria-label') ?? false,
    `day:${today}`,
  );
  expect(await cell.jsonValue()).toMatch(new RegExp(`: won in ${clock(ms)}$`));
  expect((await targets(page)).some((t) => t.id === `day:${today}`)).toBe(true);
  await tap(page, 'btn:back');
  await tap(page, 'btn:stats');
  const stats = await waitForState(
    page,
    (s) => s.screen === 'stats' && (s.listView as { daily?: unknown } | null)?.daily != null,
    'Stats with its daily section',
  );
  expect((stats.listView as { daily: unknown }).daily).toEqual({
    streak: 1,
    bestStreak: 1,
    daysWon: 1,
    trophies: [],
    lines: [
      'Daily streak 1, longest 1 · Days won 1',
      'Monthly trophies: none yet (win every daily of a month)',
    ],
  });
}

/**
 * Today's daily won, as the lobby shows it: the daily button says ✓, the time and the daily
 * streak by name; tapped, it shows the result (time, daily streak, Share) and starts no fresh
 * copy (no game, no Continue card). The Rules state the streak's rules.
 */
async function wonDailyShowsResult(page: Page, time: string): Promise<void> {
  await tap(page, 'btn:back');
  await waitForState(page, (s) => s.screen === 'home', 'the lobby');
  const label = await page.textContent('[data-id="btn:daily"]');
  expect(label).toBe(`Daily ✓ ${time} Daily streak 1`);
  await screenshot(page, 'daily-done-lobby');
  await tap(page, 'btn:daily');
  await page.waitForSelector('[data-id="text:result-figures"]');
  const dialog = (await page.textContent('.gw-modal')) ?? '';
  expect(dialog).toMatch(/^Daily · .+: solved/);
  expect(dialog).toContain(`Time${time}`);
  expect(dialog).toContain('Daily streak1');
  await screenshot(page, 'daily-done-result');
  const ids = (await targets(page)).map((t) => t.id);
  expect(ids).toEqual(expect.arrayContaining(['btn:share-result', 'btn:close']));
  await tap(page, 'btn:close');
  const after = await waitForState(page, (s) => s.screen === 'home', 'the lobby again');
  expect(after.game).toBeNull();
  expect((await targets(page)).map((t) => t.id)).not.toContain('btn:continue');
  // Rules say what the daily streak counts, how a day played late counts, and name the other.
  await tap(page, 'btn:rules');
  await waitForState(page, (s) => s.screen === 'rules', 'the rules');
  const rules = await page.evaluate(() => window.gridwise.layout()['rules-body']?.text ?? '');
  expect(rules).toContain('Daily streak: the days in a row on which you won that day’s daily');
  expect(rules).toContain('never toward the streak');
  expect(rules).toContain('Win streak, on the results card and in Stats, is another count');
  await tap(page, 'btn:back');
  await waitForState(page, (s) => s.screen === 'home', 'the lobby after the rules');
  await tap(page, 'btn:stats');
}

/**
 * Wins `game` no quicker than a player can: every cell but the last by touch, then, once the
 * game's clock allows FASTEST_MOVE_MS for each move made, the last one. The harness taps faster
 * than any hand, and a backup's day won quicker than anyone can play is rightly refused on
 * import (src/app/saving/best-time-judge.ts): this test is about carrying a real win across.
 */
async function playAtAPlayersPace(page: Page, game: SudokuSnapshot): Promise<void> {
  const empties = [...game.values].flatMap((v, i) => (v === '.' ? [i] : []));
  const last = empties.pop() as number;
  await fillCells(page, game, empties);
  await waitForClock(page, (empties.length + 1) * FASTEST_MOVE_MS + 1000, 60_000);
  const solution = solutionOf(game);
  await tap(page, `cell:${Math.floor(last / game.size)}:${last % game.size}`);
  await tap(page, `pad:${solution[last]}`);
}

describe('daily progress', () => {
  it("win today's Sudoku daily: played, then won with streak 1, and still there after a kill", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-daily-'));
    try {
      const page = await openReady(dir);
      await tap(page, 'btn:daily');
      const started = await waitForState(
        page,
        (s) => /^gridwise-daily-v\d+:/.test((s.game as SudokuSnapshot | null)?.seed ?? ''),
        "today's Sudoku daily",
        60_000,
      );
      const daily = started.game as SudokuSnapshot;
      const today = daily.seed.split(':')[1] as string;
      // Honest counting: a daily opened with no move made is not played yet; one move makes it so.
      const opened = await waitForState(page, (s) => s.daily !== null, 'the daily progress read');
      expect(opened.daily?.sudoku?.calendar[today]).toBeUndefined();
      const first = [...daily.values].indexOf('.');
      await tap(page, `cell:${Math.floor(first / daily.size)}:${first % daily.size}`);
      await tap(page, `pad:${solutionOf(daily)[first]}`);
      const played = await waitForState(
        page,
        (s) => s.daily?.sudoku?.calendar[today] !== undefined,
        'today played in the calendar',
      );
      expect(played.daily?.sudoku?.calendar[today]).toEqual({ played: true, won: false, ms: null });
      expect(played.daily?.sudoku?.streak).toBe(0);

      await playToWin(page);
      const won = await waitForState(
        page,
        (s) => s.daily?.sudoku?.calendar[today]?.won === true,
        'today won in the calendar',
      );
      expect(won.daily?.sudoku?.streak).toBe(1);
      expect(won.daily?.sudoku?.calendar[today]?.ms).toBeGreaterThan(0);
      expect(won.daily?.link?.calendar).toEqual({});
      await seenAsWon(page, today, won.daily?.sudoku?.calendar[today]?.ms as number);
      await wonDailyShowsResult(page, clock(won.daily?.sudoku?.calendar[today]?.ms as number));

      killBrowser(dir);
      await page
        .context()
        .close()
        .catch(() => {});
      const again = await openReady(dir);
      // The progress is read with the stage; Stats loads it.
      await tap(again, 'btn:stats');
      const back = await waitForState(
        again,
        (s) => s.daily?.sudoku?.calendar[today]?.won === true,
        'the daily progress after the kill',
        30_000,
      );
      expect(back.daily?.sudoku?.streak).toBe(1);
      expect(back.daily?.sudoku?.calendar[today]?.ms).toBe(won.daily?.sudoku?.calendar[today]?.ms);
      await again.context().close();
    } finally {
      removeBrowserFiles(dir);
    }
  }, 300_000);

  it('a backup carries the daily progress into a fresh profile', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-daily-backup-'));
    try {
      const oldPhone = await e2e.phone();
      const a = await openApp(oldPhone);
      await tap(a, 'btn:daily');
      const started = await waitForState(
        a,
        (s) => /^gridwise-daily-v\d+:/.test((s.game as SudokuSnapshot | null)?.seed ?? ''),
        "today's Sudoku daily",
        60_000,
      );
      const today = (started.game as SudokuSnapshot).seed.split(':')[1] as string;
      await playAtAPlayersPace(a, started.game as SudokuSnapshot);
      const won = await waitForState(
        a,
        (s) => s.daily?.sudoku?.calendar[today]?.won === true,
        'today won',
      );
      await tap(a, 'btn:home');
      await tap(a, 'btn:settings');
      const file = await saveBackup(a, dir);
      await oldPhone.close();

      const newPhone = await e2e.phone();
      const b = await openApp(newPhone);
      await tap(b, 'btn:settings');
      const before = await waitForState(b, (s) => s.daily !== null, 'the stage');
      expect(before.daily?.sudoku?.calendar).toEqual({});
      await importBackup(b, file);
      const back = await waitForState(
        b,
        (s) => s.daily?.sudoku?.calendar[today]?.won === true,
        'the imported daily progress',
      );
      expect(back.daily?.sudoku?.streak).toBe(1);
      expect(back.daily?.sudoku?.calendar[today]?.ms).toBe(won.daily?.sudoku?.calendar[today]?.ms);
      await newPhone.close();
    } finally {
      removeBrowserFiles(dir);
    }
  }, 300_000);
});
