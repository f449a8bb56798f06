// What can be wrong with a Lights Out share code, as data: each kind with the type of each
// detail, and its sentence in English (the message a refusal carries; the catalogues' words for
// each kind, both languages, are in words/). The core hands the table over
// (`lightsCore.problems`), so the worker protocol checks a problem crossing the thread by it.
// A failed check character stays the shared 'code-typo'.

import {
  type ProblemFields,
  type ProblemSentences,
  problemMaker,
} from '../../../engine/code-problems';

export const LIGHTS_PROBLEMS = {
  'lights-length': { length: 'number', expected: 'number' },
  'lights-level': { char: 'text', levels: 'list' },
  'lights-cells': { cells: 'text' },
} as const satisfies ProblemFields;

/** A Lights Out problem of `kind` with its details (typed by the table above). */
export const lightsProblem = problemMaker(LIGHTS_PROBLEMS);

// A kind without words, or a sentence asking for a detail the kind lacks, does not compile.
export const LIGHTS_PROBLEMS_EN = {
  'lights-length': (p: { length: string; expected: string }) =>
    `A Lights Out code has ${p.expected} characters; this one has ${p.length}.`,
  'lights-level': (p: { char: string; levels: string }) =>
    `Character 4 of the code is "${p.char}", which names no level (${p.levels}).`,
  'lights-cells': (p: { cells: string }) =>
    `Characters 5 to 7 of the code, "${p.cells}", are not a board with a light on.`,
} as const satisfies ProblemSentences<typeof LIGHTS_PROBLEMS>;
