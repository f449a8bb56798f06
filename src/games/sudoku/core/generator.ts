// Makes Sudoku puzzles of a requested level, reproducibly from (GENERATOR_VERSION, size, level,
// symmetry, seed): a random full grid, holes dug in a random order while the solution stays
// unique, then the grader decides the level. Bump GENERATOR_VERSION whenever a change would
// alter the output for some seed.
//
// Levels are the grader's (grader/levels.ts): the SE-like score of the hardest step the
// easiest-first logical solver needs. Each level is aimed at the cheapest way that works:
// - easy (singles only): holes are kept only while singles still finish the puzzle, and digging
//   stops at EASY_GIVENS givens, so easy puzzles stay generous. Always hits on the first try.
// - medium (needs pointing or claiming): a "ceiling" dig: a hole is kept only while the grader,
//   stopped above the level's top score, still finishes the puzzle (singles first, as they are
//   a cheap and sufficient test). The result is as empty as the ceiling allows; it fits when
//   it needs more than singles, and when not, the same grid is re-dug (a few holes filled back,
//   a new order) or a new grid is drawn.
// - hard and above: dig to a locally minimal puzzle (removing any remaining given would allow
//   a second solution), then grade once with `stopAbove` at the level's top score, so puzzles
//   that are too hard are rejected as soon as that is known. Random minimal 9×9 puzzles spread
//   over every level (about 40% easy, 10% medium, 17% hard, 13% expert, 14% master, 6% extreme
//   in a sample of 300), so a few attempts find one; ceiling digs would call the grader for
//   every hole, which costs more than the retries at these levels. Extreme has no top, so it
//   is graded with `stopAbove` at its floor (7.2): the first step above 7.2 makes a hit, and
//   a rejected attempt never runs the forcing chains above 7.2. The hit's exact score (a full
//   rating, which costs more than the whole search) is finished when `rating` or `hardest` is
//   first read. The puzzles, levels and scores are the same as grading fully every time,
//   since the easiest-first solver takes the same steps up to the limit.
// On 6×6 minimal puzzles are nearly all easy (the grader measured 94.6%; medium 0.4%, master
// 0.17%), so medium and above use the ceiling dig there.
// Every attempt draws from one seeded stream, so retries are as reproducible as the first try.
// Attempts are bounded per (size, level); when none fits, the closest attempt is returned with
// `level` saying what it is and `requested` what was asked. A level that does not exist at a
// size (see gradesFor: 4×4 has only easy) is served by the nearest level that does.

import { InvalidInputError } from '../../../engine/game';
import { createRng, type Rng } from '../../../engine/rng';
import { formatCells } from './codec';
import { isSudokuSize, type SudokuShape, type SudokuSize, shapeFor } from './geometry';
import {
  GRADE_MAX_SCORE,
  gradesFor,
  isSudokuGrade,
  rateSudoku,
  SUDOKU_GRADES,
  type SudokuGrade,
  type SudokuRating,
} from './grader/index';
import { solvesWithSingles } from './logic';
import { countSolutions } from './solver';
import { type ClueSymmetry, clueOrbits, isClueSymmetry } from './symmetry';

export type SudokuLevel = SudokuGrade;
export const SUDOKU_LEVELS: readonly SudokuLevel[] = SUDOKU_GRADES;
export const GENERATOR_VERSION = 2;

export function isSudokuLevel(value: unknown): value is SudokuLevel {
  return isSudokuGrade(value);
}

export interface GeneratedSudoku {
  size: SudokuSize;
  /** The level the grader gives this puzzle: `requested`, unless the attempts ran out. */
  level: SudokuLevel;
  /** The level that was asked for. */
  requested: SudokuLevel;
  seed: string;
  symmetry: ClueSymmetry;
  /** Codec format, '.' for an empty cell. */
  puzzle: string;
  solution: string;
  givens: number;
  /** The grader's score: the rating of the hardest step needed. */
  rating: number;
  /** Player-facing name of that step (e.g. "X-Wing"); null only for a puzzle with no holes. */
  hardest: string | null;
  /** Grids dug before one fitted (or before giving up). */
  attempts: number;
}

interface GenerateOptions {
  size: SudokuSize;
  level: SudokuLevel;
  seed: string | number;
  /** Pattern of the givens; 'none' by default. */
  symmetry?: ClueSymmetry;
}

/** Easy stops digging once this few givens are left; it keeps more when no further hole
 *  leaves a puzzle that singles finish. */
export const EASY_GIVENS: Readonly<Record<SudokuSize, number>> = { 4: 6, 6: 16, 9: 32 };

/**
 * Attempts before settling for the closest puzzle. Sized from measured hit rates (see the
 * generator tests and bench/variety.ts) so that missing is rare, while bounding the worst case.
 */
const MAX_ATTEMPTS: Readonly<Record<SudokuSize, Readonly<Record<SudokuLevel, number>>>> = {
  4: { easy: 1, medium: 1, hard: 1, expert: 1, master: 1, extreme: 1 },
  6: { easy: 1, medium: 60, hard: 60, expert: 120, master: 200, extreme: 1 },
  9: { easy: 1, medium: 40, hard: 60, expert: 80, master: 80, extreme: 200 },
};

/** Re-digs of one grid after a ceiling dig ends too easy, and how many holes each fills back. */
const REDIGS = 20;
const REDIG_ORBITS = 4;

function isUnique(shape: SudokuShape, cells: Uint8Array): boolean {
  return countSolutions(shape, cells, 2).count === 1;
}

/** A random complete, valid grid: randomized backtracking on the cell with fewest options. */
export function generateFullGrid(shape: SudokuShape, rng: Rng): Uint8Array {
  const { cellCount, allDigits, houseOfCell } = shape;
  const grid = new Uint8Array(cellCount);
  const used = new Uint16Array(shape.houses.length);
  const options = (cell: number): number => {
    const [r, c, b] = houseOfCell[cell] as readonly [number, number, number];
    return allDigits & ~((used[r] ?? 0) | (used[c] ?? 0) | (used[b] ?? 0));
  };
  const toggle = (cell: number, digit: number): void => {
    for (const h of houseOfCell[cell] as readonly number[]) used[h] = (used[h] ?? 0) ^ (1 << digit);
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

/**
 * Empties the orbits of `puzzle` in the given order, keeping each only while `keep(puzzle)`
 * holds, until `done(givens)`. Returns the givens left.
 */
function dig(
  puzzle: Uint8Array,
  orbits: readonly (readonly number[])[],
  givens: number,
  keep: (cells: Uint8Array) => boolean,
  done: (givens: number) => boolean = () => false,
): number {
  let left = givens;
  const saved: number[] = [];
  for (const orbit of orbits) {
    if (done(left)) break;
    saved.length = 0;
    let emptied = 0;
    for (const cell of orbit) {
      saved.push(puzzle[cell] ?? 0);
      if (puzzle[cell] !== 0) emptied++;
      puzzle[cell] = 0;
    }
    if (emptied > 0 && keep(puzzle)) left -= emptied;
    else for (let k = 0; k < orbit.length; k++) puzzle[orbit[k] ?? 0] = saved[k] ?? 0;
  }
  return left;
}

/** Orbits emptied together while the grid is still full enough that uniqueness rarely fails. */
const BATCH = 6;
const BATCH_WHILE_ABOVE = 0.55;

/**
 * dig() with uniqueness as the only test, to a locally minimal puzzle, but cheaper: while
 * many givens are left, BATCH orbits are emptied at once and kept if the puzzle stays unique;
 * only a batch that fails is redone one orbit at a time. The result is exactly what the plain
 * one-at-a-time dig gives, because uniqueness is monotone: if the puzzle after the whole batch
 * has one solution, so does every puzzle in between, which hold more givens.
 */
function digToMinimal(
  shape: SudokuShape,
  puzzle: Uint8Array,
  orbits: readonly (readonly number[])[],
  givens: number,
): number {
  const unique = (p: Uint8Array): boolean => isUnique(shape, p);
  let left = givens;
  let at = 0;
  const saved: number[] = [];
  while (at + BATCH <= orbits.length && left > BATCH_WHILE_ABOVE * shape.cellCount) {
    const batch = orbits.slice(at, at + BATCH);
    saved.length = 0;
    let emptied = 0;
    for (const orbit of batch) {
      for (const cell of orbit) {
        saved.push(puzzle[cell] ?? 0);
        if (puzzle[cell] !== 0) emptied++;
        puzzle[cell] = 0;
      }
    }
    if (unique(puzzle)) {
      left -= emptied;
    } else {
      let k = 0;
      for (const orbit of batch) for (const cell of orbit) puzzle[cell] = saved[k++] ?? 0;
      left = dig(puzzle, batch, left, unique);
    }
    at += BATCH;
  }
  return dig(puzzle, orbits.slice(at), left, unique);
}

/** The lowest score a level allows (exclusive) and its highest (inclusive). */
function windowOf(level: SudokuLevel): { low: number; high: number } {
  const i = SUDOKU_LEVELS.indexOf(level);
  const below = SUDOKU_LEVELS[i - 1];
  return { low: below === undefined ? -1 : GRADE_MAX_SCORE[below], high: GRADE_MAX_SCORE[level] };
}

interface Attempt {
  puzzle: Uint8Array;
  solution: Uint8Array;
  givens: number;
  /** The rating with `stopAbove` at stopOf(window) (a lower bound when `exceeded`). */
  rating: SudokuRating;
  /** How far the score is from the level's window; 0 inside it. */
  miss: number;
}

type Strategy = 'floor' | 'ceiling' | 'minimal';

function strategyFor(size: SudokuSize, level: SudokuLevel): Strategy {
  if (level === 'easy') return 'floor';
  if (level === 'medium' || size === 6) return 'ceiling';
  return 'minimal';
}

/**
 * Where the grader may stop: above the level's top, or for the open-ended top level (extreme)
 * above its floor, since any score past the floor is inside the window. Stopping there is what
 * makes Extreme cheap: a rejected attempt is not chased through forcing chains it cannot need,
 * and a hit is known as soon as its first step above the floor is unavoidable.
 */
function stopOf(low: number, high: number): number {
  return Number.isFinite(high) ? high : low;
}

/** How far a rating (graded with stopAbove: stopOf(low, high)) is from the window; 0 inside. */
function missOf(rating: SudokuRating, low: number, high: number): number {
  if (rating.exceeded) return Number.isFinite(high) ? rating.score - high : 0;
  return rating.score > low ? 0 : low - rating.score + 1e-6;
}

/**
 * One grid: dug by the level's strategy and graded. A ceiling dig that ends too easy is
 * retried on the same grid up to REDIGS times: a few holes are filled back from the solution
 * and the puzzle dug again in a new order, which explores nearby puzzles for less than a new
 * grid costs (on 6×6 medium it halves the time per hit).
 */
function attempt(
  shape: SudokuShape,
  level: SudokuLevel,
  symmetry: ClueSymmetry,
  rng: Rng,
): Attempt {
  const solution = generateFullGrid(shape, rng);
  const puzzle = Uint8Array.from(solution);
  const orbits = clueOrbits(shape, symmetry);
  const { low, high } = windowOf(level);
  const singles = (p: Uint8Array): boolean => solvesWithSingles(shape, p, true);
  let givens = shape.cellCount;
  const strategy = strategyFor(shape.size, level);
  if (strategy === 'floor') {
    const floor = EASY_GIVENS[shape.size];
    const keep = (p: Uint8Array): boolean => isUnique(shape, p) && singles(p);
    givens = dig(puzzle, rng.shuffle(orbits), givens, keep, (g) => g <= floor);
  } else if (strategy === 'minimal') {
    givens = digToMinimal(shape, puzzle, rng.shuffle(orbits), givens);
  } else {
    // Singles finishing is enough to stay under any ceiling, and much cheaper to test.
    const keep = (p: Uint8Array): boolean =>
      isUnique(shape, p) && (singles(p) || !rateSudoku(shape, p, { stopAbove: high }).exceeded);
    givens = dig(puzzle, rng.shuffle(orbits), givens, keep);
    let rating = rateSudoku(shape, puzzle, { stopAbove: high });
    for (let redig = 0; redig < REDIGS && missOf(rating, low, high) > 0; redig++) {
      const holes = rng.shuffle(orbits.filter((orbit) => puzzle[orbit[0] ?? 0] === 0));
      for (const orbit of holes.slice(0, REDIG_ORBITS)) {
        for (const cell of orbit) puzzle[cell] = solution[cell] ?? 0;
      }
      givens = dig(puzzle, rng.shuffle(orbits), countGivens(puzzle), keep);
      rating = rateSudoku(shape, puzzle, { stopAbove: high });
    }
    return { puzzle, solution, givens, rating, miss: missOf(rating, low, high) };
  }
  const rating = rateSudoku(shape, puzzle, { stopAbove: stopOf(low, high) });
  return { puzzle, solution, givens, rating, miss: missOf(rating, low, high) };
}

function countGivens(cells: Uint8Array): number {
  let n = 0;
  for (const d of cells) if (d !== 0) n++;
  return n;
}

/** The nearest level that exists at `size`: `level` itself when it does. */
function servedLevel(size: SudokuSize, level: SudokuLevel): SudokuLevel {
  const offered = gradesFor(size);
  if (offered.includes(level)) return level;
  const want = SUDOKU_LEVELS.indexOf(level);
  let best = offered[0] as SudokuLevel;
  for (const l of offered) {
    const d = Math.abs(SUDOKU_LEVELS.indexOf(l) - want);
    if (d < Math.abs(SUDOKU_LEVELS.indexOf(best) - want)) best = l;
  }
  return best;
}

/** Generates the puzzle for the options; the same options always give the same puzzle. */
export function generateSudoku(options: GenerateOptions): GeneratedSudoku {
  const { size, level: requested } = options;
  const symmetry = options.symmetry ?? 'none';
  if (!isSudokuSize(size)) throw new InvalidInputError(`Unknown Sudoku size: ${String(size)}.`);
  if (!isSudokuLevel(requested))
    throw new InvalidInputError(
      `Unknown Sudoku level: ${String(requested)}; use one of ${SUDOKU_LEVELS.join(', ')}.`,
    );
  if (!isClueSymmetry(symmetry))
    throw new InvalidInputError(
      `Unknown clue symmetry: ${String(symmetry)}; use none, rotational or mirror.`,
    );
  const seed = String(options.seed);
  const shape = shapeFor(size);
  const level = servedLevel(size, requested);
  const rng = createRng(`sudoku/v${GENERATOR_VERSION}/${size}/${level}/${symmetry}/${seed}`);
  // Symmetric patterns keep more givens, which makes the harder levels rarer: twice the tries.
  const budget = MAX_ATTEMPTS[size][level] * (symmetry === 'none' ? 1 : 2);
  let best: Attempt | null = null;
  let attempts = 0;
  while (attempts < budget) {
    attempts++;
    const a = attempt(shape, level, symmetry, rng);
    if (best === null || a.miss < best.miss) best = a;
    if (a.miss === 0) break;
  }
  // budget ≥ 1, so `best` is set.
  const chosen = best as Attempt;
  const bound = chosen.rating;
  // A rating stopped by `stopAbove` is only a lower bound. When the bound is already in the
  // top level (every Extreme hit), the level is exact and only the score and hardest step
  // need the rest of the solve, which costs more than the whole search (58 ms median on
  // Extreme puzzles): it runs on first read of `rating` or `hardest`, which the app's worker
  // never does. Otherwise the level itself needs the full rating, now.
  const exact = (): SudokuRating => (bound.exceeded ? rateSudoku(shape, chosen.puzzle) : bound);
  const topLevel = bound.exceeded && bound.level === SUDOKU_LEVELS[SUDOKU_LEVELS.length - 1];
  const known = topLevel ? null : exact();
  return withRating(
    {
      size,
      level: known?.level ?? bound.level,
      requested,
      seed,
      symmetry,
      puzzle: formatCells(chosen.puzzle),
      solution: formatCells(chosen.solution),
      givens: chosen.givens,
      attempts,
    },
    known ?? exact,
  );
}

/** The result with `rating` and `hardest` from `rating`, graded on first read when lazy. */
function withRating(
  fields: Omit<GeneratedSudoku, 'rating' | 'hardest'>,
  rating: SudokuRating | (() => SudokuRating),
): GeneratedSudoku {
  let known = typeof rating === 'function' ? null : rating;
  const get = (): SudokuRating => {
    if (known === null) known = (rating as () => SudokuRating)();
    return known;
  };
  // Getters in an object literal are enumerable own properties: spreading, JSON and
  // toEqual read them like plain fields.
  return {
    ...fields,
    get rating(): number {
      return get().score;
    },
    get hardest(): string | null {
      return get().hardest?.name ?? null;
    },
  };
}
