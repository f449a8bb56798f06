// The slow sample tier: large samples of generated puzzles and positions, checked one by one
// (`npm run test:samples`; not part of `npm test`). Each file under test/samples/ is one sample.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/samples/**/*.test.ts'],
    environment: 'node',
    // A sample takes minutes on a loaded machine; each case has its own budget below that.
    testTimeout: 600_000,
    maxWorkers: 1,
  },
});
