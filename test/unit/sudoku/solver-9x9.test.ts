// The 9×9 bitboard path (solver-9x9.ts) against the general path in solver.ts: dead ends that
// only show after search, grids with many solutions, and a property test on random puzzles.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { firstClash } from '../../../src/games/sudoku/core/codec';
import { generateFullGrid } from '../../../src/games/sudoku/core/generator';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';
import { puzzleLines } from '../../../src/games/sudoku/core/puzzle-lines';
import { countSolutions, countSolutionsGeneral } from '../../../src/games/sudoku/core/solver';
import { countSolutions9x9, lastGuessCount } from '../../../src/games/sudoku/core/solver-9x9';
import { itWithSharedData, samplePuzzles, sharedText } from '../../data/sudoku-data';

const SHAPE = shapeFor(9);

function cellsOf(text: string): Uint8Array {
  return Uint8Array.from(text.replace(/\s/g, ''), (ch) => (ch === '.' ? 0 : ch.charCodeAt(0) - 48));
}

/** Both paths, compared: the same count, and the same solution when it is unique (with a
 *  limit of 1, a count of 1 only says "at least one", so the paths may find different ones). */
function expectPathsAgree(puzzle: Uint8Array, limit: number): number {
  const fast = countSolutions9x9(puzzle, limit);
  const general = countSolutionsGeneral(SHAPE, puzzle, limit);
  expect(fast.count).toBe(general.count);
  if (fast.count === 0) expect(fast.solution).toBeNull();
  if (general.count === 1 && limit > 1) expect(fast.solution).toEqual(general.solution);
  return fast.count;
}

describe('9×9 path: no solution', () => {
  it('gives 0 for givens that clash in a row, a column or a box', () => {
    for (const [a, b] of [
      [0, 8], // row
      [4, 76], // column
      [30, 50], // box
    ] as const) {
      const puzzle = new Uint8Array(81);
      puzzle[a] = 7;
      puzzle[b] = 7;
      expect(countSolutions(SHAPE, puzzle)).toEqual({ count: 0, solution: null });
    }
  });

  it('gives 0 for a cell, a row digit or a box digit with no place left', () => {
    // r1c9: row 1 holds 1..8 and column 9 holds the 9.
    const deadCell = new Uint8Array(81);
    for (let c = 0; c < 8; c++) deadCell[c] = c + 1;
    deadCell[80] = 9;
    // Digit 1 in row 1: columns 1..8 hold a 1 lower down and r1c9 holds a 2.
    const deadRow = cellsOf(`
      ........2
      1........
      ...1.....
      ......1..
      .1.......
      ....1....
      .......1.
      ..1......
      .....1...`);
    // Digit 5 in the top-left box: rows 1-2 hold a 5 further right, columns 1-2 a 5 lower
    // down, and r3c3 holds a 3.
    const deadBox = cellsOf(`
      ...5.....
      ......5..
      ..3......
      .5.......
      .........
      .........
      5........
      .........
      .........`);
    for (const puzzle of [deadCell, deadRow, deadBox]) {
      expect(firstClash(SHAPE, puzzle)).toBeNull();
      expect(countSolutions(SHAPE, puzzle)).toEqual({ count: 0, solution: null });
      expect(countSolutionsGeneral(SHAPE, puzzle, 2).count).toBe(0);
    }
  });

  it('gives 0 for a wrong extra given that only search refutes', () => {
    // A unique puzzle plus a clue that disagrees with its solution has no solution at all.
    // On the hardest set, singles and locked candidates mostly do not see it: the fast path
    // has to guess (lastGuessCount) before every branch dies.
    const puzzles = samplePuzzles('forum-hardest-1106.head-40.txt', 40);
    let subtle = 0;
    for (const puzzle of puzzles) {
      const solution = countSolutions(SHAPE, puzzle).solution as Uint8Array;
      for (let c = 0; c < 81; c++) {
        if (puzzle[c] !== 0) continue;
        const wrong = Uint8Array.from(puzzle);
        wrong[c] = (solution[c] as number) === 9 ? 1 : (solution[c] as number) + 1;
        if (firstClash(SHAPE, wrong) !== null) continue;
        expect(countSolutions(SHAPE, wrong)).toEqual({ count: 0, solution: null });
        const guessed = lastGuessCount();
        expect(countSolutionsGeneral(SHAPE, wrong, 2).count).toBe(0);
        if (guessed > 0) subtle++;
        break;
      }
    }
    // Most of these need the search, not just propagation.
    expect(subtle).toBeGreaterThan(20);
  });
});

describe('9×9 path: many solutions', () => {
  it('stops at the limit on an empty grid and returns a valid first grid', () => {
    const empty = new Uint8Array(81);
    expect(countSolutions(SHAPE, empty).count).toBe(2);
    for (const limit of [1, 3, 10, 100]) {
      const { count, solution } = countSolutions(SHAPE, empty, limit);
      expect(count).toBe(limit);
      expect(solution).not.toBeNull();
      expect(firstClash(SHAPE, solution as Uint8Array)).toBeNull();
      expect((solution as Uint8Array).every((d) => d >= 1 && d <= 9)).toBe(true);
    }
  });

  it('gives 2 for puzzles with few givens and for a 17-clue puzzle minus one clue', () => {
    const rng = createRng('few-givens');
    for (let trial = 0; trial < 50; trial++) {
      const grid = generateFullGrid(SHAPE, rng);
      const puzzle = new Uint8Array(81);
      for (const c of rng
        .shuffle(Array.from({ length: 81 }, (_, i) => i))
        .slice(0, 1 + (trial % 16))) {
        puzzle[c] = grid[c] as number;
      }
      // Fewer than 17 givens never make a unique puzzle.
      expect(countSolutions(SHAPE, puzzle).count).toBe(2);
    }
    // 17-clue puzzles are minimal: any clue removed leaves several solutions.
    for (const puzzle of samplePuzzles('17-clue.head-50.txt', 50)) {
      const c = puzzle.findIndex((d) => d !== 0);
      const fewer = Uint8Array.from(puzzle);
      fewer[c] = 0;
      expect(countSolutions(SHAPE, fewer).count).toBe(2);
      expect(expectPathsAgree(fewer, 5)).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('9×9 path agrees with the general path', () => {
  it('on random puzzles dug from random grids (property)', () => {
    // dug: random holes, sometimes a few random digits on top (often breaking the grid);
    // minimal: holes kept only while the general path still finds one solution, so a locally
    // minimal puzzle, which the fast path often has to search; ambiguous: minimal less one
    // more clue; broken: minimal plus one clue that disagrees with the grid but clashes with
    // no given, so it has no solution and often only search shows it.
    const outcomes = { none: 0, one: 0, several: 0, searched: 0 };
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom('dug', 'minimal', 'ambiguous', 'broken'),
        fc.integer({ min: 0, max: 81 }),
        fc.constantFrom(0, 0, 1, 3),
        fc.constantFrom(1, 2, 3),
        (seed, kind, holes, extraDigits, limit) => {
          const rng = createRng(seed);
          const grid = generateFullGrid(SHAPE, rng);
          const puzzle = Uint8Array.from(grid);
          const order = rng.shuffle(Array.from({ length: 81 }, (_, i) => i));
          if (kind === 'dug') {
            for (const c of order.slice(0, holes)) puzzle[c] = 0;
            for (let i = 0; i < extraDigits; i++) puzzle[rng.int(81)] = 1 + rng.int(9);
          } else {
            for (const c of order) {
              const d = puzzle[c] as number;
              puzzle[c] = 0;
              if (countSolutionsGeneral(SHAPE, puzzle, 2).count !== 1) puzzle[c] = d;
            }
            const given = order.find((c) => puzzle[c] !== 0) as number;
            if (kind === 'ambiguous') puzzle[given] = 0;
            if (kind === 'broken') {
              for (const c of order) {
                if (puzzle[c] !== 0) continue;
                puzzle[c] = ((grid[c] as number) % 9) + 1;
                if (firstClash(SHAPE, puzzle) === null) break;
                puzzle[c] = 0;
              }
            }
          }
          const count = expectPathsAgree(puzzle, limit);
          if (kind === 'minimal' && limit > 1) expect(count).toBe(1);
          if (kind === 'ambiguous') expect(count).toBeGreaterThanOrEqual(Math.min(limit, 2));
          if (kind === 'broken') expect(count).toBe(0);
          if (count === 0) outcomes.none++;
          else if (count === 1) outcomes.one++;
          else outcomes.several++;
          if (lastGuessCount() > 0) outcomes.searched++;
        },
      ),
      { numRuns: 400, seed: 20_260_123 },
    );
    // The runs cover every answer, and many of them needed the search.
    expect(Math.min(outcomes.none, outcomes.one, outcomes.several)).toBeGreaterThan(40);
    expect(outcomes.searched).toBeGreaterThan(100);
  });

  itWithSharedData('on the SE-rated "diabolical" set (first 2,000)', () => {
    const mismatches: string[] = [];
    for (const line of sharedText('se-rated-train.txt').split('\n', 2_000)) {
      const puzzle = cellsOf(line.slice(13, 94));
      if (puzzle.length !== 81) continue;
      const fast = countSolutions9x9(puzzle, 2);
      const general = countSolutionsGeneral(SHAPE, puzzle, 2);
      if (fast.count !== general.count || fast.solution?.join('') !== general.solution?.join('')) {
        mismatches.push(line);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('9×9 path: branching on placements and triads', () => {
  // Where the search works hardest: the same count and solution as the cell-by-cell path,
  // also when a clue is taken away (often several solutions, counted to three) or one
  // empty cell gets a digit other than its solution's (none).
  function expectAgreementOnHardest(puzzles: readonly Uint8Array[]): void {
    const mismatches: string[] = [];
    for (const [i, puzzle] of puzzles.entries()) {
      const solution = countSolutionsGeneral(SHAPE, puzzle, 2).solution as Uint8Array;
      const fewer = Uint8Array.from(puzzle);
      fewer[puzzle.findIndex((d) => d !== 0)] = 0;
      const wrong = Uint8Array.from(puzzle);
      const empty = puzzle.indexOf(0);
      wrong[empty] = ((solution[empty] as number) % 9) + 1;
      for (const [kind, grid, limit] of [
        ['as given', puzzle, 2],
        ['one clue less', fewer, 3],
        ['one wrong digit', wrong, 2],
      ] as const) {
        const fast = countSolutions9x9(grid, limit);
        const general = countSolutionsGeneral(SHAPE, grid, limit);
        const same =
          fast.count === general.count &&
          (general.count !== 1 || fast.solution?.join('') === general.solution?.join(''));
        if (!same) mismatches.push(`puzzle ${i + 1} ${kind}: ${fast.count} vs ${general.count}`);
      }
    }
    expect(mismatches).toEqual([]);
  }

  it('agrees with the general path on the vendored forum-hardest sample, one clue less and one wrong', () => {
    expectAgreementOnHardest(samplePuzzles('forum-hardest-1106.head-40.txt', 40));
  });

  itWithSharedData(
    'agrees with the general path on every forum-hardest puzzle, one clue less and one wrong',
    () => {
      expectAgreementOnHardest(puzzleLines(sharedText('forum-hardest-1106.txt')));
    },
  );

  it('counts grids with many solutions exactly up to large limits (property)', () => {
    // Few givens: deep searches that branch on bands and stacks again and again, back out of
    // dead ends and go on after each solution; the counts must match the general path's.
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 8, max: 30 }),
        fc.integer({ min: 2, max: 60 }),
        (seed, givens, limit) => {
          const rng = createRng(seed);
          const grid = generateFullGrid(SHAPE, rng);
          const puzzle = new Uint8Array(81);
          for (const c of rng.shuffle(Array.from({ length: 81 }, (_, i) => i)).slice(0, givens)) {
            puzzle[c] = grid[c] as number;
          }
          const fast = countSolutions9x9(puzzle, limit);
          expect(fast.count).toBe(countSolutionsGeneral(SHAPE, puzzle, limit).count);
          // The first solution is a valid grid that keeps the givens.
          const first = fast.solution as Uint8Array;
          expect(firstClash(SHAPE, first)).toBeNull();
          for (let c = 0; c < 81; c++) if (puzzle[c] !== 0) expect(first[c]).toBe(puzzle[c]);
        },
      ),
      { numRuns: 150, seed: 20_261_124 },
    );
    // The empty grid, far past any one branch: every one of the 2,000 is found once.
    expect(countSolutions9x9(new Uint8Array(81), 2_000).count).toBe(2_000);
  });
});
