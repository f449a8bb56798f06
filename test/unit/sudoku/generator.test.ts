import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/engine/game';
import { createRng } from '../../../src/engine/rng';
import { firstClash, parsePuzzle } from '../../../src/games/sudoku/core/codec';
import {
  EASY_GIVENS,
  GENERATOR_VERSION,
  type GeneratedSudoku,
  generateFullGrid,
  generateSudoku,
  MEDIUM_GIVENS,
  SUDOKU_LEVELS,
  type SudokuLevel,
} from '../../../src/games/sudoku/core/generator';
import {
  SUDOKU_SIZES,
  type SudokuShape,
  type SudokuSize,
  shapeFor,
} from '../../../src/games/sudoku/core/geometry';
import { solvesWithSingles } from '../../../src/games/sudoku/core/logic';
import { countSolutions } from '../../../src/games/sudoku/core/solver';

const seedArb = fc.oneof(fc.integer(), fc.string({ maxLength: 12 }));
const sizeArb = fc.constantFrom(...SUDOKU_SIZES);
const levelArb = fc.constantFrom(...SUDOKU_LEVELS);

function isCompleteGrid(shape: SudokuShape, cells: Uint8Array): boolean {
  return cells.every((d) => d >= 1 && d <= shape.size) && firstClash(shape, cells) === null;
}

/** Removing any one given lets a second solution in. */
function isLocallyMinimal(shape: SudokuShape, cells: Uint8Array): boolean {
  for (let c = 0; c < cells.length; c++) {
    if (cells[c] === 0) continue;
    const fewer = Uint8Array.from(cells);
    fewer[c] = 0;
    if (countSolutions(shape, fewer, 2).count !== 2) return false;
  }
  return true;
}

function check(g: GeneratedSudoku, size: SudokuSize, level: SudokuLevel): void {
  const { shape, cells: puzzle } = parsePuzzle(g.puzzle, size);
  const solution = parsePuzzle(g.solution, size).cells;
  expect(g.size).toBe(size);
  expect(g.level).toBe(level);
  expect(isCompleteGrid(shape, solution)).toBe(true);
  // Exactly one solution, and it is the grid the puzzle was dug from.
  const result = countSolutions(shape, puzzle, 2);
  expect(result.count).toBe(1);
  expect(result.solution).toEqual(solution);
  let givens = 0;
  for (let c = 0; c < shape.cellCount; c++) {
    if (puzzle[c] === 0) continue;
    givens++;
    expect(puzzle[c]).toBe(solution[c]);
  }
  expect(g.givens).toBe(givens);
  const naked = solvesWithSingles(shape, puzzle, false);
  const singles = solvesWithSingles(shape, puzzle, true);
  if (level === 'easy') {
    expect(naked).toBe(true);
    expect(givens).toBeGreaterThanOrEqual(EASY_GIVENS[size]);
  } else if (level === 'medium') {
    expect(singles).toBe(true);
    expect(givens).toBeLessThanOrEqual(MEDIUM_GIVENS[size]);
    // 4×4: naked singles finish every unique puzzle, so no hidden single can be required.
    if (size !== 4) expect(naked).toBe(false);
  } else {
    expect(isLocallyMinimal(shape, puzzle)).toBe(true);
    if (size === 4) expect(givens).toBe(4);
    else expect(naked).toBe(false);
  }
}

describe('generateSudoku', () => {
  it('makes unique puzzles dug from their solution that follow the level rules', () => {
    fc.assert(
      fc.property(sizeArb, levelArb, seedArb, (size, level, seed) => {
        check(generateSudoku({ size, level, seed }), size, level);
      }),
      { numRuns: 100 },
    );
  });

  it('follows the rules for every size and level on a fixed set of seeds', () => {
    for (const size of SUDOKU_SIZES) {
      for (const level of SUDOKU_LEVELS) {
        for (let seed = 0; seed < 6; seed++)
          check(generateSudoku({ size, level, seed }), size, level);
      }
    }
  });

  it('gives the same puzzle for the same seed, and a number seed equals its text', () => {
    fc.assert(
      fc.property(sizeArb, levelArb, seedArb, (size, level, seed) => {
        const a = generateSudoku({ size, level, seed });
        expect(generateSudoku({ size, level, seed })).toEqual(a);
        expect(a.seed).toBe(String(seed));
      }),
      { numRuns: 15 },
    );
    expect(generateSudoku({ size: 9, level: 'hard', seed: 7 })).toEqual(
      generateSudoku({ size: 9, level: 'hard', seed: '7' }),
    );
  });

  it('gives different puzzles for different seeds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<SudokuSize>(6, 9),
        levelArb,
        fc.integer(),
        fc.integer(),
        (size, level, s1, s2) => {
          fc.pre(s1 !== s2);
          const a = generateSudoku({ size, level, seed: s1 });
          const b = generateSudoku({ size, level, seed: s2 });
          expect(a.puzzle).not.toBe(b.puzzle);
        },
      ),
      { numRuns: 15 },
    );
    // 4×4 has only 288 grids, so allow a rare repeat there.
    for (const level of SUDOKU_LEVELS) {
      const seen = new Set(
        Array.from({ length: 30 }, (_, seed) => generateSudoku({ size: 4, level, seed }).puzzle),
      );
      expect(seen.size).toBeGreaterThanOrEqual(27);
    }
  });

  it('makes hard 9×9 and 6×6 puzzles that defeat singles for nearly every seed', () => {
    for (const size of [6, 9] as const) {
      const shape = shapeFor(size);
      let beyond = 0;
      for (let seed = 0; seed < 30; seed++) {
        const { cells } = parsePuzzle(generateSudoku({ size, level: 'hard', seed }).puzzle);
        if (!solvesWithSingles(shape, cells, true)) beyond++;
      }
      expect(beyond).toBeGreaterThanOrEqual(27);
    }
  });

  it('relies on a 4×4 fact: naked singles finish every unique 4×4 puzzle, which has ≥ 4 givens', () => {
    // Every grid is a relabeling of one whose first row is 1234, and relabeling changes neither
    // uniqueness nor which singles apply, so these 12 grids and all their subsets cover 4×4.
    const shape = shapeFor(4);
    const grids: Uint8Array[] = [];
    const grid = Uint8Array.from([1, 2, 3, 4, ...new Array<number>(12).fill(0)]);
    const fill = (cell: number): void => {
      if (cell === 16) {
        grids.push(Uint8Array.from(grid));
        return;
      }
      for (let d = 1; d <= 4; d++) {
        if ((shape.peers[cell] as Int16Array).some((p) => grid[p] === d)) continue;
        grid[cell] = d;
        fill(cell + 1);
        grid[cell] = 0;
      }
    };
    fill(4);
    expect(grids).toHaveLength(12);
    let unique = 0;
    let fewest = 16;
    const puzzle = new Uint8Array(16);
    for (const g of grids) {
      for (let mask = 0; mask < 1 << 16; mask++) {
        let givens = 0;
        for (let c = 0; c < 16; c++) {
          const kept = (mask >> c) & 1;
          puzzle[c] = kept ? (g[c] as number) : 0;
          givens += kept;
        }
        if (countSolutions(shape, puzzle, 2).count !== 1) continue;
        unique++;
        fewest = Math.min(fewest, givens);
        if (!solvesWithSingles(shape, puzzle, false))
          throw new Error(`needs more: ${puzzle.join('')}`);
      }
    }
    expect(unique).toBeGreaterThan(500_000);
    expect(fewest).toBe(4);
  });

  it('orders the levels by givens', () => {
    for (const size of SUDOKU_SIZES) {
      const median = (level: SudokuLevel): number => {
        const givens = Array.from(
          { length: 11 },
          (_, seed) => generateSudoku({ size, level, seed }).givens,
        );
        return givens.sort((a, b) => a - b)[5] as number;
      };
      const [easy, medium, hard] = SUDOKU_LEVELS.map(median) as [number, number, number];
      expect(easy).toBeGreaterThan(medium);
      expect(medium).toBeGreaterThanOrEqual(hard);
    }
  });

  it('pins its output for a fixed seed: a change here must come with a new GENERATOR_VERSION', () => {
    // Saved games and shared codes name puzzles by (version, size, level, seed).
    expect(GENERATOR_VERSION).toBe(1);
    const golden: [SudokuSize, SudokuLevel, string][] = [
      [4, 'hard', '...11.....3..2..'],
      [6, 'medium', '..2...64...1.6.....35.62...34.3..2..'],
      [
        9,
        'easy',
        '1..3..4.7...1.962.4..27.95....41.....5...3.143....2.9.638.251.99.1....652..9....8',
      ],
      [
        9,
        'hard',
        '....562.....48......97......26.....438...4.9.......7.3..3.1..6...1.....8945......',
      ],
    ];
    for (const [size, level, puzzle] of golden) {
      expect(generateSudoku({ size, level, seed: 'golden' }).puzzle).toBe(puzzle);
    }
  });

  it('rejects an unknown size or level', () => {
    const bad = { size: 5 as SudokuSize, level: 'easy' as SudokuLevel, seed: 1 };
    expect(() => generateSudoku(bad)).toThrow(InvalidInputError);
    expect(() => generateSudoku({ ...bad, size: 9, level: 'expert' as SudokuLevel })).toThrow(
      InvalidInputError,
    );
  });
});

describe('generateFullGrid', () => {
  it('makes a valid complete grid of every size, reproducibly from the rng', () => {
    fc.assert(
      fc.property(sizeArb, seedArb, (size, seed) => {
        const shape = shapeFor(size);
        const grid = generateFullGrid(shape, createRng(seed));
        expect(isCompleteGrid(shape, grid)).toBe(true);
        expect(generateFullGrid(shape, createRng(seed))).toEqual(grid);
      }),
      { numRuns: 60 },
    );
  });

  it('varies the grid with the seed', () => {
    const shape = shapeFor(9);
    const grids = new Set(
      Array.from({ length: 20 }, (_, s) => generateFullGrid(shape, createRng(s)).join('')),
    );
    expect(grids.size).toBe(20);
  });
});
