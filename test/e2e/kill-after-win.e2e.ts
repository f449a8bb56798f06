// Nothing shown is taken away: the browser is killed (SIGKILL, no unload) 0–300 ms after the tap
// that wins a daily or clears a journey stage, in a persistent profile, round after round. What
// the page showed just before the kill — the calendar's day won, the stage's stars and the next
// stage open, with nothing left to write (state().storage.pending 0) — must be what comes back
// after the restart. A kill while the win is still on its way may keep all of the win or none
// of it (the game then waits one move short of it), never half: the slot emptied with the day
// not won, or the next stage open without the stars.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { openReady } from './backup-files';
import { fillCells } from './batch-taps';
import {
  killBrowser,
  removeBrowserFiles,
  type SudokuView,
  solutionOf,
  tap,
  waitForState,
} from './harness';
import { clearStage, stageInPlay } from './journey-play';

const ROUNDS = Number(process.env.WIN_KILL_ROUNDS ?? 10);

/** A repeatable 0–300 ms per round (the kill's delay after the winning tap). */
function delays(seed: number): () => number {
  let random = seed;
  return () => {
    random = (random * 1103515245 + 12345) % 2 ** 31;
    return random % 301;
  };
}

/** What the page shows just before the kill, read in the page until `ms` after the tap. */
type Seen = SudokuView;

/**
 * Taps `id` (the winning move), reads state() in the page for `ms` more milliseconds, and kills
 * the browser the moment the page answers: the last reading is what the player had seen.
 */
async function winAndKill(page: Page, ids: string[], ms: number, dir: string): Promise<Seen> {
  for (const id of ids) await tap(page, id, { settle: 'steady' });
  const seen = await page.evaluate(async (wait) => {
    const end = performance.now() + wait;
    let last = window.gridwise.state();
    while (performance.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 4));
      last = window.gridwise.state();
    }
    return last;
  }, ms);
  killBrowser(dir);
  await page
    .context()
    .close()
    .catch(() => {});
  return seen as Seen;
}

/** The page's local date `back` days ago, as YYYY-MM-DD (the app's daily keys). */
function dayBefore(page: Page, back: number): Promise<{ day: string; today: string }> {
  return page.evaluate((n) => {
    const key = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const now = new Date();
    return {
      day: key(new Date(now.getFullYear(), now.getMonth(), now.getDate() - n, 12)),
      today: key(now),
    };
  }, back);
}

/** Opens the calendar on `day`'s month and plays that day's Sudoku daily. */
async function openDaily(page: Page, day: string, today: string): Promise<SudokuSnapshot> {
  await tap(page, 'btn:calendar');
  await waitForState(page, (s) => s.screen === 'calendar' && s.listView !== null, 'the calendar');
  if (day.slice(0, 7) !== today.slice(0, 7)) await tap(page, 'btn:calendar-previous');
  await tap(page, `day:${day}`);
  const started = await waitForState(
    page,
    (s) => (s.game as SudokuSnapshot | null)?.seed?.includes(`:${day}:sudoku`) === true,
    `the daily of ${day}`,
    60_000,
  );
  return started.game as SudokuSnapshot;
}

/** Fills every empty cell but the last by touch; returns the last one's index. */
async function playAllButOne(page: Page, game: SudokuSnapshot): Promise<number> {
  const empties = [...game.values].flatMap((v, i) => (v === '.' ? [i] : []));
  const last = empties.pop() as number;
  const shown = await fillCells(page, game, empties);
  expect([...shown.values].filter((v) => v === '.')).toHaveLength(1);
  return last;
}

describe('a kill right after a win keeps what was shown', () => {
  it(`a daily won: ${ROUNDS} kills 0–300 ms after the winning tap`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-win-kill-'));
    const delay = delays(20261202);
    const log: string[] = [];
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const page = await openReady(dir);
        const { day, today } = await dayBefore(page, round);
        const game = await openDaily(page, day, today);
        const last = await playAllButOne(page, game);
        const solution = solutionOf(game);
        const ms = delay();
        const cell = `cell:${Math.floor(last / game.size)}:${last % game.size}`;
        const seen = await winAndKill(page, [cell, `pad:${solution[last]}`], ms, dir);
        const shown = seen.daily?.sudoku?.calendar[day]?.won === true;
        const settled = shown && seen.storage.pending === 0;

        const again = await openReady(dir);
        await tap(again, 'btn:calendar');
        const back = await waitForState(
          again,
          (s) => s.screen === 'calendar' && s.daily !== null,
          'the calendar after the restart',
        );
        const kept = back.daily?.sudoku?.calendar[day];
        const resumable = back.slots?.sudoku?.daily === day;
        log.push(`${ms} ms: shown ${shown}, pending ${seen.storage.pending}, kept ${kept?.won}`);
        if (settled) {
          // Everything the page showed, with nothing left to write, is back.
          expect(kept, `round ${round} (${ms} ms): the day won`).toEqual(
            seen.daily?.sudoku?.calendar[day],
          );
          expect(back.daily?.sudoku?.streak, `round ${round}: the streak`).toBe(
            seen.daily?.sudoku?.streak,
          );
        }
        // All of the win or none of it: won with the game gone, or not won with it kept.
        if (kept?.won === true) {
          expect(resumable, `round ${round}: a won daily is not in progress`).toBe(false);
        } else {
          expect(resumable, `round ${round}: a daily not won is kept to finish`).toBe(true);
          // The player finishes it: one move short of the win, and the win lands.
          await tap(again, 'btn:back');
          await tap(again, 'btn:continue');
          await waitForState(again, (s) => s.game?.status === 'playing', 'the daily back');
          await tap(again, cell, { settle: 'steady' });
          await tap(again, `pad:${solution[last]}`, { settle: 'steady' });
          await waitForState(
            again,
            (s) => s.daily?.sudoku?.calendar[day]?.won === true && s.storage.pending === 0,
            'the win on disk',
          );
        }
        await again.context().close();
      }
      console.log(`kill after a daily win: ${log.join('; ')}`);
    } finally {
      removeBrowserFiles(dir);
    }
  }, 900_000);

  it(`a journey stage cleared: ${ROUNDS} kills 0–300 ms after the clearing tap`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-clear-kill-'));
    const delay = delays(4242);
    const log: string[] = [];
    try {
      for (let stage = 1; stage <= ROUNDS; stage++) {
        // Reduced motion: fallen tiles are in place at once (the test is about the kill).
        const page = await openReady(dir, { reducedMotion: 'reduce' });
        await tap(page, 'game:link');
        await tap(page, 'btn:journey');
        await waitForState(page, (s) => s.screen === 'journey', 'the stage map', 60_000);
        await tap(page, `stage:${stage}`);
        const pair = await clearStage(page, stage, true, 1);
        if (!pair) throw new Error(`stage ${stage} cleared before its last pair`);
        const [a, b] = pair;
        const ms = delay();
        const seen = (await winAndKill(
          page,
          [`tile:${a.r}:${a.c}`, `tile:${b.r}:${b.c}`],
          ms,
          dir,
        )) as unknown as {
          journey: Record<string, { stars: Record<number, number>; open: number }>;
        } & Seen;
        const shownStars = seen.journey.link?.stars[stage] ?? 0;
        const settled = shownStars > 0 && seen.storage.pending === 0;

        const again = await openReady(dir, { reducedMotion: 'reduce' });
        await tap(again, 'game:link');
        await tap(again, 'btn:journey');
        const back = await waitForState(
          again,
          (s) => s.screen === 'journey' && s.journey !== null,
          'the map after the restart',
          60_000,
        );
        const link = back.journey?.link;
        log.push(
          `${ms} ms: stars ${shownStars}, pending ${seen.storage.pending}, kept ${link?.stars[stage] ?? 0}`,
        );
        if (settled) {
          expect(link?.stars[stage], `stage ${stage} (${ms} ms): its stars`).toBe(shownStars);
          expect(link?.open, `stage ${stage}: the next one open`).toBe(seen.journey.link?.open);
        }
        // All or nothing: the stars with the next stage open, or neither (the stage kept).
        if ((link?.stars[stage] ?? 0) > 0) {
          expect(link?.open, `stage ${stage}: open after its clear`).toBeGreaterThan(stage);
        } else {
          expect(link?.open, `stage ${stage}: not cleared, not passed`).toBe(stage);
          await tap(again, 'btn:back');
          await tap(again, 'btn:continue');
          await stageInPlay(again, stage);
          await tap(again, `tile:${a.r}:${a.c}`);
          await tap(again, `tile:${b.r}:${b.c}`);
          await waitForState<LinkSnapshot>(
            again,
            (s) => (s.journey?.link?.stars[stage] ?? 0) > 0 && s.storage.pending === 0,
            'the clear on disk',
          );
        }
        await again.context().close();
      }
      console.log(`kill after a stage clear: ${log.join('; ')}`);
    } finally {
      removeBrowserFiles(dir);
    }
  }, 900_000);
});
