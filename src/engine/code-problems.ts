// What is wrong with a share link, a share code or a puzzle text, as data: a kind and its
// details, beside the English sentence the cores write for the command line. The app says it in
// the player's language (src/app/words/problem-words.ts); a test keeps the app's English
// identical to the cores' (test/unit/i18n/refusal-words.test.ts).
//
// Only the kinds every game shares are listed here: the link or pasted text before any game
// reads it, and a code's failed check. Each game declares its own kinds, with the type of each
// detail, in its folder and hands them over through its core (`GameCore.problems`); the worker
// protocol checks a problem that crosses the thread boundary against this table and the cores'.

import { InvalidInputError } from './game';

type ProblemFieldType = 'number' | 'text' | 'list';

/** Kinds of problem, each with the type of each of its details. */
export type ProblemFields = Readonly<Record<string, Readonly<Record<string, ProblemFieldType>>>>;

/** What a detail holds. */
type ProblemValue = number | string | readonly string[];

/** The kinds every game shares. */
const SHARED_FIELDS = {
  // The link or pasted text, before any game reads a code (src/engine/share-links.ts).
  'too-long': { length: 'number', max: 'number' },
  'not-a-link': {},
  'no-game': {},
  'unknown-game': { asked: 'text', games: 'list' },
  'no-code': { game: 'text' },
  'nothing-pasted': {},
  'not-a-code': {},
  // Any game's code: its check character does not match the rest.
  'code-typo': {},
} as const satisfies ProblemFields;

type SharedFields = typeof SHARED_FIELDS;

type ValueOf<T> = T extends 'number' ? number : T extends 'text' ? string : readonly string[];

/** The details of a problem of kind `K` in the table `F`. */
type ProblemDetails<F extends ProblemFields, K extends keyof F> = {
  readonly [D in keyof F[K]]: ValueOf<F[K][D]>;
};

/** A problem of one of the kinds of the table `F`, with its details. */
type ProblemOf<F extends ProblemFields> = {
  [K in keyof F & string]: { readonly kind: K } & ProblemDetails<F, K>;
}[keyof F & string];

/** A problem of a shared kind. */
export type SharedProblem = ProblemOf<SharedFields>;

/**
 * A game's problem as shared code sees it: a kind its core declares, and details as data. The
 * game builds it typed (`problemMaker`), and the worker protocol checks it by the game's table.
 */
type GameProblem = { readonly kind: string; readonly [detail: string]: ProblemValue };

export type CodeProblem = SharedProblem | GameProblem;

/** Every shared kind, for tests that check each is reported and worded. */
export const SHARED_PROBLEM_KINDS = Object.keys(SHARED_FIELDS) as readonly (keyof SharedFields)[];

/**
 * The words of a table's problems: a text for a kind without details, else a function of its
 * details as text. Assigning a game's words to this makes a missing kind, or a sentence that asks
 * for a detail the problem lacks, a type error.
 */
export type ProblemSentences<F extends ProblemFields> = {
  readonly [K in keyof F]: [keyof F[K]] extends [never]
    ? string
    : (details: { readonly [D in keyof F[K]]: string }) => string;
};

/** A typed builder of problems of the table `F` (a missing or misspelt detail does not compile). */
export function problemMaker<F extends ProblemFields>(
  _fields: F,
): <K extends keyof F & string>(kind: K, details: ProblemDetails<F, K>) => GameProblem {
  return (kind, details) => ({ kind, ...details }) as unknown as GameProblem;
}

/** A problem of a shared kind with its details. */
export function codeProblem<K extends keyof SharedFields>(
  kind: K,
  details: ProblemDetails<SharedFields, K>,
): SharedProblem {
  return { kind, ...details } as unknown as SharedProblem;
}

/** Bad input (thrown by a text reader, as InvalidInputError is) that names its problem as data. */
export class CodeProblemError extends InvalidInputError {
  readonly problem: CodeProblem;
  constructor(message: string, problem: CodeProblem, position = -1) {
    super(message, position);
    this.problem = problem;
  }
}

function isValue(type: ProblemFieldType, value: unknown): boolean {
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (type === 'text') return typeof value === 'string' && value.length <= 200;
  return (
    Array.isArray(value) &&
    value.length <= 20 &&
    value.every((item) => typeof item === 'string' && item.length <= 40)
  );
}

/** The fields of `kind`: a shared kind's, or the first game table that declares it. */
function fieldsOf(
  kind: string,
  games: readonly ProblemFields[],
): Readonly<Record<string, ProblemFieldType>> | undefined {
  if (Object.hasOwn(SHARED_FIELDS, kind)) return SHARED_FIELDS[kind as keyof SharedFields];
  for (const table of games) if (Object.hasOwn(table, kind)) return table[kind];
  return undefined;
}

/**
 * `data` as a problem, or what is wrong with it (a problem read back from the worker is outside
 * input: an unknown kind or a missing detail is refused, never worded with holes). `games` are
 * the games' own tables of kinds (`GameCore.problems` of every core).
 */
export function readCodeProblem(
  data: unknown,
  what: string,
  games: readonly ProblemFields[],
): { ok: true; problem: CodeProblem } | { ok: false; message: string } {
  if (typeof data !== 'object' || data === null)
    return { ok: false, message: `${what} is not an object` };
  const o = data as Record<string, unknown>;
  const kind = o.kind;
  const fields = typeof kind === 'string' ? fieldsOf(kind, games) : undefined;
  if (typeof kind !== 'string' || !fields)
    return { ok: false, message: `${what}.kind "${String(kind)}" unknown` };
  const problem: Record<string, unknown> = { kind };
  for (const [name, type] of Object.entries(fields)) {
    if (!isValue(type, o[name]))
      return { ok: false, message: `${what}.${name} must be a ${type} for a ${kind} problem` };
    problem[name] = o[name];
  }
  return { ok: true, problem: problem as CodeProblem };
}
