// Unit tests: pure cores and engine, in Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    // The English words of the stage, as the app hands them over when the stage loads.
    setupFiles: ['test/unit/setup-words.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
