// End-to-end tests: the production build served by `vite preview`, driven in real Chromium.
// E2E_SMOKE=1 runs only the smoke file (the fast tier, `npm run test:fast`); otherwise every
// file runs (`npm test`; the smoke file too, for its Content-Security-Policy and same-origin
// checks on both games), E2E_WORKERS files at a time. The default is two (one on a one-core
// machine): each file's Chromium spends much of its time waiting on frames and on the app, so
// two side by side on two cores take 434 s where one after another took 785 s; the frame-cost
// checks of sudoku-screen.e2e.ts hold with two (they compare frames with frames of the same run).
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const SMOKE = 'test/e2e/smoke.e2e.ts';
const smoke = process.env.E2E_SMOKE === '1';
const workers = Math.max(
  1,
  Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())) || 1,
);

export default defineConfig({
  test: {
    include: smoke ? [SMOKE] : ['test/e2e/**/*.e2e.ts'],
    exclude: configDefaults.exclude,
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    // The stage's English words, for tests that name things as the app does (tile names).
    setupFiles: ['test/e2e/timing-setup.ts', 'test/unit/setup-words.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Each file has its own browser; two cores run two files side by side.
    fileParallelism: workers > 1,
    maxWorkers: workers,
  },
});
