// school (#26), in real Chromium at phone size by touch: the technique school. From the lobby
// (Sudoku → Learn) the list shows every technique family by family and scrolls; a technique's
// lesson shows a worked example made by the worker; practice makes positions of it on demand:
// one found by hand (its notes taken out on the pad), one through the three-stage hint (which
// counts as practised, not towards mastery); the progress is kept and read back after a reload.
// The hint card of a game offers the named technique's lesson, and Back goes back to the game;
// Stats offers the school too.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SchoolReport } from '../../src/play/school-api';
import { startSudoku, useBrowser } from './fixture';
import { openApp, pageErrors, quiet, screenshot, tap, targets, waitForState } from './harness';

const e2e = useBrowser();
const SKILL = 'naked-pair';

type Practice = NonNullable<SchoolReport['practice']>;
const schoolOf = (s: { school?: SchoolReport | null }) => s.school ?? null;

/** Waits for a practice position on show (made by the worker), and returns its report. */
async function positionOnShow(page: Page, n: number): Promise<Practice> {
  const s = await waitForState(
    page,
    (x) => {
      const p = schoolOf(x)?.practice;
      return p?.positions === n && !p.making && p.target !== null && !p.found;
    },
    `practice position ${n} on show`,
    60_000,
  );
  await quiet(page);
  return schoolOf(s)?.practice as Practice;
}

const cellId = (cell: number) => `cell:${Math.floor(cell / 9)}:${cell % 9}`;

describe('technique school', () => {
  it('teaches a technique: list, lesson with an example, two practice positions, progress kept', async () => {
    const page = await openApp(await e2e.phone());
    await tap(page, 'game:sudoku');
    await tap(page, 'btn:learn');
    const list = await waitForState(
      page,
      (s) => s.screen === 'school' && schoolOf(s)?.page === 'list',
      'the Learn list',
      30_000,
    );
    expect(schoolOf(list)?.skills).toEqual({});
    await quiet(page);
    let ids = (await targets(page)).map((t) => t.id);
    expect(ids).toContain('technique:hidden-single');
    expect(ids).toContain(`technique:${SKILL}`);
    // The list is taller than a phone: the chains are further down, reached by scrolling.
    expect(ids).not.toContain('technique:dynamic-forcing-chain');
    await screenshot(page, 'school-list');
    await page.mouse.move(195, 500);
    for (let i = 0; i < 30 && !ids.includes('technique:dynamic-forcing-chain'); i++) {
      await page.mouse.wheel(0, 400);
      await quiet(page);
      ids = (await targets(page)).map((t) => t.id);
    }
    expect(ids).toContain('technique:dynamic-forcing-chain');
    expect(ids).not.toContain('technique:hidden-single');
    // A drag the other way brings the top back (a drag is not a tap: nothing opens).
    for (let i = 0; i < 6 && !ids.includes(`technique:${SKILL}`); i++) {
      await page.mouse.move(195, 300);
      await page.mouse.down();
      await page.mouse.move(195, 760, { steps: 8 });
      await page.mouse.up();
      await quiet(page);
      ids = (await targets(page)).map((t) => t.id);
    }
    expect(
      schoolOf(await waitForState(page, (s) => s.screen === 'school', 'still the list'))?.page,
    ).toBe('list');

    // The lesson, with its worked example drawn once the worker has made it.
    await tap(page, `technique:${SKILL}`);
    const lesson = await waitForState(
      page,
      (s) => schoolOf(s)?.page === 'lesson' && schoolOf(s)?.example === true,
      'the lesson with its example',
      60_000,
    );
    expect(schoolOf(lesson)?.skill).toBe(SKILL);
    await quiet(page);
    await screenshot(page, 'school-lesson');

    // Practice 1: found by hand — notes mode is on (the step removes candidates), each removed
    // candidate taken out of its cell on the pad.
    await tap(page, 'btn:practice');
    const first = await positionOnShow(page, 1);
    expect(first.target?.placements).toEqual([]);
    await screenshot(page, 'school-practice');
    for (const { cell, digit } of first.target?.eliminations ?? []) {
      await tap(page, cellId(cell));
      await tap(page, `pad:${digit}`);
    }
    const found = await waitForState(
      page,
      (s) => schoolOf(s)?.skills[SKILL]?.practised === 1,
      'the first position found and kept',
    );
    expect(schoolOf(found)?.practice).toMatchObject({ found: true, hinted: false });
    expect(schoolOf(found)?.skills[SKILL]).toMatchObject({ found: 1, streak: 1, mastered: false });

    // Practice 2: through the hint — where to look, the technique, then the deduction in a tap.
    await tap(page, 'btn:practice-next');
    await positionOnShow(page, 2);
    await tap(page, 'btn:hint');
    for (let i = 0; i < 4; i++) {
      const now = (await targets(page)).map((t) => t.id);
      if (now.includes('btn:hint-apply')) break;
      await tap(page, 'btn:hint-more');
    }
    await tap(page, 'btn:hint-apply');
    const hinted = await waitForState(
      page,
      (s) => schoolOf(s)?.skills[SKILL]?.practised === 2,
      'the second position found through the hint and kept',
    );
    expect(schoolOf(hinted)?.practice).toMatchObject({ found: true, hinted: true });
    // A hint breaks the run of three: practised, not mastered, streak back to none.
    expect(schoolOf(hinted)?.skills[SKILL]).toMatchObject({ found: 1, streak: 0, mastered: false });

    // After a reload the progress is read back from IndexedDB.
    await page.reload();
    await page.waitForFunction(() => window.gridwise?.ready === true, undefined, {
      timeout: 30_000,
    });
    await tap(page, 'game:sudoku');
    await tap(page, 'btn:learn');
    const back = await waitForState(
      page,
      (s) => schoolOf(s)?.page === 'list' && schoolOf(s)?.skills[SKILL] !== undefined,
      'the progress read back after a reload',
      30_000,
    );
    expect(schoolOf(back)?.skills[SKILL]).toMatchObject({
      lesson: true,
      practised: 2,
      found: 1,
      streak: 0,
    });
    expect(pageErrors(page)).toEqual([]);
  });

  it('opens the named technique’s lesson from a game’s hint, and from Stats', async () => {
    const page = await openApp(await e2e.phone());
    await startSudoku(page, 9, 'easy');
    await quiet(page);
    await tap(page, 'btn:hint');
    await tap(page, 'btn:hint-more');
    await tap(page, 'btn:hint-learn');
    const lesson = await waitForState(
      page,
      (s) => s.screen === 'school' && schoolOf(s)?.page === 'lesson',
      'the hint technique’s lesson',
      30_000,
    );
    // An easy puzzle's first step is a single.
    expect(['hidden-single', 'naked-single']).toContain(schoolOf(lesson)?.skill);
    // Back from a lesson opened from the game goes back to the game, still in play.
    await tap(page, 'btn:back');
    const game = await waitForState(page, (s) => s.screen === 'game', 'back in the game');
    expect(game.game?.status).toBe('playing');
    await tap(page, 'btn:home');
    await waitForState(page, (s) => s.screen === 'home', 'the lobby');
    await tap(page, 'btn:stats');
    await waitForState(page, (s) => s.screen === 'stats', 'Stats');
    await tap(page, 'btn:learn');
    await waitForState(
      page,
      (s) => s.screen === 'school' && schoolOf(s)?.page === 'list',
      'the Learn list from Stats',
    );
    await tap(page, 'btn:back');
    await waitForState(page, (s) => s.screen === 'stats', 'back on Stats');
    expect(pageErrors(page)).toEqual([]);
  });
});
