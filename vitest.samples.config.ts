// The slow sample tier: large samples of generated puzzles and positions, checked one by one
// (`npm run test:samples`; not part of `npm test`): the technique school's practice positions
// and the Nightmare puzzles (#26). Each file under test/samples/ is one sample.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/samples/**/*.test.ts', 'test/samples/**/*.samples.ts'],
    environment: 'node',
    // A sample takes minutes on a loaded machine; one slow case must not fail it by timing out.
    testTimeout: 600_000,
    maxWorkers: Math.max(1, availableParallelism()),
  },
});
