// An import only adds, in real Chromium at phone size by touch, through Settings → Import. A
// played profile (a real 4×4 win and a game in progress played here, and a history carried in
// from another phone's backup: a 9×9 Medium win, yesterday's daily, Link journey stages 1 and 2,
// a technique mastered) meets the four files a hostile probe found taking results away, and a
// file nested 5,000 deep: a statistics table of a million games naming none, a daily file of
// a 10,000-day streak, a journey of an era this Gridwise does not know, and the player's own
// export. After each, Records, Stats, the calendar, the journey map, the school and the game in
// progress show exactly what they showed before, and the notice says what was refused and why.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emptyStatistics } from '../../src/storage/record-reads';
import { saveBackup } from './backup-files';
import { startSudoku, useBrowser } from './fixture';
import { openApp, playToWin, solutionOf, state, tap, waitForState } from './harness';

const e2e = useBrowser();
const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-only-adds-'));
const DAY_MS = 86_400_000;
const NOW = Date.now();
/** The phone's local date `back` days ago, as the daily keys it. */
function dateKey(back: number): string {
  const d = new Date(NOW - back * DAY_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function writeFile(name: string, content: object | string): string {
  const file = path.join(dir, name);
  const text =
    typeof content === 'string'
      ? content
      : JSON.stringify({ app: 'gridwise', version: 1, savedAt: NOW, ...content });
  writeFileSync(file, text);
  return file;
}

const table = (bucket: string, fields: object) => ({ ...emptyStatistics(bucket), ...fields });

/** Another phone's history, as its own backup would carry it: every record adds up. */
function history(): string {
  const wonAt = NOW - DAY_MS;
  return writeFile('history.json', {
    games: [],
    bestTimes: [
      {
        format: 1,
        id: 'm1',
        bucket: 'sudoku:9:medium',
        ms: 420_000,
        date: wonAt,
        assisted: false,
        own: {},
      },
    ],
    statistics: [
      table('sudoku:9:medium', {
        started: 1,
        won: 1,
        wonMs: 420_000,
        timedWins: 1,
        bestMs: 420_000,
        streak: 1,
        bestStreak: 1,
        totalMs: 420_000,
        recent: [{ ms: 420_000, date: wonAt, assisted: false }],
        playedIds: ['m1'],
        finishedIds: ['m1'],
        lastAt: wonAt - 420_000,
      }),
    ],
    settings: null,
    daily: [{ format: 1, kind: 'sudoku', days: { [dateKey(1)]: { won: true, ms: 420_000 } } }],
    journey: [
      {
        format: 1,
        kind: 'link',
        era: 1,
        stages: {
          '1': { stars: 3, score: 900, bestCombo: 4, ms: 60_000 },
          '2': { stars: 2, score: 700, bestCombo: 3, ms: 80_000 },
        },
      },
    ],
    skills: [
      {
        format: 1,
        kind: 'sudoku',
        skills: {
          'naked-single': { lesson: true, practised: 3, found: 3, streak: 3, mastered: true },
        },
      },
    ],
  });
}

/** The four files of the probe, and the deep one (the own export is saved from the app). */
function probeFiles() {
  const days: Record<string, { won: boolean; ms: number }> = {};
  for (let back = 1; back <= 10_000; back++) days[dateKey(back)] = { won: true, ms: 1000 };
  return {
    table: writeFile('table.json', {
      games: [],
      bestTimes: [],
      statistics: [table('sudoku:4:easy', { started: 1_000_000 })],
    }),
    daily: writeFile('daily.json', {
      games: [],
      bestTimes: [],
      daily: [{ format: 1, kind: 'sudoku', days }],
      statistics: [
        table('sudoku:9:medium', {
          started: 10_000,
          won: 10_000,
          timedWins: 10_000,
          wonMs: 10_000_000,
          totalMs: 10_000_000,
          bestMs: 1000,
          streak: 10_000,
          bestStreak: 10_000,
        }),
      ],
    }),
    era: writeFile('era.json', {
      games: [],
      bestTimes: [],
      journey: [{ format: 1, kind: 'link', era: 2, stages: {} }],
    }),
    deep: writeFile(
      'deep.json',
      `{"app":"gridwise","version":1,"savedAt":1,"games":[],"settings":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
    ),
  };
}

/** A notice read is put away, as a player does (it pushes Settings' last row off a phone). */
async function putAwayNotice(page: Page): Promise<void> {
  if ((await state(page)).banner === null) return;
  await tap(page, 'btn:dismiss');
  await waitForState(page, (s) => s.banner === null, 'the notice put away');
}

/** From the home screen: Settings → Import `file`; gives the notice that says what it did. */
async function importFile(page: Page, file: string): Promise<string> {
  await tap(page, 'btn:settings');
  await putAwayNotice(page);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    tap(page, 'btn:import-backup'),
  ]);
  await chooser.setFiles(file);
  const name = path.basename(file);
  const told = await waitForState(
    page,
    (s) => /^Backup imported/.test(s.notice ?? '') || (s.notice ?? '').includes(name),
    `the notice after ${name}`,
  );
  await waitForState(page, (s) => s.storage.pending === 0, 'the import on disk');
  await putAwayNotice(page);
  await tap(page, 'btn:back');
  return told.notice ?? '';
}

/** Everything the player sees of their results, each screen opened by touch from home. */
async function seen(page: Page) {
  await waitForState(page, (s) => s.screen === 'home', 'home');
  await tap(page, 'btn:records');
  const records = await waitForState(
    page,
    (s) => s.screen === 'records' && (s.listView as { bucket: string | null }).bucket !== null,
    'Records',
  );
  await tap(page, 'btn:back');
  await tap(page, 'btn:stats');
  await tap(page, 'stats:game:sudoku');
  const stats = await waitForState(
    page,
    (s) =>
      s.screen === 'stats' &&
      (s.listView as { game?: string; daily?: unknown } | null)?.game === 'sudoku' &&
      (s.listView as { daily?: unknown }).daily != null,
    'Stats',
  );
  await tap(page, 'btn:back');
  await tap(page, 'btn:calendar');
  const calendar = await waitForState(
    page,
    (s) => s.screen === 'calendar' && s.listView !== null,
    'the calendar',
  );
  await tap(page, 'btn:back');
  await tap(page, 'game:link');
  await tap(page, 'btn:journey');
  const map = await waitForState(page, (s) => s.screen === 'journey', 'the journey map', 60_000);
  await tap(page, 'btn:back');
  await tap(page, 'game:sudoku');
  await tap(page, 'btn:learn');
  const school = await waitForState(
    page,
    // Its progress is read as it opens; this profile has some, so wait for it.
    (s) =>
      s.screen === 'school' && s.school?.page === 'list' && Object.keys(s.school.skills).length > 0,
    'the school with its progress',
    30_000,
  );
  await tap(page, 'btn:back');
  await waitForState(page, (s) => s.screen === 'home', 'home again');
  const home = await state(page);
  const chart = (stats.listView as { chart: { drawn?: number } | null }).chart;
  return {
    records: { view: records.listView, list: records.list },
    stats: {
      list: stats.list,
      view: { ...(stats.listView as object), chart: chart && { ...chart, drawn: undefined } },
    },
    calendar: calendar.listView,
    daily: home.daily,
    journey: { report: map.journey, map: map.listView },
    school: school.school?.skills,
    slots: home.slots,
  };
}

/** The game in progress, as Continue brings it back. */
async function gameInProgress(page: Page) {
  await tap(page, 'game:sudoku');
  await tap(page, 'btn:continue');
  const s = await waitForState(page, (x) => x.game?.status === 'playing', 'the game in progress');
  const game = s.game as { values: string; seed: string; elapsedMs: number };
  await tap(page, 'btn:home');
  await waitForState(page, (x) => x.screen === 'home', 'home');
  return { values: game.values, seed: game.seed };
}

describe('an import only adds', () => {
  it('the four files of the probe and a deep one, over a played profile: nothing shown changes', async () => {
    const page = await openApp(await e2e.phone());
    // The profile: a history from another phone, then a real win and a game in progress here.
    expect(await importFile(page, history())).toMatch(/^Backup imported/);
    await startSudoku(page, 4);
    await playToWin(page);
    await tap(page, 'btn:home');
    const open = await startSudoku(page, 4);
    const first = open.values.indexOf('.');
    await tap(page, `cell:${Math.floor(first / 4)}:${first % 4}`);
    await tap(page, `pad:${solutionOf(open)[first]}`);
    await waitForState(page, (s) => s.storage.pending === 0, 'the move on disk');
    await tap(page, 'btn:home');

    const before = await seen(page);
    const game = await gameInProgress(page);
    // What the profile holds, so "unchanged" compares something played.
    expect(before.school).toMatchObject({ 'naked-single': { mastered: true } });
    expect(before.journey.report?.link?.stars).toEqual({ 1: 3, 2: 2 });
    expect(before.daily?.sudoku?.calendar[dateKey(1)]).toMatchObject({ won: true });
    const sudokuRows = before.stats.list as { bucket: string; won: number }[];
    expect(sudokuRows.find((r) => r.bucket === 'sudoku:4:easy')?.won).toBe(1);
    expect(sudokuRows.find((r) => r.bucket === 'sudoku:9:medium')?.won).toBe(1);

    await tap(page, 'btn:settings');
    await putAwayNotice(page);
    const own = await saveBackup(page, dir);
    await putAwayNotice(page);
    await tap(page, 'btn:back');
    const files = probeFiles();

    const notices: Record<string, string> = {};
    // The own export first, just after it was made; then the probe's files.
    for (const [name, file] of [
      ['own', own],
      ['table', files.table],
      ['daily', files.daily],
      ['era', files.era],
      ['deep', files.deep],
    ] as const) {
      notices[name] = await importFile(page, file);
      expect(await seen(page), `after ${name}`).toEqual(before);
      expect(await gameInProgress(page), `the game after ${name}`).toEqual(game);
    }
    expect(notices.table).toContain(
      'The statistics for Sudoku 4×4 · Easy were refused: their started (1,000,000) disagrees with their playedIds (0), so they are no record of play; yours were kept as they were.',
    );
    expect(notices.daily).toContain(
      'The statistics for Sudoku 9×9 · Medium were refused: their won (10,000) disagrees with their recent (0)',
    );
    expect(notices.daily).toMatch(
      /Sudoku dailies were refused: dated before the first daily, 2000-01-01/,
    );
    expect(notices.daily).toMatch(
      /Sudoku dailies were refused as won quicker than anyone can play/,
    );
    expect(notices.era).toContain(
      'The Link journey was refused: it is from a newer Gridwise (map era 2; this one knows up to era 1); update Gridwise to import it.',
    );
    expect(notices.own).toBe('Backup imported: nothing in it was new here.');
    expect(notices.deep).toMatch(
      /was not imported: The file is not a Gridwise backup: it nests too deep at settings\.a\.a.*\(more than 64 levels\)\.$/,
    );
    console.log(JSON.stringify(notices, null, 1));
  }, 600_000);
});
