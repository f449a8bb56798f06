// stats (#24) on a phone (390×844, touch) in the built app: honest counting and the Stats
// dashboard, as a player meets them. A game left with no move is not played; a game finished
// with Answer is played and revealed, but absent from Records and from the win rate; after a real
// win the dashboard's figures hold that win's time, said in a line until three wins are charted;
// Records opens at the size and level played last (not the default 9×9 Easy), and Stats' "Top 10
// times" opens the charted size and level's list there, Back returning to Stats; "How it counts"
// shows the rules in place of the rows.

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { StatsRow } from '../../src/app/screens/format-records';
import type { StatsView } from '../../src/app/screens/stats-screen';
import { startSudoku, useBrowser } from './fixture';
import {
  openApp,
  pageErrors,
  playToWin,
  type SudokuView,
  solutionOf,
  state,
  tap,
  targets,
  waitForState,
} from './harness';

const e2e = useBrowser();
let context: BrowserContext;

/** The ids of what can be tapped now. */
async function targetIds(page: Page): Promise<string[]> {
  return (await targets(page)).map((t) => t.id);
}

afterAll(async () => {
  await context?.close();
});

const BUCKET = 'sudoku:4:easy';

/** Opens Stats for Sudoku and waits for its dashboard; gives it with the 4×4 Easy row. */
async function sudokuStats(page: Page): Promise<{ view: StatsView; row: StatsRow }> {
  await tap(page, 'btn:stats');
  await tap(page, 'stats:game:sudoku');
  const s = await waitForState(
    page,
    (x) => x.screen === 'stats' && (x.listView as StatsView | null)?.game === 'sudoku',
    'the Sudoku statistics',
  );
  const row = (s.list as StatsRow[]).find((r) => r.bucket === BUCKET);
  if (!row) throw new Error(`no ${BUCKET} row`);
  return { view: s.listView as StatsView, row };
}

describe('honest counting and the Stats dashboard', () => {
  it('counts neither an untouched game nor an Answer game as a win; charts a real win', async () => {
    context = await e2e.phone();
    let page = await openApp(context);

    // 1. A game started and left with no move: not played.
    await startSudoku(page, 4);
    await tap(page, 'btn:home');
    await waitForState(page, (s) => s.screen === 'home' && s.storage.pending === 0, 'home');
    let stats = await sudokuStats(page);
    expect(stats.row).toMatchObject({ started: 0, won: 0, revealed: 0, listed: false });
    expect(stats.view.totals).toMatchObject({ played: 0, won: 0, revealed: 0, winRate: null });
    expect(stats.view.chart).toBeNull();
    await tap(page, 'btn:back');

    // 2. The same game continued: one move, then a reload (a new page of the same profile), then
    //    Answer. Played once (not again after the reload), revealed, never a win.
    await tap(page, 'btn:continue');
    const open = (await waitForState(page, (s) => s.game?.status === 'playing', 'the game'))
      .game as NonNullable<SudokuView['game']>;
    const first = open.values.indexOf('.');
    await tap(page, `cell:${Math.floor(first / 4)}:${first % 4}`);
    await tap(page, `pad:${solutionOf(open)[first]}`);
    await waitForState(page, (s) => s.storage.pending === 0, 'the move on disk');
    await page.close();
    page = await openApp(context);
    await tap(page, 'btn:continue');
    await waitForState(page, (s) => s.game?.status === 'playing', 'the game again');
    await tap(page, 'btn:answer');
    await tap(page, 'btn:confirm');
    const revealed = await waitForState(page, (s) => s.game?.status === 'won', 'the answer');
    const revealedMs = (revealed.game as { elapsedMs: number }).elapsedMs;
    await tap(page, 'btn:home');
    stats = await sudokuStats(page);
    expect(stats.row).toMatchObject({
      started: 1,
      won: 0,
      revealed: 1,
      bestMs: null,
      listed: true,
    });
    expect(stats.view.totals).toMatchObject({ played: 1, won: 0, revealed: 1, winRate: 0 });
    expect(stats.view.chart).toMatchObject({ bucket: BUCKET, times: [], drawn: 0 });
    await tap(page, 'btn:back');

    // Records opens at 4×4 Easy, the size and level played last, and lists no time: the
    // revealed game is not a record.
    await tap(page, 'btn:records');
    const records = await waitForState(
      page,
      (s) => s.screen === 'records' && (s.listView as { bucket: string | null }).bucket !== null,
      'the records',
    );
    expect(records.listView).toEqual({ bucket: BUCKET });
    expect(records.list).toEqual([]);
    await tap(page, 'btn:back');

    // 3. A real win: the dashboard's figures and the chart hold its time.
    await startSudoku(page, 4);
    const won = await playToWin(page);
    const wonMs = (won.game as { elapsedMs: number }).elapsedMs;
    await tap(page, 'btn:home');
    await tap(page, 'btn:records');
    const listed = await waitForState(
      page,
      (s) => s.screen === 'records' && (s.list?.length ?? 0) === 1,
      'the win in Records',
    );
    const recordMs = (listed.list as { ms: number }[])[0]?.ms as number;
    expect(Math.abs(recordMs - wonMs)).toBeLessThan(100);
    await tap(page, 'btn:back');
    stats = await sudokuStats(page);
    // Played 2 (the Answer game and the win), won 1: 50%, where counting Answer as a win would
    // say 100%.
    expect(stats.view.totals).toMatchObject({ played: 2, won: 1, revealed: 1, winRate: 50 });
    expect(Math.abs(stats.view.totals.totalMs - (recordMs + revealedMs))).toBeLessThan(100);
    expect(stats.row).toMatchObject({ bestMs: recordMs, averageMs: recordMs, streak: 1 });
    expect(stats.view.headline).toMatchObject({
      played: 2,
      won: 1,
      winRate: 50,
      streak: 1,
      bestStreak: 1,
      revealed: 1,
    });
    // One win is not charted: a line says it, with its best time, and no dot is drawn.
    expect(stats.view.chart).toMatchObject({
      bucket: BUCKET,
      times: [recordMs],
      assisted: [false],
      drawn: 0,
    });
    expect(stats.view.chart?.note ?? '').toMatch(/^4×4 · Easy: won 1\. .* 3 wins\.$/);
    expect(await page.locator('[data-chart] circle').count()).toBe(0);
    await tap(page, 'btn:back');

    // Two more wins: three, and the chart draws a dot per win at its time.
    const times = [recordMs];
    for (let i = 0; i < 2; i++) {
      await startSudoku(page, 4);
      await playToWin(page);
      await tap(page, 'btn:home');
      await waitForState(page, (s) => s.screen === 'home' && s.storage.pending === 0, 'home');
    }
    stats = await sudokuStats(page);
    const chart = await waitForState(
      page,
      (s) => ((s.listView as StatsView | null)?.chart?.drawn ?? 0) === 3,
      'the chart drawn',
    );
    const charted = (chart.listView as StatsView).chart;
    expect(charted).toMatchObject({ bucket: BUCKET, assisted: [false, false, false], note: null });
    expect(charted?.times[0]).toBe(times[0]);
    const dots = await page.evaluate(() =>
      [...document.querySelectorAll('[data-chart] circle')].map((c) =>
        Number(c.getAttribute('data-ms')),
      ),
    );
    expect(dots).toEqual(charted?.times);
    expect((chart.listView as StatsView).headline).toMatchObject({
      played: 4,
      won: 3,
      winRate: 75,
      streak: 3,
      bestStreak: 3,
    });

    // "How it counts": the rules in place of the rows (and the chart, on a phone), and back.
    await tap(page, 'stats:rules');
    await waitForState(page, (s) => (s.listView as StatsView | null)?.rulesOpen === true, 'rules');
    expect((await targetIds(page)).filter((id) => id.startsWith('stats:row:'))).toEqual([]);
    expect(
      await page.locator('[data-chart]').evaluate((e) => (e as HTMLElement).style.display),
    ).toBe('none');
    await tap(page, 'stats:rules');
    await waitForState(
      page,
      (s) => (s.listView as StatsView | null)?.rulesOpen === false,
      'figures',
    );
    expect(await targetIds(page)).toContain(`stats:row:${BUCKET}`);

    // "Top 10 times": Records at the charted size and level, its three wins; Back to Stats.
    await tap(page, 'stats:records');
    const top = await waitForState(
      page,
      (s) => s.screen === 'records' && (s.list?.length ?? 0) === 3,
      'the top 10 from Stats',
    );
    expect(top.listView).toEqual({ bucket: BUCKET });
    await tap(page, 'btn:back');
    await waitForState(page, (s) => s.screen === 'stats', 'back on Stats');
    await tap(page, 'btn:back');

    // 4. A 6×6 game revealed after one move: Stats charts 6×6 Easy, played last (no wins yet);
    //    a tap on the 4×4 row charts that row again.
    await startSudoku(page, 6);
    const six = (await state(page)).game as NonNullable<SudokuView['game']>;
    const cell = six.values.indexOf('.');
    await tap(page, `cell:${Math.floor(cell / 6)}:${cell % 6}`);
    await tap(page, `pad:${solutionOf(six)[cell]}`);
    await tap(page, 'btn:answer');
    await tap(page, 'btn:confirm');
    await waitForState(page, (s) => s.game?.status === 'won', 'the 6×6 answer');
    await tap(page, 'btn:home');
    await tap(page, 'btn:stats');
    const sixStats = await waitForState(
      page,
      (s) => (s.listView as StatsView | null)?.chart?.bucket === 'sudoku:6:easy',
      'the 6×6 Easy chart',
    );
    expect((sixStats.listView as StatsView).chart).toMatchObject({ times: [], drawn: 0 });
    expect((sixStats.listView as StatsView).totals).toMatchObject({
      played: 5,
      won: 3,
      revealed: 2,
      winRate: 60,
    });
    await tap(page, `stats:row:${BUCKET}`);
    const back = await waitForState(
      page,
      (s) => (s.listView as StatsView | null)?.chart?.drawn === 3,
      'the 4×4 Easy chart again',
    );
    expect((back.listView as StatsView).chart).toMatchObject({
      bucket: BUCKET,
      times: charted?.times,
    });
    // The chart leaves with the screen.
    await tap(page, 'btn:back');
    await waitForState(page, (s) => s.screen === 'home', 'home');
    expect(
      await page.evaluate(
        () => (document.querySelector('[data-chart]') as HTMLElement | null)?.style.display,
      ),
    ).toBe('none');
    expect((await state(page)).screen).toBe('home');
    expect(pageErrors(page)).toEqual([]);
  }, 300_000);
});
