// The one e2e fixture: a file's browser lifecycle and "start a game". Every e2e file calls
// useBrowser() at its top instead of its own beforeAll/afterAll pair: one Chromium per file
// (launching one costs seconds on a loaded machine), and every context a test opens through
// it is closed after the file even when the test fails half way.

import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import {
  type FileNeeds,
  fileNeeds,
  LOW_DPR,
  launch,
  noteDensity,
  openApp,
  PHONE,
  startNewIfAsked,
  tap,
  waitForState,
  withFileNeeds,
} from './harness';

export interface E2eBrowser {
  /** The file's Chromium, launched before its first test. */
  readonly browser: Browser;
  /** A new context of the file's browser, closed after the file. */
  context(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A new PHONE context (with the file's needs), closed after the file. */
  phone(): Promise<BrowserContext>;
  /**
   * A phone for a test that reads no pixels in a file that draws: LOW_DPR, and its pages
   * rasterize nothing (`?raster=off`, harness noteDensity).
   */
  sceneOnlyPhone(): Promise<BrowserContext>;
}

/** What a file asks of useBrowser: Chromium's extra flags, and what it needs (harness FileNeeds). */
export interface BrowserWants extends FileNeeds {
  args?: readonly string[];
}

/**
 * Launches one Chromium for the calling file and closes it after the file. `wants` says what the
 * file needs beyond the defaults (no service worker, pages drawn at LOW_DPR: harness FileNeeds),
 * or gives Chromium's extra flags alone.
 */
export function useBrowser(wants: readonly string[] | BrowserWants = {}): E2eBrowser {
  const { args: extraArgs = [], ...needed } = Array.isArray(wants)
    ? { args: wants as readonly string[] }
    : (wants as BrowserWants);
  fileNeeds(needed);
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch(extraArgs);
  });
  afterAll(async () => {
    // A test may have closed its own context already: closing again is harmless.
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    browser = null;
  });
  const fixture: E2eBrowser = {
    get browser(): Browser {
      if (!browser) throw new Error('useBrowser(): the browser is only there inside a test');
      return browser;
    },
    context: async (options = {}) => {
      const full = withFileNeeds(options);
      const context = await fixture.browser.newContext(full);
      noteDensity(context, full);
      contexts.push(context);
      return context;
    },
    phone: () => fixture.context({ ...PHONE }),
    sceneOnlyPhone: () => fixture.context({ ...PHONE, deviceScaleFactor: LOW_DPR }),
  };
  return fixture;
}

/**
 * The app open on a touch phone of `width`×`height` at two device pixels per CSS pixel, as a
 * sharp phone screen draws it (the game screen's fit and frame tests).
 */
export async function openSharpPhone(
  e2e: E2eBrowser,
  width: number,
  height: number,
): Promise<Page> {
  const context = await e2e.context({
    viewport: { width, height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  return openApp(context);
}

export type SudokuSize = 4 | 6 | 9;
export type SudokuLevel = 'easy' | 'medium' | 'hard';

/**
 * From the lobby, as a player: chooses Sudoku, a size and a level, taps Start, and waits until
 * that Sudoku is in play (a generated puzzle can take a while on a loaded machine).
 */
export async function startSudoku(
  page: Page,
  size: SudokuSize,
  level: SudokuLevel = 'easy',
): Promise<SudokuSnapshot> {
  for (const id of ['game:sudoku', `size:${size}`, `level:${level}`, 'btn:start'])
    await tap(page, id);
  await startNewIfAsked(page);
  const s = await waitForState(
    page,
    (x) =>
      x.screen === 'game' &&
      x.game?.kind === 'sudoku' &&
      x.game.status === 'playing' &&
      x.game.size === size &&
      x.game.level === level,
    `a new ${size}×${size} ${level} Sudoku`,
    60_000,
  );
  return s.game as SudokuSnapshot;
}
