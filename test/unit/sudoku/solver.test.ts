import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/engine/game';
import { createRng } from '../../../src/engine/rng';
import { firstClash } from '../../../src/games/sudoku/core/codec';
import { type SudokuShape, shapeFor } from '../../../src/games/sudoku/core/geometry';
import { puzzleLines } from '../../../src/games/sudoku/core/puzzle-lines';
import { countSolutions, solveUnique } from '../../../src/games/sudoku/core/solver';
import { itWithSharedData, samplePuzzles, sharedText } from '../../data/sudoku-data';

function cellsOf(rows: string): Uint8Array {
  const text = rows.replace(/\s/g, '');
  return Uint8Array.from(text, (ch) => (ch === '.' ? 0 : ch.charCodeAt(0) - 48));
}

/** A complete grid with every house a permutation of 1..size. */
function expectValidSolution(
  shape: SudokuShape,
  puzzle: ArrayLike<number>,
  solution: Uint8Array | null,
): void {
  expect(solution).not.toBeNull();
  const grid = solution as Uint8Array;
  expect(grid.length).toBe(shape.cellCount);
  for (const house of shape.houses) {
    const digits = Array.from(house, (c) => grid[c] as number).sort((a, b) => a - b);
    expect(digits).toEqual(Array.from({ length: shape.size }, (_, i) => i + 1));
  }
  for (let c = 0; c < shape.cellCount; c++) {
    if (puzzle[c] !== 0) expect(grid[c]).toBe(puzzle[c]);
  }
}

/** Plain backtracking, trusted because it is too simple to be wrong; counts up to `limit`. */
function bruteCount(shape: SudokuShape, cells: ArrayLike<number>, limit: number): number {
  if (firstClash(shape, cells)) return 0;
  const grid = Array.from(cells);
  let found = 0;
  const walk = (cell: number): void => {
    if (found >= limit) return;
    if (cell === shape.cellCount) {
      found++;
      return;
    }
    if (grid[cell] !== 0) {
      walk(cell + 1);
      return;
    }
    for (let d = 1; d <= shape.size; d++) {
      if ((shape.peers[cell] as Int16Array).some((p) => grid[p] === d)) continue;
      grid[cell] = d;
      walk(cell + 1);
      grid[cell] = 0;
    }
  };
  walk(0);
  return found;
}

const GRID4 = cellsOf('1234 3412 2143 4321');
const GRID6 = cellsOf('123456 456123 231564 564231 312645 645312');

/** Empties the four corners of a rectangle holding a,b / b,a across two boxes: two solutions. */
function withDeadlyRectangle(shape: SudokuShape, grid: Uint8Array): Uint8Array {
  const { size } = shape;
  const box = (c: number): number => (shape.houseOfCell[c] as readonly number[])[2] as number;
  for (let r1 = 0; r1 < size; r1++) {
    for (let r2 = r1 + 1; r2 < size; r2++) {
      for (let c1 = 0; c1 < size; c1++) {
        for (let c2 = c1 + 1; c2 < size; c2++) {
          const corners = [r1 * size + c1, r1 * size + c2, r2 * size + c1, r2 * size + c2];
          const [a, b, c, d] = corners.map((i) => grid[i] as number) as [
            number,
            number,
            number,
            number,
          ];
          if (a !== d || b !== c || new Set(corners.map(box)).size !== 2) continue;
          const puzzle = Uint8Array.from(grid);
          for (const i of corners) puzzle[i] = 0;
          return puzzle;
        }
      }
    }
  }
  throw new Error('no deadly rectangle in this grid');
}

/** The same check as expectValidSolution as a boolean, cheap enough for 49,158 puzzles. */
function isValidSolution(
  shape: SudokuShape,
  puzzle: ArrayLike<number>,
  solution: Uint8Array | null,
): boolean {
  if (solution === null || solution.length !== shape.cellCount) return false;
  for (let c = 0; c < shape.cellCount; c++) {
    const d = solution[c] as number;
    if (d < 1 || d > shape.size || (puzzle[c] !== 0 && puzzle[c] !== d)) return false;
  }
  for (const house of shape.houses) {
    let seen = 0;
    for (const c of house) seen |= 1 << (solution[c] as number);
    if (seen !== shape.allDigits) return false;
  }
  return true;
}

describe('countSolutions on public 9×9 sets', () => {
  const shape = shapeFor(9);

  itWithSharedData('solves all 49,158 17-clue puzzles uniquely, keeping every given', () => {
    const puzzles = puzzleLines(sharedText('17-clue.txt'));
    expect(puzzles).toHaveLength(49_158);
    const failures: string[] = [];
    for (const puzzle of puzzles) {
      const { count, solution } = countSolutions(shape, puzzle, 2);
      // Stopping at the first solution must find the same one.
      const first = countSolutions(shape, puzzle, 1);
      if (
        count !== 1 ||
        !isValidSolution(shape, puzzle, solution) ||
        first.count !== 1 ||
        first.solution?.join('') !== solution?.join('')
      ) {
        failures.push(puzzle.join(''));
      }
    }
    expect(failures).toEqual([]);
  });

  itWithSharedData('solves all 375 forum-hardest puzzles uniquely', () => {
    const puzzles = puzzleLines(sharedText('forum-hardest-1106.txt'));
    expect(puzzles).toHaveLength(375);
    const failures: string[] = [];
    for (const puzzle of puzzles) {
      const { count, solution } = countSolutions(shape, puzzle);
      const first = countSolutions(shape, puzzle, 1);
      if (
        count !== 1 ||
        !isValidSolution(shape, puzzle, solution) ||
        first.solution?.join('') !== solution?.join('')
      ) {
        failures.push(puzzle.join(''));
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('countSolutions counts and stops at the limit', () => {
  it('gives 2 for a puzzle with exactly two solutions, on every size', () => {
    const full9 = countSolutions(
      shapeFor(9),
      samplePuzzles('17-clue.head-50.txt', 1)[0] as Uint8Array,
    ).solution;
    const cases: [SudokuShape, Uint8Array][] = [
      [shapeFor(4), GRID4],
      [shapeFor(6), GRID6],
      [shapeFor(9), full9 as Uint8Array],
    ];
    for (const [shape, grid] of cases) {
      const puzzle = withDeadlyRectangle(shape, grid);
      expect(countSolutions(shape, puzzle).count).toBe(2);
      // Exactly two: a higher limit does not find a third.
      expect(countSolutions(shape, puzzle, 5).count).toBe(2);
      expect(solveUnique(shape, puzzle)).toBeNull();
    }
  });

  it('gives 0 for clashing givens and for a grid with a dead cell', () => {
    const shape = shapeFor(9);
    const clash = new Uint8Array(81);
    clash[0] = 5;
    clash[80] = 5;
    clash[8] = 5; // same row as cell 0
    expect(countSolutions(shape, clash)).toEqual({ count: 0, solution: null });
    // Row 1 holds 1..8 and column 9 already has a 9 lower down: r1c9 has no candidate.
    const dead = new Uint8Array(81);
    for (let c = 0; c < 8; c++) dead[c] = c + 1;
    dead[8 * 9 + 8] = 9;
    expect(countSolutions(shape, dead)).toEqual({ count: 0, solution: null });
    expect(solveUnique(shape, dead)).toBeNull();
    const clash4 = cellsOf('1..1 .... .... ....');
    expect(countSolutions(shapeFor(4), clash4).count).toBe(0);
  });

  it('gives the limit for an empty grid of each size, and a valid first solution', () => {
    for (const size of [4, 6, 9] as const) {
      const shape = shapeFor(size);
      const empty = new Uint8Array(shape.cellCount);
      expect(countSolutions(shape, empty).count).toBe(2);
      expect(countSolutions(shape, empty, 7).count).toBe(7);
      const first = countSolutions(shape, empty, 1);
      expect(first.count).toBe(1);
      expectValidSolution(shape, empty, first.solution);
    }
  });

  it('does not modify its input and accepts plain arrays', () => {
    const shape = shapeFor(9);
    const puzzle = samplePuzzles('forum-hardest-1106.head-40.txt', 1)[0] as Uint8Array;
    const before = Array.from(puzzle);
    const solution = solveUnique(shape, puzzle);
    expect(Array.from(puzzle)).toEqual(before);
    expect(solveUnique(shape, before)).toEqual(solution);
  });

  it('rejects a wrong length, an out-of-range digit and a bad limit', () => {
    const shape = shapeFor(4);
    expect(() => countSolutions(shape, new Uint8Array(15))).toThrow(InvalidInputError);
    expect(() => countSolutions(shape, [5, ...new Array<number>(15).fill(0)])).toThrow(
      InvalidInputError,
    );
    expect(() => countSolutions(shape, new Uint8Array(16), 0)).toThrow(RangeError);
    // A hole in a sparse array is not an empty cell: the error names the cell.
    const holey = new Array<number>(16);
    holey.fill(0, 1);
    expect(() => countSolutions(shape, holey)).toThrow(/Cell 0 holds undefined/);
  });
});

describe('countSolutions agrees with brute force on small and random grids', () => {
  it('matches on 4×4 and 6×6 puzzles with random holes', () => {
    const rng = createRng('solver-vs-brute');
    for (const [shape, grid] of [
      [shapeFor(4), GRID4],
      [shapeFor(6), GRID6],
    ] as const) {
      for (let trial = 0; trial < 300; trial++) {
        const puzzle = Uint8Array.from(grid);
        const holes = 1 + rng.int(shape.cellCount - 1);
        for (const c of rng
          .shuffle(Array.from({ length: shape.cellCount }, (_, i) => i))
          .slice(0, holes)) {
          puzzle[c] = 0;
        }
        // Now and then a wrong digit, so unsolvable grids are covered too.
        if (trial % 5 === 0) puzzle[rng.int(shape.cellCount)] = 1 + rng.int(shape.size);
        const expected = bruteCount(shape, puzzle, 3);
        const { count, solution } = countSolutions(shape, puzzle, 3);
        expect(count).toBe(expected);
        if (count > 0) expectValidSolution(shape, puzzle, solution);
        else expect(solution).toBeNull();
      }
    }
  });

  it('solves minimal 4×4 and 6×6 puzzles dug from known grids', () => {
    // Four and ten givens: each is locally minimal for its grid, the hardest case for a solver.
    const p4 = cellsOf('..3. .4.. .1.. ..2.');
    expect(bruteCount(shapeFor(4), p4, 2)).toBe(1);
    expect(solveUnique(shapeFor(4), p4)).toEqual(GRID4);
    const p6 = cellsOf('....5. 4....3 2..... .64... .1.6.. ..5.1.');
    expect(bruteCount(shapeFor(6), p6, 2)).toBe(1);
    expect(solveUnique(shapeFor(6), p6)).toEqual(GRID6);
  });

  it('matches on 9×9 puzzles made by emptying cells of 17-clue solutions', () => {
    const shape = shapeFor(9);
    const rng = createRng('solver-vs-brute-9');
    for (const source of samplePuzzles('17-clue.head-50.txt', 40)) {
      const grid = countSolutions(shape, source).solution as Uint8Array;
      const puzzle = Uint8Array.from(grid);
      for (const c of rng
        .shuffle(Array.from({ length: 81 }, (_, i) => i))
        .slice(0, 45 + rng.int(10))) {
        puzzle[c] = 0;
      }
      expect(countSolutions(shape, puzzle, 3).count).toBe(bruteCount(shape, puzzle, 3));
    }
  });
});
