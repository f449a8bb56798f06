// The calendar (issue #24), in real Chromium at phone size by touch: btn:calendar beside the
// daily opens Sudoku's month (today's), and with the network off a tap on yesterday plays that
// date's daily — made on the device by the worker from its date seed — which counts as played
// in the calendar from its first move, and once won fills the calendar but not the streak.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { useBrowser } from './fixture';
import { openApp, playToWin, serviceWorkerActive, solutionOf, tap, waitForState } from './harness';

const e2e = useBrowser({ serviceWorker: true });

/** The page's local date and the day before, as YYYY-MM-DD (the app's daily keys). */
function localDays(page: Page): Promise<{ today: string; yesterday: string }> {
  return page.evaluate(() => {
    const key = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const now = new Date();
    const before = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
    return { today: key(now), yesterday: key(before) };
  });
}

describe('calendar', () => {
  it('opens on this month and plays yesterday offline from the calendar', async () => {
    const context = await e2e.phone();
    const page = await openApp(context);
    const { today, yesterday } = await localDays(page);
    await tap(page, 'btn:calendar');
    const shown = await waitForState(
      page,
      (s) => s.screen === 'calendar' && s.listView !== null,
      'the calendar',
      30_000,
    );
    expect(shown.listView).toMatchObject({ game: 'sudoku', month: today.slice(0, 7), streak: 0 });
    // Nothing to fetch: the worker makes the date's puzzle from its seed. (Offline after the
    // first visit has installed the app: its service worker active, every chunk precached.)
    await serviceWorkerActive(page);
    await context.setOffline(true);
    if (yesterday.slice(0, 7) !== today.slice(0, 7)) await tap(page, 'btn:calendar-previous');
    await tap(page, `day:${yesterday}`);
    const started = await waitForState(
      page,
      (s) => (s.game as SudokuSnapshot | null)?.seed?.includes(`:${yesterday}:sudoku`) === true,
      "yesterday's daily",
      60_000,
    );
    const daily = started.game as SudokuSnapshot;
    expect(daily.seed).toMatch(new RegExp(`^gridwise-daily-v\\d+:${yesterday}:sudoku$`));
    const first = [...daily.values].indexOf('.');
    await tap(page, `cell:${Math.floor(first / daily.size)}:${first % daily.size}`);
    await tap(page, `pad:${solutionOf(daily)[first]}`);
    const played = await waitForState(
      page,
      (s) => s.daily?.sudoku?.calendar[yesterday] !== undefined,
      'yesterday played in the calendar',
    );
    expect(played.daily?.sudoku?.calendar[yesterday]).toEqual({
      played: true,
      won: false,
      ms: null,
    });
    expect(played.daily?.sudoku?.calendar[today]).toBeUndefined();
    // Won today, yesterday is played late: it fills the calendar, never the streak, and the
    // results card says so instead of a streak it did not add to.
    await playToWin(page);
    const won = await waitForState(
      page,
      (s) =>
        s.daily?.sudoku?.calendar[yesterday]?.won === true && /Played late/.test(s.notice ?? ''),
      'yesterday won late, the card saying so',
    );
    expect(won.notice).toMatch(/Played late: fills the calendar, not the daily streak/);
    expect(won.daily?.sudoku?.streak).toBe(0);
    expect(won.daily?.sudoku?.bestStreak).toBe(0);
    await context.close();
  }, 180_000);
});
