// Issue #22, items 7 and 9, in the built app.
// 7: Safari's seven-day rule. Chromium is made to look like Safari on an iPhone: only the
// browser's identity is faked (the UA, navigator.vendor, GestureEvent; navigator.share stubbed to
// keep the file it is given), the app's code is the real one. A win offers Add to Home Screen and
// Save a backup; the backup goes through the share sheet as a valid backup file; a visit five
// days later reminds. Plain Chromium offers nothing.
// 9: the file (10,000 best times at 1.0–11 s for 4×4 Easy) imported in Settings over the
// player's own win: their win stays in Records and Stats, the impossible times are refused, and
// the message says so.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RecordRow, StatsRow } from '../../src/app/screens/format-records';
import { readBackup } from '../../src/storage/backup';
import { startSudoku, useBrowser } from './fixture';
import {
  openApp,
  PHONE,
  playToWin,
  type SudokuView,
  state,
  tap,
  targets,
  waitForClock,
  waitForState,
} from './harness';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DAY = 86_400_000;

const e2e = useBrowser();

/** A phone whose browser says it is Safari on an iPhone, in a tab (not from the Home Screen). */
async function safariPhone(): Promise<BrowserContext> {
  const context = await e2e.context({
    ...PHONE,
    userAgent: IPHONE_SAFARI,
  });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'vendor', { get: () => 'Apple Computer, Inc.' });
    (window as unknown as { GestureEvent: unknown }).GestureEvent = class GestureEvent extends (
      UIEvent
    ) {};
    // The share sheet: files can be shared, and the one given is kept for the test to read.
    const w = window as unknown as { sharedBackup: string | null; sharedTitle: string | null };
    w.sharedBackup = null;
    w.sharedTitle = null;
    Object.defineProperty(Navigator.prototype, 'canShare', {
      value: (data?: ShareData) => (data?.files?.length ?? 0) > 0,
      configurable: true,
    });
    Object.defineProperty(Navigator.prototype, 'share', {
      value: async (data?: ShareData) => {
        const file = data?.files?.[0];
        w.sharedTitle = data?.title ?? null;
        w.sharedBackup = file ? `${file.name}\n${await file.text()}` : null;
      },
      configurable: true,
    });
  });
  return context;
}

async function winFourByFour(page: Page): Promise<SudokuView> {
  await startSudoku(page, 4);
  // At a person's pace: taps sent as fast as the page takes them win a 4×4 in about 2 s, under
  // the 2.5 s that an import refuses as quicker than anyone plays (the records below must hold
  // only times at or above it).
  await waitForClock(page, 3000);
  return playToWin(page);
}

const ids = async (page: Page) => (await targets(page)).map((t) => t.id);

describe("Safari's seven-day rule", () => {
  it('offers Home Screen and a backup after a win, shares a valid backup, and reminds after 5 days away', async () => {
    const context = await safariPhone();
    const page = await openApp(context);
    await winFourByFour(page);
    const offered = await waitForState(
      page,
      (s) => /Safari deletes/.test(s.banner ?? ''),
      'the offer after the win',
    );
    expect(offered.banner).toMatch(/7 days without a visit.*Home Screen.*backup/);
    expect(await ids(page)).toEqual(
      expect.arrayContaining(['btn:home-screen-guide', 'btn:save-backup', 'btn:dismiss']),
    );

    await tap(page, 'btn:save-backup');
    await waitForState(page, (s) => /^Backup saved/.test(s.banner ?? ''), 'the backup saved');
    const shared = await page.evaluate(() => {
      const w = window as unknown as { sharedBackup: string | null; sharedTitle: string | null };
      return { text: w.sharedBackup, title: w.sharedTitle };
    });
    expect(shared.title).toBe('Gridwise backup');
    const [name, ...json] = (shared.text ?? '').split('\n');
    expect(name).toMatch(/^gridwise-backup-\d{4}-\d\d-\d\d\.json$/);
    const read = readBackup(json.join('\n'));
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.backup.bestTimes.map((b) => b.bucket)).toEqual(['sudoku:4:easy']);

    // Five days later (only Date moves; timers run as usual): the reminder, with both actions.
    await page.clock.setFixedTime(Date.now() + 5 * DAY);
    await page.reload();
    await page.waitForFunction(() => window.gridwise?.ready === true);
    const reminded = await waitForState(
      page,
      (s) => /away 5 days/.test(s.banner ?? ''),
      'the reminder',
    );
    expect(reminded.banner).toMatch(/Safari deletes .* unless it is on your Home Screen/);
    expect(await ids(page)).toEqual(
      expect.arrayContaining(['btn:home-screen-guide', 'btn:save-backup']),
    );
    await tap(page, 'btn:home-screen-guide');
    await page.waitForSelector('.gw-modal .gw-guide');
    await context.close();
  });

  it('offers nothing in plain Chromium', async () => {
    const context = await e2e.phone();
    const page = await openApp(context);
    await winFourByFour(page);
    // The win is recorded (its place is on the card) after the offer would have been made.
    await waitForState(page, (s) => /best|first win/i.test(s.notice ?? ''), 'the win recorded');
    expect((await state(page)).banner).toBeNull();
    expect(await ids(page)).not.toContain('btn:save-backup');
    await context.close();
  });
});

describe('importing a backup never pushes the player’s own records out', () => {
  it('keeps the local win in Records and Stats, refuses the impossible, and says so', async () => {
    const context = await e2e.phone();
    const page = await openApp(context);
    await winFourByFour(page);
    await tap(page, 'btn:home');
    await tap(page, 'btn:records');
    await tap(page, 'records:size:4');
    const before = await waitForState(page, (s) => (s.list?.length ?? 0) === 1, 'my record');
    const mine = (before.list as RecordRow[])[0] as RecordRow;
    await tap(page, 'btn:back');

    // The file: 10,000 best times at 1.0–11 s for 4×4 Easy.
    const bestTimes = Array.from({ length: 10_000 }, (_, i) => ({
      format: 1,
      id: `imported-${i}`,
      bucket: 'sudoku:4:easy',
      ms: 1000 + i,
      date: Date.UTC(2026, 0, 1),
      assisted: false,
      policy: 'refuse',
    }));
    const file = { app: 'gridwise', version: 1, savedAt: Date.now(), bestTimes };
    await tap(page, 'btn:settings');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      tap(page, 'btn:import-backup'),
    ]);
    await chooser.setFiles({
      name: 'issue-22.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    const imported = await waitForState(
      page,
      (s) => /^Backup imported/.test(s.notice ?? ''),
      'the import',
    );
    expect(imported.notice).toMatch(/9 best times/);
    expect(imported.notice).toMatch(/Your own best time was kept/);
    expect(imported.notice).toMatch(
      /1,500 times were refused as quicker than anyone can play .*0:01\.0 at Sudoku 4×4 · Easy, where no win takes under 0:02\.5/,
    );
    await tap(page, 'btn:dismiss');
    await tap(page, 'btn:back');

    await tap(page, 'btn:records');
    await tap(page, 'records:size:4');
    const after = await waitForState(page, (s) => (s.list?.length ?? 0) === 10, 'the records');
    const rows = after.list as RecordRow[];
    expect(rows.some((r) => r.ms === mine.ms && r.date === mine.date)).toBe(true);
    expect(rows.every((r) => r.ms >= 2500)).toBe(true);
    await tap(page, 'btn:back');
    await tap(page, 'btn:stats');
    const stats = await waitForState(page, (s) => (s.list?.length ?? 0) > 0, 'the statistics');
    const row = (stats.list as StatsRow[]).find((r) => r.bucket === 'sudoku:4:easy');
    expect(row?.bestMs).toBe(rows[0]?.ms);
    expect(row?.won).toBeGreaterThanOrEqual(10);
    await context.close();
  });
});
