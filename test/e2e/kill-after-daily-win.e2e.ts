// Nothing shown is taken away, for a daily: the browser is killed 0–300 ms after the tap that
// wins a past day's daily from the calendar (test/e2e/kill-rounds.ts says what must hold).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { openReady } from './backup-files';
import { fillCells } from './batch-taps';
import { emptyCells, removeBrowserFiles, solutionOf, tap, waitForState } from './harness';
import { delays, ROUNDS, winAndKill } from './kill-rounds';

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

/**
 * Opens the calendar on `day`'s month (from home; a page the last round left on this month's
 * calendar is there already) and plays that day's Sudoku daily.
 */
async function openDaily(page: Page, day: string, today: string): Promise<SudokuSnapshot> {
  const onCalendar = await page.evaluate(() => window.gridwise.state().screen === 'calendar');
  if (!onCalendar) await tap(page, 'btn:calendar');
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
  const empties = emptyCells(game);
  const last = empties.pop() as number;
  const shown = await fillCells(page, game, empties);
  expect([...shown.values].filter((v) => v === '.')).toHaveLength(1);
  return last;
}

describe('a kill right after a daily win keeps what was shown', () => {
  it(`a daily won: ${ROUNDS} kills 0–300 ms after the winning tap`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-win-kill-'));
    const delay = delays(20261202);
    const log: string[] = [];
    // The browser restarted after a round's kill, left on this month's calendar, plays the next
    // round (a launch and a boot fewer per round); after a round it had to finish, a fresh one.
    let next: Page | null = null;
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const page = next ?? (await openReady(dir));
        next = null;
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
        next = again;
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
          next = null;
          await again.context().close();
        }
      }
      console.log(`kill after a daily win: ${log.join('; ')}`);
    } finally {
      await next?.context().close();
      removeBrowserFiles(dir);
    }
  }, 900_000);
});
