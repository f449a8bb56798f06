// When the browser's storage misbehaves under a running app: site data cleared while a game is
// open, and a database left by a newer Gridwise. The built app, real Chromium, real IndexedDB.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import {
  baseUrl,
  launch,
  openApp,
  phoneContext,
  type SudokuView,
  solutionOf,
  state,
  tap,
  waitForState,
} from './harness';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function startGame(page: Page): Promise<SudokuView> {
  await tap(page, 'size:4');
  await tap(page, 'level:easy');
  await tap(page, 'btn:start');
  return waitForState(page, (s) => s.game?.status === 'playing', 'a new game', 60_000);
}

/** Places the solution digit in the `nth` empty cell and waits until it is on disk. */
async function placeDigit(page: Page, solution: string, cell: number): Promise<void> {
  await tap(page, `cell:${Math.floor(cell / 4)}:${cell % 4}`);
  await tap(page, `pad:${solution[cell]}`);
  await waitForState(page, (s) => s.game?.values[cell] === solution[cell], `digit in ${cell}`);
  await waitForState(page, (s) => s.storage.pending === 0, 'saved');
}

describe('storage trouble', () => {
  it('carries on saving after site data is cleared while a game is open, and says so', async () => {
    const context = await phoneContext(browser);
    const page = await openApp(context);
    const game = (await startGame(page)).game as SudokuSnapshot;
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
    const context = await phoneContext(browser);
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
});
