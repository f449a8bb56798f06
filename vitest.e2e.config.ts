// End-to-end tests: the production build served by `vite preview`, driven in real Chromium.
// Tiers (E2E_TIER):
// - unset: every file given (or every file), for running one file by hand;
// - `smoke`: only the smoke file (the fast tier, `npm run test:fast`);
// - `shared`: what `npm test` runs (`npm run test:e2e`): every file, E2E_WORKERS at a time
//   (default: as many as the cores, at most three). Each file's Chromium spends part of its time
//   waiting (for frames, for the clock, for watch windows in which nothing may happen), so two
//   files side by side overlap those waits; but the tier is bound by CPU work, and a third file
//   on two cores only made every file slower: the whole tier, quiet, the same code back to back
//   (2026-12-03), took 1,201 s three side by side and 901 s two (1,712 s in tests against
//   3,481 s). (When the suite was lighter, three had been quicker: 391 s against 428 s.)
//   Until 2026-12-03 two files ran after it one by one with nothing beside them (a `solo` tier):
//   sudoku-screen.e2e.ts, when it still timed an animation's frames (at least 3 in 900 ms),
//   and third-game.e2e.ts, whose compiler, unit-test run and build in a scratch copy took over
//   240 s beside two other files at load 15. The first now counts frames instead of timing them,
//   and the second has a limit of its own; beside the rest they cost the run less than alone,
//   where one core sat idle while the compiler ran on the other (README, Tests).
// Retries (E2E_RETRY): in `npm test` a test that fails is run once more, and the teardown
// prints it under FLAKY (failed, then passed) or FAILED, with each attempt's error, as the
// log's last lines. A flaky test is a defect to fix, not a pass to forget: the net is there
// because one slow moment on a loaded two-core machine otherwise costs a whole CI run. By hand
// (no tier) there is no retry, so a flake shows as a failure.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { idleCores } from './test/e2e/idle-cores';

const SMOKE = 'test/e2e/smoke.e2e.ts';
const tier = process.env.E2E_TIER ?? '';
/**
 * Files side by side: as many as the cores (at most three), but at most two where other work
 * already keeps the machine busy (less than one and a half cores idle over a second's sample,
 * taken when the run starts, after npm test's own unit tier and build have ended). A third
 * file's browser beside two busy loops gained no speed and made the timing-sensitive tests wait
 * on the CPU. E2E_WORKERS sets it by hand.
 */
function filesSideBySide(): number {
  if (process.env.E2E_WORKERS) return Math.max(1, Number(process.env.E2E_WORKERS) || 1);
  const byCores = Math.max(1, Math.min(3, availableParallelism()));
  const idle = idleCores();
  const chosen = idle < 1.5 ? Math.min(2, byCores) : byCores;
  // Said in the log: a run's time depends on it.
  console.log(`e2e: ${chosen} files side by side (${idle.toFixed(1)} cores idle at the start)`);
  return chosen;
}
const workers = tier === 'smoke' ? 1 : filesSideBySide();
const retry = Math.max(0, Number(process.env.E2E_RETRY ?? (tier === 'shared' ? 1 : 0)) || 0);

export default defineConfig({
  test: {
    include: tier === 'smoke' ? [SMOKE] : ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    // The stage's English words, for tests that name things as the app does (tile names).
    setupFiles: ['test/e2e/timing-setup.ts', 'test/unit/setup-words.ts'],
    // A safety limit, not a speed target: on a loaded machine the longest tests (the kill
    // rounds, the share link's fresh profiles) took up to 120 s, and hit the old limit.
    testTimeout: 240_000,
    retry,
    hookTimeout: 60_000,
    // Each file has its own browser.
    fileParallelism: workers > 1,
    maxWorkers: workers,
  },
});
