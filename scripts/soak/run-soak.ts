// `npm run soak [-- --long]`: the reliability soaks of issue #15, against the production build
// (dist/, built by `npm run build`) in real Chromium, seeded, bounded in time. Each prints a
// table and the run exits non-zero on any loss.
//
// 1. Kill at random points: a Chromium of its own on a persistent profile; a seeded random
//    player makes Sudoku digits, notes, erasures, undo and redo, or Link matches, wrong pairs,
//    reshuffles and undo, with random gaps (0–300 ms); the browser is SIGKILLed 0–3 frames
//    after the last move was drawn; relaunch, Continue, compare with what the page showed.
//    Every fifth kill also deletes the profile's IndexedDB files (what Chromium does to a
//    database it finds corrupted): the game must come back from the mirror.
//    Short tier (CI): 20 Sudoku + 10 Link. Long: 200 + 100.
// 2. Two tabs, one game: two tabs of one profile play the same Sudoku in turn, interleaved
//    within 50 ms, with undo among the moves; after each round both tabs and a reload agree.
//    Short: 20 rounds. Long: 200.
// 3. Update mid-game (update-soak.ts): a new build arrives during a game; "Update", and "later,
//    then reload"; and an old tab open while a new one migrates the database (schema v1 → v2).
// 4. Storage under pressure (pressure-soak.ts): a full disk and a failing transaction at every
//    write site; the player is told, play goes on, everything catches up.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createRng } from '../../src/engine/rng';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  killBrowser,
  persistentPhone,
  removeBrowserFiles,
  solutionOf,
} from '../../test/e2e/harness';
import { freePort, startPreview } from '../../test/e2e/preview-server';
import { pressureSoak } from './pressure-soak';
import {
  act,
  describe,
  essence,
  goHome,
  pick as pickWith,
  readStore,
  type Snapshot,
  startGame,
  state,
  table,
  tap,
  waitFor,
  waitForTarget,
} from './soak-page';
import { updateSoak } from './update-soak';

const LONG = process.argv.includes('--long');
const SUDOKU_KILLS = LONG ? 200 : 20;
const LINK_KILLS = LONG ? 100 : 10;
const TAB_ROUNDS = LONG ? 200 : 20;
const UPDATE_ROUNDS = LONG ? 6 : 2;
const MIGRATION_ROUNDS = LONG ? 4 : 1;
const PRESSURE_ROUNDS = LONG ? 3 : 1;
const WIPE_EVERY = 5;

type Outcome =
  | 'restored exactly'
  | 'lost the last move'
  | 'lost more'
  | 'won: win recorded, no Continue'
  | 'won: win lost'
  | 'wiped and recovered exactly'
  | 'wiped and recovered, the last seconds missing'
  | 'wiped and not recovered'
  | 'failed to open';

const rng = createRng(`soak-${LONG ? 'long' : 'short'}`);
const pick = <T>(items: readonly T[]): T => pickWith(rng, items);

/** Wins counted in the statistics on disk, all sizes and levels. */
async function winsOnDisk(page: Page): Promise<number> {
  const stats = (await readStore(page, 'statistics')) as { won?: number }[];
  return stats.reduce((n, s) => n + (s.won ?? 0), 0);
}

async function killSoak(
  baseUrl: string,
  kind: 'sudoku' | 'link',
  kills: number,
): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = {
    'restored exactly': 0,
    'lost the last move': 0,
    'lost more': 0,
    'won: win recorded, no Continue': 0,
    'won: win lost': 0,
    'wiped and recovered exactly': 0,
    'wiped and recovered, the last seconds missing': 0,
    'wiped and not recovered': 0,
    'failed to open': 0,
  };
  const dir = mkdtempSync(path.join(tmpdir(), `gridwise-soak-${kind}-`));
  let shown: string | null = null;
  let beforeLast: string | null = null;
  let wiped = false;
  /** The last move shown won the game; the wins on disk when that round began. */
  let shownWon = false;
  let winsAtStart = 0;
  try {
    for (let round = 0; round <= kills; round++) {
      const context = await persistentPhone(dir);
      const page = context.pages()[0] ?? (await context.newPage());
      try {
        await page.goto(`${baseUrl}/?lessons=off`);
        await waitFor(page, 'ready');
      } catch {
        counts['failed to open']++;
        await context.close().catch(() => {});
        continue;
      }
      if (round > 0) {
        const canContinue = await tap(page, 'btn:continue');
        if (canContinue) {
          await waitFor(page, 'game').catch(async (error: Error) => {
            const s = await page.evaluate(() => window.gridwise.state());
            throw new Error(
              `round ${round}: Continue did not open a game (${error.message}); notice: ${s.notice}; screen ${s.screen}`,
            );
          });
        }
        const back = essence(canContinue ? (await state(page)).game : null);
        // After a wipe the mirror brings back what it had (it follows at most 3 s behind): the
        // game, or after a win the records with no game to continue.
        const winKept = shownWon && (await winsOnDisk(page)) === winsAtStart + 1;
        const outcome: Outcome = wiped
          ? back === shown || (winKept && back === 'none')
            ? 'wiped and recovered exactly'
            : back !== 'none' || winKept
              ? 'wiped and recovered, the last seconds missing'
              : 'wiped and not recovered'
          : shownWon
            ? back === 'none' && (await winsOnDisk(page)) === winsAtStart + 1
              ? 'won: win recorded, no Continue'
              : 'won: win lost'
            : back === shown
              ? 'restored exactly'
              : back === beforeLast
                ? 'lost the last move'
                : 'lost more';
        counts[outcome]++;
        if (
          outcome !== 'restored exactly' &&
          !outcome.startsWith('wiped and r') &&
          !outcome.startsWith('won: win r')
        )
          console.log(`  ${kind} round ${round}: ${outcome}; shown ${shown}; back ${back}`);
        if (round === kills) {
          await context.close();
          break;
        }
      }
      winsAtStart = await winsOnDisk(page);
      let game = (await state(page)).game;
      if (game?.status !== 'playing') {
        if (game) await tap(page, 'btn:home');
        await startGame(page, kind);
        game = (await state(page)).game as Snapshot;
      }
      const moves = 1 + rng.int(4);
      for (let m = 0; m < moves; m++) {
        beforeLast = essence(game);
        await act(page, game as Snapshot, rng);
        // The player's think time before the next move.
        await page.waitForTimeout(rng.int(300));
        game = (await state(page)).game;
        if (game?.status !== 'playing') break;
      }
      // Kill 0–3 frames after the last move was drawn.
      await page.evaluate(async (more) => {
        while (!window.gridwise.idle()) await new Promise((r) => requestAnimationFrame(r));
        for (let i = 0; i < more; i++) await new Promise((r) => requestAnimationFrame(r));
      }, rng.int(4));
      const last = (await state(page)).game;
      shown = essence(last);
      shownWon = last?.status === 'won';
      killBrowser(dir);
      await context.close().catch(() => {});
      wiped = (round + 1) % WIPE_EVERY === 0;
      if (wiped) removeBrowserFiles(path.join(dir, 'Default', 'IndexedDB'));
    }
  } finally {
    removeBrowserFiles(dir);
  }
  return counts;
}

/** Two tabs play one Sudoku in turn; after each round both tabs and a reload agree. */
async function twoTabSoak(
  baseUrl: string,
  rounds: number,
): Promise<{ agreed: number; lost: number; disagreed: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const result = { agreed: 0, lost: 0, disagreed: 0 };
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const a = await context.newPage();
    await a.goto(`${baseUrl}/?lessons=off`);
    await waitFor(a, 'ready');
    await startGame(a, 'sudoku');
    const b = await context.newPage();
    await b.goto(`${baseUrl}/?lessons=off`);
    await waitFor(b, 'ready');
    await tap(b, 'btn:continue');
    await waitFor(b, 'game');
    for (let round = 0; round < rounds; round++) {
      // A few moves, each in a random tab, the next one within 50 ms.
      const placed: number[] = [];
      for (let m = 0; m < 3; m++) {
        const page = rng.int(2) === 0 ? a : b;
        await page.bringToFront();
        const game = (await state(page)).game as SudokuSnapshot;
        if (game.status !== 'playing') break;
        const empties = [...game.values].flatMap((v, i) => (v === '.' ? [i] : []));
        const cell = pick(empties);
        await tap(page, `cell:${Math.floor(cell / 9)}:${cell % 9}`);
        if (rng.int(5) === 0 && game.canUndo) await tap(page, 'btn:undo');
        else {
          await tap(page, `pad:${solutionOf(game)[cell]}`);
          placed.push(cell);
        }
        await page.waitForTimeout(rng.int(50));
      }
      for (const page of [a, b]) await waitFor(page, 'saved');
      const won = await Promise.all(
        [a, b].map(async (p) => ((await state(p)).game as SudokuSnapshot | null)?.status === 'won'),
      );
      await b.reload();
      await waitFor(b, 'ready');
      if (won.includes(true)) {
        // The game was won (in either tab): a finished game is offered to neither. A new one
        // starts in tab A, and tab B continues it.
        if (await tap(b, 'btn:continue')) {
          result.disagreed++;
          console.log(`tabs round ${round + 1}: a won game was offered to Continue in tab B`);
        } else result.agreed++;
        await goHome(a);
        await startGame(a, 'sudoku');
        await act(a, (await state(a)).game as Snapshot, rng);
        await waitFor(a, 'saved');
        // (A lobby that has not loaded the game stage does not hear of a game started in another
        // tab until it is reloaded: see the closing note of issue #15.)
        await b.reload();
        await waitFor(b, 'ready');
        await waitForTarget(b, 'btn:continue').catch(async (error: Error) => {
          throw new Error(
            `${error.message}; tab A: ${await describe(a)}; tab B: ${await describe(b)}`,
          );
        });
        await tap(b, 'btn:continue');
        await waitFor(b, 'game');
        continue;
      }
      await tap(b, 'btn:continue');
      await waitFor(b, 'game');
      // Tab A must show what the reloaded tab read from disk (it adopted every newer revision
      // the other tab announced).
      const gb = (await state(b)).game as SudokuSnapshot | null;
      if (!gb) break;
      const agree = await a
        .waitForFunction(
          (v) => (window.gridwise.state().game as { values?: string } | null)?.values === v,
          gb.values,
          {
            timeout: 3000,
            polling: 20,
          },
        )
        .then(
          () => true,
          () => false,
        );
      if (agree) result.agreed++;
      else {
        result.disagreed++;
        // Which tab differs, and how: said so the next run can be read.
        const ga = (await state(a)).game as SudokuSnapshot | null;
        console.log(
          `tabs round ${round + 1}: tab A shows ${ga?.values ?? 'no game'} (status ${ga?.status}), the reloaded tab B ${gb.values} (status ${gb.status}), 3 s after`,
        );
      }
      const solution = solutionOf(gb);
      // A placed digit may since be undone on purpose; one that is not a digit of the solution
      // or was overwritten would be a loss: check each placed cell holds '.' or its digit.
      for (const cell of placed)
        if (gb.values[cell] !== '.' && gb.values[cell] !== solution[cell]) result.lost++;
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return result;
}

/** `--only=kill,tabs,pressure,update` runs some of the soaks (all by default). */
const ONLY = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const runs = (soak: string) => !ONLY || ONLY.includes(soak);

async function main(): Promise<void> {
  const server = await startPreview('dist', await freePort());
  let failed = false;
  const started = Date.now();
  try {
    for (const [kind, kills] of [
      ['sudoku', SUDOKU_KILLS],
      ['link', LINK_KILLS],
    ] as const) {
      if (!runs('kill')) break;
      const counts = await killSoak(server.url, kind, kills);
      table(
        `Kill at random points: ${kind}, ${kills} kills (0–3 frames after the last move was drawn; every ${WIPE_EVERY}th also wipes IndexedDB)`,
        ['outcome', 'count'],
        Object.entries(counts),
      );
      if (
        counts['lost the last move'] +
          counts['lost more'] +
          counts['won: win lost'] +
          counts['wiped and not recovered'] >
          0 ||
        counts['failed to open'] > 0
      )
        failed = true;
    }
    const tabs = runs('tabs')
      ? await twoTabSoak(server.url, TAB_ROUNDS)
      : { agreed: 0, disagreed: 0, lost: 0 };
    if (runs('tabs'))
      table(
        `Two tabs, one game: ${TAB_ROUNDS} rounds`,
        ['outcome', 'count'],
        [
          ['both tabs and a reload agree', tabs.agreed],
          ['tabs disagree', tabs.disagreed],
          ['placed digits lost or wrong', tabs.lost],
        ],
      );
    if (tabs.disagreed > 0 || tabs.lost > 0) failed = true;
    if (runs('pressure') && !(await pressureSoak(server.url, PRESSURE_ROUNDS, rng))) failed = true;
  } finally {
    await server.stop();
  }
  if (runs('update') && !(await updateSoak(UPDATE_ROUNDS, MIGRATION_ROUNDS, rng))) failed = true;
  console.log(
    `\nsoak ${LONG ? 'long' : 'short'} tier: ${((Date.now() - started) / 1000).toFixed(0)} s, ${failed ? 'LOSSES FOUND' : 'no loss'}`,
  );
  process.exit(failed ? 1 : 0);
}

void main();
