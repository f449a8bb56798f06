// Public face of the human-technique grader: ratings, levels, logical solving and hints.

export type { Board } from './board';
export { boardFromState, hint, type SudokuHint } from './hint';
export {
  GRADE_MAX_SCORE,
  gradeOf,
  gradesFor,
  isSudokuGrade,
  SUDOKU_GRADES,
  type SudokuGrade,
} from './levels';
export { type RateOptions, rateSudoku, type SudokuRating } from './rating';
export { applyStep, nextStep, type SolveOptions, type SolveOutcome, solveBoard } from './solve';
export type { CellDigit, ChainNode, SolveStep, TechniqueId } from './step';
export { TECHNIQUES } from './techniques';

import { InvalidInputError } from '../../../../engine/game';
import type { SudokuShape } from '../geometry';
import { countSolutions } from '../solver';
import { createBoard } from './board';
import { solveBoard } from './solve';
import type { SolveStep } from './step';

/** Every step of the easiest-first logical solution, for walkthroughs and the CLI. Throws
 *  InvalidInputError when the puzzle breaks a rule or does not have exactly one solution. */
export function explainSudoku(shape: SudokuShape, cells: ArrayLike<number>): SolveStep[] {
  const board = createBoard(shape, cells);
  const { count, solution } = countSolutions(shape, cells, 2);
  if (count !== 1 || solution === null) {
    throw new InvalidInputError('The puzzle does not have exactly one solution.');
  }
  return [...solveBoard(board, { record: true, solution }).steps];
}
