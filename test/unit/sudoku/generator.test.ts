import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/engine/game';
import { createRng } from '../../../src/engine/rng';
import { canonicalForm } from '../../../src/games/sudoku/core/canonical';
import { firstClash, parsePuzzle } from '../../../src/games/sudoku/core/codec';
import {
  EASY_GIVENS,
  GENERATOR_VERSION,
  type GeneratedSudoku,
  generateFullGrid,
  generateSudoku,
  isSudokuLevel,
  SUDOKU_LEVELS,
  type SudokuLevel,
} from '../../../src/games/sudoku/core/generator';
import {
  SUDOKU_SIZES,
  type SudokuShape,
  type SudokuSize,
  shapeFor,
} from '../../../src/games/sudoku/core/geometry';
import { gradesFor, rateSudoku } from '../../../src/games/sudoku/core/grader/index';
import { solvesWithSingles } from '../../../src/games/sudoku/core/logic';
import { countSolutions } from '../../../src/games/sudoku/core/solver';

const seedArb = fc.oneof(fc.integer(), fc.string({ maxLength: 12 }));

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

/** Everything a generated puzzle promises, checked independently of the generator. */
function check(g: GeneratedSudoku, size: SudokuSize): void {
  const { shape, cells: puzzle } = parsePuzzle(g.puzzle, size);
  const solution = parsePuzzle(g.solution, size).cells;
  expect(g.size).toBe(size);
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
  // The grader, run afresh and without a limit, agrees with what the generator reports.
  const rating = rateSudoku(shape, puzzle);
  expect(rating.level).toBe(g.level);
  expect(rating.score).toBe(g.rating);
  expect(rating.hardest?.name ?? null).toBe(g.hardest);
  expect(g.attempts).toBeGreaterThanOrEqual(1);
}

describe('generateSudoku', () => {
  it('hits every level offered at every size, and the grader agrees', () => {
    for (const size of SUDOKU_SIZES) {
      for (const level of gradesFor(size)) {
        const seeds = level === 'extreme' ? [0, 1] : [0, 1, 2];
        for (const seed of seeds) {
          const g = generateSudoku({ size, level, seed });
          check(g, size);
          expect(g.requested).toBe(level);
          // These fixed seeds all hit; a generator change that loses a level fails here.
          expect(g.level).toBe(level);
        }
      }
    }
  });

  it('keeps easy puzzles generous and solvable with singles', () => {
    for (const size of SUDOKU_SIZES) {
      const shape = shapeFor(size);
      for (let seed = 0; seed < 8; seed++) {
        const g = generateSudoku({ size, level: 'easy', seed });
        const { cells } = parsePuzzle(g.puzzle, size);
        expect(solvesWithSingles(shape, cells, true)).toBe(true);
        expect(g.givens).toBeGreaterThanOrEqual(EASY_GIVENS[size]);
        // Digging stops at the floor, give or take what singles forced it to keep.
        expect(g.givens).toBeLessThanOrEqual(EASY_GIVENS[size] + 4);
      }
    }
  });

  it('digs 9×9 hard and harder puzzles down to local minimality', () => {
    const shape = shapeFor(9);
    for (const level of ['hard', 'expert', 'master'] as const) {
      const { cells } = parsePuzzle(generateSudoku({ size: 9, level, seed: 5 }).puzzle);
      expect(isLocallyMinimal(shape, cells)).toBe(true);
    }
  });

  it('makes valid unique puzzles for any seed, size and level', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUDOKU_SIZES),
        fc.constantFrom<SudokuLevel>('easy', 'medium', 'hard', 'expert'),
        seedArb,
        (size, level, seed) => {
          const g = generateSudoku({ size, level, seed });
          check(g, size);
          expect(g.requested).toBe(level);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('gives the same puzzle for the same inputs, and a number seed equals its text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUDOKU_SIZES),
        fc.constantFrom<SudokuLevel>('easy', 'medium', 'hard'),
        seedArb,
        (size, level, seed) => {
          const a = generateSudoku({ size, level, seed });
          expect(generateSudoku({ size, level, seed })).toEqual(a);
          expect(a.seed).toBe(String(seed));
        },
      ),
      { numRuns: 15 },
    );
    expect(generateSudoku({ size: 9, level: 'expert', seed: 7 })).toEqual(
      generateSudoku({ size: 9, level: 'expert', seed: '7' }),
    );
  });

  it('gives essentially different puzzles for different seeds at every 9×9 level', () => {
    // The full 10,000-per-level measurement lives in bench/variety.ts; this is the same check
    // on a smaller sample.
    for (const level of SUDOKU_LEVELS) {
      const count = level === 'extreme' ? 6 : 25;
      const forms = new Set<string>();
      for (let seed = 0; seed < count; seed++) {
        const g = generateSudoku({ size: 9, level, seed: `variety-${seed}` });
        forms.add(canonicalForm(parsePuzzle(g.puzzle).cells));
      }
      expect(forms.size).toBe(count);
    }
  });

  it('serves a level a size does not have with the nearest one it has, and says so', () => {
    const g = generateSudoku({ size: 4, level: 'expert', seed: 1 });
    expect(gradesFor(4)).not.toContain('expert');
    expect(g.requested).toBe('expert');
    expect(g.level).toBe('easy');
    check(g, 4);
    const six = generateSudoku({ size: 6, level: 'extreme', seed: 1 });
    expect(six.requested).toBe('extreme');
    expect(gradesFor(6)).toContain(six.level);
    check(six, 6);
  });

  it('returns the closest puzzle, labelled with its real level, when the tries run out', () => {
    // 6×6 medium with a mirror pattern is the rarest combination measured (about half the
    // seeds hit within the budget); this seed is one that misses.
    const g = generateSudoku({ size: 6, level: 'medium', seed: MISSING_SEED, symmetry: 'mirror' });
    expect(g.requested).toBe('medium');
    expect(g.level).not.toBe('medium');
    check(g, 6);
  });

  it('pins its output for a fixed seed: a change here must come with a new GENERATOR_VERSION', () => {
    // Saved games and shared codes name puzzles by (version, size, level, symmetry, seed).
    expect(GENERATOR_VERSION).toBe(2);
    for (const [size, level, puzzle] of GOLDEN) {
      expect(generateSudoku({ size, level, seed: 'golden' }).puzzle).toBe(puzzle);
    }
  });

  it('rejects an unknown size, level or symmetry', () => {
    const ok = { size: 9 as SudokuSize, level: 'easy' as SudokuLevel, seed: 1 };
    expect(() => generateSudoku({ ...ok, size: 5 as SudokuSize })).toThrow(InvalidInputError);
    expect(() => generateSudoku({ ...ok, level: 'brutal' as SudokuLevel })).toThrow(
      /Unknown Sudoku level: brutal/,
    );
    expect(() => generateSudoku({ ...ok, symmetry: 'diagonal' as unknown as 'none' })).toThrow(
      /Unknown clue symmetry: diagonal/,
    );
  });

  it('knows its levels', () => {
    expect(SUDOKU_LEVELS).toEqual(['easy', 'medium', 'hard', 'expert', 'master', 'extreme']);
    expect(SUDOKU_LEVELS.every(isSudokuLevel)).toBe(true);
    expect(isSudokuLevel('brutal')).toBe(false);
  });
});

describe('generateFullGrid', () => {
  it('makes a valid complete grid of every size, reproducibly from the rng', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUDOKU_SIZES), seedArb, (size, seed) => {
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

const MISSING_SEED = 1;
const GOLDEN: [SudokuSize, SudokuLevel, string][] = [
  [4, 'easy', '....3..243..1.4.'],
  [6, 'hard', '...21.2...6...5.....4..6.6..545.....'],
  [9, 'easy', '..69.723.4...1...9.5...371.86.239.7...2...9...9.1......2...8..15...7....9415.6...'],
  [
    9,
    'expert',
    '..7..3..81..25.9..42....6...69.4..17..43....2....9.8...837........9.....7........',
  ],
];
