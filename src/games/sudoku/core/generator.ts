// Makes Sudoku puzzles reproducibly from (GENERATOR_VERSION, size, level, seed): a random full
// grid by randomized backtracking, then holes dug in a random order, each kept only while the
// puzzle keeps exactly one solution (countSolutions with limit 2 returns 1) and still fits the
// level. Bump GENERATOR_VERSION whenever a change would alter the output for some seed.
//
// Levels, by size ("singles" = naked singles, a cell with one candidate left, plus hidden
// singles, a digit with one place left in a row, column or box):
// - easy: every hole keeps the puzzle solvable by naked singles alone; digging stops at
//   EASY_GIVENS givens (9×9: 36, 6×6: 18, 4×4: 8), or earlier if no further hole keeps that.
// - medium: every hole keeps the puzzle solvable by singles; digging goes down to MEDIUM_GIVENS
//   (9×9: 28, 6×6: 14, 4×4: 6) and then on, while singles still suffice, until naked singles
//   alone get stuck, so at least one hidden single is needed. Up to MEDIUM_ATTEMPTS tries.
// - hard: holes are dug in one pass over every cell while the solution stays unique, so the
//   result is locally minimal: removing any remaining given allows a second solution (a
//   removal that failed can never succeed later, since fewer givens only add solutions). On
//   9×9 and 6×6 it must also defeat singles (some step needs a stronger technique); up to
//   HARD_ATTEMPTS tries (9×9: 16, 6×6: 64, since only ~1 in 20 locally minimal 6×6 puzzles
//   defeats singles); if none does, the best try is kept: one needing a hidden single if any,
//   then the fewest givens. In practice 6×6 misses about 1 seed in 40, 9×9 almost never.
// On 4×4 naked singles alone finish every puzzle with a unique solution (checked exhaustively
// over every subset of every grid up to relabeling; generator.test.ts repeats it), so no
// technique can separate the levels there: medium means 6 givens, and hard means locally
// minimal with 4 givens, the fewest any 4×4 puzzle can have.
// Retries use derived seed strings, so they are as reproducible as the first try.

import { InvalidInputError } from '../../../engine/game';
import { createRng, type Rng } from '../../../engine/rng';
import { formatCells } from './codec';
import { isSudokuSize, type SudokuShape, type SudokuSize, shapeFor } from './geometry';
import { solvesWithSingles } from './logic';
import { countSolutions } from './solver';

export type SudokuLevel = 'easy' | 'medium' | 'hard';
export const SUDOKU_LEVELS: readonly SudokuLevel[] = ['easy', 'medium', 'hard'];
export const GENERATOR_VERSION = 1;

export interface GeneratedSudoku {
  size: SudokuSize;
  level: SudokuLevel;
  seed: string;
  /** Codec format, '.' for an empty cell. */
  puzzle: string;
  solution: string;
  givens: number;
}

/** Easy stops digging at this many givens (or above, when naked singles would stop sufficing). */
export const EASY_GIVENS: Readonly<Record<SudokuSize, number>> = { 4: 8, 6: 18, 9: 36 };
/** Medium digs at least down to this many givens (unless singles would stop sufficing). */
export const MEDIUM_GIVENS: Readonly<Record<SudokuSize, number>> = { 4: 6, 6: 14, 9: 28 };
/** Attempts per level before settling; bounds the time a level can take. */
const MEDIUM_ATTEMPTS = 20;
/** Per size, because on 6×6 only about one locally minimal grid in twenty defeats singles. */
const HARD_ATTEMPTS: Readonly<Record<SudokuSize, number>> = { 4: 16, 6: 64, 9: 16 };
/** No 4×4 puzzle with a unique solution has fewer givens. */
const FEWEST_4X4_GIVENS = 4;

export function isSudokuLevel(value: unknown): value is SudokuLevel {
  return value === 'easy' || value === 'medium' || value === 'hard';
}

/** A random complete, valid grid: randomized backtracking on the cell with fewest options. */
export function generateFullGrid(shape: SudokuShape, rng: Rng): Uint8Array {
  const { cellCount, allDigits, houseOfCell } = shape;
  const grid = new Uint8Array(cellCount);
  const used = new Uint16Array(shape.houses.length);
  const options = (cell: number): number => {
    const [r, c, b] = houseOfCell[cell] as readonly [number, number, number];
    return allDigits & ~((used[r] as number) | (used[c] as number) | (used[b] as number));
  };
  const toggle = (cell: number, digit: number): void => {
    for (const h of houseOfCell[cell] as readonly number[])
      used[h] = (used[h] as number) ^ (1 << digit);
  };
  const fill = (filled: number): boolean => {
    if (filled === cellCount) return true;
    let best = -1;
    let bestMask = 0;
    let bestCount = 99;
    for (let cell = 0; cell < cellCount; cell++) {
      if (grid[cell] !== 0) continue;
      const mask = options(cell);
      let n = 0;
      for (let m = mask; m !== 0; m &= m - 1) n++;
      if (n < bestCount) {
        best = cell;
        bestMask = mask;
        bestCount = n;
        if (n <= 1) break;
      }
    }
    const digits: number[] = [];
    for (let d = 1; d <= shape.size; d++) if (bestMask & (1 << d)) digits.push(d);
    for (const d of rng.shuffle(digits)) {
      grid[best] = d;
      toggle(best, d);
      if (fill(filled + 1)) return true;
      toggle(best, d);
      grid[best] = 0;
    }
    return false;
  };
  // A complete grid always exists and MRV backtracking is exhaustive, so this cannot fail.
  if (!fill(0)) throw new Error('unreachable: no complete grid found');
  return grid;
}

function isUnique(shape: SudokuShape, cells: Uint8Array): boolean {
  return countSolutions(shape, cells, 2).count === 1;
}

/**
 * Empties cells of `puzzle` in `order`, from position `from`, keeping each hole only while
 * `keep(puzzle)` holds; stops when `done(givens)` is true. Returns the position reached and
 * the givens left.
 */
function dig(
  puzzle: Uint8Array,
  order: readonly number[],
  from: number,
  givens: number,
  keep: (cells: Uint8Array) => boolean,
  done: (givens: number) => boolean,
): { at: number; givens: number } {
  let left = givens;
  let at = from;
  for (; at < order.length && !done(left); at++) {
    const cell = order[at] as number;
    const digit = puzzle[cell] as number;
    puzzle[cell] = 0;
    if (keep(puzzle)) left--;
    else puzzle[cell] = digit;
  }
  return { at, givens: left };
}

interface Attempt {
  puzzle: Uint8Array;
  solution: Uint8Array;
  givens: number;
  /** How well the attempt meets its level's preference; higher is better. */
  rank: number;
  /** Whether it meets the level's target, so no further attempt is needed. */
  fits: boolean;
}

/** 0: naked singles finish it, 1: hidden singles are needed too, 2: singles get stuck. */
function singlesDepth(shape: SudokuShape, cells: Uint8Array): number {
  if (solvesWithSingles(shape, cells, false)) return 0;
  return solvesWithSingles(shape, cells, true) ? 1 : 2;
}

function attempt(shape: SudokuShape, level: SudokuLevel, rng: Rng): Attempt {
  const solution = generateFullGrid(shape, rng);
  const puzzle = Uint8Array.from(solution);
  const order = rng.shuffle(Array.from({ length: shape.cellCount }, (_, i) => i));
  const full = shape.cellCount;
  const small = shape.size === 4;
  if (level === 'easy') {
    const floor = EASY_GIVENS[shape.size];
    const nakedOnly = (p: Uint8Array): boolean =>
      isUnique(shape, p) && solvesWithSingles(shape, p, false);
    const { givens } = dig(puzzle, order, 0, full, nakedOnly, (g) => g <= floor);
    return { puzzle, solution, givens, rank: 0, fits: true };
  }
  if (level === 'medium') {
    const floor = MEDIUM_GIVENS[shape.size];
    const singles = (p: Uint8Array): boolean =>
      isUnique(shape, p) && solvesWithSingles(shape, p, true);
    const first = dig(puzzle, order, 0, full, singles, (g) => g <= floor);
    // Past the floor only while naked singles still finish it: stop at the first hidden single.
    // On 4×4 naked singles always finish, so the floor is the whole rule there.
    const needsHidden = (): boolean => !solvesWithSingles(shape, puzzle, false);
    const { givens } = small
      ? first
      : dig(puzzle, order, first.at, first.givens, singles, needsHidden);
    const rank = needsHidden() ? 1 : 0;
    return { puzzle, solution, givens, rank, fits: small || rank === 1 };
  }
  const { givens } = dig(
    puzzle,
    order,
    0,
    full,
    (p) => isUnique(shape, p),
    () => false,
  );
  if (small) return { puzzle, solution, givens, rank: -givens, fits: givens === FEWEST_4X4_GIVENS };
  const rank = singlesDepth(shape, puzzle);
  return { puzzle, solution, givens, rank, fits: rank === 2 };
}

/** Generates the puzzle for (size, level, seed); the same inputs always give the same puzzle. */
export function generateSudoku(params: {
  size: SudokuSize;
  level: SudokuLevel;
  seed: string | number;
}): GeneratedSudoku {
  const { size, level } = params;
  if (!isSudokuSize(size)) throw new InvalidInputError(`Unknown Sudoku size: ${String(size)}.`);
  if (!isSudokuLevel(level)) throw new InvalidInputError(`Unknown Sudoku level: ${String(level)}.`);
  const seed = String(params.seed);
  const shape = shapeFor(size);
  const attempts =
    level === 'hard' ? HARD_ATTEMPTS[size] : level === 'medium' ? MEDIUM_ATTEMPTS : 1;
  let best: Attempt | null = null;
  for (let i = 0; i < attempts; i++) {
    const rng = createRng(`sudoku/v${GENERATOR_VERSION}/${size}/${level}/${seed}/${i}`);
    const a = attempt(shape, level, rng);
    if (a.fits) {
      best = a;
      break;
    }
    if (best === null || a.rank > best.rank || (a.rank === best.rank && a.givens < best.givens)) {
      best = a;
    }
  }
  // attempts ≥ 1, so `best` is set.
  const chosen = best as Attempt;
  return {
    size,
    level,
    seed,
    puzzle: formatCells(chosen.puzzle),
    solution: formatCells(chosen.solution),
    givens: chosen.givens,
  };
}
