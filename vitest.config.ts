// Unit tests: pure cores and engine, in Node.
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { SLOW_UNIT_FILES } from './test/unit/slow-files';

/** UNIT_TIER=fast (`npm run test:fast`): every unit file but the slow ones `npm test` runs. */
const fast = process.env.UNIT_TIER === 'fast';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    exclude: fast ? [...configDefaults.exclude, ...SLOW_UNIT_FILES] : configDefaults.exclude,
    // The fast tier shares each worker's modules between files (no fresh import per file: 60 of
    // its 92 s were imports); npm test keeps every file isolated, so a file that leans on
    // another's leftovers still fails there.
    isolate: !fast,
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
