// The kill rounds' shared parts. Nothing shown is taken away: the browser is killed (SIGKILL, no
// unload) 0–300 ms after the tap that wins a daily (kill-after-daily-win.e2e.ts) or clears a
// journey stage (kill-after-stage-clear.e2e.ts), in a persistent profile, round after round.
// What the page showed just before the kill, with nothing left to write (state().storage.pending
// 0), must be what comes back after the restart; a kill while the win is still on its way may
// keep all of the win or none of it, never half. Two files, so that the two ten-round tests run
// side by side rather than one after the other in one file (each takes minutes).
import type { Page } from 'playwright-core';
import { killBrowser, type SudokuView, tap } from './harness';

/** Rounds per test (WIN_KILL_ROUNDS; 10 by default). */
export const ROUNDS = Number(process.env.WIN_KILL_ROUNDS ?? 10);

/**
 * A repeatable 0–300 ms per round (the kill's delay after the winning tap). KILL_MS fixes it: with
 * KILL_MS=0 the journey's rounds often die before the clear is written, so that their other path
 * (the player finishes the stage the restart kept) runs, not only when the timing falls so; it
 * had gone unrun, and broke the first time it ran (a tile that came back selected was let go).
 * The daily's win was written before a kill 0 ms after its tap in 3 of 3 rounds.
 */
export function delays(seed: number): () => number {
  const fixed = process.env.KILL_MS;
  if (fixed !== undefined) return () => Number(fixed);
  let random = seed;
  return () => {
    random = (random * 1103515245 + 12345) % 2 ** 31;
    return random % 301;
  };
}

/** What the page shows just before the kill, read in the page until `ms` after the tap. */
export type Seen = SudokuView;

/**
 * Taps `id` (the winning move), reads state() in the page for `ms` more milliseconds, and kills
 * the browser the moment the page answers: the last reading is what the player had seen.
 */
export async function winAndKill(
  page: Page,
  ids: string[],
  ms: number,
  dir: string,
): Promise<Seen> {
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
