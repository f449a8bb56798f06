// The steps every screenshot script takes as a player would, by taps on targets(): a tap that
// must land, waiting for a screen, and a 4×4 Sudoku played to its end (won, won after a hint, or
// given up with Answer after one move). Shared by screenshots.ts and shots-stats.ts.

import type { Page } from 'playwright-core';
import type { SudokuSnapshot } from '../src/games/sudoku/play/sudoku-snapshot';
import { solutionOf } from '../test/e2e/harness';
import { describe, goHome, tap, waitFor, waitIdle } from './soak/soak-page';

/** Taps `id`, scrolling a lobby button below the fold into view first; throws when it is not there. */
export async function must(page: Page, id: string): Promise<void> {
  await page.evaluate((want) => {
    const element = document.querySelector(`[data-id="${CSS.escape(want)}"]`);
    const box = element?.getBoundingClientRect();
    if (element && box && (box.top < 0 || box.bottom > window.innerHeight))
      element.scrollIntoView({ block: 'center' });
  }, id);
  if (!(await tap(page, id))) throw new Error(`no target ${id} on screen: ${await describe(page)}`);
}

/** The three windows a tour of its own is shot at: phone, a phone on its side, a desktop. */
export const TOUR_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, scale: 2, mobile: true },
  { name: 'landscape', width: 844, height: 390, scale: 2, mobile: true },
  { name: 'desktop', width: 1280, height: 800, scale: 1, mobile: false },
] as const;

/** Taps `id` at once where the app says it stands (a Link tile on a board without gravity:
 *  nothing moves it, so no settle check, as a quick player taps). */
export async function quickTap(page: Page, id: string): Promise<void> {
  const t = await page.evaluate((want) => window.gridwise.targets().find((x) => x.id === want), id);
  if (!t) throw new Error(`no target ${id} on screen`);
  await page.touchscreen.tap(t.x + t.width / 2, t.y + t.height / 2);
}

/** Waits until the app shows `screen` and has nothing left to draw. */
export async function screenIs(page: Page, screen: string): Promise<void> {
  await page.waitForFunction((want) => window.gridwise.state().screen === want, screen, {
    timeout: 30_000,
    polling: 50,
  });
  await waitIdle(page);
}

/** How a played game ends: a win, a win after a hint, or Answer after one move. */
export type SudokuEnding = 'win' | 'hinted' | 'answer';

/** From home: a 4×4 Sudoku started and played to `ending`, then home again. */
export async function playSudoku4(page: Page, ending: SudokuEnding): Promise<void> {
  for (const id of ['game:sudoku', 'size:4', 'btn:start']) await must(page, id);
  await waitFor(page, 'playing', 60_000);
  const game = (await page.evaluate(() => window.gridwise.state().game)) as SudokuSnapshot;
  const solution = solutionOf(game);
  const empty = [...game.values].flatMap((value, i) => (value === '.' ? [i] : []));
  if (ending === 'hinted') {
    await must(page, 'btn:hint');
    await must(page, 'btn:hint-close');
  }
  // An Answer game has one move first: a game with no move is not played at all.
  for (const i of ending === 'answer' ? empty.slice(0, 1) : empty) {
    await must(page, `cell:${Math.floor(i / 4)}:${i % 4}`);
    await must(page, `pad:${solution[i]}`);
  }
  if (ending === 'answer') {
    // In the More sheet: the tap opens it first (window.gridwise.opener).
    await must(page, 'btn:answer');
    await must(page, 'btn:confirm');
  }
  await waitFor(page, 'won');
  await goHome(page);
}

/** Fills every empty cell of the Sudoku on screen with its solution, by taps, as a player would. */
export async function solveByTaps(page: Page): Promise<void> {
  const game = (await page.evaluate(() => window.gridwise.state().game)) as SudokuSnapshot;
  const solution = solutionOf(game);
  for (let i = 0; i < game.size * game.size; i++) {
    if (game.values[i] !== '.') continue;
    await must(page, `cell:${Math.floor(i / game.size)}:${i % game.size}`);
    await must(page, `pad:${solution[i]}`);
  }
}
