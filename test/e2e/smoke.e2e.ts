// The fast tier's end-to-end check (`npm run test:fast`): the built app in real Chromium, driven
// by touch on a phone, wins a Sudoku, clears a Link board, and brings a game back after a
// reload. The full suite covers each of these in depth; this file only proves the whole app
// still works, in well under a minute. Every page here runs under the shipped
// Content-Security-Policy (header and <meta>), which must never be violated, and no request may
// leave the app's origin.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startSudoku, useBrowser } from './fixture';
import {
  baseUrl,
  clearLinkBoard,
  openApp,
  pageErrors,
  playToWin,
  solutionOf,
  tap,
  waitForState,
} from './harness';

const e2e = useBrowser({ drawing: true });

/** Pages with their policy violations and the requests that left the origin. */
const watched = new WeakMap<Page, { violations: string[]; foreign: string[] }>();

async function freshPhone(): Promise<Page> {
  const context = await e2e.phone();
  const seen = { violations: [] as string[], foreign: [] as string[] };
  const origin = new URL(baseUrl()).origin;
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)) seen.foreign.push(url);
  });
  const page = await openApp(context, '', async (p) => {
    await p.exposeFunction('__cspViolation', (text: string) => seen.violations.push(text));
    await p.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __cspViolation(t: string): void }).__cspViolation;
        report(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
      });
    });
  });
  watched.set(page, seen);
  return page;
}

/** The policy held and nothing was fetched from elsewhere. */
async function expectSecure(page: Page): Promise<void> {
  const policy = await page.evaluate(() =>
    document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
  );
  expect(policy).toMatch(/script-src 'self'/);
  expect(policy).not.toMatch(/unsafe-eval/);
  expect(watched.get(page)).toEqual({ violations: [], foreign: [] });
}

describe('smoke', () => {
  it('wins a 4×4 Sudoku by touch', async () => {
    const page = await freshPhone();
    await startSudoku(page, 4);
    const won = await playToWin(page);
    expect(won.game?.status).toBe('won');
    expect(won.notice).toMatch(/^Solved! 4×4/);
    expect(pageErrors(page)).toEqual([]);
    await expectSecure(page);
    await page.context().close();
  });

  it('clears a small Link board by touch', async () => {
    const page = await freshPhone();
    await tap(page, 'game:link');
    await tap(page, 'size:small');
    await tap(page, 'level:classic');
    await tap(page, 'btn:start');
    const s = await clearLinkBoard(page);
    expect(s.game?.status).toBe('won');
    expect(s.game?.tilesLeft).toBe(0);
    expect(s.notice).toMatch(/Cleared!/);
    expect(pageErrors(page)).toEqual([]);
    await expectSecure(page);
    await page.context().close();
  });

  it('brings a game back exactly after a reload', async () => {
    const page = await freshPhone();
    const game = await startSudoku(page, 9);
    const solution = solutionOf(game);
    const [first, second] = [...game.values].flatMap((v, i) => (v === '.' ? [i] : []));
    const cell = (i: number) => `cell:${Math.floor(i / 9)}:${i % 9}`;
    await tap(page, cell(first as number));
    await tap(page, `pad:${solution[first as number]}`);
    await tap(page, cell(second as number));
    await tap(page, 'btn:notes');
    await tap(page, 'pad:1');
    const before = await waitForState(
      page,
      (s) => s.game?.notes !== game.notes && s.storage.pending === 0,
      'the note, saved',
    );
    await page.reload();
    await page.waitForFunction(() => window.gridwise?.ready === true);
    await tap(page, 'btn:continue');
    const back = (await waitForState(page, (s) => s.game !== null, 'the resumed game')).game;
    expect(back?.puzzle).toBe(game.puzzle);
    expect(back?.values).toBe(before.game?.values);
    expect(back?.values[first as number]).toBe(solution[first as number]);
    expect(back?.notes).toBe(before.game?.notes);
    expect(back?.selected).toEqual(before.game?.selected);
    expect(back?.noteMode).toBe(true);
    expect(back?.canUndo).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await expectSecure(page);
    await page.context().close();
  });
});
