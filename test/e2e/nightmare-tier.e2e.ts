// Nightmare, in real Chromium at phone size by touch: the tier above Extreme. The lobby shows it
// at 9×9 only, "being made…" while the pool has none; a second worker makes one in the
// background once the other levels are stocked, how long it has run on the chip; then Start
// begins it at once from the warm pool — a unique puzzle the grader rates 9.0 or more. Picked
// before one is ready, Start makes one while the player waits, saying how long it has run and how
// many candidates were tried.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../src/games/sudoku/core/codec';
import { rateSudoku } from '../../src/games/sudoku/core/grader';
import { countSolutions } from '../../src/games/sudoku/core/solver';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { useBrowser } from './fixture';
import { openApp, pageErrors, tap, targets, waitForState } from './harness';

const e2e = useBrowser();

// Seeds whose Nightmare search is short (`?aheadSeeds`, src/app/puzzles/ahead-seeds.ts): the
// worker, the search, its progress and the pool are the player's; only the luck is fixed. A
// fresh seed's search took 1 s to a minute, and the two tests waited 54 s and 25 s on theirs
// in one quiet run. In Node: e2e-9 1.0 s (one candidate), e2e-8 6.3 s (five). The first test's
// next making, after the one it takes, is e2e-8: slow enough not to be back in the pool before
// the game begins, where the test reads the pool; the wait of the second has progress to show.
const QUICK = '?aheadSeeds=e2e-9,e2e-8';
const WITH_PROGRESS = '?aheadSeeds=e2e-8';

async function chip(page: Page) {
  return (await targets(page)).find((t) => t.id === 'level:nightmare') ?? null;
}

const chipNote = (page: Page) =>
  page.evaluate(
    () =>
      (document.querySelector('[data-id="level:nightmare"]') as HTMLElement | null)?.dataset.note,
  );

describe('Nightmare tier', () => {
  it('is made ahead in the background, then starts at once from the warm pool', async () => {
    // The harness keeps Nightmare from being made in other tests' fresh profiles; here it is.
    const page = await openApp(await e2e.phone(), QUICK, undefined, { ahead: true, fill: true });
    await tap(page, 'game:sudoku');
    await tap(page, 'size:6');
    expect(await chip(page), 'no Nightmare at 6×6').toBeNull();
    await tap(page, 'size:9');
    const before = await chip(page);
    // Pickable while none is ready (Start then waits for it: the next test), saying so.
    expect(before?.disabled, 'to be picked while none is ready').toBeFalsy();
    expect(await chipNote(page)).toMatch(/being made/);
    // The other levels are stocked first; then the second worker makes one (a second, from
    // its seed), its progress on the chip as it goes.
    const ready = await waitForState(
      page,
      (s) => (s.pool['sudoku:9:nightmare'] ?? 0) >= 1,
      'a Nightmare puzzle made ahead',
      300_000,
    );
    expect(ready.pool['sudoku:9:nightmare']).toBe(1);
    await page.waitForFunction(
      () => !(document.querySelector('[data-id="level:nightmare"]') as HTMLButtonElement).disabled,
    );
    expect(await chipNote(page)).toBeUndefined();
    await tap(page, 'level:nightmare');
    // From the pool: no puzzle is made while the player waits. Watched in the page, every 20 ms,
    // from before the tap: a Nightmare made on demand is seconds to a minute of "making…"
    // (state().generating), which no poll can miss. (A wall-clock bound here, 5 s, failed once
    // at 5.3 s on a loaded CI machine while the stage loaded; it measured the host, not this.)
    // The same watch notes the pool when the game begins: the one taken has left it.
    await page.evaluate(() => {
      const w = window as typeof window & { madeWhileWaiting?: boolean; poolAtStart?: number };
      w.madeWhileWaiting = false;
      const poll = setInterval(() => {
        const s = window.gridwise.state();
        if (s.generating) w.madeWhileWaiting = true;
        if ((s.game as { status?: string } | null)?.status !== 'playing') return;
        w.poolAtStart = s.pool['sudoku:9:nightmare'] ?? 0;
        clearInterval(poll);
      }, 20);
    });
    await tap(page, 'btn:start');
    const s = await waitForState(
      page,
      (x) => x.screen === 'game' && x.game?.status === 'playing' && x.game.level === 'nightmare',
      'the Nightmare puzzle in play',
    );
    expect(
      await page.evaluate(
        () => (window as typeof window & { madeWhileWaiting?: boolean }).madeWhileWaiting,
      ),
      'a puzzle made while the player waited',
    ).toBe(false);
    const game = s.game as SudokuSnapshot;
    const { shape, cells } = parsePuzzle(game.puzzle, 9);
    expect(countSolutions(shape, cells, 2).count).toBe(1);
    expect(rateSudoku(shape, cells).score).toBeGreaterThanOrEqual(9);
    // Taken: it left the pool as the game began. (Waiting afterwards for the pool to read 0 failed
    // once: the worker had already made the next one, seconds later, while this test rated the
    // puzzle. The next one's making is the background fill's, checked above.)
    expect(
      await page.evaluate(() => (window as typeof window & { poolAtStart?: number }).poolAtStart),
      'Nightmare puzzles left in the pool when the game began',
    ).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    // Its worker is making the next one: not beside the next test.
    await page.close();
  });

  it('is made on demand when none is ready, the wait saying how long and how far', async () => {
    // No background making here (the harness's default): Start asks for one.
    const page = await openApp(await e2e.phone(), WITH_PROGRESS);
    await tap(page, 'game:sudoku');
    await tap(page, 'size:9');
    expect(await chipNote(page)).toMatch(/being made/);
    await tap(page, 'level:nightmare');
    await tap(page, 'btn:start');
    const waiting = await waitForState(
      page,
      (x) => /so far · [\d,]+ tried$/.test(x.notice ?? ''),
      'the wait with its progress',
      300_000,
    );
    expect(waiting.notice).toMatch(/^Making a new puzzle… \d+:\d\d so far · [\d,]+ tried$/);
    expect(waiting.generating).toBe(true);
    const s = await waitForState(
      page,
      (x) => x.game?.status === 'playing' && x.game.level === 'nightmare' && x.notice === null,
      'the Nightmare made on demand, in play',
      300_000,
    );
    const game = s.game as SudokuSnapshot;
    const { shape, cells } = parsePuzzle(game.puzzle, 9);
    expect(countSolutions(shape, cells, 2).count).toBe(1);
    expect(pageErrors(page)).toEqual([]);
  });
});
