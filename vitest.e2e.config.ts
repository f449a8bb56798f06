// End-to-end tests: the production build served by `vite preview`, driven in real Chromium.
// Tiers (E2E_TIER):
// - unset: every file given (or every file), for running one file by hand;
// - `smoke`: only the smoke file (the fast tier, `npm run test:fast`);
// - `shared`, then `solo`: what `npm test` runs (`npm run test:e2e`). `shared` is every file but
//   the SOLO one, E2E_WORKERS at a time (default: one more than the cores, at most three, busy
//   machine or not: filesSideBySide below). Each file's Chromium spends part of
//   its time waiting (for frames, for the clock, for watch windows in which nothing may happen),
//   so files side by side overlap those waits. `solo` then runs sudoku-frames.e2e.ts with
//   nothing beside it: its test holds the render loop to asking for every frame of an
//   animation until it ends, and beside another file it failed once (a fresh clone,
//   2026-12-03; it was part of sudoku-screen.e2e.ts then). third-game.e2e.ts ran there
//   too until 2026-12-03; it runs in `shared` now, with a limit of its own: alone, one core sat
//   idle while its compiler ran on the other (README, Tests).
// Retries (E2E_RETRY): in `npm test` a test that fails is run once more, and the teardown
// prints it under FLAKY (failed, then passed) or FAILED, with each attempt's error, as the
// log's last lines. A flaky test is a defect to fix, not a pass to forget: the net is there
// because one slow moment on a loaded two-core machine otherwise costs a whole CI run. By hand
// (no tier) there is no retry, so a flake shows as a failure.
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { idleCores } from './test/e2e/idle-cores';

const SMOKE = 'test/e2e/smoke.e2e.ts';
const SOLO = ['test/e2e/sudoku-frames.e2e.ts'];
const tier = process.env.E2E_TIER ?? '';
/**
 * Files side by side: one more than the cores, at most three. Each file's Chromium waits part of
 * its time (frames, the clock, watch windows), and two files left a sixth of two cores idle: the
 * shared tier, quiet, the same code back to back (2026-12-04), took 480 s three side by side
 * (1.90 cores busy on average) and 568 s two (1.69). Busy machines get three too: beside two busy
 * loops (`node -e 'for(;;){}'` twice), back to back the same evening, 604 s three and 654 s two,
 * every test passing in both (a run's share of a contended CPU grows with what it has ready to
 * run). Until then two were chosen where less than one and a half cores were idle at the start:
 * on 2026-12-03, before nothing was rasterized where no pixel is read and taps went in batches,
 * three had taken 1,201 s and two 901 s, every tap then waiting on frames the loops slowed. The
 * idle cores at the start are still said in the log. E2E_WORKERS sets the number by hand.
 */
function filesSideBySide(): number {
  if (process.env.E2E_WORKERS) return Math.max(1, Number(process.env.E2E_WORKERS) || 1);
  const chosen = Math.max(1, Math.min(3, availableParallelism() + 1));
  // Said in the log: a run's time depends on it, and on what else the machine was doing.
  console.log(
    `e2e: ${chosen} files side by side (${idleCores().toFixed(1)} cores idle at the start)`,
  );
  return chosen;
}
const workers = tier === 'solo' || tier === 'smoke' ? 1 : filesSideBySide();
const retry = Math.max(
  0,
  Number(process.env.E2E_RETRY ?? (tier === 'shared' || tier === 'solo' ? 1 : 0)) || 0,
);

export default defineConfig({
  test: {
    include: tier === 'smoke' ? [SMOKE] : tier === 'solo' ? SOLO : ['test/e2e/**/*.e2e.ts'],
    exclude: tier === 'shared' ? [...configDefaults.exclude, ...SOLO] : configDefaults.exclude,
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    // The stage's English words, for tests that name things as the app does (tile names).
    setupFiles: ['test/e2e/timing-setup.ts', 'test/unit/setup-words.ts'],
    // A safety limit, not a speed target: on a loaded machine the longest tests (the kill
    // rounds, the share link's fresh profiles) took up to 120 s, and hit the old limit.
    testTimeout: 240_000,
    retry,
    hookTimeout: 60_000,
    // One Chromium per worker, shared by its files (global-setup.ts); each test has fresh contexts.
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // The files of one worker share their imported modules (the harness, playwright-core, the
    // cores it plans with) instead of importing them again for each file: 72–77 s of import
    // time in a run at three side by side, 10 s without. Each test file itself still runs
    // afresh, with its own browser contexts; the harness's module state is per page (WeakMaps)
    // or reset for each file (harness fileNeeds), and no e2e file mocks a module or sets the
    // environment. The e2e run, quiet, three side by side (2026-12-04): 552 and 572 s
    // isolated, 484 s shared, every test passing. E2E_ISOLATE=on isolates each file again, to
    // rule out a leak between files.
    isolate: process.env.E2E_ISOLATE === 'on',
  },
});
