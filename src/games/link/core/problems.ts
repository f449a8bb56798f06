// What can be wrong with a Link share code or board, as data: each kind with the type of each
// detail. The core hands the table over (`linkCore.problems`) so the worker protocol can check a
// problem crossing the thread; the words for each kind are in ../words/.

import { type ProblemFields, problemMaker } from '../../../engine/code-problems';

export const LINK_PROBLEMS = {
  'link-empty': {},
  'link-bad-char': { at: 'number', char: 'text' },
  'link-version': { first: 'text', expected: 'text' },
  'link-too-short': { min: 'number', length: 'number' },
  'link-level': { char: 'text', levels: 'list' },
  'link-board-size': { rows: 'number', cols: 'number', max: 'number' },
  'link-kinds': { kinds: 'number', max: 'number' },
  'link-shape': { rows: 'number', cols: 'number', kinds: 'number', sizes: 'list' },
  'link-length': {
    length: 'number',
    rows: 'number',
    cols: 'number',
    kinds: 'number',
    expected: 'number',
  },
  'link-cells-damaged': {},
  'link-no-tiles': {},
  'link-odd-kind': { tile: 'text', count: 'number', row: 'number', column: 'number' },
  'link-unclearable': {},
} as const satisfies ProblemFields;

/** A Link problem of `kind` with its details (typed by the table above). */
export const linkProblem = problemMaker(LINK_PROBLEMS);
