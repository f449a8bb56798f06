// Results that reward, on a phone (390×844, touch): a win with a hint says on its card what help
// means for the records (won, not timed, the streak starts again) and shows no row of dashes;
// a practice position found glows its cells green as the pulse runs, never the red of a
// refusal (the page's clock is held, so the pulse is read at its brightest, frame by frame);
// two more found in a row master the technique, and its moment is shown whole.

import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startSudoku, useBrowser } from './fixture';
import {
  openApp,
  pageErrors,
  playToWin,
  quiet,
  screenshot,
  tap,
  targets,
  waitForState,
} from './harness';
import { type Box, boxPixels } from './screen-pixels';

const e2e = useBrowser({ drawing: true });

describe('an assisted win’s card', () => {
  it('says what help means for the records, with the figures it has and no dash', async () => {
    const page = await openApp(await e2e.phone());
    await startSudoku(page, 4, 'easy');
    await quiet(page);
    await tap(page, 'btn:hint');
    for (let i = 0; i < 5 && !(await targets(page)).some((t) => t.id === 'btn:hint-apply'); i++)
      await tap(page, 'btn:hint-more');
    await tap(page, 'btn:hint-apply');
    await waitForState(page, (s) => s.game?.hint === null, 'the hint carried out');
    await playToWin(page);
    const card = await waitForState(
      page,
      (s) => /Won 1/.test(s.notice ?? '') && s.storage.pending === 0,
      'the card with the wins read from the records',
    );
    const notice = card.notice ?? '';
    expect(notice).toContain(
      'Won with help: it counts as a win, not for best time or average, and the win streak starts again.',
    );
    expect(notice).not.toContain('–');
    expect(notice).not.toMatch(/Best|Average|Win streak/);
    expect(notice).toMatch(/Hints 1/);
    // A screen reader hears it with the win.
    const said = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-live]')].map((e) => e.textContent).join(' | '),
    );
    expect(said).toMatch(/Solved! .*Won with help: it counts as a win/);
    await quiet(page);
    // The line wraps inside the card: nothing cut, nothing on top of anything.
    expect(await page.evaluate(() => window.gridwise.textFit())).toEqual([]);
    const overlaps = await page.evaluate(() => window.gridwise.overlaps());
    expect(overlaps).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });
});

const SKILL = 'naked-pair';
const cellId = (cell: number) => `cell:${Math.floor(cell / 9)}:${cell % 9}`;

/** The mean red-minus-green of each box of a screenshot. */
async function redOverGreen(context: BrowserContext, png: Buffer, boxes: Box[]): Promise<number[]> {
  return (await boxPixels(context, png, boxes)).map((d) => {
    let sum = 0;
    for (let i = 0; i < d.length; i += 4) sum += (d[i] as number) - (d[i + 1] as number);
    return sum / (d.length / 4);
  });
}

describe('a practice position found', () => {
  it('glows the cells just edited green, never pink as if wrong', async () => {
    const context = await e2e.phone();
    // The page's clock is held from the last tap on (Playwright's fake timers, rAF included).
    await context.clock.install();
    const page = await openApp(context);
    await tap(page, 'game:sudoku');
    await tap(page, 'btn:learn');
    await waitForState(page, (s) => s.school?.page === 'list', 'the Learn list', 30_000);
    await quiet(page);
    await tap(page, `technique:${SKILL}`);
    await waitForState(page, (s) => s.school?.page === 'lesson', 'the lesson');
    await tap(page, 'btn:practice');
    const shown = await waitForState(
      page,
      (s) => {
        const p = s.school?.practice;
        return p?.positions === 1 && !p.making && p.target !== null && !p.found;
      },
      'a practice position',
      60_000,
    );
    await quiet(page);
    const target = shown.school?.practice?.target ?? null;
    const moves = [...(target?.placements ?? []), ...(target?.eliminations ?? [])];
    const last = moves.pop();
    if (!last) throw new Error('the position has a step');
    for (const { cell, digit } of moves) {
      await tap(page, cellId(cell));
      await tap(page, `pad:${digit}`);
    }
    await tap(page, cellId(last.cell));
    await quiet(page);
    const all = await targets(page);
    const cells = [...moves, last].map(({ cell }) => {
      const t = all.find((x) => x.id === cellId(cell));
      if (!t) throw new Error(`no ${cellId(cell)}`);
      // The cell's inside, clear of its lines.
      return {
        x: Math.round(t.x + 3),
        y: Math.round(t.y + 3),
        width: Math.round(t.width - 6),
        height: Math.round(t.height - 6),
      };
    });
    // The last move with the clock held: the pulse is read at its two peaks (225 and 675 ms of
    // 900), then once it is over.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const pad = (await targets(page)).find((t) => t.id === `pad:${last.digit}`);
    if (!pad) throw new Error('no pad key');
    await page.touchscreen.tap(pad.x + pad.width / 2, pad.y + pad.height / 2);
    const peaks: number[][] = [];
    for (const step of [225, 450]) {
      await page.clock.runFor(step);
      peaks.push(await redOverGreen(context, await page.screenshot(), cells));
    }
    await page.clock.runFor(1000);
    // Once over: the cells at rest (no longer selected), what the peaks are measured from.
    const rest = await redOverGreen(context, await page.screenshot(), cells);
    await page.clock.resume();
    for (const [i, base] of rest.entries()) {
      for (const peak of peaks) {
        const shift = (peak[i] as number) - base;
        // Red over green grew: the cell turned pink (about +100 at the peak with the old red).
        expect(shift, `cell ${i} turned pink`).toBeLessThan(5);
        // The pulse is seen, and it is green (red falls below green).
        expect(shift, `cell ${i} glows green`).toBeLessThan(-15);
      }
    }
    const found = await waitForState(
      page,
      (s) => s.school?.practice?.found === true && s.school.skills[SKILL]?.found === 1,
      'the position found and kept',
    );
    expect(found.school?.practice).toMatchObject({ found: true, hinted: false, mastered: false });

    // Two more found in a row: the technique is mastered, and its moment is shown, whole, over
    // nothing; the status says Mastered once.
    for (const n of [2, 3]) {
      await tap(page, 'btn:practice-next');
      const next = await waitForState(
        page,
        (s) => {
          const p = s.school?.practice;
          return p?.positions === n && !p.making && p.target !== null && !p.found;
        },
        `practice position ${n}`,
        60_000,
      );
      await quiet(page);
      const t = next.school?.practice?.target;
      for (const { cell, digit } of [...(t?.placements ?? []), ...(t?.eliminations ?? [])]) {
        await tap(page, cellId(cell));
        await tap(page, `pad:${digit}`);
      }
    }
    const mastered = await waitForState(
      page,
      (s) => s.school?.practice?.mastered === true,
      'the mastered moment',
    );
    expect(mastered.school?.skills[SKILL]).toMatchObject({ found: 3, streak: 3, mastered: true });
    await quiet(page);
    expect(await page.evaluate(() => window.gridwise.textFit())).toEqual([]);
    expect(await page.evaluate(() => window.gridwise.overlaps())).toEqual([]);
    await screenshot(page, 'school-mastered');
    expect(pageErrors(page)).toEqual([]);
  });
});
