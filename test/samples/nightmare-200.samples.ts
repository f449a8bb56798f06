// The 200-sample check of issue #26: 200 Nightmare puzzles from distinct seeds, each with exactly
// one solution and a fresh rateSudoku of 9.0 or more. Slow (minutes), so it is not part of
// `npm test`: run it with `npm run test:samples` (vitest.samples.config.ts).
// SAMPLES=n runs the first n seeds only (a quicker look; the check is all 200).

import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../src/games/sudoku/core/codec';
import { shapeFor } from '../../src/games/sudoku/core/geometry';
import { rateSudoku } from '../../src/games/sudoku/core/grader/index';
import {
  createNightmareSearch,
  NIGHTMARE_MIN_SCORE,
  type NightmareResult,
} from '../../src/games/sudoku/core/nightmare/index';
import { countSolutions } from '../../src/games/sudoku/core/solver';

const COUNT = Math.min(200, Number(process.env.SAMPLES ?? 200));
const shape = shapeFor(9);
const seeds = Array.from({ length: COUNT }, (_, i) => `sample-${i}`);

describe(`Nightmare: ${COUNT} puzzles from distinct seeds`, () => {
  const made = new Set<string>();
  it.each(seeds)('%s: one solution, rated ≥ 9.0 afresh', (seed) => {
    const search = createNightmareSearch(seed);
    let result: NightmareResult | null = null;
    // Sliced as the worker slices it.
    while (result === null) result = search.step(100);
    const cells = parsePuzzle(result.cells, 9).cells;
    expect(countSolutions(shape, cells, 2).count).toBe(1);
    expect(rateSudoku(shape, cells).score).toBeGreaterThanOrEqual(NIGHTMARE_MIN_SCORE);
    expect(made.has(result.cells)).toBe(false);
    made.add(result.cells);
  });
});
