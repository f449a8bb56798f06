// What every soak does to a page of the built app: read its state, tap as a player taps (once the
// app has drawn what is pending), wait for a condition, play a random move, and print a table.

import type { Page } from 'playwright-core';
import type { Rng } from '../../src/engine/rng';
import { type LinkCell, parseLinkBoard } from '../../src/games/link/core/board';
import { solveLink } from '../../src/games/link/core/solver';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { pressCounts, pressOutcome, solutionOf } from '../../test/e2e/harness';

export type Snapshot = SudokuSnapshot | LinkSnapshot;
export type GameKind = 'sudoku' | 'link';

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)] as T;

export async function state(
  page: Page,
): Promise<{ game: Snapshot | null; notice: string | null; screen: string; build: string }> {
  return page.evaluate(() => {
    const s = window.gridwise.state();
    return { game: s.game as Snapshot | null, notice: s.notice, screen: s.screen, build: s.build };
  });
}

/** Taps the target `id` once the app has drawn what is pending and the target has stopped
 * moving (a banner going away moves the layout a frame later), as a player sees it. */
export async function tap(page: Page, id: string): Promise<boolean> {
  // A control in a closed sheet (the lobby's sizes, levels and Start; a game's More actions): the
  // sheet is opened first, as a player does. Older builds (the migration soak's v1) lack opener.
  const opener = await page.evaluate((want) => window.gridwise.opener?.(want) ?? null, id);
  if (opener && !(await tap(page, opener))) return false;
  for (let press = 1; ; press++) {
    const before = await pressCounts(page);
    if (!(await tapOnce(page, id))) return false;
    // The app drops a press made within 250 ms of a notice moving the layout, and a player
    // taps again: so does the soak (on a loaded machine a notice came between the settled
    // check and the press, and the digit never went in); likewise a touch the page never
    // heard (test/e2e/page-waits.ts pressOutcome). Older builds lack the counts.
    const outcome = await pressOutcome(page, before);
    if (outcome === 'taken' || press >= 4) return true;
    console.log(`soak: the press on ${id} was ${outcome} (the page did not take it); again`);
  }
}

async function tapOnce(page: Page, id: string): Promise<boolean> {
  const target = await page.evaluate(async (want) => {
    // (No helper functions in here: the bundler would name them with a helper the page lacks.)
    let last = '';
    for (let i = 0; i < 120; i++) {
      // Idle, and no notice has just moved the layout (a tap that soon after is dropped by the
      // app: src/ui/tap-guard.ts). Older builds (the migration soak's v1) lack steadyMs.
      const steady = (window.gridwise.steadyMs?.() ?? Number.POSITIVE_INFINITY) >= 300;
      if (!window.gridwise.idle() || !steady) {
        await new Promise((r) => requestAnimationFrame(r));
        continue;
      }
      const t = window.gridwise.targets().find((x) => x.id === want) ?? null;
      const where = JSON.stringify(t);
      if (t && where === last) return t;
      last = where;
      await new Promise((r) => requestAnimationFrame(r));
      await new Promise((r) => requestAnimationFrame(r));
    }
    return window.gridwise.targets().find((x) => x.id === want) ?? null;
  }, id);
  if (!target) return false;
  await page.touchscreen.tap(target.x + target.width / 2, target.y + target.height / 2);
  return true;
}

/** Waits until the app reaches `condition` (a function run in the page: the policy forbids
 * evaluating strings). */
export type Condition = 'ready' | 'playing' | 'game' | 'saved' | 'won';
export async function waitFor(page: Page, condition: Condition, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (c) => {
      const g = window.gridwise;
      if (c === 'ready') return g?.ready === true;
      const s = g.state();
      const status = (s.game as { status?: string } | null)?.status;
      if (c === 'playing') return status === 'playing';
      if (c === 'won') return status === 'won';
      if (c === 'game') return s.game !== null;
      return s.storage.pending === 0;
    },
    condition,
    { timeout, polling: 20 },
  );
}

/** Waits until a target with `id` is on screen. */
export async function waitForTarget(page: Page, id: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (want) =>
      window.gridwise?.ready === true && window.gridwise.targets().some((t) => t.id === want),
    id,
    { timeout, polling: 50 },
  );
}

/** What a round compares: the moves a player would see lost. */
export function essence(game: Snapshot | null): string {
  if (!game) return 'none';
  if (game.kind === 'link') return `${game.seed}|${game.board}|${game.canUndo}`;
  return `${game.seed}|${game.values}|${game.notes}|${game.canUndo}|${game.canRedo}`;
}

export async function startGame(page: Page, kind: GameKind, sudokuSize = 9): Promise<void> {
  const ids =
    kind === 'sudoku'
      ? ['game:sudoku', `size:${sudokuSize}`, 'level:easy', 'btn:start']
      : ['game:link', 'size:small', 'level:classic', 'btn:start'];
  for (const id of ids) await tap(page, id);
  await waitFor(page, 'playing', 60_000).catch(async (error: Error) => {
    throw new Error(`${error.message}; the app: ${await describe(page)}`);
  });
}

/** Where the app is, for an error message. */
export async function describe(page: Page): Promise<string> {
  const s = await page.evaluate(() => ({
    screen: window.gridwise.state().screen,
    notice: window.gridwise.state().notice,
    build: window.gridwise.state().build,
    targets: window.gridwise.targets().map((t) => t.id),
  }));
  return JSON.stringify(s);
}

/** One random player action. */
export async function act(page: Page, game: Snapshot, rng: Rng): Promise<void> {
  if (game.kind === 'sudoku') {
    const size = game.size;
    const empties = [...game.values].flatMap((v, i) => (v === '.' ? [i] : []));
    const cell = pick(rng, empties);
    await tap(page, `cell:${Math.floor(cell / size)}:${cell % size}`);
    const what = rng.int(6);
    if (what === 0) {
      await tap(page, 'btn:notes');
      await tap(page, `pad:${1 + rng.int(size)}`);
      await tap(page, 'btn:notes');
    } else if (what === 1 && game.canUndo) await tap(page, 'btn:undo');
    else if (what === 2 && game.canRedo) await tap(page, 'btn:redo');
    else await tap(page, `pad:${solutionOf(game)[cell]}`);
    return;
  }
  const what = rng.int(6);
  if (what === 0 && game.canUndo) {
    await tap(page, 'btn:undo');
    return;
  }
  if (what === 1 && game.reshufflesLeft > 0) {
    await tap(page, 'btn:shuffle');
    return;
  }
  const plan = solveLink(parseLinkBoard(game.board), 'none');
  if (plan.status !== 'solved') {
    await tap(page, 'btn:shuffle');
    return;
  }
  const [a, b] = plan.moves[0] as [LinkCell, LinkCell];
  await tap(page, `tile:${a.r}:${a.c}`);
  await tap(page, `tile:${b.r}:${b.c}`);
}

/** Fills every empty cell of the Sudoku on screen with its solution digit, to the win. */
export async function winSudoku(page: Page): Promise<void> {
  const game = (await state(page)).game as SudokuSnapshot;
  const solution = solutionOf(game);
  for (let i = 0; i < solution.length; i++) {
    if (game.values[i] !== '.') continue;
    await tap(page, `cell:${Math.floor(i / game.size)}:${i % game.size}`);
    await tap(page, `pad:${solution[i]}`);
  }
  await waitFor(page, 'won');
  await waitIdle(page);
}

/** Waits until nothing more is being drawn (the win's celebration is over). */
export async function waitIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => window.gridwise.idle(), undefined, {
    timeout: 30_000,
    polling: 50,
  });
}

/** Goes to the lobby from a game screen and waits until it shows. */
export async function goHome(page: Page): Promise<void> {
  await waitIdle(page);
  await tap(page, 'btn:home');
  await page
    .waitForFunction(() => window.gridwise.state().screen === 'home', undefined, {
      timeout: 30_000,
      polling: 50,
    })
    .catch(async (error: Error) => {
      const s = await page.evaluate(() => ({
        screen: window.gridwise.state().screen,
        notice: window.gridwise.state().notice,
        targets: window.gridwise.targets().map((t) => `${t.id}@${t.x},${t.y}`),
      }));
      await page.screenshot({ path: '/tmp/soak-go-home.png' });
      throw new Error(`${error.message}; ${JSON.stringify(s)}`);
    });
}

/** Every record of IndexedDB store `store` (read in the page, as the app stores it). */
export async function readStore(page: Page, store: string): Promise<unknown[]> {
  return page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('gridwise');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const get = db.transaction(name).objectStore(name).getAll();
          get.onsuccess = () => {
            db.close();
            resolve(get.result);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    store,
  );
}

export function table(title: string, header: string[], rows: (string | number)[][]): void {
  console.log(`\n${title}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}
