// The game screen's frames: it draws nothing while nothing changes (not even a request for an
// animation frame), and while an animation plays the render loop asks for every frame until the
// animation ends. It runs alone, after the other files (vitest.e2e.config.ts, SOLO): the
// refusal's frame chain is the one check here that failed once beside another file (a fresh
// clone, 2026-12-03), and the rest of the game screen's tests (sudoku-screen.e2e.ts) need not
// wait for it.

import { describe, expect, it } from 'vitest';
import { openSharpPhone, startSudoku, useBrowser } from './fixture';
import { framesOver } from './frame-count';
import { pageErrors, quiet, state, tap } from './harness';

const e2e = useBrowser({ drawing: true });

describe('Sudoku game screen frames', () => {
  it('draws no frames while nothing changes, and animates continuously while something moves', async () => {
    const page = await openSharpPhone(e2e, 390, 844);
    await quiet(page);
    const idleHome = await framesOver(page, 1500);
    expect(idleHome).toEqual({ raf: 0, frames: 0 });

    await startSudoku(page, 9);
    await quiet(page); // let the screen settle after the start
    // While the player thinks only the clock changes, and it is a DOM label: in 10 s of idle
    // the canvas draws nothing and nothing even asks for an animation frame.
    const clock = () =>
      page.evaluate(() => document.querySelector('[data-label="timer"]')?.textContent ?? '');
    const clockBefore = await clock();
    const idleGame = await framesOver(page, 10_000);
    const clockAfter = await clock();
    console.log(
      `idle game screen: ${idleGame.frames} frames, ${idleGame.raf} rAF in 10 s; clock ${clockBefore} → ${clockAfter}`,
    );
    expect(idleGame).toEqual({ raf: 0, frames: 0 });
    expect(clockAfter).not.toBe(clockBefore);

    // A refused digit shakes and flashes: frames keep coming for the whole animation.
    const game = (await state(page)).game;
    const values = game?.values ?? '';
    // An empty cell whose row holds a digit, chosen from the state (not every row has one).
    const empty = [...values].findIndex(
      (v, i) => v === '.' && /\d/.test(values.slice(i - (i % 9), i - (i % 9) + 9)),
    );
    const row = Math.floor(empty / 9);
    const clash = values.slice(row * 9, row * 9 + 9).replaceAll('.', '')[0] as string;
    await tap(page, `cell:${row}:${empty % 9}`);
    // Record every animation-frame callback while the refusal animates, and whether it asked
    // for the next frame: the render loop must ask on every frame until the animation ends,
    // then stop asking. (Counted, not timed: frame gaps and per-frame cost depend on the load
    // of the machine, not on the app; the per-tap cost is bench/move-latency.ts's to measure.)
    const during = await page.evaluate(async (digit) => {
      const frames: { at: number; askedNext: boolean; cost: number }[] = [];
      let current: { askedNext: boolean } | null = null;
      const original = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) => {
        if (current) current.askedNext = true;
        return original((t) => {
          const frame = { at: performance.now() - t0, askedNext: false, cost: 0 };
          current = frame;
          cb(t);
          current = null;
          frame.cost = performance.now() - t0 - frame.at;
          frames.push(frame);
        });
      };
      const before = window.gridwise.framesDrawn();
      const t0 = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: digit }));
      // The refusal's words, read while they must be up: a loaded machine may run the wait
      // below late enough for the message's reading time to have passed.
      const notice = window.gridwise.state().notice;
      // Until the loop is idle (shake 450 ms, flash 900 ms, toast fade), then 500 ms more in
      // which no frame may be asked for.
      while (!window.gridwise.idle()) await new Promise((r) => setTimeout(r, 50));
      const idleAt = frames.length;
      await new Promise((r) => setTimeout(r, 500));
      window.requestAnimationFrame = original;
      return { drawn: window.gridwise.framesDrawn() - before, frames, idleAt, notice };
    }, clash);
    expect(during.notice).toMatch(/already in this/);
    const { frames } = during;
    const cost = [...frames.map((f) => f.cost)].sort((a, b) => a - b);
    console.log(
      `refusal animation: ${frames.length} frames; main-thread cost per frame median ` +
        `${(cost[Math.floor(cost.length / 2)] ?? 0).toFixed(1)} ms`,
    );
    // Frames in a chain, each but the last asking for the next one straight away (no idle
    // stretch inside the animation), the last asking for none. How many depends on how long
    // each takes to draw: at load 20 a frame took 300 ms, and two covered the whole 900 ms.
    expect(frames.length).toBeGreaterThanOrEqual(2);
    expect(frames.slice(0, -1).every((f) => f.askedNext)).toBe(true);
    expect(frames.at(-1)?.askedNext).toBe(false);
    // Once idle, nothing more is asked for or drawn.
    expect(frames.length).toBe(during.idleAt);
    expect(Math.abs(during.drawn - frames.length)).toBeLessThanOrEqual(1);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
