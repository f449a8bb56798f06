// Unit tests: pure cores and engine, in Node. Two projects share the workers: the files that mock
// a module, isolated, and the rest, which share each worker's modules. (A project's `include`
// and `exclude` are its own: with `extends`, lists set here at the top would be added to them.)
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { SLOW_UNIT_FILES } from './test/unit/slow-files';

/** UNIT_TIER=fast (`npm run test:fast`): every unit file but the slow ones `npm test` runs. */
const fast = process.env.UNIT_TIER === 'fast';

/**
 * The unit files that replace a module (`vi.mock`): a replacement only takes where the module
 * is imported afresh, so these run isolated, each with its own module graph. Found by reading
 * the files, so a new one is isolated without anyone listing it.
 */
const UNIT_DIR = fileURLToPath(new URL('test/unit/', import.meta.url));
const MOCKING_FILES = readdirSync(UNIT_DIR, { recursive: true, encoding: 'utf8' })
  .map((f) => f.replaceAll('\\', '/'))
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => /\bvi\.(mock|doMock|unmock)\(/.test(readFileSync(UNIT_DIR + f, 'utf8')))
  .map((f) => `test/unit/${f}`);

const exclude = fast ? [...configDefaults.exclude, ...SLOW_UNIT_FILES] : configDefaults.exclude;

export default defineConfig({
  test: {
    // The English words of the stage, as the app hands them over when the stage loads.
    // The games' cards, registered as the app registers them before storage opens.
    // An empty IndexedDB for each file (the files of a worker share their modules, below).
    setupFiles: [
      'test/unit/setup-words.ts',
      'test/unit/setup-games.ts',
      'test/unit/setup-fresh-storage.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: on this 2-core machine that ran every
    // file one after another (93 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: [...exclude, ...MOCKING_FILES],
          // The files of one worker share their imported modules (no fresh import per file):
          // the whole tier, quiet, 89–107 s isolated → 68.7 s shared (2026-12-04; vitest's
          // import time 38 → 28 s). What a file could inherit from the one before is reset by
          // the setup files above (the language; the IndexedDB: without that reset, a file
          // listing the databases saw the one the file before it in its worker had made); the
          // files that mock a module run apart, isolated.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-mocking', include: MOCKING_FILES, exclude, isolate: true },
      },
    ],
  },
});
