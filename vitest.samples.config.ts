// The slow sample checks (test/samples): not part of `npm test`; `npm run test:samples`.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/samples/**/*.samples.ts'],
    environment: 'node',
    // One puzzle's search is seconds here; a slow one must not fail the check by timing out.
    testTimeout: 300_000,
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
