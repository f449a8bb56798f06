// When the browser's storage misbehaves under a running app: site data cleared while a game is
// open, a database left by a newer Gridwise, IndexedDB wiped by the browser (the second copy
// brings it back), and a backup file carried to a new profile. The built app, real Chromium,
// real IndexedDB and Origin Private File System.

import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { startSudoku, useBrowser } from './fixture';
import {
  appUrl,
  baseUrl,
  openApp,
  persistentPhone,
  playToWin,
  removeBrowserFiles,
  solutionOf,
  state,
  tap,
  targets,
  waitForClock,
  waitForState,
} from './harness';

const e2e = useBrowser();

/** Places the solution digit in the `nth` empty cell and waits until it is on disk. */
async function placeDigit(page: Page, solution: string, cell: number): Promise<void> {
  await tap(page, `cell:${Math.floor(cell / 4)}:${cell % 4}`);
  await tap(page, `pad:${solution[cell]}`);
  await waitForState(page, (s) => s.game?.values[cell] === solution[cell], `digit in ${cell}`);
  await waitForState(page, (s) => s.storage.pending === 0, 'saved');
}

const MIRROR = 'gridwise-mirror.json';

/** A file of the Origin Private File System, read from the page (null when there is none). */
function readOpfs(page: Page, name: string): Promise<string | null> {
  return page.evaluate(async (file) => {
    const root = await navigator.storage.getDirectory();
    const handle = await root.getFileHandle(file).catch(() => null);
    return handle ? (await handle.getFile()).text() : null;
  }, name);
}

/** Replaces a file of the Origin Private File System from the page (as a disk edit would). */
function writeOpfs(page: Page, name: string, text: string): Promise<void> {
  return page.evaluate(
    async ([file, content]) => {
      const root = await navigator.storage.getDirectory();
      const out = await (await root.getFileHandle(file as string)).createWritable();
      await out.write(content as string);
      await out.close();
    },
    [name, text],
  );
}

/** Moves of the first game in the second copy on disk (a sealed copy or an older plain one). */
async function movesInCopy(page: Page): Promise<number> {
  const text = await readOpfs(page, MIRROR);
  if (!text) return 0;
  try {
    const outer = JSON.parse(text) as { content?: string; games?: { moves: string[] }[] };
    const copy = (typeof outer.content === 'string' ? JSON.parse(outer.content) : outer) as {
      games?: { moves: string[] }[];
    };
    return copy.games?.[0]?.moves.length ?? 0;
  } catch {
    return 0; // read while the sync-handle worker had it truncated: read again
  }
}

describe('storage trouble', () => {
  it('carries on saving after site data is cleared while a game is open, and says so', async () => {
    const context = await e2e.phone();
    const page = await openApp(context);
    const game = await startSudoku(page, 4);
    const solution = solutionOf(game);
    const empties = [...game.values].flatMap((v, i) => (v === '.' ? [i] : []));
    await placeDigit(page, solution, empties[0] as number);
    // What "Clear site data" does to IndexedDB, through the DevTools protocol.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl()).origin,
      storageTypes: 'indexeddb',
    });
    const told = await waitForState(
      page,
      (s) => /cleared while it was open/.test(s.notice ?? ''),
      'the notice that storage was cleared',
    );
    expect(told.notice).toMatch(/game in progress and settings are saved again/);
    await tap(page, 'btn:dismiss');
    await placeDigit(page, solution, empties[1] as number);
    await page.reload();
    await page.waitForFunction(() => window.gridwise?.ready === true);
    await tap(page, 'btn:continue');
    const back = await waitForState(page, (s) => s.game !== null, 'the game after reload');
    for (const cell of empties.slice(0, 2))
      expect(back.game?.values[cell], `cell ${cell}`).toBe(solution[cell]);
    expect((page as Page & { errors: string[] }).errors.join('\n')).not.toMatch(
      /InvalidStateError/,
    );
    await context.close();
  });

  it('tells a player whose data is from a newer Gridwise to update, and leaves that data alone', async () => {
    const context = await e2e.phone();
    const page = await openApp(context);
    // A newer Gridwise (schema version 99) left its data; this older build must not touch it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          indexedDB.deleteDatabase('gridwise').onsuccess = () => {
            const open = indexedDB.open('gridwise', 99);
            open.onupgradeneeded = () => open.result.createObjectStore('future').put(1, 'kept');
            open.onsuccess = () => {
              open.result.close();
              resolve();
            };
            open.onerror = () => reject(open.error);
          };
        }),
    );
    await page.reload();
    await page.waitForFunction(() => window.gridwise?.ready === true);
    const s = await state(page);
    expect(s.storage.durable).toBe(false);
    expect(s.notice).toMatch(/newer version of Gridwise\. Reload to update/);
    expect(s.notice).not.toMatch(/private mode/);
    // Read the real IndexedDB from a page without the app (the app's page now plays on an
    // in-memory stand-in).
    const probe = await context.newPage();
    await probe.goto(`${baseUrl()}/robots.txt`);
    const kept = await probe.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const open = indexedDB.open('gridwise');
          open.onsuccess = () => {
            const get = open.result.transaction('future').objectStore('future').get('kept');
            get.onsuccess = () => resolve([open.result.version, get.result]);
          };
        }),
    );
    expect(kept).toEqual([99, 1]);
    await context.close();
  });

  it('brings the game in progress and statistics back from its second copy when the browser wipes IndexedDB', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-wipe-'));
    try {
      let context = await persistentPhone(dir);
      let page = context.pages()[0] ?? (await context.newPage());
      await page.goto(appUrl());
      await page.waitForFunction(() => window.gridwise?.ready === true);
      // (No win here: in a persistent headless profile, an emulated touch on the lobby after
      // a win never returns; see the closing note of issue #15. The export test covers records.)
      const game = await startSudoku(page, 4);
      const solution = solutionOf(game);
      const cell = [...game.values].indexOf('.');
      await placeDigit(page, solution, cell);
      // The mirror follows within a few seconds of the last write: wait until the copy on disk
      // holds the digit (a write begun before it may land after it, so a count is not enough).
      await expect.poll(() => movesInCopy(page), { timeout: 20_000 }).toBeGreaterThan(0);
      await context.close();
      // What Chromium does to a database it finds corrupted: the files are gone.
      const idb = path.join(dir, 'Default', 'IndexedDB');
      expect(readdirSync(idb).length).toBeGreaterThan(0);
      removeBrowserFiles(idb);
      context = await persistentPhone(dir);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(appUrl());
      await page.waitForFunction(() => window.gridwise?.ready === true);
      const told = await state(page);
      expect(told.notice).toMatch(
        /lost Gridwise's saved data\. It was restored .*1 game in progress, 0 best times, 1 statistics table/,
      );
      await tap(page, 'btn:dismiss');
      await tap(page, 'btn:continue');
      const back = await waitForState(page, (s) => s.game !== null, 'the restored game');
      expect(back.game?.values[cell]).toBe(solution[cell]);
      await context.close();
    } finally {
      removeBrowserFiles(dir);
    }
  });

  it('writes the second copy through the mirror worker where createWritable is missing (WebKit, Safari), and restores from it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-sync-handle-'));
    // What Safari and WebKit offer a page: no createWritable (their workers have sync handles).
    const withoutWritable = async (context: BrowserContext) =>
      context.addInitScript(() => {
        delete (FileSystemFileHandle.prototype as { createWritable?: unknown }).createWritable;
      });
    let context: BrowserContext | null = null;
    try {
      context = await persistentPhone(dir);
      await withoutWritable(context);
      let page = context.pages()[0] ?? (await context.newPage());
      await page.goto(appUrl());
      await page.waitForFunction(() => window.gridwise?.ready === true);
      expect(await page.evaluate(() => 'createWritable' in FileSystemFileHandle.prototype)).toBe(
        false,
      );
      const boot = await state(page);
      // Not at start: nothing to copy yet, so no mirror worker either.
      expect(page.workers().map((w) => w.url())).not.toContainEqual(
        expect.stringMatching(/mirror-worker/),
      );
      const game = await startSudoku(page, 4);
      const solution = solutionOf(game);
      const cell = [...game.values].indexOf('.');
      await placeDigit(page, solution, cell);
      const written = await waitForState(page, (s) => s.storage.mirrored > 0, 'the mirror written');
      expect(boot.storage).toMatchObject({ mirror: 'ready', mirrorMethod: 'sync-handle' });
      expect(written.storage).toMatchObject({
        mirror: 'active',
        mirrorMethod: 'sync-handle',
        mirrorError: null,
      });
      expect(page.workers().map((w) => w.url())).toContainEqual(
        expect.stringMatching(/mirror-worker/),
      );
      // Read the file back from the page: sealed, and holding the game the app shows (the
      // digit's write follows the game's first one within MIRROR_EVERY_MS).
      await expect.poll(() => movesInCopy(page), { timeout: 20_000 }).toBeGreaterThan(0);
      const envelope = JSON.parse((await readOpfs(page, MIRROR)) ?? 'null') as {
        sha256: string;
        content: string;
      };
      expect(envelope.sha256).toMatch(/^[0-9a-f]{64}$/);
      const copy = JSON.parse(envelope.content) as {
        games: { kind: string; puzzle: { puzzle: string }; moves: string[] }[];
      };
      const shown = (await state(page)).game as SudokuSnapshot;
      expect(copy.games[0]?.kind).toBe('sudoku');
      expect(copy.games[0]?.puzzle.puzzle).toBe(shown.puzzle);
      await context.close();
      // What Chromium does to a database it finds corrupted: the files are gone.
      removeBrowserFiles(path.join(dir, 'Default', 'IndexedDB'));
      context = await persistentPhone(dir);
      await withoutWritable(context);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(appUrl());
      await page.waitForFunction(() => window.gridwise?.ready === true);
      expect((await state(page)).notice).toMatch(
        /lost Gridwise's saved data\. It was restored .*1 game in progress/,
      );
      await tap(page, 'btn:dismiss');
      await tap(page, 'btn:continue');
      const back = await waitForState(page, (s) => s.game !== null, 'the restored game');
      expect(back.game?.values[cell]).toBe(solution[cell]);
    } finally {
      await context?.close();
      removeBrowserFiles(dir);
    }
  });

  it('sets a second copy edited on disk aside after a wipe, restores nothing from it, and says so in words', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-damaged-'));
    let context: BrowserContext | null = null;
    try {
      context = await persistentPhone(dir);
      let page = context.pages()[0] ?? (await context.newPage());
      await page.goto(appUrl());
      await page.waitForFunction(() => window.gridwise?.ready === true);
      const game = await startSudoku(page, 4);
      await placeDigit(page, solutionOf(game), [...game.values].indexOf('.'));
      await expect.poll(() => movesInCopy(page), { timeout: 20_000 }).toBeGreaterThan(0);
      // Leave the app (nothing writes the mirror any more), then edit the file so that it still
      // parses: one character of the game's time changed.
      await page.goto(`${baseUrl()}/robots.txt`);
      const genuine = (await readOpfs(page, MIRROR)) as string;
      const edited = genuine.replace(
        /(elapsedMs\\?":)(\d)/,
        (_, key: string, d: string) => `${key}${d === '9' ? '8' : '9'}`,
      );
      expect(edited).not.toBe(genuine);
      // Still parses (the sealed copy's content is a JSON text inside the envelope).
      const outer = JSON.parse(edited) as { content?: unknown };
      if (typeof outer.content === 'string') JSON.parse(outer.content);
      await writeOpfs(page, MIRROR, edited);
      await context.close();
      removeBrowserFiles(path.join(dir, 'Default', 'IndexedDB'));
      context = await persistentPhone(dir);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(appUrl());
      await page.waitForFunction(() => window.gridwise?.ready === true);
      const told = await state(page);
      expect(told.notice).toBe(
        "Gridwise's second copy of your data was damaged and was set aside; nothing was restored from it.",
      );
      // Nothing restored: no game to continue, no statistics.
      expect((await targets(page)).map((t) => t.id)).not.toContain('btn:continue');
      await tap(page, 'btn:dismiss');
      await tap(page, 'btn:stats');
      const stats = await waitForState(
        page,
        (s) => s.screen === 'stats' && (s.list?.length ?? 0) > 0,
        'the statistics',
      );
      const rows = stats.list as { bucket: string; started: number }[];
      expect(rows.find((r) => r.bucket === 'sudoku:4:easy')?.started).toBe(0);
      // The damaged copy is kept, byte for byte, under a name of its own.
      const names = await page.evaluate(async () => {
        const root = (await navigator.storage.getDirectory()) as FileSystemDirectoryHandle & {
          keys(): AsyncIterable<string>;
        };
        const found: string[] = [];
        for await (const name of root.keys()) found.push(name);
        return found;
      });
      const aside = names.filter((n) => /^gridwise-mirror\.damaged-.+\.json$/.test(n));
      expect(aside).toHaveLength(1);
      expect(await readOpfs(page, aside[0] as string)).toBe(edited);
    } finally {
      await context?.close();
      removeBrowserFiles(dir);
    }
  });

  it('exports a backup file and imports it into a new profile, without losing what is there', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-backup-'));
    try {
      const oldPhone = await e2e.phone();
      const a = await openApp(oldPhone);
      await startSudoku(a, 4);
      // A win at a person's pace: an import refuses a 4×4 won in under 2.5 s as quicker than
      // anyone plays (src/app/saving/best-time-judge.ts), and taps sent as fast as the page
      // takes them win in about 2 s.
      await waitForClock(a, 3000);
      await playToWin(a);
      await tap(a, 'btn:home');
      const game = await startSudoku(a, 4);
      const solution = solutionOf(game);
      const cell = [...game.values].indexOf('.');
      await placeDigit(a, solution, cell);
      await tap(a, 'btn:home');
      await tap(a, 'btn:settings');
      const [download] = await Promise.all([
        a.waitForEvent('download'),
        tap(a, 'btn:export-backup'),
      ]);
      expect(download.suggestedFilename()).toMatch(/^gridwise-backup-\d{4}-\d\d-\d\d\.json$/);
      const file = path.join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const saved = await waitForState(a, (s) => /^Backup saved/.test(s.notice ?? ''), 'saved');
      expect(saved.notice).toMatch(/1 game in progress, 1 best time/);
      await oldPhone.close();

      const newPhone = await e2e.phone();
      const b = await openApp(newPhone);
      await tap(b, 'btn:settings');
      const [chooser] = await Promise.all([
        b.waitForEvent('filechooser'),
        tap(b, 'btn:import-backup'),
      ]);
      await chooser.setFiles(file);
      const imported = await waitForState(
        b,
        (s) => /^Backup imported/.test(s.notice ?? ''),
        'the import',
      );
      expect(imported.notice).toMatch(/1 game in progress, 1 best time, 1 statistics table/);
      await tap(b, 'btn:dismiss');
      await tap(b, 'btn:back');
      await tap(b, 'btn:continue');
      const back = await waitForState(b, (s) => s.game !== null, 'the imported game');
      expect(back.game?.values[cell]).toBe(solution[cell]);
      // A file that is not a backup is refused by name, and nothing changes.
      const junk = path.join(dir, 'notes.json');
      await import('node:fs').then((fs) => fs.writeFileSync(junk, '{"hello":1}'));
      await tap(b, 'btn:home');
      await tap(b, 'btn:settings');
      const [again] = await Promise.all([
        b.waitForEvent('filechooser'),
        tap(b, 'btn:import-backup'),
      ]);
      await again.setFiles(junk);
      const refused = await waitForState(
        b,
        (s) => /was not imported/.test(s.notice ?? ''),
        'the refusal',
      );
      expect(refused.notice).toMatch(/“notes\.json” was not imported: .*not a Gridwise backup/);
      await newPhone.close();
    } finally {
      removeBrowserFiles(dir);
    }
  });

  it('tells the player when the disk is full, plays on, and catches up when space returns', async () => {
    const context = await e2e.phone();
    const page = await openApp(context, '', async (p) => {
      // A full disk, switched on and off by the test: every put or add throws as Chromium does.
      await p.addInitScript(() => {
        for (const name of ['put', 'add'] as const) {
          const original = IDBObjectStore.prototype[name];
          IDBObjectStore.prototype[name] = function (this: IDBObjectStore, ...args: unknown[]) {
            if ((window as unknown as { diskFull?: boolean }).diskFull)
              throw new DOMException('The disk is full (test)', 'QuotaExceededError');
            return (original as (...a: unknown[]) => IDBRequest).apply(this, args);
          } as never;
        }
      });
    });
    const game = await startSudoku(page, 4);
    const solution = solutionOf(game);
    const [first, second] = [...game.values].flatMap((v, i) => (v === '.' ? [i] : []));
    await page.evaluate(() => {
      (window as unknown as { diskFull?: boolean }).diskFull = true;
    });
    // The clock's next write fails first and the notice comes up, taking room at the top: the
    // board moves down under it, so the player's next taps aim at where it settles.
    await waitForState(page, (s) => /storage is full/.test(s.banner ?? ''), 'the full-disk notice');
    await tap(page, `cell:${Math.floor((first as number) / 4)}:${(first as number) % 4}`);
    await tap(page, `pad:${solution[first as number]}`);
    // Play goes on: the digit is on the board, and the notice stays while the disk is full.
    const told = await waitForState(
      page,
      (s) => s.game?.values[first as number] === solution[first as number],
      'the digit placed on a full disk',
    );
    expect(told.banner).toMatch(/storage is full/);
    await page.evaluate(() => {
      (window as unknown as { diskFull?: boolean }).diskFull = false;
    });
    // With no further move, the waiting one is written once space is back (a clock tick that
    // lands, or the retry every 5 s), and the notice goes.
    await waitForState(
      page,
      (s) => !/storage is full/.test(s.banner ?? ''),
      'the notice gone',
      15_000,
    );
    await placeDigit(page, solution, second as number);
    await page.reload();
    await page.waitForFunction(() => window.gridwise?.ready === true);
    await tap(page, 'btn:continue');
    const back = await waitForState(page, (s) => s.game !== null, 'the game after reload');
    for (const cell of [first, second] as number[])
      expect(back.game?.values[cell], `cell ${cell}`).toBe(solution[cell]);
    await context.close();
  });
});
