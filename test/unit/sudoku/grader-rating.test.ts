// rateSudoku, levels and the early exit: agreement with Sudoku Explainer on a public sample,
// monotonicity (more givens never make a puzzle harder), the levels of each size, stopAbove,
// and bad input.

import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/engine/game';
import { parsePuzzle } from '../../../src/games/sudoku/core/codec';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';
import {
  GRADE_MAX_SCORE,
  gradeOf,
  gradesFor,
  rateSudoku,
  SUDOKU_GRADES,
} from '../../../src/games/sudoku/core/grader/index';
import { solveUnique } from '../../../src/games/sudoku/core/solver';
import { itWithSharedData, samplePuzzles, sampleText, sharedText } from '../../data/sudoku-data';

const shape = shapeFor(9);

/** Steps whose lines are vendored in test/data/sudoku/ (line 0 of the set is in each). */
const VENDORED_STEPS = [700, 2000, 5000];

/** [puzzle, SE rating] for every `step`-th line of the SE-rated set (the full set is read only
 *  for steps the sample does not hold, i.e. in large-data cases). */
function seSample(step: number): [string, number][] {
  const lines = VENDORED_STEPS.includes(step)
    ? sampleText(`se-rated-train.every-${step}.txt`).trim().split('\n')
    : sharedText('se-rated-train.txt')
        .trim()
        .split('\n')
        .filter((_, i) => i % step === 0);
  return lines.map((line) => {
    const [, puzzle, rating] = line.trim().split(/\s+/);
    return [puzzle as string, Number(rating)];
  });
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j++;
    for (let k = i; k <= j; k++) out[order[k]?.[1] as number] = (i + j) / 2;
    i = j + 1;
  }
  return out;
}

function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length - 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    const x = (ra[i] as number) - mean;
    const y = (rb[i] as number) - mean;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return num / Math.sqrt(da * db);
}

const cellsOf = (p: string) => parsePuzzle(p).cells;

describe('levels', () => {
  it('maps scores to levels at the documented limits', () => {
    expect(gradeOf(0)).toBe('easy');
    expect(gradeOf(2.3)).toBe('easy');
    expect(gradeOf(2.6)).toBe('medium');
    expect(gradeOf(3.0)).toBe('hard');
    expect(gradeOf(4.0)).toBe('hard');
    expect(gradeOf(4.2)).toBe('expert');
    expect(gradeOf(5.6)).toBe('expert');
    expect(gradeOf(6.5)).toBe('master');
    expect(gradeOf(7.2)).toBe('master');
    expect(gradeOf(7.3)).toBe('extreme');
    expect(gradeOf(11)).toBe('extreme');
    const limits = SUDOKU_GRADES.map((g) => GRADE_MAX_SCORE[g]);
    expect([...limits].sort((a, b) => a - b)).toEqual(limits);
  });

  it('offers only the levels a size can produce', () => {
    expect(gradesFor(9)).toEqual(SUDOKU_GRADES);
    expect(gradesFor(6)).toEqual(['easy', 'medium', 'hard', 'expert', 'master']);
    expect(gradesFor(4)).toEqual(['easy']);
  });

  it('rates every generated 4×4 puzzle easy and 6×6 puzzles within its levels', () => {
    for (let seed = 0; seed < 20; seed++) {
      for (const level of ['easy', 'hard'] as const) {
        const small = parsePuzzle(generateSudoku({ size: 4, level, seed }).puzzle);
        expect(rateSudoku(small.shape, small.cells).level).toBe('easy');
      }
    }
    // The hardest of 3,000 locally minimal 6×6 puzzles: it needs a forcing chain.
    const six = parsePuzzle('050030010000000043000120640010005000', 6);
    const r = rateSudoku(six.shape, six.cells);
    expect(r).toMatchObject({ solved: true, level: 'master' });
    expect(gradesFor(6)).toContain(r.level);
  });
});

describe('rateSudoku', () => {
  it('rates a full grid 0 and a nearly full one easy', () => {
    const { cells } = parsePuzzle(generateSudoku({ size: 9, level: 'easy', seed: 1 }).puzzle);
    const solution = solveUnique(shape, cells) as Uint8Array;
    expect(rateSudoku(shape, solution)).toMatchObject({
      score: 0,
      level: 'easy',
      hardest: null,
      steps: 0,
      solved: true,
      exceeded: false,
    });
    const nearly = solution.slice();
    nearly[0] = 0;
    nearly[40] = 0;
    expect(rateSudoku(shape, nearly)).toMatchObject({ score: 1.2, level: 'easy', steps: 2 });
  });

  it('names the hardest step', () => {
    // The first line of the SE-rated set.
    const r = rateSudoku(shape, cellsOf(seSample(2000)[0]?.[0] as string));
    expect(r.hardest?.rating).toBe(r.score);
    expect(r.hardest?.name.length).toBeGreaterThan(3);
    expect(r.steps).toBeGreaterThan(40);
  });

  itWithSharedData(
    'correlates with Sudoku Explainer (Spearman ρ ≥ 0.95 on every 250th rated puzzle)',
    () => {
      const sample = seSample(250);
      const mine = sample.map(([p]) => rateSudoku(shape, cellsOf(p)).score);
      expect(
        spearman(
          sample.map(([, se]) => se),
          mine,
        ),
      ).toBeGreaterThanOrEqual(0.95);
    },
  );

  it('never rates a puzzle harder after more givens are added', () => {
    for (const [puzzle] of seSample(2000)) {
      const cells = cellsOf(puzzle);
      const solution = solveUnique(shape, cells) as Uint8Array;
      const base = rateSudoku(shape, cells).score;
      const empty = [...cells.keys()].filter((c) => cells[c] === 0);
      for (const k of [4, 12]) {
        const more = cells.slice();
        for (let j = 0; j < k; j++) {
          const c = empty[(j * 7) % empty.length] as number;
          more[c] = solution[c] as number;
        }
        expect(rateSudoku(shape, more).score).toBeLessThanOrEqual(base);
      }
    }
  });

  it('rates the hardest known puzzles extreme', () => {
    const [hardest] = samplePuzzles('forum-hardest-1106.head-40.txt', 1);
    const r = rateSudoku(shape, hardest as Uint8Array);
    expect(r.level).toBe('extreme');
    expect(r.score).toBeGreaterThanOrEqual(9);
  });

  it('rates the same when the caller vouches for uniqueness', () => {
    for (const [puzzle] of seSample(5000)) {
      const cells = cellsOf(puzzle);
      expect(rateSudoku(shape, cells, { knownUnique: true })).toEqual(rateSudoku(shape, cells));
    }
  });

  it('rejects puzzles without exactly one solution, and broken input', () => {
    const { cells } = parsePuzzle(generateSudoku({ size: 9, level: 'hard', seed: 2 }).puzzle);
    const open = cells.slice();
    for (let c = 0; c < 81; c++) if (open[c] !== 0) open[c] = 0;
    open[0] = 1;
    expect(() => rateSudoku(shape, open)).toThrow(/more than one solution/);
    const clash = cells.slice();
    clash[0] = 5;
    clash[1] = 5;
    expect(() => rateSudoku(shape, clash)).toThrow(InvalidInputError);
    expect(() => rateSudoku(shape, new Uint8Array(80))).toThrow(/81 cells/);
  });
});

describe('stopAbove', () => {
  // An SE 7.2 puzzle: it needs a forcing chain.
  const puzzle = cellsOf(
    '000d38d7e822 070090040140208037900010008080000090201040603400000001010000020000629000700080009'.split(
      ' ',
    )[1] as string,
  );

  it('stops once the score must exceed the limit and reports a bound above it', () => {
    const full = rateSudoku(shape, puzzle);
    expect(full.score).toBeGreaterThan(6.5);
    for (const limit of [2.3, 4.0, 5.6, 6.4]) {
      const r = rateSudoku(shape, puzzle, { stopAbove: limit });
      expect(r.exceeded).toBe(true);
      expect(r.solved).toBe(false);
      expect(r.score).toBeGreaterThan(limit);
      expect(r.score).toBeLessThanOrEqual(full.score);
      expect(r.steps).toBeLessThan(full.steps);
    }
  });

  it('changes nothing when the limit is not exceeded', () => {
    const full = rateSudoku(shape, puzzle);
    expect(rateSudoku(shape, puzzle, { stopAbove: full.score })).toEqual(full);
    expect(rateSudoku(shape, puzzle, { stopAbove: 20 })).toEqual(full);
  });
});
