// What can be wrong with a Lights Out share code, as data: each kind with the type of each
// detail. The core hands the table over (`lightsCore.problems`), so the worker protocol checks a
// problem crossing the thread by it; the words for each kind are in lights-words.ts. A failed
// check character stays the shared 'code-typo'.

import { type ProblemFields, problemMaker } from '../../../src/engine/code-problems';

export const LIGHTS_PROBLEMS = {
  'lights-length': { length: 'number', expected: 'number' },
  'lights-level': { char: 'text', levels: 'list' },
  'lights-cells': { cells: 'text' },
} as const satisfies ProblemFields;

/** A Lights Out problem of `kind` with its details (typed by the table above). */
export const lightsProblem = problemMaker(LIGHTS_PROBLEMS);
