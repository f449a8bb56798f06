// Where the unit tests find public puzzle data. A small sample, vendored in test/data/sudoku/
// (its README names the source of every line), is always there, so the tests pass in a fresh
// clone. The full public sets in ../shared/data/sudoku/ (beside the clone, as in CI) feed the
// large-data cases only; without that folder those cases are reported as skipped, with the
// reason, never passed silently.

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { it } from 'vitest';
import { puzzleLines } from '../../src/games/sudoku/core/puzzle-lines';

const SAMPLE_DIR = fileURLToPath(new URL('./sudoku/', import.meta.url));
// <root>/test/data → <root>/../shared/data/sudoku
const SHARED_DIR = fileURLToPath(new URL('../../../shared/data/sudoku/', import.meta.url));

export type SharedSet = '17-clue.txt' | 'forum-hardest-1106.txt' | 'se-rated-train.txt';
const SHARED_SETS: readonly SharedSet[] = [
  '17-clue.txt',
  'forum-hardest-1106.txt',
  'se-rated-train.txt',
];

export const hasSharedData = SHARED_SETS.every((name) => existsSync(SHARED_DIR + name));

const SKIP_NOTE =
  'needs the full public sets in ../shared/data/sudoku/, which is absent (a fresh clone); ' +
  'the vendored sample in test/data/sudoku/ covers the other cases';

/** The text of a vendored sample file, e.g. `17-clue.head-50.txt`. */
export function sampleText(name: string): string {
  return readFileSync(SAMPLE_DIR + name, 'utf8');
}

/** The first `count` puzzles of a vendored sample; fails if the sample holds fewer. */
export function samplePuzzles(name: string, count: number): Uint8Array[] {
  const puzzles = puzzleLines(sampleText(name), count);
  if (puzzles.length < count) {
    throw new Error(`test/data/sudoku/${name} holds ${puzzles.length} puzzles, not ${count}`);
  }
  return puzzles;
}

/** The text of a full public set; only for cases declared with `itWithSharedData`. */
export function sharedText(name: SharedSet): string {
  return readFileSync(SHARED_DIR + name, 'utf8');
}

/**
 * A large-data case: it runs when ../shared/data/sudoku/ is there, and is otherwise reported
 * as skipped, with the reason printed.
 */
export function itWithSharedData(name: string, fn: () => void, timeout?: number): void {
  it(
    name,
    (context) => {
      if (!hasSharedData) {
        console.warn(`[test data] skipped "${name}": ${SKIP_NOTE}`);
        context.skip(SKIP_NOTE);
        return;
      }
      fn();
    },
    timeout,
  );
}
