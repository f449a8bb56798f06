// Public face of the human-technique grader: ratings, levels, logical solving and hints.

export type { Board } from './board';
export { explainSudoku } from './explain';
export { hint, type SudokuHint } from './hint';
export {
  GRADE_MAX_SCORE,
  gradeOf,
  gradesFor,
  isSudokuGrade,
  SUDOKU_GRADES,
  type SudokuGrade,
} from './levels';
export { rateSudoku, type SudokuRating } from './rating';
export { applyStep, nextStep } from './solve';
export type { CellDigit, ChainNode, SolveStep, TechniqueId } from './step';
