// The Nightmare search (src/games/sudoku/core/nightmare): a few fixed seeds, fast enough for the
// unit tier. The 200-sample check is test/samples/nightmare-200.samples.ts (npm run test:samples).

import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../src/games/sudoku/core/codec';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';
import { rateSudoku } from '../../../src/games/sudoku/core/grader/index';
import {
  createNightmareSearch,
  NIGHTMARE_MIN_SCORE,
  type NightmareResult,
} from '../../../src/games/sudoku/core/nightmare/index';
import { countSolutions } from '../../../src/games/sudoku/core/solver';

const shape = shapeFor(9);

/** Seeds picked because their search is short (0.6 s and 2 s here). */
const SEEDS = ['unit-e', 'unit-b'];

const finished = new Map<string, NightmareResult>();

/** The search of `seed` run in one unbounded step (each seed is searched once per file). */
function runToEnd(seed: string): NightmareResult {
  const known = finished.get(seed);
  if (known) return known;
  const search = createNightmareSearch(seed);
  const result = search.step(Number.POSITIVE_INFINITY);
  if (result === null) throw new Error('an unbounded step always finishes');
  finished.set(seed, result);
  return result;
}

describe('Nightmare search', () => {
  it.each(SEEDS)(
    'seed %s gives a unique puzzle that a fresh rating puts at 9.0 or more',
    (seed) => {
      const r = runToEnd(seed);
      expect(r.cells).toMatch(/^[1-9.]{81}$/);
      expect(r.solution).toMatch(/^[1-9]{81}$/);
      const cells = parsePuzzle(r.cells, 9).cells;
      const counted = countSolutions(shape, cells, 2);
      expect(counted.count).toBe(1);
      expect(Array.from(counted.solution ?? []).join('')).toBe(r.solution);
      const fresh = rateSudoku(shape, cells);
      expect(fresh.score).toBeGreaterThanOrEqual(NIGHTMARE_MIN_SCORE);
      expect(r.score).toBe(fresh.score);
      expect(r.hardest).toBe(fresh.hardest?.name);
      expect(r.technique).toBe(fresh.hardest?.technique);
      expect(r.givens).toBe(r.cells.replace(/\./g, '').length);
      expect(r.attempts).toBeGreaterThanOrEqual(1);
    },
  );

  it('gives the same puzzle however the work is sliced, and reports progress between slices', () => {
    const whole = runToEnd(SEEDS[0] as string);
    // A clock that moves one tick per reading: step(0) then does exactly one unit of work.
    let tick = 0;
    const sliced = createNightmareSearch(SEEDS[0] as string, { now: () => tick++ });
    let result: NightmareResult | null = null;
    let slices = 0;
    let ratingsSeen = 0;
    while (result === null) {
      result = sliced.step(0);
      slices++;
      const { ratings } = sliced.progress();
      expect(ratings).toBeGreaterThanOrEqual(ratingsSeen);
      ratingsSeen = ratings;
    }
    expect(slices).toBeGreaterThan(3);
    expect(result.cells).toBe(whole.cells);
    expect(result.solution).toBe(whole.solution);
    expect(sliced.progress()).toMatchObject({
      attempts: whole.attempts,
      hits: 1,
      ratings: whole.ratings,
    });
    expect(sliced.progress().bestScore).toBeGreaterThanOrEqual(NIGHTMARE_MIN_SCORE - 0.05);
    // Finished: later steps hand back the same result without more work.
    expect(sliced.step(0)).toBe(result);
  });

  it('makes different puzzles from different seeds', () => {
    const [a, b] = SEEDS.map(runToEnd);
    expect(a?.cells).not.toBe(b?.cells);
  });

  it('gives up a climb whose neighbours are almost never unique instead of spinning on it', () => {
    // Seed "sample-196" of the 200-sample check reaches such a puzzle in its fourth attempt; a
    // climb that counted only rated neighbours spun there for minutes. One unit per step (a
    // clock of one tick per reading): with the limit it is done in about 1,300 units.
    let tick = 0;
    const search = createNightmareSearch('sample-196', { now: () => tick++ });
    let result: NightmareResult | null = null;
    for (let units = 0; result === null && units < 20_000; units++) result = search.step(0);
    expect(result?.score).toBeGreaterThanOrEqual(NIGHTMARE_MIN_SCORE);
  });
});
