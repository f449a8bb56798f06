// The unit files `npm run test:fast` leaves to `npm test`: each took over 4 s of test time on this
// two-core machine (loaded run, 2026-12-02), together some 235 s of the tier's 284 s. They are
// the property, fuzz and generation files: thousands of random inputs, whole puzzles generated
// and graded, the 160 photos read, a command line run in a child process. Nothing else is left
// out: every other unit file runs in both tiers, and `npm test` runs these too.
// test/unit/architecture/slow-files.test.ts keeps this list true to the tree.
export const SLOW_UNIT_FILES = [
  'test/unit/app/puzzle-pool.test.ts',
  'test/unit/fuzz/hostile-input.test.ts',
  'test/unit/link/cli.test.ts',
  'test/unit/link/generator.test.ts',
  'test/unit/link/journey-clearable.test.ts',
  'test/unit/link/shuffle.test.ts',
  'test/unit/link/solver.test.ts',
  'test/unit/scan/read-photos.test.ts',
  'test/unit/share/share-code.test.ts',
  'test/unit/storage/import-only-adds-property.test.ts',
  'test/unit/sudoku/canonical.test.ts',
  'test/unit/sudoku/cli.test.ts',
  'test/unit/sudoku/generator-extreme.test.ts',
  'test/unit/sudoku/generator-symmetry.test.ts',
  'test/unit/sudoku/generator.test.ts',
  'test/unit/sudoku/grader-rating.test.ts',
  'test/unit/sudoku/grader-soundness.test.ts',
  'test/unit/sudoku/nightmare.test.ts',
  'test/unit/sudoku/solver-9x9.test.ts',
  'test/unit/sudoku/solver.test.ts',
] as const;
