// Unit tests: pure cores and engine, in Node.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    // The English words of the stage, as the app hands them over when the stage loads.
    // The games' cards, registered as the app registers them before storage opens.
    setupFiles: ['test/unit/setup-words.ts', 'test/unit/setup-games.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: on this 2-core machine that ran every
    // file one after another (93 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
