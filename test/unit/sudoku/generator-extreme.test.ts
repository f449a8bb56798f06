// Extreme is made fast by never chasing a puzzle past Extreme's floor (7.2) while searching:
// every attempt is graded with stopAbove 7.2, and the hit's exact score is finished only when
// someone reads `rating` or `hardest`. These tests watch the grader's calls to hold that, and
// check that what comes out is still exactly what the full grader says.

import { describe, expect, it, vi } from 'vitest';
import type { RateOptions } from '../../../src/games/sudoku/core/grader/rating';

/** Every rateSudoku call the generator makes, with its options. */
const calls: (RateOptions | undefined)[] = [];

vi.mock('../../../src/games/sudoku/core/grader/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/games/sudoku/core/grader/index')>();
  return {
    ...real,
    rateSudoku: (...args: Parameters<typeof real.rateSudoku>) => {
      calls.push(args[2]);
      return real.rateSudoku(...args);
    },
  };
});

const { generateSudoku } = await import('../../../src/games/sudoku/core/generator');
const { parsePuzzle } = await import('../../../src/games/sudoku/core/codec');
const { rateSudoku, GRADE_MAX_SCORE } = await import('../../../src/games/sudoku/core/grader/index');

/** A call that may run the grader past Extreme's floor: no limit, or one above 7.2. */
const unbounded = (o: RateOptions | undefined): boolean =>
  o?.stopAbove === undefined || o.stopAbove > GRADE_MAX_SCORE.master;

describe('generateSudoku at Extreme', () => {
  it('never grades past 7.2 while searching, and rates the hit fully only when asked', () => {
    for (const seed of ['x-0', 'x-1', 'x-2']) {
      calls.length = 0;
      const g = generateSudoku({ size: 9, level: 'extreme', seed });
      expect(g.level).toBe('extreme');
      expect(calls.length).toBe(g.attempts);
      expect(calls.filter(unbounded)).toEqual([]);
      // Reading the score finishes the rating once, with no limit; the hardest step reuses it.
      const score = g.rating;
      const hardest = g.hardest;
      expect(calls.filter(unbounded).length).toBe(1);
      const { shape, cells } = parsePuzzle(g.puzzle, 9);
      const full = rateSudoku(shape, cells);
      expect(full.score).toBeGreaterThan(GRADE_MAX_SCORE.master);
      expect(full.level).toBe('extreme');
      expect(score).toBe(full.score);
      expect(hardest).toBe(full.hardest?.name ?? null);
    }
  });

  it('reads like a plain object: spread and JSON carry the exact score', () => {
    const g = generateSudoku({ size: 9, level: 'extreme', seed: 'x-3' });
    const copy = { ...g };
    const json = JSON.parse(JSON.stringify(g)) as typeof copy;
    expect(copy.rating).toBe(g.rating);
    expect(json.rating).toBe(g.rating);
    expect(json.hardest).toBe(g.hardest);
    expect(g.rating).toBeGreaterThan(GRADE_MAX_SCORE.master);
  });
});
