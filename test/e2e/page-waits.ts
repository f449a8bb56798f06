// How the e2e tests wait: on the app's state, on idle(), on drawn frames, never on a fixed
// sleep. Every condition is checked inside the page (page.waitForFunction, polling every
// POLL_MS there), so Node is woken only when the condition holds or the state has changed.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { errors, type Page } from 'playwright-core';
import type { Target } from '../../src/app/automation/automation';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import type { View } from './harness';
import { timed } from './timing';

/** How often a condition is checked inside the page while the test waits. */
const POLL_MS = 20;

const isTimeout = (error: unknown) => error instanceof errors.TimeoutError;

/** Where tests leave screenshots and reports. */
export const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-results');

/** The screen when a wait timed out, kept for the failure's report (CI keeps test-results/). */
async function failureScreenshot(page: Page, what: string): Promise<string | null> {
  const name = `${Date.now()}-${what.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`;
  const file = path.join(ARTIFACTS, 'failures', name);
  mkdirSync(path.dirname(file), { recursive: true });
  return page
    .screenshot({ path: file })
    .then(() => file)
    .catch(() => null);
}

/**
 * Waits (as a player would) until the target with `id` is on screen, and returns it. Ten seconds:
 * the first canvas screen of a visit loads the stage (Pixi, WebGL, the shell) and starts the
 * pool. On a CI machine four times slower than usual, a fresh profile's Settings showed no
 * `btn:import-backup` within the old 3 s; the ids printed after were the settings screen's (cut
 * short), so it came in about then. A target that is there returns at once.
 */
export async function waitForTarget(page: Page, id: string, timeoutMs = 10_000): Promise<Target> {
  return timed('waits', async () => {
    try {
      const handle = await page.waitForFunction(
        (wanted) =>
          window.gridwise?.ready === true &&
          (window.gridwise.targets().find((t) => t.id === wanted) ?? false),
        id,
        { polling: POLL_MS, timeout: timeoutMs },
      );
      return (await handle.jsonValue()) as Target;
    } catch (error) {
      if (!isTimeout(error)) throw error;
      const all = await page.evaluate(() => window.gridwise?.targets() ?? []).catch(() => []);
      const shot = await failureScreenshot(page, `no-target-${id}`);
      const notice = await page
        .evaluate(() => window.gridwise?.state().notice ?? null)
        .catch(() => null);
      // The page's errors too (harness openApp collects them): once (results-reward, a quiet
      // full run) the state said a practice position was found while the screen still showed
      // its pad and no Next, as if the view's redraw had thrown; the next time says whether.
      const errors = pageErrors(page);
      throw new Error(
        `No target "${id}" on screen; have: ${all.map((t) => t.id).join(' ')}` +
          `; notice: ${JSON.stringify(notice)}` +
          `; page errors: ${errors.length === 0 ? 'none' : errors.join(' | ').slice(0, 1500)}` +
          (shot ? `; the screen: ${shot}` : ''),
      );
    }
  });
}

/**
 * Waits until the frame the app has asked for is drawn, as a player sees a change before
 * tapping again: Pixi hit-tests against what was last drawn, so a tap sent before a pending
 * redraw (e.g. after the home screen re-laid out its rows) would land on the old layout.
 * When the app is idle nothing is pending, and there is nothing to wait for.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    if (window.gridwise?.idle()) return;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/**
 * How long a tap waits before it reads where its target is (harness TapOptions):
 * - `idle`: the app has nothing to draw and the target is in one place on two drawn frames;
 * - `still`: the target is in one place on two drawn frames, an animation may be running;
 * - `steady`: no frame is waited for, only the layout not having moved (the tap guard's).
 */
export type TapSettle = 'idle' | 'still' | 'steady';

/**
 * settle(), then the target with `id` if it is on screen (one round trip for a tap). A DOM
 * control below the fold (the lobby scrolls when a notice takes room at the top) is scrolled
 * into view first, as a player would. An action the Sudoku screen keeps in its More sheet
 * (new game, share, answer, rules) gives `btn:more` marked `viaMenu`, and the lobby's sizes, levels
 * and Start give `btn:new-game` (window.gridwise.opener): tap it, then ask again.
 */
export async function settledTarget(
  page: Page,
  id: string,
  mode: TapSettle = 'idle',
): Promise<Target & { viaMenu?: boolean }> {
  const found = await page.evaluate(
    async ([wanted, how]) => {
      // (No helper functions in here: the bundler would name them with a helper the page lacks.)
      if (window.gridwise?.ready !== true) return null;
      let last = '';
      let scrolled = false;
      // The same place on two drawn frames in a row, with nothing pending: the screen has
      // settled (a banner arriving, a smooth scroll or a screen coming in moves it a frame later).
      for (let frame = 0; frame < 120; frame++) {
        // And no notice has just moved the layout: a tap that soon after is dropped by the app
        // (src/ui/tap-guard.ts, 250 ms), as it would be a player's. (Older builds lack steadyMs.)
        const steady = (window.gridwise.steadyMs?.() ?? Number.POSITIVE_INFINITY) >= 300;
        if ((how !== 'idle' || window.gridwise.idle()) && steady) {
          const all = window.gridwise.targets();
          const target = all.find((t) => t.id === wanted) ?? null;
          // A control kept in a closed sheet (the lobby's New game, a game's More): the sheet's
          // opener stands in (the caller taps it, then asks again), as a player opens it first.
          const via = target ? null : window.gridwise.opener?.(wanted);
          const opener = via ? all.find((t) => t.id === via) : undefined;
          if (opener) return { ...opener, viaMenu: true };
          if (!target) return null;
          const offScreen = target.y < 0 || target.y + target.height > window.innerHeight;
          const element = offScreen
            ? document.querySelector(`[data-id="${CSS.escape(wanted)}"]`)
            : null;
          if (element && !scrolled) {
            element.scrollIntoView({ block: 'center' });
            scrolled = true;
          } else {
            const where = JSON.stringify(target);
            if (where === last || how === 'steady') return target;
            last = where;
          }
        }
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }
      return window.gridwise.targets().find((t) => t.id === wanted) ?? null;
    },
    [id, mode] as const,
  );
  return found ?? waitForTarget(page, id);
}

/**
 * Waits until `predicate` holds for the app state, and returns that state. The page wakes the
 * test only when the state changes; the running clock alone is not a change (it moves every
 * millisecond), so to wait on the clock use waitForClock.
 */
export async function waitForState<G = SudokuSnapshot>(
  page: Page,
  predicate: (s: View<G>) => boolean,
  what: string,
  timeoutMs?: number,
): Promise<View<G>> {
  const afterStart = startTapped;
  startTapped = false;
  return timed('waits', async () => {
    const deadline = Date.now() + (timeoutMs ?? (afterStart ? NEW_GAME_WAIT_MS : STATE_WAIT_MS));
    let seen = '';
    let last: View<G> | null = null;
    for (;;) {
      try {
        const handle = await page.waitForFunction(
          (before) => {
            if (window.gridwise?.ready !== true) return false;
            const s = window.gridwise.state();
            const key = JSON.stringify(s, (k, v) => (k === 'elapsedMs' ? undefined : v));
            return key === before ? false : { key, s };
          },
          seen,
          { polling: POLL_MS, timeout: Math.max(1, deadline - Date.now()) },
        );
        const next = (await handle.jsonValue()) as { key: string; s: View<G> };
        seen = next.key;
        last = next.s;
      } catch (error) {
        if (!isTimeout(error)) throw error;
        const shot = await failureScreenshot(page, what);
        // The presses the page heard and dropped: a tap that changed nothing was heard (the app
        // ignored it) or not (the browser lost it).
        const presses = await pressCounts(page).catch(() => null);
        throw new Error(
          `Timed out waiting for ${what}; last state: ${JSON.stringify(brief(last)).slice(0, 2000)}` +
            `; presses: ${JSON.stringify(presses)}` +
            (shot ? `; the screen: ${shot}` : ''),
        );
      }
      if (predicate(last)) return last;
    }
  });
}

/**
 * A state for a failure's message: what the screen shows first (its game or school part), the
 * settings, storage and dailies after, since the message is cut (a practice's target had been
 * cut off behind them).
 */
function brief(s: object | null): object | null {
  if (!s) return s;
  const { settings, storage, daily, slots, ...shown } = s as Record<string, unknown>;
  return { ...shown, storage, settings, daily, slots };
}

/** How long a state wait waits unless told: one step of play on a slow, shared CI machine. */
const STATE_WAIT_MS = 10_000;

/**
 * The first state wait after a tap on Start, New game or Daily waits as long as a new game may
 * take: the first of a visit loads the stage (Pixi, WebGL) and what the game shows first (its
 * lesson's chunk, or a puzzle made by the worker). On a CI machine four times slower than usual
 * a fresh profile's first lesson was not up within 10 s (first-steps, one CI run).
 */
const NEW_GAME_WAIT_MS = 60_000;
let startTapped = false;

/** Called by the harness's tap on Start, New game or Daily (see NEW_GAME_WAIT_MS). */
export function nextStateWaitIsNewGame(): void {
  startTapped = true;
}

/** Waits until the game on screen has `atLeastMs` on its clock, and returns the state. */
export async function waitForClock<G = SudokuSnapshot>(
  page: Page,
  atLeastMs: number,
  timeoutMs = 10_000,
): Promise<View<G>> {
  return timed('waits', async () => {
    try {
      await page.waitForFunction(
        (ms) =>
          ((window.gridwise?.state().game as { elapsedMs?: number } | null)?.elapsedMs ?? -1) >= ms,
        atLeastMs,
        { polling: POLL_MS, timeout: timeoutMs },
      );
    } catch (error) {
      if (!isTimeout(error)) throw error;
      const game = (await page.evaluate(() => window.gridwise?.state().game ?? null)) as {
        elapsedMs?: number;
      } | null;
      throw new Error(
        `The clock never reached ${atLeastMs} ms; it shows ${game?.elapsedMs ?? 'no game'}`,
      );
    }
    return (await page.evaluate(() => window.gridwise.state())) as View<G>;
  });
}

/**
 * Waits until the app has had nothing to draw for `quietMs` in a row: no frame pending, no
 * animation. One idle() reading is not enough: a Link animation that follows another starts
 * on a timer when the first ends, and idle() is true in between.
 */
export async function quiet(page: Page, quietMs = 150, timeoutMs = 20_000): Promise<void> {
  const token = `${Date.now()}:${Math.random()}`;
  await timed('waits', async () => {
    try {
      await page.waitForFunction(
        ([mark, ms]) => {
          const w = window as unknown as { gridwiseQuiet?: { mark: string; since: number } };
          const now = performance.now();
          if (w.gridwiseQuiet?.mark !== mark || !window.gridwise.idle()) {
            w.gridwiseQuiet = { mark, since: now };
            return false;
          }
          return now - w.gridwiseQuiet.since >= ms;
        },
        [token, quietMs] as const,
        { polling: POLL_MS, timeout: timeoutMs },
      );
    } catch (error) {
      if (!isTimeout(error)) throw error;
      throw new Error('the board kept animating');
    }
  });
}

/**
 * Lets `ms` of real time pass while the test watches that nothing happens: the window of a
 * negative assertion ("the paused clock stands still for 1.5 s", "an idle board draws nothing
 * for 3 s"). Never a wait for something to happen: those wait on state, idle() or events.
 */
export async function watchFor(page: Page, ms: number): Promise<void> {
  // Measured on the page's own clock, the one the app's timers and frames run on: the window is
  // over when the page says `ms` have passed, however slowly the test runner is scheduled.
  const end = (await page.evaluate(() => performance.now())) + ms;
  await page.waitForFunction((at) => performance.now() >= at, end, {
    polling: 100,
    timeout: ms + 30_000,
  });
}

/**
 * Waits until the page's service worker is active, its precache complete: the app is then
 * installed for offline use, as after a first visit. A test that goes offline waits for this
 * first (on a loaded machine a lazy chunk was still unfetched when the network went).
 */
export async function serviceWorkerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise<void>((resolve) =>
        registration.active?.addEventListener('statechange', () => resolve()),
      );
    }
  });
}

/** What the page logged as errors since harness openApp opened it (the list it keeps on the page). */
export function pageErrors(page: Page): string[] {
  return (page as Page & { errors?: string[] }).errors ?? [];
}

/** The app's press counts (src/ui/tap-guard.ts): dropped by its guard, and heard at all. */
export interface Presses {
  /** Which document counted (performance.timeOrigin): a reload starts the counts again. */
  page: number;
  dropped: number;
  /** Undefined in builds older than the count (install-and-update's first build). */
  heard?: number;
}

export function pressCounts(page: Page): Promise<Presses> {
  return page.evaluate(() => ({
    page: performance.timeOrigin,
    dropped: window.gridwise?.tapsDropped?.() ?? 0,
    heard: window.gridwise?.pressesHeard?.(),
  }));
}

/**
 * What became of a press made when the counts stood at `before`: `dropped` by the app's guard
 * (a notice had just moved the layout), `lost` before the page heard of it at all, else
 * `taken`. A player taps again after either of the first two, and so does a test; a press
 * heard and then ignored is the app's, and is not made again. (Once, on a loaded machine, a
 * cell's touch and then a pad key's changed nothing on a board just up, the guard dropping
 * neither; whether the page heard them was not counted then, and a wait that times out now
 * says.) A press that reloads the page (Update, Reload) destroys the context the counts are
 * read in, or they are read from the new page: either way the press was taken (the first seen
 * once at quiet, install-and-update's Update tap).
 */
export async function pressOutcome(
  page: Page,
  before: Presses,
): Promise<'taken' | 'dropped' | 'lost'> {
  try {
    const now = await pressCounts(page);
    if (now.page !== before.page) return 'taken';
    if (now.dropped > before.dropped) return 'dropped';
    return before.heard !== undefined && now.heard === before.heard ? 'lost' : 'taken';
  } catch (error) {
    if (/context was destroyed|navigat/i.test(String(error))) return 'taken';
    throw error;
  }
}
