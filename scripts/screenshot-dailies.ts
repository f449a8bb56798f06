// streak (#24), for the screenshots: a profile with a history of dailies, so the Stats dashboard
// and the results card show the daily streak and a monthly trophy as a regular player sees them.
// The days are written as the app stores them (the settings store, `daily:<game>`), then the page
// is reloaded so the app reads them; the wins shot afterwards are played by taps as usual.

import type { Page } from 'playwright-core';
import type { SudokuSnapshot } from '../src/games/sudoku/play/sudoku-snapshot';
import { solutionOf } from '../test/e2e/harness';

/** Today's local date key in the page (YYYY-MM-DD), as the app keys its dailies. */
export function pageToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
}

/** Every day of last month, and this month's days before today: won (a trophy, a streak). */
export function historyBefore(today: string): string[] {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const key = (t: number) => new Date(t).toISOString().slice(0, 10);
  const days: string[] = [];
  for (let t = Date.UTC(y, m - 2, 1); t < Date.UTC(y, m - 1, d); t += 86_400_000) days.push(key(t));
  return days;
}

/**
 * Writes `dates` as won dailies of Sudoku (times 3–6 min, each on its day) and `played` as
 * played but not won, then reloads the page.
 */
export async function seedSudokuDailies(
  page: Page,
  dates: readonly string[],
  played: readonly string[] = [],
): Promise<void> {
  await page.evaluate(
    async ([list, open]) => {
      const days: Record<string, { won: boolean; ms: number | null; wonOn?: string }> = {};
      // Each won on its own day (wonOn: the local date of the win), as a regular player's are.
      list.forEach((date, i) => {
        days[date] = { won: true, ms: 180_000 + ((i * 37_000) % 180_000), wonOn: date };
      });
      for (const date of open) days[date] = { won: false, ms: null };
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('gridwise');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('settings', 'readwrite');
        tx.objectStore('settings').put({ format: 1, kind: 'sudoku', days }, 'daily:sudoku');
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    [dates, played] as const,
  );
  await page.reload();
}

/** What the screenshot tour lends: taps by target, waits on the screen and the game, the card. */
export interface TourSteps {
  must(page: Page, id: string): Promise<void>;
  screenIs(page: Page, screen: string): Promise<void>;
  waitFor(page: Page, what: 'ready' | 'playing', timeoutMs?: number): Promise<unknown>;
  resultsShown(page: Page): Promise<void>;
}

/**
 * The card after a daily win that completes a month: every daily since the start of last month
 * is won but one (the 15th of last month), then played from the calendar by taps: "Daily streak
 * N · Trophy for <month>!". `shoot` takes the picture; back home after.
 */
export async function dailyWonShot(
  page: Page,
  steps: TourSteps,
  shoot: () => Promise<void>,
): Promise<void> {
  const history = historyBefore(await pageToday(page));
  const missing = `${(history[0] as string).slice(0, 8)}15`;
  await seedSudokuDailies(
    page,
    history.filter((d) => d !== missing),
  );
  await steps.waitFor(page, 'ready');
  for (const id of ['game:sudoku', 'btn:calendar']) await steps.must(page, id);
  await steps.screenIs(page, 'calendar');
  for (const id of ['btn:calendar-previous', `day:${missing}`]) await steps.must(page, id);
  await steps.waitFor(page, 'playing', 60_000);
  const game = (await page.evaluate(() => window.gridwise.state().game)) as SudokuSnapshot;
  const solution = solutionOf(game);
  for (let i = 0; i < game.size * game.size; i++) {
    if (game.values[i] !== '.') continue;
    await steps.must(page, `cell:${Math.floor(i / game.size)}:${i % game.size}`);
    await steps.must(page, `pad:${solution[i]}`);
  }
  await steps.resultsShown(page);
  await shoot();
  const cut = await page.evaluate(() => window.gridwise.textFit());
  if (cut.length > 0) console.log('  text cut on the daily card:', cut);
  await steps.must(page, 'btn:home');
  await steps.screenIs(page, 'home');
}
