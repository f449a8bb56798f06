// explainSudoku: the whole easiest-first logical solution, step by step.

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
