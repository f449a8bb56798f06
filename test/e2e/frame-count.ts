// Frames over a stretch of the page's own time: how many the app drew and how many animation
// frames anything asked for. The browser-level proof that an idle screen schedules nothing
// (sudoku-frames, results-screen).
import type { Page } from 'playwright-core';

/** Counts frames drawn and requestAnimationFrame calls over `ms` of the page's own time. */
export async function framesOver(page: Page, ms: number): Promise<{ raf: number; frames: number }> {
  return page.evaluate(async (duration) => {
    let raf = 0;
    const original = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) => {
      raf++;
      return original(cb);
    };
    const before = window.gridwise.framesDrawn();
    await new Promise((r) => setTimeout(r, duration));
    window.requestAnimationFrame = original;
    return { raf, frames: window.gridwise.framesDrawn() - before };
  }, ms);
}
