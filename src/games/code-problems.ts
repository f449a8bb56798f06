// What is wrong with a share link, a share code or a puzzle text, as data: a kind and its details, beside the
// English sentence the cores write for the command line. The app says it in the player's
// language (src/app/shell/share-routing.ts); a test keeps the app's English identical to the
// cores' (test/unit/i18n/link-problems.test.ts). The table below is also the worker protocol's
// check of a problem that crosses the thread boundary.

import { InvalidInputError } from '../engine/game';

type FieldType = 'number' | 'text' | 'list';

/** Every kind of problem, and the type of each of its details. */
const FIELDS = {
  // The link or pasted text, before any game reads a code (src/games/share-links.ts).
  'too-long': { length: 'number', max: 'number' },
  'not-a-link': {},
  'no-game': {},
  'unknown-game': { asked: 'text', games: 'list' },
  'no-code': { game: 'text' },
  'nothing-pasted': {},
  'not-a-code': {},
  // A game's code or puzzle text.
  'code-typo': {},
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
} as const satisfies Record<string, Record<string, FieldType>>;

type Fields = typeof FIELDS;
type ValueOf<T extends FieldType> = T extends 'number'
  ? number
  : T extends 'text'
    ? string
    : readonly string[];

export type CodeProblemKind = keyof Fields;

/** Every kind, for tests that check each is reported and worded. */
export const CODE_PROBLEM_KINDS = Object.keys(FIELDS) as readonly CodeProblemKind[];

/** The details of a problem of kind `K`. */
export type CodeProblemDetails<K extends CodeProblemKind> = {
  readonly [F in keyof Fields[K]]: Fields[K][F] extends FieldType ? ValueOf<Fields[K][F]> : never;
};

export type CodeProblem = {
  [K in CodeProblemKind]: { readonly kind: K } & CodeProblemDetails<K>;
}[CodeProblemKind];

/** A problem of `kind` with its details (typed: a missing or misspelt detail does not compile). */
export function codeProblem<K extends CodeProblemKind>(
  kind: K,
  details: CodeProblemDetails<K>,
): CodeProblem {
  return { kind, ...details } as unknown as CodeProblem;
}

/** Bad input (thrown by a text reader, as InvalidInputError is) that names its problem as data. */
export class CodeProblemError extends InvalidInputError {
  readonly problem: CodeProblem;
  constructor(message: string, problem: CodeProblem, position = -1) {
    super(message, position);
    this.problem = problem;
  }
}

function isValue(type: FieldType, value: unknown): boolean {
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (type === 'text') return typeof value === 'string' && value.length <= 200;
  return (
    Array.isArray(value) &&
    value.length <= 20 &&
    value.every((item) => typeof item === 'string' && item.length <= 40)
  );
}

/**
 * `data` as a problem, or what is wrong with it (a problem read back from the worker is outside
 * input: an unknown kind or a missing detail is refused, never worded with holes).
 */
export function readCodeProblem(
  data: unknown,
  what: string,
): { ok: true; problem: CodeProblem } | { ok: false; message: string } {
  if (typeof data !== 'object' || data === null)
    return { ok: false, message: `${what} is not an object` };
  const o = data as Record<string, unknown>;
  const kind = o.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(FIELDS, kind))
    return { ok: false, message: `${what}.kind "${String(kind)}" unknown` };
  const fields = FIELDS[kind as CodeProblemKind] as Readonly<Record<string, FieldType>>;
  const problem: Record<string, unknown> = { kind };
  for (const [name, type] of Object.entries(fields)) {
    if (!isValue(type, o[name]))
      return { ok: false, message: `${what}.${name} must be a ${type} for a ${kind} problem` };
    problem[name] = o[name];
  }
  return { ok: true, problem: problem as CodeProblem };
}
