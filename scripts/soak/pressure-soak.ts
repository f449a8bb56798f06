// Soak 4, storage under pressure: at every write site the app has (the game's moves, its clock,
// the records, the settings, the puzzle pool, the second copy in the Origin Private File
// System), a full disk (QuotaExceededError thrown by the write, as Chromium does) and a failing
// transaction (aborted after the write was queued) are switched on while a player does what writes
// there. Each case checks: the player is told; play goes on; once the failure is switched off,
// everything waiting is written without anything else from the player (the notice goes), and a
// reload shows what the page showed.

import { chromium, type Page } from 'playwright-core';
import type { Rng } from '../../src/engine/rng';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { CHROMIUM, CHROMIUM_ARGS, solutionOf } from '../../test/e2e/harness';
import {
  essence,
  goHome,
  pick,
  readStore,
  startGame,
  state,
  table,
  tap,
  waitFor,
  waitForTarget,
  winSudoku,
} from './soak-page';

type Site = 'moves' | 'clock' | 'records' | 'settings' | 'pool' | 'mirror';
type Mode = 'quota' | 'abort';

/** The IndexedDB stores (or the mirror file) each site writes. */
const STORES: Record<Site, string[]> = {
  moves: ['games'],
  clock: ['clocks'],
  records: ['bestTimes', 'statistics'],
  settings: ['settings'],
  pool: ['pool'],
  mirror: ['mirror'],
};

interface Failure {
  stores: string[];
  mode: Mode;
}
type Injected = Window & { soakFailure?: Failure | null; soakFailed?: number };

/** Runs in the page before the app: every write can be made to fail, store by store. */
export function injectFailures(): void {
  const w = window as Injected;
  w.soakFailure = null;
  w.soakFailed = 0;
  const hit = (store: string) => w.soakFailure?.stores.includes(store) === true;
  const refuse = () =>
    w.soakFailure?.mode === 'quota'
      ? new DOMException('The disk is full (soak)', 'QuotaExceededError')
      : new DOMException('The write failed (soak)', 'UnknownError');
  for (const name of ['put', 'add', 'delete', 'clear'] as const) {
    const original = IDBObjectStore.prototype[name] as (...a: unknown[]) => IDBRequest;
    (IDBObjectStore.prototype as unknown as Record<string, unknown>)[name] = function (
      this: IDBObjectStore,
      ...args: unknown[]
    ) {
      if (!hit(this.name)) return original.apply(this, args);
      w.soakFailed = (w.soakFailed ?? 0) + 1;
      if (w.soakFailure?.mode === 'quota') throw refuse();
      // A transaction that fails after the write was queued: it is rolled back whole.
      const request = original.apply(this, args);
      this.transaction.abort();
      return request;
    };
  }
  const createWritable = FileSystemFileHandle.prototype.createWritable;
  FileSystemFileHandle.prototype.createWritable = function (
    this: FileSystemFileHandle,
    ...args: Parameters<typeof createWritable>
  ) {
    if (!hit('mirror')) return createWritable.apply(this, args);
    w.soakFailed = (w.soakFailed ?? 0) + 1;
    return Promise.reject(refuse());
  };
}

async function setFailure(page: Page, failure: Failure | null): Promise<void> {
  await page.evaluate((f) => {
    (window as Injected).soakFailure = f;
  }, failure);
}

async function sudoku(page: Page): Promise<SudokuSnapshot> {
  return (await state(page)).game as SudokuSnapshot;
}

/** Places the solution digit in a random empty cell; true when the board shows it. */
async function placeDigit(page: Page, rng: Rng): Promise<boolean> {
  const game = await sudoku(page);
  const empties = [...game.values].flatMap((v, i) => (v === '.' ? [i] : []));
  if (empties.length <= 1) return true; // keep the last cell for the records case's win
  const cell = pick(rng, empties);
  const digit = solutionOf(game)[cell] as string;
  await tap(page, `cell:${Math.floor(cell / game.size)}:${cell % game.size}`);
  await tap(page, `pad:${digit}`);
  return (await sudoku(page)).values[cell] === digit;
}

const FAILURE_WORDS = /could not be saved|failed \(/;

async function told(page: Page): Promise<string | null> {
  return page
    .waitForFunction(
      (words) => {
        const banner = window.gridwise.state().banner;
        return banner !== null && new RegExp(words).test(banner) ? banner : false;
      },
      FAILURE_WORDS.source,
      { timeout: 20_000, polling: 50 },
    )
    .then(
      (h) => h.jsonValue() as Promise<string>,
      () => null,
    );
}

/** Everything waiting was written: the failure notice is gone (SaveHealth takes it down only
 * when every site has caught up) and no game write is pending. */
async function caughtUp(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      (words) => {
        const s = window.gridwise.state();
        return !(s.banner !== null && new RegExp(words).test(s.banner)) && s.storage.pending === 0;
      },
      FAILURE_WORDS.source,
      { timeout: 20_000, polling: 50 },
    )
    .then(
      () => true,
      () => false,
    );
}

async function reloadAndContinue(page: Page): Promise<void> {
  await page.reload();
  await waitFor(page, 'ready');
  if (await tap(page, 'btn:continue')) await waitFor(page, 'game');
}

interface CaseResult {
  told: boolean;
  playedOn: boolean;
  caughtUp: boolean;
  failedWrites: number;
  detail: string;
}

/** One site under one kind of failure, on the 4×4 game in progress. */
export async function pressureCase(
  page: Page,
  site: Site,
  mode: Mode,
  rng: Rng,
): Promise<CaseResult> {
  const failure = { stores: STORES[site], mode };
  await page.evaluate(() => {
    (window as Injected).soakFailed = 0;
  });
  let playedOn = true;
  let check: () => Promise<string | null>;
  await setFailure(page, failure);
  if (site === 'moves' || site === 'mirror') {
    playedOn = await placeDigit(page, rng);
    const mirroredBefore = await page.evaluate(() => window.gridwise.state().storage.mirrored);
    const shown = essence(await sudoku(page));
    check = async () => {
      if (site === 'mirror') {
        const mirrored = await page.evaluate(() => window.gridwise.state().storage.mirrored);
        if (mirrored <= mirroredBefore) return 'the second copy was not written again';
      }
      await reloadAndContinue(page);
      const back = essence(await sudoku(page));
      return back === shown ? null : `after a reload: ${back}, shown: ${shown}`;
    };
  } else if (site === 'clock') {
    // The clock writes once a second while the game is played: let it tick a few times.
    const before = (await sudoku(page)).elapsedMs;
    await page.waitForFunction(
      (t) => ((window.gridwise.state().game as { elapsedMs: number }).elapsedMs ?? 0) > t + 3000,
      before,
      { timeout: 20_000, polling: 100 },
    );
    check = async () => {
      const shown = (await sudoku(page)).elapsedMs;
      await reloadAndContinue(page);
      const back = (await sudoku(page)).elapsedMs;
      // The clock is written every second: at most one tick (and the reload's pause) behind.
      return back >= shown - 1500 ? null : `clock after a reload ${back} ms, shown ${shown} ms`;
    };
  } else if (site === 'settings') {
    await goHome(page);
    await tap(page, 'btn:settings');
    const before = await page.evaluate(() => window.gridwise.state().settings);
    const want = before.autoCleanNotes ? 'off' : 'on';
    await tap(page, `setting:autoclean:${want}`);
    const changed = await page.evaluate(() => window.gridwise.state().settings);
    playedOn = changed.autoCleanNotes === (want === 'on');
    check = async () => {
      await page.reload();
      await waitFor(page, 'ready');
      const back = await page.evaluate(() => window.gridwise.state().settings);
      await tap(page, 'btn:continue');
      await waitFor(page, 'game');
      return JSON.stringify(back) === JSON.stringify(changed)
        ? null
        : `settings after a reload ${JSON.stringify(back)}, shown ${JSON.stringify(changed)}`;
    };
  } else if (site === 'pool') {
    // A new game takes a puzzle from the pool (a delete) and the top-up adds one (a put).
    await goHome(page);
    await startGame(page, 'sudoku', 4);
    playedOn = (await state(page)).game !== null;
    check = async () => {
      const memory = await page.evaluate(() => window.gridwise.state().pool);
      const disk = (await readStore(page, 'pool')) as { bucket: string }[];
      const short = Object.entries(memory).filter(
        ([bucket, n]) => disk.filter((r) => r.bucket === bucket).length < n,
      );
      return short.length === 0 ? null : `pool buckets not on disk: ${JSON.stringify(short)}`;
    };
  } else {
    // Records: the win of the game in progress (best time and statistics).
    const id = await page.evaluate(
      () => (window.gridwise.state().game as { seed: string } | null)?.seed ?? '',
    );
    await winSudoku(page);
    playedOn = (await sudoku(page)).status === 'won';
    check = async () => {
      const best = (await readStore(page, 'bestTimes')) as { bucket: string; ms: number }[];
      const stats = (await readStore(page, 'statistics')) as { won?: number }[];
      const won = stats.reduce((n, s) => n + (s.won ?? 0), 0);
      return best.length > 0 && won > 0
        ? null
        : `no best time or win on disk for ${id} (${best.length} best times, ${won} wins)`;
    };
  }
  const notice = await told(page);
  const failedWrites = await page.evaluate(() => (window as Injected).soakFailed ?? 0);
  await setFailure(page, null);
  const done = await caughtUp(page);
  const problem = done ? await check() : 'the notice stayed up or writes stayed pending';
  if (site === 'records') {
    await goHome(page);
    await startGame(page, 'sudoku', 4);
  }
  return {
    told: notice !== null,
    playedOn,
    caughtUp: done && problem === null,
    failedWrites,
    detail: problem ?? notice ?? 'not told',
  };
}

/** Runs every site under both failures `rounds` times; prints the table; true when all held. */
export async function pressureSoak(baseUrl: string, rounds: number, rng: Rng): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const sites: Site[] = ['settings', 'pool', 'clock', 'mirror', 'moves', 'records'];
  const rows = new Map<
    string,
    { cases: number; told: number; on: number; up: number; writes: number }
  >();
  const problems: string[] = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    // As source text: tsx names inner functions with a helper (`__name`) the page lacks.
    await page.addInitScript({
      content: `var __name = (f) => f; (${injectFailures.toString()})();`,
    });
    await page.goto(`${baseUrl}/?lessons=off`);
    await waitFor(page, 'ready');
    await waitForTarget(page, 'game:sudoku');
    await startGame(page, 'sudoku', 4);
    for (let round = 0; round < rounds; round++) {
      for (const mode of ['quota', 'abort'] as const) {
        for (const site of sites) {
          const r = await pressureCase(page, site, mode, rng);
          const key = `${site} | ${mode === 'quota' ? 'disk full' : 'transaction fails'}`;
          const row = rows.get(key) ?? { cases: 0, told: 0, on: 0, up: 0, writes: 0 };
          row.cases++;
          row.told += r.told ? 1 : 0;
          row.on += r.playedOn ? 1 : 0;
          row.up += r.caughtUp ? 1 : 0;
          row.writes += r.failedWrites;
          rows.set(key, row);
          if (!r.told || !r.playedOn || !r.caughtUp || r.failedWrites === 0)
            problems.push(`${key}, round ${round}: ${r.detail} (${r.failedWrites} writes failed)`);
        }
      }
    }
    await context.close();
  } finally {
    await browser.close();
  }
  table(
    `Storage under pressure: ${rounds} round(s) of every write site under each failure`,
    ['site', 'failure', 'cases', 'writes refused', 'told', 'played on', 'caught up after'],
    [...rows].map(([key, r]) => [...key.split(' | '), r.cases, r.writes, r.told, r.on, r.up]),
  );
  for (const p of problems) console.log(`  problem: ${p}`);
  return problems.length === 0;
}
