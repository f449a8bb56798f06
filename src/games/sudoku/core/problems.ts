// What can be wrong with a Sudoku share code or puzzle text, as data: each kind with the type of
// each detail. The core hands the table over (`sudokuCore.problems`) so the worker protocol can
// check a problem crossing the thread; the words for each kind are in ../words/.

import { type ProblemFields, problemMaker } from '../../../engine/code-problems';

export const SUDOKU_PROBLEMS = {
  // A share code.
  'sudoku-empty': {},
  'sudoku-bad-char': { at: 'number', char: 'text' },
  'sudoku-version': { first: 'text', expected: 'text' },
  'sudoku-no-size': {},
  'sudoku-size': { char: 'text' },
  'sudoku-too-short': { size: 'number', min: 'number', length: 'number' },
  'sudoku-given-beyond': { at: 'number', size: 'number' },
  'sudoku-length': { length: 'number', size: 'number', givens: 'number', expected: 'number' },
  'sudoku-digits-damaged': {},
  'sudoku-no-solution': {},
  'sudoku-many-solutions': {},
  // A puzzle written as digits and dots.
  'puzzle-length': { expected: 'number', length: 'number' },
  'puzzle-length-any': { length: 'number' },
  'puzzle-char': { at: 'number', row: 'number', column: 'number', char: 'text', max: 'number' },
  'puzzle-clash': {
    digit: 'number',
    row1: 'number',
    column1: 'number',
    row2: 'number',
    column2: 'number',
  },
} as const satisfies ProblemFields;

/** A Sudoku problem of `kind` with its details (typed by the table above). */
export const sudokuProblem = problemMaker(SUDOKU_PROBLEMS);
