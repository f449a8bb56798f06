// End-to-end tests: the production build served by `vite preview`, driven in real Chromium.
// E2E_SMOKE=1 runs only the smoke file (the fast tier, `npm run test:fast`); otherwise every
// file runs (`npm test`; the smoke file too, for its Content-Security-Policy and same-origin
// checks on both games), E2E_WORKERS files at a time (default 1: on two cores a
// second file's browser makes the frame-cost checks of sudoku-screen.e2e.ts fail).
import { configDefaults, defineConfig } from 'vitest/config';

const SMOKE = 'test/e2e/smoke.e2e.ts';
const smoke = process.env.E2E_SMOKE === '1';
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);

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
