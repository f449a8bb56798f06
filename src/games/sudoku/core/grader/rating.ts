// rateSudoku: the SE-like score of a puzzle (the rating of the hardest step the easiest-first
// logical solver cannot avoid) and its player level.

import { InvalidInputError } from '../../../../engine/game';
import type { SudokuShape } from '../geometry';
import { countSolutions, solveUnique } from '../solver';
import { createBoard } from './board';
import { gradeOf, type SudokuGrade } from './levels';
import { solveBoard } from './solve';

export interface RateOptions {
  /**
   * Stop as soon as the score is known to exceed this. The result then has `exceeded: true`,
   * `solved: false`, and `score` is a lower bound above `stopAbove`: the rating of the step
   * that went over when one was found, else the next rating step (stopAbove + 0.1, rounded
   * down to one decimal first), or the current hardest step's rating if higher. `level` is
   * the level of that bound. Steps counted are those applied before stopping.
   */
  readonly stopAbove?: number;
  /**
   * The caller has just checked that the puzzle has exactly one solution (the generator
   * does), so the grader skips that check. Uniqueness techniques assume it: on a puzzle with
   * several solutions the result is then meaningless.
   */
  readonly knownUnique?: boolean;
}

export interface SudokuRating {
  /** The hardest step's rating (0 for a full grid). */
  readonly score: number;
  readonly level: SudokuGrade;
  readonly hardest: { technique: string; name: string; rating: number } | null;
  /** Steps applied (each placement or elimination round counts once). */
  readonly steps: number;
  /** True when the solver reached the end (always, unless stopped by `stopAbove`). */
  readonly solved: boolean;
  /** True when stopped early because the score exceeds `stopAbove`. */
  readonly exceeded: boolean;
}

/**
 * Rates a puzzle (0 = empty cell). Throws InvalidInputError when the givens break a rule or
 * the puzzle does not have exactly one solution (uniqueness techniques would be unsound).
 */
export function rateSudoku(
  shape: SudokuShape,
  cells: ArrayLike<number>,
  options: RateOptions = {},
): SudokuRating {
  const board = createBoard(shape, cells);
  let solution: Uint8Array | null = null;
  if (!options.knownUnique) {
    const result = countSolutions(shape, cells, 2);
    if (result.count !== 1 || result.solution === null) {
      throw new InvalidInputError(
        result.count === 0
          ? 'The puzzle has no solution, so it cannot be rated.'
          : 'The puzzle has more than one solution, so it cannot be rated.',
      );
    }
    solution = result.solution;
  }
  const outcome = solveBoard(board, {
    // Only the last-resort trial step needs it, so it is found lazily when not known yet.
    solution: () => solution ?? solveUnique(shape, cells),
    ...(options.stopAbove !== undefined ? { stopAbove: options.stopAbove } : {}),
  });
  const h = outcome.hardest;
  return {
    score: outcome.score,
    level: gradeOf(outcome.score),
    hardest: h ? { technique: h.technique, name: h.name, rating: h.rating } : null,
    steps: outcome.stepCount,
    solved: outcome.solved,
    exceeded: outcome.exceeded,
  };
}
