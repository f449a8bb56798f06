// Public face of the human-technique grader: ratings, levels, logical solving and hints.

export type { Board } from './board';
export { explainSudoku } from './explain';
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
