// Accessibility in real Chromium: a 4×4 played to the win with the keyboard alone (a visible focus
// ring on the way), the board as the browser's accessibility tree presents it to a screen reader
// (an ARIA grid of named cells, the canvas's buttons by name, a live region that speaks), the dark
// theme checked by its pixels and kept across reloads, and reduced motion drawing fewer frames.

import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Target } from '../../src/app/automation/automation';
import { parseLinkBoard } from '../../src/games/link/core/board';
import { solveLink } from '../../src/games/link/core/solver';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { startSudoku, useBrowser } from './fixture';
import {
  LOW_DPR,
  nearestSafePair,
  openApp,
  pageErrors,
  quiet,
  screenshot,
  settle,
  solutionOf,
  state,
  tap,
  targets,
  waitForState,
} from './harness';
import { boxPixels } from './screen-pixels';

const e2e = useBrowser({ drawing: true });

const TEST_TIMEOUT = 120_000;

// ---------------------------------------------------------------------------------------------
// Keyboard

/** What the keyboard focus is on: its automation id, role, grid index, and how it is drawn. */
interface Focus {
  id: string | null;
  role: string | null;
  index: number | null;
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidth: number;
  boxShadow: string;
  rect: { x: number; y: number; width: number; height: number };
}

async function focused(page: Page): Promise<Focus | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return {
      id: el.dataset.id ?? null,
      role: el.getAttribute('role'),
      index: el.dataset.index === undefined ? null : Number(el.dataset.index),
      focusVisible: el.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: Number.parseFloat(style.outlineWidth) || 0,
      boxShadow: style.boxShadow,
      rect: { x: r.x, y: r.y, width: r.width, height: r.height },
    };
  });
}

/** A ring a sighted keyboard user can see: a real outline of 2 px or more, or a box shadow,
 *  on an element of some size inside the window. */
function ringIsVisible(focus: Focus, viewport: { width: number; height: number }): boolean {
  const outline = focus.outlineStyle !== 'none' && focus.outlineWidth >= 2;
  const shadow = focus.boxShadow !== 'none' && focus.boxShadow !== '';
  const { x, y, width, height } = focus.rect;
  const onScreen =
    width >= 8 && height >= 8 && x >= 0 && y >= 0 && x + width <= viewport.width + 0.5;
  return focus.focusVisible && (outline || shadow) && onScreen && y + height <= viewport.height;
}

/**
 * Presses Tab until `wanted` holds for the focused element (a player reading the focus ring),
 * and returns that focus. Fails after `limit` presses: the control is not reachable.
 */
async function tabTo(
  page: Page,
  wanted: (f: Focus) => boolean,
  what: string,
  limit = 60,
): Promise<Focus> {
  const path: string[] = [];
  for (let presses = 0; presses <= limit; presses++) {
    const focus = await focused(page);
    if (focus && wanted(focus)) return focus;
    path.push(focus?.id ?? focus?.role ?? 'body');
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}; focus went: ${path.join(' → ')}`);
}

/** The key that moves the selection one step from `from` towards `to` on a size×size board. */
function stepKey(from: [number, number], to: [number, number]): string {
  if (from[0] !== to[0]) return from[0] < to[0] ? 'ArrowDown' : 'ArrowUp';
  return from[1] < to[1] ? 'ArrowRight' : 'ArrowLeft';
}

/** Every key, in order, from `from` to `to`: rows first, then columns (as stepKey goes). */
function stepKeys(from: [number, number], to: [number, number]): string[] {
  const keys: string[] = [];
  const at: [number, number] = [from[0], from[1]];
  while (at[0] !== to[0] || at[1] !== to[1]) {
    const key = stepKey(at, to);
    keys.push(key);
    if (key === 'ArrowDown') at[0]++;
    else if (key === 'ArrowUp') at[0]--;
    else if (key === 'ArrowRight') at[1]++;
    else at[1]--;
  }
  return keys;
}

// ---------------------------------------------------------------------------------------------
// Accessibility tree (CDP)

interface AxNode {
  role: string;
  name: string;
  ignored: boolean;
}

async function axTree(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value?: unknown }; name?: { value?: unknown } }[];
    };
    return nodes.map((n) => ({
      role: String(n.role?.value ?? ''),
      name: String(n.name?.value ?? ''),
      ignored: n.ignored,
    }));
  } finally {
    await cdp.detach();
  }
}

/** One frame drawn by the browser: the accessibility tree catches up with the DOM in it. */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}

/** The accessibility tree once `ready` holds for it (the layer follows the canvas a frame late). */
async function axTreeWhen(
  page: Page,
  ready: (nodes: AxNode[]) => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<AxNode[]> {
  const deadline = Date.now() + timeoutMs;
  let nodes = await axTree(page);
  while (!ready(nodes)) {
    if (Date.now() > deadline) {
      const shown = nodes
        .filter((n) => !n.ignored && n.name !== '')
        .map((n) => `${n.role}:${n.name}`);
      throw new Error(
        `accessibility tree never showed ${what}; have ${shown.join(' | ').slice(0, 1500)}`,
      );
    }
    await nextFrame(page);
    nodes = await axTree(page);
  }
  return nodes;
}

const visibleNodes = (nodes: AxNode[]) => nodes.filter((n) => !n.ignored);

/** The polite live region's words (role=status), without the mark that makes repeats re-read. */
async function statusText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="status"]')]
      .map((el) => el.textContent ?? '')
      .join(' | ')
      .replaceAll('\u200b', ''),
  );
}

// ---------------------------------------------------------------------------------------------
// Pixels

/** WCAG relative luminance of an 8-bit sRGB colour. */
function luminance(r: number, g: number, b: number): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Luminance statistics of regions of a PNG, decoded by the browser in a blank page. */
async function regionStats(
  context: BrowserContext,
  png: Buffer,
  regions: Region[],
): Promise<{ mean: number; max: number; min: number }[]> {
  const pixels = await boxPixels(context, png, regions);
  return pixels.map((data) => {
    let sum = 0;
    let max = 0;
    let min = 1;
    const n = data.length / 4;
    for (let i = 0; i < data.length; i += 4) {
      const l = luminance(data[i] as number, data[i + 1] as number, data[i + 2] as number);
      sum += l;
      max = Math.max(max, l);
      min = Math.min(min, l);
    }
    return { mean: sum / n, max, min };
  });
}

/** The middle part of a target, in device pixels of a screenshot taken at `dpr`. */
function inner(t: Target, dpr: number, keep = 0.6): Region {
  const mx = (t.width * (1 - keep)) / 2;
  const my = (t.height * (1 - keep)) / 2;
  return {
    x: Math.round((t.x + mx) * dpr),
    y: Math.round((t.y + my) * dpr),
    width: Math.max(1, Math.round(t.width * keep * dpr)),
    height: Math.max(1, Math.round(t.height * keep * dpr)),
  };
}

/**
 * The look once the app has applied its settings' look: a page that booted with another copy of
 * the look in localStorage (or none) rebuilds its scene in place and writes the copy again.
 */
async function settledLook(
  page: Page,
): Promise<{ theme: string; scheme: string; body: string; stored: string }> {
  try {
    await page.waitForFunction(
      () => {
        if (window.gridwise?.ready !== true) return false;
        const { theme, colourBlind } = window.gridwise.state().settings;
        let stored: { theme?: unknown; colourBlind?: unknown } | null = null;
        try {
          stored = JSON.parse(localStorage.getItem('gridwise-look') ?? 'null');
        } catch {
          stored = null;
        }
        const storedTheme =
          stored?.theme === 'light' || stored?.theme === 'dark' ? stored.theme : 'system';
        const scheme = document.documentElement.style.colorScheme;
        const wanted = theme === 'system' ? scheme : theme;
        return (
          storedTheme === theme &&
          (stored?.colourBlind === true) === colourBlind &&
          scheme === wanted
        );
      },
      undefined,
      { polling: 20, timeout: 30_000 },
    );
  } catch {
    throw new Error('the look of the settings was never applied');
  }
  return page.evaluate(() => ({
    theme: window.gridwise.state().settings.theme,
    scheme: document.documentElement.style.colorScheme,
    body: getComputedStyle(document.body).backgroundColor,
    stored: localStorage.getItem('gridwise-look') ?? '',
  }));
}

// ---------------------------------------------------------------------------------------------
// Link frames

/**
 * A phone whose clock the test holds (Playwright's fake timers, installed before the app loads:
 * Date, performance.now, timers and requestAnimationFrame). Paused, it draws one frame per
 * 16 ms of `runFor`, like a 60 Hz screen, however slowly software WebGL draws on this machine:
 * the frames counted are the ones the app asks for, not the ones a busy CPU manages.
 */
async function clockedPhone(): Promise<BrowserContext> {
  const context = await e2e.phone();
  await context.clock.install();
  return context;
}

const framesDrawn = (page: Page) => page.evaluate(() => window.gridwise.framesDrawn());

/** Taps a target without waiting for a frame (the paused clock would never bring one). */
async function tapNow(page: Page, id: string): Promise<void> {
  const target = (await targets(page)).find((t) => t.id === id);
  if (!target) throw new Error(`no target ${id} on screen`);
  await page.touchscreen.tap(target.x + target.width / 2, target.y + target.height / 2);
}

interface MatchFrames {
  /** Frames drawn for tapping the pair's first tile (it is selected). */
  select: number;
  /** Frames drawn from the second tap until the app is idle again: the match itself. */
  match: number;
}

/**
 * Starts a small classic Link board, plans a pair with the core solver, then with the clock
 * paused taps it and lets the clock run until nothing is left to draw.
 */
async function framesForOneMatch(page: Page): Promise<MatchFrames> {
  await tap(page, 'game:link');
  await tap(page, 'size:small');
  await tap(page, 'level:classic');
  await tap(page, 'btn:start');
  const s = await waitForState<LinkSnapshot>(
    page,
    (x) => x.game?.kind === 'link' && x.game.status === 'playing',
    'a Link game',
    60_000,
  );
  await quiet(page);
  const g = s.game as LinkSnapshot;
  const plan = solveLink(parseLinkBoard(g.board), 'none');
  if (plan.status !== 'solved') throw new Error(`solver: ${plan.status} on\n${g.board}`);
  const [a, b] = plan.moves[0] as [{ r: number; c: number }, { r: number; c: number }];

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const start = await framesDrawn(page);
  await tapNow(page, `tile:${a.r}:${a.c}`);
  await page.clock.runFor(200);
  const selected = await state<LinkSnapshot>(page);
  expect(selected.game?.selected).toEqual([a.r, a.c]);
  const second = await framesDrawn(page);
  await tapNow(page, `tile:${b.r}:${b.c}`);
  // The frame that shows a move waits for its write to land (at most 150 ms, RenderLoop.holdUntil).
  // The write takes real time, the paused clock none: let it land first, so the count is of the
  // animation alone and not of how busy the machine is (a loaded machine lost up to 9 frames).
  for (let polls = 0; (await state(page)).storage.pending > 0; polls++) {
    if (polls > 200) throw new Error('the match was never written');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await page.clock.runFor(3000);
  const after = await state<LinkSnapshot>(page);
  expect(after.game?.tilesLeft, 'the pair is gone').toBe(g.tilesLeft - 2);
  expect(await page.evaluate(() => window.gridwise.idle()), 'nothing left to draw').toBe(true);
  const end = await framesDrawn(page);
  await page.clock.resume();
  return { select: second - start, match: end - second };
}

// ---------------------------------------------------------------------------------------------

describe('Accessibility', () => {
  it(
    'clears a small Link board with the keyboard alone: arrows move, Enter takes a tile',
    async () => {
      const viewport = { width: 1280, height: 800 };
      // Reduced motion: each arrow waits for its frame, and with motion each of the 20 matches
      // draws a third of a second of 1280×800 frames that every press behind it waits out (the
      // test took 30 s). Link matches with and without motion are counted in this file's last test and played in link-play.
      // At LOW_DPR, where nothing is rasterized (harness noteDensity; each press waiting on its
      // frame): the focus ring is the DOM's, read from its styles and box, not from pixels.
      const context = await e2e.context({
        viewport,
        hasTouch: false,
        reducedMotion: 'reduce',
        deviceScaleFactor: LOW_DPR,
      });
      const page = await openApp(context);
      // New game opens the sheet of sizes and levels; focus goes into it.
      for (const id of ['game:link', 'btn:new-game', 'size:small', 'level:classic', 'btn:start']) {
        await tabTo(page, (f) => f.id === id, id);
        await page.keyboard.press('Enter');
        await settle(page);
      }
      await waitForState<LinkSnapshot>(
        page,
        (s) => s.game?.kind === 'link' && s.game.status === 'playing',
        'a Link game',
        60_000,
      );
      const entry = await tabTo(page, (f) => f.role === 'gridcell', 'the Link board');
      expect(ringIsVisible(entry, viewport), 'a visible ring on the focused tile').toBe(true);
      expect(entry.index).toBe(0);

      /**
       * Arrows until the focused cell is `target` (focus follows the keyboard cursor). The keys
       * from where the focus is are pressed in a row, as a keyboard user does without watching
       * each step land (each would wait for a 1280×800 frame); then the focus is read again,
       * once the app has drawn everything: while something animates (a pair going) the grid
       * follows the cursor at most ten times a second (src/app/shell/accessibility-sync.ts)
       * and always on the frame that ends it. Read one frame after the keys, the focus was
       * where the cursor had been, and the keys pressed from there overshot, again and again
       * (20 presses, once, in a quiet `npm test`).
       */
      const moveTo = async (target: { r: number; c: number }, cols: number) => {
        let presses = 0;
        const path: number[] = [];
        for (;;) {
          expect(
            presses,
            `reaches row ${target.r + 1}, column ${target.c + 1}; focus: ${path.join(' → ')}`,
          ).toBeLessThan(20);
          await page.waitForFunction(() => window.gridwise.idle(), undefined, {
            polling: 20,
            timeout: 10_000,
          });
          const at = (await focused(page))?.index ?? 0;
          path.push(at);
          const here: [number, number] = [Math.floor(at / cols), at % cols];
          if (here[0] === target.r && here[1] === target.c) return;
          for (const key of stepKeys(here, [target.r, target.c])) {
            await page.keyboard.press(key);
            presses++;
          }
        }
      };
      for (let moves = 0; moves < 30; moves++) {
        const g = (await state<LinkSnapshot>(page)).game as LinkSnapshot;
        if (g.status === 'won') break;
        const at = (await focused(page))?.index ?? 0;
        const [a, b] = nearestSafePair(g.board, { r: Math.floor(at / g.cols), c: at % g.cols });
        await moveTo(a, g.cols);
        await page.keyboard.press('Enter');
        await moveTo(b, g.cols);
        await page.keyboard.press('Enter');
        await waitForState<LinkSnapshot>(
          page,
          (s) => (s.game?.tilesLeft ?? 0) === g.tilesLeft - 2,
          'the pair to go',
        );
      }
      const won = await waitForState<LinkSnapshot>(
        page,
        (s) => s.game?.status === 'won',
        'the cleared board',
        20_000,
      );
      expect(won.game?.tilesLeft).toBe(0);
      await expect.poll(() => statusText(page), { timeout: 10_000 }).toContain('Cleared');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    TEST_TIMEOUT * 2,
  );

  it(
    'plays a 4×4 to the win with the keyboard alone, with a visible focus ring',
    async () => {
      const viewport = { width: 1280, height: 800 };
      // At LOW_DPR, nothing rasterized, as the Link board above: no pixel is read here.
      const context = await e2e.context({ viewport, hasTouch: false, deviceScaleFactor: LOW_DPR });
      const page = await openApp(context);

      // Home: Tab to each choice and press Enter, as a keyboard player would.
      // New game opens the sheet of sizes and levels; focus goes into it.
      for (const id of ['game:sudoku', 'btn:new-game', 'size:4', 'level:easy', 'btn:start']) {
        const focus = await tabTo(page, (f) => f.id === id, id);
        expect(ringIsVisible(focus, viewport), `a visible focus ring on ${id}`).toBe(true);
        await page.keyboard.press('Enter');
        await settle(page); // the layer follows the frame that shows the choice
      }

      const start = await waitForState(page, (s) => s.game !== null, 'the 4×4 game', 30_000);
      const game = start.game;
      if (!game) throw new Error('no game');
      expect(game.size).toBe(4);
      expect(game.status).toBe('playing');

      // Into the board: Tab reaches the grid; arrows and digits do the rest.
      const cellFocus = await tabTo(page, (f) => f.role === 'gridcell', 'the board');
      expect(ringIsVisible(cellFocus, viewport), 'a visible ring on the focused cell').toBe(true);

      const solution = solutionOf(game);
      const empties = [...game.values].flatMap((v, i) => (v === '.' ? [i] : []));
      expect(empties.length).toBeGreaterThan(0);
      for (const cell of empties) {
        const want: [number, number] = [Math.floor(cell / 4), cell % 4];
        for (let presses = 0; ; presses++) {
          expect(presses, `moves to r${want[0] + 1}c${want[1] + 1}`).toBeLessThan(12);
          const selected = (await state(page)).game?.selected ?? null;
          if (selected && selected[0] === want[0] && selected[1] === want[1]) break;
          // With nothing selected, the first arrow selects the top left cell.
          await page.keyboard.press(selected ? stepKey(selected, want) : 'ArrowRight');
        }
        // The focus follows the selection, so a screen reader reads the cell being played.
        await settle(page);
        await page.waitForFunction(
          (i) => (document.activeElement as HTMLElement | null)?.dataset.index === String(i),
          cell,
          { timeout: 10_000 },
        );
        await page.keyboard.press(solution[cell] as string);
      }

      const won = await waitForState(page, (s) => s.game?.status === 'won', 'the win', 20_000);
      expect(won.game?.values).toBe(solution);
      await expect.poll(() => statusText(page), { timeout: 10_000 }).toContain('Solved');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the board to screen readers: a named grid of 16 named cells, named buttons, spoken moves',
    async () => {
      const context = await e2e.sceneOnlyPhone();
      const page = await openApp(context);
      const game = await startSudoku(page, 4);

      const cellNamePattern = /^Row [1-4], column [1-4]: /;
      const nodes = visibleNodes(
        await axTreeWhen(
          page,
          (all) => all.filter((n) => !n.ignored && n.role === 'gridcell').length > 0,
          'grid cells',
        ),
      );
      const grids = nodes.filter((n) => n.role === 'grid');
      expect(grids.map((n) => n.name)).toEqual(['Sudoku board']);
      const cells = nodes.filter((n) => n.role === 'gridcell');
      expect(cells).toHaveLength(16);
      for (const cell of cells) expect(cell.name).toMatch(cellNamePattern);
      // Each cell says what the puzzle has there, givens marked as such.
      const expected = [...game.puzzle].map((v, i) => {
        const where = `Row ${Math.floor(i / 4) + 1}, column ${(i % 4) + 1}`;
        return v === '.' ? `${where}: empty` : `${where}: ${v}, given`;
      });
      expect(cells.map((n) => n.name).sort()).toEqual([...expected].sort());
      expect(cells.filter((n) => n.name.endsWith(', given')).length).toBe(
        [...game.puzzle].filter((v) => v !== '.').length,
      );

      // The canvas's buttons reach the tree as buttons with their spoken names.
      const buttons = nodes.filter((n) => n.role === 'button').map((n) => n.name);
      console.log(`buttons in the accessibility tree: ${buttons.join(', ')}`);
      expect(buttons).toContain('Undo');
      expect(buttons).toContain('Hint');
      for (const name of buttons) expect(name.trim(), 'every button has a name').not.toBe('');
      const onScreen = (await targets(page)).filter((t) => !t.id.startsWith('cell:'));
      expect(buttons.length).toBeGreaterThanOrEqual(onScreen.length);

      // A digit placed by touch: the cell's name and the live region both say so.
      const solution = solutionOf(game);
      const cell = game.puzzle.indexOf('.');
      const digit = solution[cell] as string;
      const r = Math.floor(cell / 4);
      const c = cell % 4;
      await tap(page, `cell:${r}:${c}`);
      await tap(page, `pad:${digit}`);
      await waitForState(page, (s) => s.game?.values[cell] === digit, 'the digit');
      const name = `Row ${r + 1}, column ${c + 1}: ${digit}, yours`;
      await axTreeWhen(
        page,
        (all) => all.some((n) => !n.ignored && n.role === 'gridcell' && n.name === name),
        `a cell named "${name}"`,
      );
      // Spoken in words, as the grid names cells (not "r2c3", read letter by letter).
      await expect
        .poll(() => statusText(page), { timeout: 10_000 })
        .toContain(`${digit} in row ${r + 1}, column ${c + 1}.`);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'names every button in words a screen reader can say, on the home and game screens',
    async () => {
      const context = await e2e.sceneOnlyPhone();
      const page = await openApp(context);
      const buttonNames = async () =>
        visibleNodes(await axTree(page))
          .filter((n) => n.role === 'button')
          .map((n) => n.name);
      // A name with no letter or digit ("?", "⌫") is read as a symbol's name or not at all.
      const unspoken = (names: string[]) => names.filter((name) => !/[\p{L}\p{N}]/u.test(name));
      const home = await buttonNames();
      expect(home).toContain('New game, 9×9 · Easy');
      await tap(page, 'btn:new-game');
      const sheet = await buttonNames();
      expect(sheet).toContain('Start');
      expect(sheet).toContain('Close');
      await tap(page, 'btn:sheet-close');
      await startSudoku(page, 4);
      await settle(page);
      const game = await buttonNames();
      expect(game).toContain('Undo');
      // Each digit key says how many of its digit are still to place.
      const values = ((await state(page)).game?.values ?? '') as string;
      for (let d = 1; d <= 4; d++) {
        const left = 4 - [...values].filter((v) => v === String(d)).length;
        expect(game).toContain(left > 0 ? `${d}, ${left} left` : `${d}, all placed`);
      }
      expect({ home: unspoken(home), sheet: unspoken(sheet), game: unspoken(game) }).toEqual({
        home: [],
        sheet: [],
        game: [],
      });
      await context.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'switches to the dark theme in place, keeps the game in progress, draws it dark with readable digits, and keeps it across reloads',
    async () => {
      const context = await e2e.phone();
      const page = await openApp(context);
      // A game in progress, with one digit placed, before the switch.
      const started = await startSudoku(page, 9);
      const first = started.values.indexOf('.');
      const digit = solutionOf(started)[first] as string;
      await tap(page, `cell:${Math.floor(first / 9)}:${first % 9}`);
      await tap(page, `pad:${digit}`);
      await tap(page, 'btn:home');
      await tap(page, 'btn:settings');
      await waitForState(page, (s) => s.screen === 'settings', 'the settings screen');
      // The change of look rebuilds the scene in place: no page load, still on Settings.
      let loads = 0;
      page.on('load', () => {
        loads++;
      });
      await tap(page, 'setting:theme:dark');
      await waitForState(page, (s) => s.settings.theme === 'dark', 'the dark theme chosen');
      await page.waitForFunction(() => window.gridwise.idle(), undefined, { timeout: 20_000 });
      expect(loads, 'the look changes with no page load').toBe(0);
      expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
      expect((await state(page)).screen, 'still on the settings screen').toBe('settings');

      await tap(page, 'btn:back');
      await waitForState(page, (s) => s.screen === 'home', 'home');
      await tap(page, 'btn:continue');
      const s = await waitForState(page, (x) => x.game !== null, 'the 9×9 game', 30_000);
      const game = s.game;
      if (!game) throw new Error('no game');
      expect(game.values[first], 'the game in progress survived the new look').toBe(digit);
      await page.waitForFunction(() => window.gridwise.idle(), undefined, { timeout: 20_000 });
      await settle(page);
      const file = await screenshot(page, 'dark-theme-game');
      const png = readFileSync(file);

      const all = await targets(page);
      const cellTarget = (i: number) =>
        all.find((t) => t.id === `cell:${Math.floor(i / 9)}:${i % 9}`) as Target;
      const empty = game.values.indexOf('.');
      const given = game.puzzle.search(/[1-9]/);
      const board = {
        left: Math.min(...all.filter((t) => t.id.startsWith('cell:')).map((t) => t.x)),
        top: Math.min(...all.filter((t) => t.id.startsWith('cell:')).map((t) => t.y)),
      };
      const dpr = await page.evaluate(() => devicePixelRatio);
      const height = page.viewportSize()?.height ?? 0;
      // The page background: a strip left of the board, level with its first row.
      const margin = Math.floor(board.left);
      expect(margin, 'a margin beside the board to sample').toBeGreaterThanOrEqual(3);
      const background: Region = {
        x: 0,
        y: Math.round((board.top + 4) * dpr),
        width: Math.max(1, (margin - 1) * dpr),
        height: 10 * dpr,
      };
      const [page_, emptyCell, givenCell] = await regionStats(context, png, [
        background,
        inner(cellTarget(empty), dpr),
        inner(cellTarget(given), dpr, 0.8),
      ]);
      console.log(
        `dark theme luminance: page ${page_?.mean.toFixed(3)}, empty cell ${emptyCell?.mean.toFixed(3)}, ` +
          `given cell mean ${givenCell?.mean.toFixed(3)} brightest ${givenCell?.max.toFixed(3)}`,
      );
      expect(page_?.mean).toBeLessThan(0.15);
      expect(emptyCell?.mean).toBeLessThan(0.15);
      expect(emptyCell?.max, 'an empty cell is empty').toBeLessThan(0.3);
      expect(givenCell?.max, 'the given digit reads light on dark').toBeGreaterThan(0.6);
      expect(givenCell?.min, 'the given cell is dark behind its digit').toBeLessThan(0.15);

      // The choice is kept in IndexedDB: without the localStorage copy, a reload still comes
      // back dark (the app reads its settings and rebuilds its scene in them, in place).
      await page.evaluate(() => localStorage.removeItem('gridwise-look'));
      await page.reload();
      const look = await settledLook(page);
      expect(look.theme).toBe('dark');
      expect(look.stored, 'the copy of the look was made again from IndexedDB').toContain('"dark"');
      expect(look.scheme).toBe('dark');
      const rgb = (look.body.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      expect(rgb.length).toBeGreaterThanOrEqual(3);
      expect(luminance(rgb[0] as number, rgb[1] as number, rgb[2] as number)).toBeLessThan(0.15);
      // And the canvas draws it: the left edge of the window, half way down, is dark.
      const [edge] = await regionStats(context, await page.screenshot(), [
        { x: 0, y: Math.round(height * 0.45 * dpr), width: 3 * dpr, height: 20 * dpr },
      ]);
      expect(edge?.max).toBeLessThan(0.15);
      await context.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'draws few frames for a Link match with reduced motion, many more without',
    async () => {
      const reducesMotion = (page: Page) =>
        page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);

      const reducedPage = await openApp(await clockedPhone());
      await reducedPage.emulateMedia({ reducedMotion: 'reduce' });
      expect(await reducesMotion(reducedPage)).toBe(true);
      const reduced = await framesForOneMatch(reducedPage);
      expect(pageErrors(reducedPage)).toEqual([]);
      await reducedPage.context().close();

      const fullPage = await openApp(await clockedPhone());
      expect(await reducesMotion(fullPage)).toBe(false);
      const full = await framesForOneMatch(fullPage);
      expect(pageErrors(fullPage)).toEqual([]);
      await fullPage.context().close();

      console.log(
        `frames for one Link match at 60 Hz: reduced motion ${reduced.select} + ${reduced.match}, ` +
          `full motion ${full.select} + ${full.match} (selecting the first tile + the match)`,
      );
      // Selecting a tile is one still frame either way.
      expect(reduced.select).toBe(1);
      expect(full.select).toBe(1);
      // Reduced: the pair fades out in 100 ms, 7 or 8 frames at 60 Hz. Full: the path is drawn,
      // the tiles shrink and vanish (450 ms, 28 to 29 frames).
      expect(reduced.match).toBeGreaterThan(0);
      expect(reduced.match).toBeLessThanOrEqual(8);
      expect(full.match).toBeGreaterThanOrEqual(3 * reduced.match);
    },
    TEST_TIMEOUT,
  );
});
