// Nothing lost, and no network needed: the built app with its real service worker and real
// IndexedDB. Offline play after one visit; abrupt kills right after moves; private-mode and
// corrupt-record fallbacks.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { startSudoku, useBrowser } from './fixture';
import {
  appUrl,
  killBrowser,
  openApp,
  pageErrors,
  persistentPhone,
  playToWin,
  removeBrowserFiles,
  serviceWorkerActive,
  solutionOf,
  state,
  tap,
  waitForState,
} from './harness';

const e2e = useBrowser({ serviceWorker: true });

describe('offline', () => {
  it('after one visit, loads, starts a new game from the pool and plays to the win offline', async () => {
    const context = await e2e.phone();
    // The pool's top-up on (the harness turns it off): this test starts its game from it.
    const page = await openApp(context, '', undefined, { fill: true });
    await serviceWorkerActive(page);
    // The pool fills in the background; wait until the 4×4 easy bucket has a puzzle on disk.
    await waitForState(page, (s) => (s.pool['sudoku:4:easy'] ?? 0) > 0, 'a pooled 4×4', 90_000);
    await context.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => window.gridwise?.ready === true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // A brand-new page, offline too.
    const second = await context.newPage();
    await second.goto(appUrl('', { fill: true }));
    await second.waitForFunction(() => window.gridwise?.ready === true, undefined, {
      timeout: 30_000,
    });
    // The lobby reads the pool from disk just after its first frame: wait for that read.
    const read = await waitForState(
      second,
      (s) => Object.keys(s.pool).length > 0,
      'the pool read from disk',
    );
    const before = read.pool['sudoku:4:easy'] ?? 0;
    expect(before).toBeGreaterThan(0);
    const started = await startSudoku(second, 4);
    expect(started.size).toBe(4);
    const won = await playToWin(second);
    expect(won.notice).toMatch(/Solved/);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('first load', () => {
  it('starts the pool only once the load has settled, then fills it', async () => {
    const context = await e2e.phone();
    const page = await openApp(context, '', undefined, { fill: true });
    // The lobby is up without the pool's code (the game cores, the grader, the worker's client):
    // src/main.ts starts it 2.5 s after the load event, or when a game first asks for a puzzle.
    const poolChunk = () =>
      page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const chunk = performance
          .getEntriesByType('resource')
          .find((e) => /\/pool-boot-[\w-]+\.js$/.test(e.name));
        return { loadEnd: nav.loadEventEnd, poolAt: chunk ? chunk.startTime : null };
      });
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').some((e) => /\/pool-boot-/.test(e.name)),
      undefined,
      { timeout: 30_000 },
    );
    const { loadEnd, poolAt } = await poolChunk();
    expect(loadEnd).toBeGreaterThan(0);
    expect(
      (poolAt as number) - loadEnd,
      'ms from the load event to the pool',
    ).toBeGreaterThanOrEqual(2500);
    await waitForState(page, (s) => (s.pool['sudoku:4:easy'] ?? 0) > 0, 'a pooled 4×4', 90_000);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('kill and resume', () => {
  it('brings back the last move, notes, undo history and clock after SIGKILL at random points', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-kill-'));
    // KILL_ROUNDS=100 turns this into the soak quoted in BENCHMARKS.md.
    const rounds = Number(process.env.KILL_ROUNDS ?? 8);
    let random = 12345;
    const rand = (n: number) => {
      random = (random * 1103515245 + 12345) % 2 ** 31;
      return random % n;
    };
    let expected: SudokuSnapshot | null = null;
    const killDelays: number[] = [];
    try {
      for (let round = 0; round < rounds; round++) {
        const context = await persistentPhone(dir);
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(appUrl());
        await page.waitForFunction(() => window.gridwise?.ready === true, undefined, {
          timeout: 30_000,
        });
        if (expected === null) {
          await startSudoku(page, 9);
        } else {
          const asked = Date.now();
          await tap(page, 'btn:continue');
          const back = await waitForState(page, (s) => s.game !== null, 'the resumed game');
          // The clock runs again from the restore: the time this took is on it by the read.
          const restoring = Date.now() - asked;
          const game = back.game as SudokuSnapshot;
          expect(game.values, `round ${round}: digits`).toBe(expected.values);
          expect(game.notes, `round ${round}: notes`).toBe(expected.notes);
          expect(game.canUndo, `round ${round}: undo history`).toBe(expected.canUndo);
          expect(game.canRedo, `round ${round}: redo branch`).toBe(expected.canRedo);
          expect(game.selected, `round ${round}: selection`).toEqual(expected.selected);
          expect(game.noteMode, `round ${round}: notes toggle`).toBe(expected.noteMode);
          expect(game.elapsedMs, `round ${round}: clock`).toBeGreaterThanOrEqual(
            expected.elapsedMs - 1000,
          );
          // Not the seconds the browser was dead and restarting; a loaded machine took 2.1 s
          // from Continue to this read once, past a fixed 1.5 s bound.
          expect(game.elapsedMs, `round ${round}: clock`).toBeLessThanOrEqual(
            expected.elapsedMs + restoring + 1000,
          );
        }
        // A few random moves: digits from the solution, notes, undo.
        const game = (await state(page)).game as SudokuSnapshot;
        const solution = solutionOf(game);
        const empties = [...game.values].flatMap((v, i) => (v === '.' ? [i] : []));
        const moves = 2 + rand(4);
        for (let m = 0; m < moves; m++) {
          const cell = empties[rand(empties.length)] as number;
          await tap(page, `cell:${Math.floor(cell / 9)}:${cell % 9}`);
          const kind = rand(5);
          if (kind === 0) {
            await tap(page, 'btn:notes');
            await tap(page, `pad:${1 + rand(9)}`);
            await tap(page, 'btn:notes');
          } else if (kind === 1 && (await state(page)).game?.canUndo) {
            await tap(page, 'btn:undo');
          } else {
            await tap(page, `pad:${solution[cell]}`);
          }
        }
        // Right after the last move is drawn (the app's render loop has nothing left to draw),
        // wait 0–3 more frames (0–50 ms at 60 Hz), then kill: what the player saw must survive.
        const frames = Math.floor(rand(60) / 16);
        await page.evaluate(
          (more) =>
            new Promise((resolve) => {
              const nextFrames = (left: number) =>
                requestAnimationFrame(() => (left === 0 ? resolve(null) : nextFrames(left - 1)));
              const whenDrawn = () => {
                if (!window.gridwise?.idle()) requestAnimationFrame(whenDrawn);
                else if (more === 0) resolve(null);
                else nextFrames(more - 1);
              };
              whenDrawn();
            }),
          frames,
        );
        expected = (await state(page)).game;
        killDelays.push(frames);
        killBrowser(dir);
        await context.close().catch(() => {});
      }
      console.log(
        `kill-and-resume: ${rounds} kills, ${killDelays.join(', ')} frames after the last move was drawn`,
      );
    } finally {
      removeBrowserFiles(dir);
    }
  });
});

describe('storage failures', () => {
  it('without IndexedDB (private mode), play continues in memory with a visible notice', async () => {
    const context = await e2e.phone();
    const page = await openApp(context, '', async (p) => {
      await p.addInitScript(() => {
        // What some private modes do: the API is there, every open fails.
        IDBFactory.prototype.open = () => {
          throw new DOMException('IndexedDB is disabled in this mode', 'InvalidStateError');
        };
      });
    });
    const s = await state(page);
    expect(s.storage.durable).toBe(false);
    expect(s.notice).toMatch(/isn't letting Gridwise save/);
    await tap(page, 'btn:dismiss');
    await startSudoku(page, 4);
    const won = await playToWin(page);
    expect(won.game?.status).toBe('won');
    await context.close();
  });

  it('sets aside a corrupt saved game and a corrupt setting, reports them, and starts clean', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-corrupt-'));
    try {
      let context: BrowserContext = await persistentPhone(dir);
      let page = context.pages()[0] ?? (await context.newPage());
      await page.goto(appUrl());
      await page.waitForFunction(() => window.gridwise?.ready === true);
      await startSudoku(page, 4);
      await waitForState(page, (s) => s.storage.pending === 0 && s.storage.committed > 0, 'saved');
      // Damage the stored game the way a bad write or a foreign tool could: a move that is not
      // a move, and a setting of the wrong type.
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('gridwise');
            open.onsuccess = () => {
              const tx = open.result.transaction(['games', 'settings'], 'readwrite');
              const games = tx.objectStore('games');
              const get = games.get('sudoku');
              get.onsuccess = () => {
                games.put({ ...get.result, moves: ['v00Z'], applied: 1 }, 'sudoku');
                tx.objectStore('settings').put({ format: 1, values: 7 }, 'settings');
              };
              tx.oncomplete = () => resolve();
              tx.onerror = () => reject(tx.error);
            };
          }),
      );
      await context.close();
      context = await persistentPhone(dir);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(appUrl());
      await page.waitForFunction(() => window.gridwise?.ready === true);
      const s = await state(page);
      expect(s.screen).toBe('home');
      expect(s.notice).toMatch(/could not be read/);
      expect(s.settings.conflictMode).toBe('refuse');
      const quarantined = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const open = indexedDB.open('gridwise');
            open.onsuccess = () => {
              const all = open.result.transaction('quarantine').objectStore('quarantine').getAll();
              all.onsuccess = () =>
                resolve(
                  all.result.map(
                    (q: { store: string; reason: string }) => `${q.store}: ${q.reason}`,
                  ),
                );
            };
          }),
      );
      expect(quarantined.some((q) => q.startsWith('games:') && /v00Z/.test(q))).toBe(true);
      expect(quarantined.some((q) => q.startsWith('settings:'))).toBe(true);
      expect(pageErrors(page).filter((e) => !/could not be read|Storage problem/.test(e))).toEqual(
        [],
      );
      await context.close();
    } finally {
      removeBrowserFiles(dir);
    }
  });
});

describe('two tabs', () => {
  it('never loses a move when the same game is played in two tabs in turn', async () => {
    const context = await e2e.phone();
    const a = await openApp(context);
    await startSudoku(a, 4);
    const game = (await state(a)).game as SudokuSnapshot;
    const solution = solutionOf(game);
    const empties = [...game.values].flatMap((v, i) => (v === '.' ? [i] : []));
    const write = async (page: Page, cell: number) => {
      await tap(page, `cell:${Math.floor(cell / 4)}:${cell % 4}`);
      await tap(page, `pad:${solution[cell]}`);
      await waitForState(page, (s) => s.game?.values[cell] === solution[cell], `cell ${cell}`);
      await waitForState(page, (s) => s.storage.pending === 0, 'saved');
    };
    await write(a, empties[0] as number);
    // Tab B opens the same game and plays on (both tabs stay visible, clocks running).
    const b = await openApp(context);
    await tap(b, 'btn:continue');
    await waitForState(b, (s) => s.game !== null, 'the game in tab B');
    await write(b, empties[1] as number);
    // Back in tab A (B's write was broadcast): A shows B's move, and A's next move keeps both.
    await waitForState(
      a,
      (s) => s.game?.values[empties[1] as number] === solution[empties[1] as number],
      "B's move in tab A",
    );
    await write(a, empties[2] as number);
    // Both clocks tick and write meanwhile: two clock writes from each tab. They are kept
    // apart from the game, so neither tab's ticks make the other's next move look stale.
    const ticks = await Promise.all([a, b].map(async (p) => (await state(p)).storage.clockWrites));
    await Promise.all(
      [a, b].map((p, i) =>
        waitForState(
          p,
          (s) => s.storage.clockWrites >= (ticks[i] as number) + 2 && s.storage.pending === 0,
          `two clock writes in tab ${i === 0 ? 'A' : 'B'}`,
        ),
      ),
    );
    await write(b, empties[3] as number);
    await waitForState(
      a,
      (s) => s.game?.values[empties[3] as number] === solution[empties[3] as number],
      "B's second move in tab A",
    );
    await b.reload();
    await b.waitForFunction(() => window.gridwise?.ready === true);
    await tap(b, 'btn:continue');
    const final = await waitForState(b, (s) => s.game !== null, 'the game after reload');
    for (const cell of empties.slice(0, 4))
      expect(final.game?.values[cell], `cell ${cell}`).toBe(solution[cell]);
    await context.close();
  });
});
