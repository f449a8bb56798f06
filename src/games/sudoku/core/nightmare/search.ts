// The Nightmare search: a resumable local search for 9×9 puzzles the grader rates ≥ 9.0.
//
// Random digging almost never reaches 9.0, so the search climbs:
//   1. Seed: dig a random full grid to a locally minimal puzzle and rate it, until one is
//      Extreme (> 7.2, the generator's Extreme floor); a seed costs a few ms per try.
//   2. Climb: from the current puzzle take a {-n, +n} neighbour on the same solution grid
//      (neighbour.ts), keep it if unique, rate it, and move to it when it rates at least as
//      high (equal moves let the climb walk a plateau). `stopAbove` ends a rating as soon as
//      it is known to reach 9.0, so a hit costs no more than needed.
//   3. A climb that finds nothing higher in STALE_LIMIT rated neighbours is dropped and a new
//      seed dug: that is one *attempt* (a seed and its climb), the unit the hit rate counts.
//   4. A hit is relabelled and shuffled by a random isomorphism (digits, rows in bands, bands,
//      columns, stacks, transpose), then rated again from nothing, with uniqueness checked.
//
// Resumable: the whole search is one generator function that yields after every unit of work
// (a seed try, a neighbour, a rating), so `step(budgetMs)` runs units until its budget is spent
// and the worker can answer other requests in between. The sequence of units never depends on
// the clock, so a seed gives the same puzzle however the work is sliced. A single rating is
// not interruptible, so a step can overrun its budget by one rating (BENCHMARKS.md has figures).

import { createRng, type Rng } from '../../../../engine/rng';
import { applyTransform, randomTransform } from '../canonical';
import { formatCells } from '../codec';
import { generateFullGrid } from '../generator';
import { shapeFor } from '../geometry';
import { GRADE_MAX_SCORE, rateSudoku, type SudokuRating } from '../grader/index';
import { digToMinimal } from './minimal';
import { neighbour } from './neighbour';

/** The lowest score a Nightmare puzzle may have. */
export const NIGHTMARE_MIN_SCORE = 9.0;
/** Scores have one decimal, so "above 8.95" is "9.0 or more". */
const STOP_ABOVE = NIGHTMARE_MIN_SCORE - 0.05;
/** Seeds must be Extreme: the climb from below that is much longer. */
const SEED_ABOVE = GRADE_MAX_SCORE.master;
/** Rated neighbours without a strictly higher score before a climb is given up. */
const STALE_LIMIT = 60;
/**
 * Neighbours tried (unique or not) without a rise before a climb is given up: some puzzles
 * have almost no unique {-n, +n} neighbour, and a climb counting only rated ones spun there
 * for minutes (seed "sample-196" of the 200-sample check).
 */
const TRY_LIMIT = 600;
/** Version of the search: part of the seed, so a change of method gives other puzzles. */
export const NIGHTMARE_VERSION = 1;

export interface NightmareResult {
  /** 81 characters, '.' for an empty cell. */
  readonly cells: string;
  readonly solution: string;
  /** The grader's score (≥ NIGHTMARE_MIN_SCORE), from a fresh full rating. */
  readonly score: number;
  /** The hardest step's technique id and player-facing name. */
  readonly technique: string;
  readonly hardest: string;
  readonly givens: number;
  /** Attempts (seed + climb) this puzzle took, the last one included. */
  readonly attempts: number;
  /** Puzzles rated on the way (seeds and neighbours). */
  readonly ratings: number;
  /** Time spent inside `step` until the result. */
  readonly elapsedMs: number;
}

export interface NightmareProgress {
  /** Attempts started (a seed and its climb). */
  readonly attempts: number;
  /** Attempts whose climb reached NIGHTMARE_MIN_SCORE (0 or 1 until the search is done). */
  readonly hits: number;
  readonly ratings: number;
  /** Highest score seen so far (a lower bound of 9.0 once a rating stopped early). */
  readonly bestScore: number;
  readonly elapsedMs: number;
}

export interface NightmareSearch {
  /**
   * Works for about `budgetMs` (at least one unit) and returns the puzzle once found, else
   * null. Once found, every later call returns the same result at once.
   */
  step(budgetMs: number): NightmareResult | null;
  progress(): NightmareProgress;
}

export interface NightmareOptions {
  /** Clock in ms; `performance.now` by default (tests pass their own). */
  readonly now?: () => number;
}

const shape = shapeFor(9);

function countGivens(cells: Uint8Array): number {
  let n = 0;
  for (const d of cells) if (d !== 0) n++;
  return n;
}

interface Counters {
  attempts: number;
  hits: number;
  ratings: number;
  bestScore: number;
}

interface Hit {
  puzzle: Uint8Array;
  solution: Uint8Array;
  rating: SudokuRating;
}

/** Rates a unique puzzle, stopping as soon as it reaches the Nightmare floor. */
function rateFast(puzzle: Uint8Array, counters: Counters): SudokuRating {
  counters.ratings++;
  const r = rateSudoku(shape, puzzle, { knownUnique: true, stopAbove: STOP_ABOVE });
  if (r.score > counters.bestScore) counters.bestScore = r.score;
  return r;
}

/** The search as a sequence of units of work; returns the verified hit. */
function* units(rng: Rng, counters: Counters): Generator<void, Hit, void> {
  for (;;) {
    // 1. Seed.
    counters.attempts++;
    let solution: Uint8Array;
    let puzzle: Uint8Array;
    let rating: SudokuRating;
    do {
      solution = generateFullGrid(shape, rng);
      puzzle = Uint8Array.from(solution);
      digToMinimal(shape, puzzle, rng);
      rating = rateFast(puzzle, counters);
      yield;
    } while (!rating.exceeded && rating.score <= SEED_ABOVE);
    // 2. Climb.
    let stale = 0;
    let tries = 0;
    while (!rating.exceeded && stale < STALE_LIMIT && tries < TRY_LIMIT) {
      const next = neighbour(shape, puzzle, solution, 1 + rng.int(2), rng);
      tries++;
      yield;
      if (next === null) continue;
      const r = rateFast(next, counters);
      yield;
      const rose = r.exceeded || r.score > rating.score;
      stale = rose ? 0 : stale + 1;
      if (rose) tries = 0;
      if (r.exceeded || r.score >= rating.score) {
        puzzle = next;
        rating = r;
      }
    }
    if (!rating.exceeded) continue;
    // 4. Variety, then the check from nothing (uniqueness included).
    const transform = randomTransform(shape, rng);
    const shown = applyTransform(shape, puzzle, transform);
    const fresh = rateSudoku(shape, shown);
    counters.ratings++;
    yield;
    if (fresh.score >= NIGHTMARE_MIN_SCORE) {
      counters.hits++;
      return { puzzle: shown, solution: applyTransform(shape, solution, transform), rating: fresh };
    }
  }
}

/**
 * A Nightmare search for one puzzle. The same seed always gives the same puzzle, however the
 * work is sliced into steps.
 */
export function createNightmareSearch(
  seed: string | Rng,
  options: NightmareOptions = {},
): NightmareSearch {
  const now = options.now ?? (() => performance.now());
  const rng =
    typeof seed === 'string' ? createRng(`sudoku/nightmare/v${NIGHTMARE_VERSION}/${seed}`) : seed;
  const counters: Counters = { attempts: 0, hits: 0, ratings: 0, bestScore: 0 };
  const work = units(rng, counters);
  let elapsedMs = 0;
  let result: NightmareResult | null = null;
  return {
    step(budgetMs: number): NightmareResult | null {
      if (result !== null) return result;
      const start = now();
      try {
        for (;;) {
          const unit = work.next();
          if (unit.done) {
            const { puzzle, solution, rating } = unit.value;
            elapsedMs += now() - start;
            result = {
              cells: formatCells(puzzle),
              solution: formatCells(solution),
              score: rating.score,
              technique: rating.hardest?.technique ?? '',
              hardest: rating.hardest?.name ?? '',
              givens: countGivens(puzzle),
              attempts: counters.attempts,
              ratings: counters.ratings,
              elapsedMs,
            };
            return result;
          }
          if (now() - start >= budgetMs) break;
        }
      } catch (error) {
        elapsedMs += now() - start;
        throw error;
      }
      elapsedMs += now() - start;
      return null;
    },
    progress: (): NightmareProgress => ({
      attempts: counters.attempts,
      hits: counters.hits,
      ratings: counters.ratings,
      bestScore: counters.bestScore,
      elapsedMs,
    }),
  };
}
