// End-to-end tests: the production build served by `vite preview`, driven in real Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    setupFiles: ['test/e2e/timing-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Two cores: one browser at a time keeps timings sane and results stable.
    fileParallelism: false,
  },
});
