// Drives the built app in real Chromium like a player: it reads window.gridwise.targets() and
// taps those page coordinates with real touch events. It never calls game functions.

import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import type { Target } from '../../src/app/automation/automation';
import type { AppSnapshot } from '../../src/app/shell/app-shell';
import { type LinkCell, parseLinkBoard } from '../../src/games/link/core/board';
import { removePair } from '../../src/games/link/core/gravity';
import { joinablePairs } from '../../src/games/link/core/pairs';
import { solveLink } from '../../src/games/link/core/solver';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { parsePuzzle } from '../../src/games/sudoku/core/codec';
import { solveUnique } from '../../src/games/sudoku/core/solver';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { fillCells } from './batch-taps';
import { CHROMIUM_ARGS, E2E_SPEED_ARGS } from './chromium-args';
import { tapLinkPlan } from './link-batch';
import {
  ARTIFACTS,
  nextStateWaitIsNewGame,
  type Presses,
  pressCounts,
  pressOutcome,
  quiet,
  settledTarget,
  type TapSettle,
  waitForState,
} from './page-waits';
import { instrumentBrowser, instrumentContext, instrumentPage, nextWaitIs, timed } from './timing';

export {
  ARTIFACTS,
  pageErrors,
  pressCounts,
  pressOutcome,
  quiet,
  serviceWorkerActive,
  settle,
  waitForClock,
  waitForState,
  waitForTarget,
  watchFor,
} from './page-waits';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export { CHROMIUM_ARGS };

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * Chromium with the usual flags, plus `extraArgs` (e.g. `--disable-webgl` for a browser without
 * it). Without extra flags, the worker's own Chromium (shared-browsers.ts), launched once for the
 * whole run, is connected to instead: every test still opens fresh contexts in it.
 */
export async function launch(extraArgs: readonly string[] = []): Promise<Browser> {
  const shared = extraArgs.length === 0 ? workerBrowserEndpoint() : null;
  const browser = await timed('browser', () =>
    shared
      ? chromium.connect(shared)
      : chromium.launch({
          executablePath: CHROMIUM,
          args: [...CHROMIUM_ARGS, ...E2E_SPEED_ARGS, ...extraArgs],
          headless: true,
        }),
  );
  instrumentBrowser(browser);
  return browser;
}

/** The endpoint of this vitest worker's Chromium, if the run launched them (global-setup.ts). */
function workerBrowserEndpoint(): string | null {
  const endpoints = inject('browserEndpoints') ?? [];
  const pool = Number(process.env.VITEST_POOL_ID);
  return endpoints[pool - 1] ?? null;
}

/**
 * A phone for tests of what the player does and sees happen: 390×844 CSS px, touch, a mobile
 * viewport. At one device pixel per CSS pixel: SwiftShader draws every pixel on the CPU, a
 * frame at DPR 2 has four times the pixels, and every tap waits for its frame (sudoku-play's
 * file: 77 s at DPR 2, 48 s at DPR 1). Layout is in CSS pixels and does not change with density;
 * what does (ink of drawn text, crisp lines, screenshots read pixel by pixel) is checked by the
 * files that ask for DPR 2 or 3 themselves (drawn-text-fit, sudoku-screen, canvas-renderer).
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * What a test file needs of its browsers beyond the defaults (fileNeeds). By default a file's
 * pages run without the app's service worker, at LOW_DPR, and rasterize nothing (`?raster=off`):
 * a file that never tests offline, install or updates does not pay for the worker's install (it
 * fetches and caches every chunk of the app in each fresh profile), and a file that never reads
 * pixels or times frames does not pay for SwiftShader running every WebGL call on the CPU.
 */
export interface FileNeeds {
  /** The file tests offline play, install or updates: the service worker registers. */
  serviceWorker?: boolean;
  /**
   * `true`: the file reads pixels or times frames: pages are drawn at the density they ask for
   * (PHONE's 1 by default), as a player's screen would be. `'layout'`: the file checks layout and
   * text fit (from the app's scene, `layout()`, `textFit()`), which depend on the density but not
   * on what is rasterized: pages have a player's density and draw nothing (`?raster=off`).
   */
  drawing?: boolean | 'layout';
}

/**
 * The density of pages in files that do not need drawing. Layout, hit areas, taps and every
 * coordinate the tests use are in CSS pixels and do not change with it (src/app/boot/stage.ts
 * sets the renderer's resolution from devicePixelRatio); only the number of pixels drawn does:
 * a sixteenth of DPR 1's.
 */
export const LOW_DPR = 0.25;

/** What a file gets unless it asks for more: no service worker, nothing drawn. */
const DEFAULT_NEEDS: Required<FileNeeds> = { serviceWorker: false, drawing: false };

let needs = DEFAULT_NEEDS;

/**
 * Declares what the calling file needs (call once, at its top). The files of one vitest worker
 * share this module (vitest.e2e.config.ts, `isolate`), so each call starts from the defaults:
 * a file that draws must not leave its drawing to the next file in the worker.
 */
export function fileNeeds(wanted: FileNeeds): void {
  needs = { ...DEFAULT_NEEDS, ...wanted };
}

/** `options` with the file's defaults: the service worker blocked and LOW_DPR unless needed. */
export function withFileNeeds<T extends BrowserContextOptions>(options: T): T {
  const asked = options.deviceScaleFactor;
  // A density other than 1 was asked for on purpose (a pixel test at DPR 2 or 3): kept.
  const density = asked !== undefined && asked !== 1 ? asked : needs.drawing ? 1 : LOW_DPR;
  return {
    serviceWorkers: needs.serviceWorker ? 'allow' : 'block',
    ...options,
    deviceScaleFactor: density,
  };
}

/**
 * Contexts whose pages rasterize nothing even in a file that draws: the ones at LOW_DPR, which a
 * test there asks for when it reads no pixels (fixture `sceneOnlyPhone`, or its own LOW_DPR
 * context). openApp opens their pages with `?raster=off`.
 */
const sceneOnlyContexts = new WeakSet<BrowserContext>();

/** Marks `context` scene-only when it was made at LOW_DPR (fixture.ts, for each context it makes). */
export function noteDensity(context: BrowserContext, options: BrowserContextOptions): void {
  if (options.deviceScaleFactor === LOW_DPR) sceneOnlyContexts.add(context);
}

/**
 * The app's address for a test. Every test but the first-steps ones opens it with
 * `?lessons=off` (src/app/shell/first-steps.ts): they start games in fresh profiles, and the
 * lesson a new player meets first would stand between them and the board. A URL parameter,
 * rather than settings written in the test's setup, because it needs no write to storage before
 * the app opens, survives a reload, and is seen in the test that uses it.
 */
export function appUrl(rest = '', options: AppOptions = {}): string {
  // Nightmare (#26): likewise `?ahead=off` (src/app/puzzles/pool-boot.ts), but for the Nightmare
  // tests: a fresh profile would otherwise make a Nightmare puzzle, a core's seconds to a minute
  // of work, in every test that stays ten seconds — a player's device does that once, ever.
  // And `?fill=off`: no background top-up of the pool either (a fresh profile's first fill costs
  // 2.4 s of CPU, which the test beside it paid for); New game makes each puzzle when asked.
  // And `?raster=off` in files that read no pixels (src/app/shell/scene-only.ts): every frame
  // does the app's work but draws nothing (`E2E_RASTER=on` draws them, to look at a failure).
  const ours = [
    options.lessons ? '' : 'lessons=off',
    options.ahead ? '' : 'ahead=off',
    options.fill ? '' : 'fill=off',
    (needs.drawing === true && options.raster !== false) || process.env.E2E_RASTER === 'on'
      ? ''
      : 'raster=off',
  ];
  const [query, hash] = rest.startsWith('#') ? ['', rest] : rest.split(/(?=#)/);
  const params = [...ours, (query ?? '').replace(/^\?/, '')].filter((p) => p !== '').join('&');
  return `${baseUrl()}/${params ? `?${params}` : ''}${hash ?? ''}`;
}

/** What a test turns back on that the harness turns off (see appUrl). */
export interface AppOptions {
  /** The first-steps lesson (issue #24). */
  lessons?: boolean;
  /** Nightmare (#26): making the levels made ahead (they are made after the fill: set both). */
  ahead?: boolean;
  /** The pool's top-up in the background. */
  fill?: boolean;
  /** `false`: the page rasterizes nothing in a file that draws (openApp, for a LOW_DPR context). */
  raster?: false;
}

/** Opens the app and waits until it has drawn its first screen. */
export async function openApp(
  context: BrowserContext,
  hash = '',
  beforeLoad?: (page: Page) => Promise<void>,
  options: AppOptions = {},
): Promise<Page> {
  instrumentContext(context);
  return timed('boot', () => bootApp(context, hash, beforeLoad, options));
}

async function bootApp(
  context: BrowserContext,
  hash: string,
  beforeLoad: ((page: Page) => Promise<void>) | undefined,
  options: AppOptions,
): Promise<Page> {
  const page = await context.newPage();
  instrumentPage(page);
  await beforeLoad?.(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  (page as Page & { errors: string[] }).errors = errors;
  const raster = sceneOnlyContexts.has(context) ? { raster: false as const } : {};
  await page.goto(appUrl(hash, { ...options, ...raster }));
  await page.waitForFunction(() => window.gridwise?.ready === true, undefined, { timeout: 30_000 });
  return page;
}

/** The app state as a test of one game reads it (the test checks `game.kind` where it matters). */
export type View<G> = Omit<AppSnapshot, 'game'> & { game: G | null };
export type SudokuView = View<SudokuSnapshot>;
export type LinkView = View<LinkSnapshot>;

export async function state<G = SudokuSnapshot>(page: Page): Promise<View<G>> {
  return (await page.evaluate(() => window.gridwise.state())) as View<G>;
}

export async function targets(page: Page): Promise<Target[]> {
  return page.evaluate(() => window.gridwise.targets());
}

/** How a tap waits for its target. */
export interface TapOptions {
  /**
   * What the tap waits for before it reads where the target is (page-waits TapSettle). By
   * default `still` for the board's own pieces (BOARD_PIECES): a quick player's next tap goes in
   * while a Link pair's path or a placed digit still animates, as long as the piece itself is in
   * one place on two frames. `idle` for everything else: a screen coming in or a sheet opening
   * takes no tap before it has settled. `steady` for tiles no animation moves (a board without
   * gravity between reshuffles: the caller knows), tapped at once.
   */
  settle?: TapSettle;
}

/**
 * Targets that stay where they are while the board animates: Sudoku's cells and pad, and Link's
 * tiles (which move only under gravity or a reshuffle, and every test waits quiet() after
 * those before it plans its next pair; a tile that does move fails the two-frames check).
 */
const BOARD_PIECES = /^(cell|pad|tile):/;

/**
 * Sudoku's cells and pad keys: nothing the player does while playing moves them (a digit, a
 * note, a highlight, a hint or the win's animation changes how they look, not where they are).
 * Only the layout does: a resize, a notice taking room, another screen.
 */
const STILL_PIECES = /^(cell|pad):/;

/**
 * Where each still piece of a page was when a tap last found one settled (two drawn frames in
 * the same place). A run of taps on still pieces is paced by the app, not by frames: the next one
 * goes in at once when the app says its piece is where it was then and no notice has just moved
 * the layout (what it says now is what it last drew: a layout change moves the pieces, and a
 * moved piece is settled again). A tap on anything else, or a page load, ends the run.
 */
const stillRun = new WeakMap<Page, Map<string, string>>();

const rectOf = (t: Target): string => JSON.stringify([t.x, t.y, t.width, t.height]);

/** Remembers where every still piece on `page` is now (it has just been found settled). */
async function startStillRun(page: Page): Promise<void> {
  const all = await targets(page);
  if (!stillRun.has(page)) page.on('load', () => stillRun.delete(page));
  stillRun.set(
    page,
    new Map(all.filter((t) => STILL_PIECES.test(t.id)).map((t) => [t.id, rectOf(t)])),
  );
}

/**
 * The still piece `id` where the run found it, with the taps dropped so far, if the app says it
 * is still there and the layout has not just moved; null when the tap must settle first.
 */
async function stillTarget(
  page: Page,
  id: string,
): Promise<{ target: Target; presses: Presses } | null> {
  const known = stillRun.get(page)?.get(id);
  if (known === undefined) return null;
  const found = await page.evaluate((wanted) => {
    const steady = window.gridwise.steadyMs() >= 300;
    const target = window.gridwise.targets().find((t) => t.id === wanted) ?? null;
    // pressCounts()'s reading, made here in the same round trip as the target's.
    const presses = {
      page: performance.timeOrigin,
      dropped: window.gridwise.tapsDropped(),
      heard: window.gridwise.pressesHeard?.(),
    };
    return steady && target ? { target, presses } : null;
  }, id);
  return found && rectOf(found.target) === known ? found : null;
}

/** Says in the log that a touch on `id` never reached the page, and is being made again. */
function tellLost(id: string): void {
  console.log(`e2e: a touch on ${id} never reached the page; tapped again`);
}

/** Taps the centre of the target with `id` using a real touch event. */
export async function tap(page: Page, id: string, options: TapOptions = {}): Promise<void> {
  await timed('input', async () => {
    const still = STILL_PIECES.test(id) && options.settle === undefined;
    if (!still) stillRun.delete(page);
    const known = still ? await stillTarget(page, id) : null;
    if (known) {
      const { target } = known;
      await page.touchscreen.tap(target.x + target.width / 2, target.y + target.height / 2);
      const outcome = await pressOutcome(page, known.presses);
      if (outcome === 'taken') return;
      // Dropped (a notice came between the check and the tap) or lost: made again the careful way.
      if (outcome === 'lost') tellLost(id);
      stillRun.delete(page);
    }
    const settle = options.settle ?? (BOARD_PIECES.test(id) ? 'still' : 'idle');
    let target = await settledTarget(page, id, settle);
    if (still) await startStillRun(page);
    for (let press = 1; ; press++) {
      const before = await pressCounts(page);
      await page.touchscreen.tap(target.x + target.width / 2, target.y + target.height / 2);
      // The app drops a press made within 250 ms of a notice moving the layout
      // (src/ui/tap-guard.ts), and the player taps again. So does this: on a loaded machine a
      // notice came between the settled check and the tap once, and the move never went in.
      // Likewise a touch the page never heard (pressOutcome).
      const outcome = await pressOutcome(page, before);
      if (outcome === 'lost') tellLost(id);
      const again = outcome !== 'taken';
      if (press >= 4 || (!again && !target.viaMenu)) break;
      // Dropped or lost: the same target, settled again. Or the More sheet is now open (the
      // action was not on screen, as a player opens the menu first): the action in it.
      target = await settledTarget(page, id, again ? settle : 'idle');
    }
  });
  if (/^btn:(start|new|daily)$/.test(id)) {
    nextWaitIs('new game');
    nextStateWaitIsNewGame();
  }
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** The indexes of the Sudoku's empty cells, in reading order. */
export function emptyCells(game: { values: string }): number[] {
  return [...game.values].flatMap((v, i) => (v === '.' ? [i] : []));
}

/** The unique solution of the game on screen, computed with the core solver (test planning). */
export function solutionOf(game: { puzzle: string }): string {
  const { shape, cells } = parsePuzzle(game.puzzle);
  const solution = solveUnique(shape, cells);
  if (!solution) throw new Error(`puzzle without a unique solution: ${game.puzzle}`);
  return Array.from(solution).join('');
}

/**
 * Fills every empty cell with its solution digit by touch, cell then digit, and waits for the
 * win. The taps go in one batch (batch-taps.ts fillCells: cells and pad keys never move, and a
 * press the tap guard dropped is made again), not each after two round trips to the page.
 */
export async function playToWin(page: Page): Promise<SudokuView> {
  const s = await waitForState(page, (x) => x.game !== null, 'a game');
  const game = s.game as SudokuSnapshot;
  await fillCells(page, game, emptyCells(game));
  return waitForState(page, (x) => x.game?.status === 'won', 'the win');
}

/**
 * After Start, once the game screen is up: a start over a played game in progress asks first
 * (src/app/shell/replace-guard.ts, the question opens with the screen), and a helper that starts
 * a new game answers Start new, as the player who asked for one does. The question itself, and
 * its Keep playing, are tested in keep-game.e2e.ts.
 */
export async function startNewIfAsked(page: Page): Promise<void> {
  await page.waitForFunction(() => window.gridwise.state().screen === 'game', undefined, {
    timeout: 60_000,
  });
  const ids = (await targets(page)).map((t) => t.id);
  if (ids.includes('btn:confirm') && ids.includes('btn:cancel')) await tap(page, 'btn:confirm');
}

/** Starts a Link game of `size` and `level` from the lobby, and waits until it is still. */
export async function startLinkGame(
  page: Page,
  size: string,
  level: string,
): Promise<LinkSnapshot> {
  for (const id of ['game:link', `size:${size}`, `level:${level}`, 'btn:start'])
    await tap(page, id);
  await startNewIfAsked(page);
  const s = await waitForState<LinkSnapshot>(
    page,
    (x) => x.screen === 'game' && x.game?.kind === 'link' && x.game.status === 'playing',
    'a Link game',
    60_000,
  );
  await quiet(page);
  return s.game as LinkSnapshot;
}

/**
 * Clears the Link board on show by touch, one solver move at a time, each tap pair waiting for
 * its match to land (as a player waits for the animation). Returns the state after the win.
 */
export async function clearLinkBoard(page: Page): Promise<LinkView> {
  let s = await waitForState<LinkSnapshot>(
    page,
    (x) => x.game?.kind === 'link' && x.game.status === 'playing',
    'a Link game',
    60_000,
  );
  await quiet(page);
  // The whole plan in one batch (no tile moves on this board); what a dropped press left, the
  // loop below clears pair by pair.
  const batched = await tapLinkPlan(page, s.game as LinkSnapshot, 'none', Number.POSITIVE_INFINITY);
  s = await waitForState<LinkSnapshot>(
    page,
    (x) => x.game?.tilesLeft === batched.tilesLeft,
    'the batch of pairs taken',
  );
  while (s.game?.status === 'playing') {
    const g: LinkSnapshot = s.game;
    const plan = solveLink(parseLinkBoard(g.board), 'none');
    if (plan.status !== 'solved') throw new Error(`solver: ${plan.status} on\n${g.board}`);
    const [a, b] = plan.moves[0] as [LinkCell, LinkCell];
    // As a quick player does: the next pair is tapped while the last one's path still shows
    // (on a board without gravity no tile moves, so the targets are where they were drawn).
    await tap(page, `tile:${a.r}:${a.c}`, { settle: 'steady' });
    await tap(page, `tile:${b.r}:${b.c}`, { settle: 'steady' });
    s = await waitForState<LinkSnapshot>(
      page,
      (x) => x.game?.tilesLeft === g.tilesLeft - 2,
      `the pair tile:${a.r}:${a.c} tile:${b.r}:${b.c} to go`,
    );
  }
  await quiet(page);
  return s;
}

/**
 * The joinable pair on a classic Link board (no gravity) that is fewest cursor steps away from
 * `from` (to its first tile, then to its second), among those whose removal leaves a board the
 * solver still clears: a keyboard player walks to the nearest match, not to the solver's first.
 */
export function nearestSafePair(board: string, from: LinkCell): [LinkCell, LinkCell] {
  const parsed = parseLinkBoard(board);
  const steps = (p: LinkCell, q: LinkCell) => Math.abs(p.r - q.r) + Math.abs(p.c - q.c);
  const ranked = joinablePairs(parsed)
    .flatMap(([a, b]): [LinkCell, LinkCell][] => [
      [a, b],
      [b, a],
    ])
    .sort((x, y) => steps(from, x[0]) + steps(x[0], x[1]) - steps(from, y[0]) - steps(y[0], y[1]));
  for (const [a, b] of ranked) {
    const after = removePair(parsed, a, b, 'none').board;
    if (after.cells.every((k) => k === 0) || solveLink(after, 'none').status === 'solved')
      return [a, b];
  }
  throw new Error(`no pair leaves a solvable board on\n${board}`);
}

/** A phone-sized persistent profile (real disk IndexedDB, service worker and cache). */
export async function persistentPhone(
  userDataDir: string,
  options: { reducedMotion?: 'reduce' } = {},
): Promise<BrowserContext> {
  const context = await timed('browser', () =>
    chromium.launchPersistentContext(
      userDataDir,
      withFileNeeds({
        executablePath: CHROMIUM,
        args: [...CHROMIUM_ARGS, ...E2E_SPEED_ARGS],
        headless: true,
        ...PHONE,
        ...options,
      }),
    ),
  );
  instrumentContext(context);
  const first = context.pages()[0];
  if (first) instrumentPage(first);
  return context;
}

/**
 * Deletes a browser's files (its profile, or a part such as its IndexedDB) once it is closed
 * or killed. A killed browser's child processes (renderer, GPU, crash handler) die a moment
 * after it and may still write there: a plain delete then failed with ENOTEMPTY on a loaded
 * machine, so it is tried again for up to 3 s.
 */
export function removeBrowserFiles(userDataDir: string): void {
  rmSync(userDataDir, { recursive: true, force: true, maxRetries: 30, retryDelay: 100 });
}

/**
 * Kills the browser that owns `userDataDir` with SIGKILL — no unload, no pagehide, no flush:
 * what a phone does to a backgrounded tab, or a crash. The browser process is found by its
 * unique profile directory on its command line (not by name), then killed by PID.
 */
export function killBrowser(userDataDir: string): number {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    const args = cmdline.split('\0');
    if (
      args.includes(`--user-data-dir=${userDataDir}`) &&
      !args.some((a) => a.startsWith('--type='))
    ) {
      process.kill(Number(pid), 'SIGKILL');
      return Number(pid);
    }
  }
  throw new Error(`no browser process found for ${userDataDir}`);
}
