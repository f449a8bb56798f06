// The shapes of everything Gridwise keeps in IndexedDB, and the checks that every record read
// back must pass. Storage is outside input: a record may come from an older or newer version of
// the app, from another tab mid-write, or from a user poking at DevTools, so each read is
// validated and a bad record is reported by what is wrong and where, never trusted.

import type { GameOwn } from '../engine/game-own';
import { gameKinds, isGameKind } from './game-kind-registry';

/** Bumped when the shape of a record changes; readers reject formats they don't know. */
export const RECORD_FORMAT = 1;

/** A registered game's id (src/storage/game-kind-registry.ts); a record of another is quarantined, kept. */
export type GameKind = string;

/** A game's own part of a record (src/engine/game-own.ts): storage keeps it as it is. */
export type { GameOwn };

/** The puzzle a game was started from, as the game's own controller describes it. */
export type PuzzleParams = Record<string, unknown>;

/**
 * A game in progress: params + puzzle + move log + clock, so restoring is a replay that brings
 * back the undo history too. `rev` counts writes to this kind's slot across tabs, so a write
 * based on a stale read can be detected instead of silently clobbering another tab's moves.
 */
export interface SavedGame {
  format: number;
  kind: GameKind;
  /** Unique per game started (survives reloads, changes with "New game"). */
  id: string;
  rev: number;
  /** The tab that wrote this revision. */
  writer: string;
  puzzle: PuzzleParams;
  moves: string[];
  /** How many of `moves` are applied; the rest is the redo branch. */
  applied: number;
  elapsedMs: number;
  assisted: boolean;
  startedAt: number;
  updatedAt: number;
  /** True when the player paused the game (the board stays covered on return). */
  paused?: boolean;
  /** daily slot: 'daily' for a game's daily, kept apart from its free game; absent for
   *  the free slot (records from before slots). Decides the key it is filed under (slot-key.ts). */
  slot?: 'daily';
  /** daily slot: when a move was last made (a write that only keeps the clock or the
   *  view leaves it): which of a game's two slots was "played last". Absent: `updatedAt`. */
  playedAt?: number;
  /** The game's own part: what makes a resume feel exact (the game's view state, its counts). */
  own: GameOwn;
}

/** One finished run, kept while it is among the 10 best of its bucket. */
export interface BestTime {
  format: number;
  /** The game's id, so finishing twice (e.g. in two tabs) records one run. */
  id: string;
  /** `${kind}:${size}:${level}` — one top-10 list per game × size × level. */
  bucket: string;
  ms: number;
  /** Epoch ms when the run was won. */
  date: number;
  /** Answer shown, hints or auto-notes used: ranked after every unassisted run. */
  assisted: boolean;
  /** The game's own part of the run: what the game keeps beyond time and help. */
  own: GameOwn;
}

export interface Statistics {
  format: number;
  bucket: string;
  started: number;
  won: number;
  /** Sum of unassisted winning times, for the average. */
  wonMs: number;
  /** Unassisted wins: the count `wonMs` sums over (older records lack it: then equal to won). */
  timedWins: number;
  bestMs: number | null;
  streak: number;
  bestStreak: number;
  // stats (honest counting): the fields below are optional in a stored record (older ones
  // lack them) and filled with their defaults when read, so every older record stays valid.
  /** Games finished with Answer: played, never won, never timed. Older records: 0. */
  revealed: number;
  /** Clock time of every finished game, won or revealed. Older records: `wonMs` (a floor). */
  totalMs: number;
  /** The last RECENT_WINS_KEPT wins, oldest first: the Stats chart. Older records: none. */
  recent: RecentWin[];
  /** Ids of the last games counted as played / as finished here (IDS_KEPT each), so a game
   *  counted again (its first move and its finish, a second tab, a reload) counts once. */
  playedIds: string[];
  finishedIds: string[];
  /** When a game here was last counted or finished (epoch ms; 0 unknown): Records opens there. */
  lastAt: number;
}

/** One win in a bucket's recent list (the Stats chart of win times). */
export interface RecentWin {
  ms: number;
  /** Epoch ms of the win. */
  date: number;
  /** Hints or auto-notes used (a revealed game is never a win, so never here). */
  assisted: boolean;
}

/** How many wins a bucket's `recent` list keeps: the chart shows the last 30. */
export const RECENT_WINS_KEPT = 30;
/** How many game ids `playedIds` / `finishedIds` keep: more than games open at once per bucket. */
export const IDS_KEPT = 8;

/** A generated puzzle waiting to be played, so "New game" never waits for the generator. */
export interface PooledPuzzle {
  format: number;
  bucket: string;
  /** The generator version that made it; older ones are dropped, never served. */
  generator: number;
  puzzle: PuzzleParams;
  createdAt: number;
}

export interface StoredSettings {
  format: number;
  values: Record<string, unknown>;
}

/**
 * The clock of a game in progress, kept apart from the game so that the tick once a second is a
 * small blind write that never bumps the game's revision (which would make another tab's moves
 * look stale) and never rewrites the move log.
 */
export interface StoredClock {
  format: number;
  /** The game this clock belongs to; a clock for another id is ignored. */
  id: string;
  elapsedMs: number;
}

/** A record that could not be used, moved aside (never deleted) with the reason. */
export interface QuarantinedRecord {
  store: string;
  key: string;
  reason: string;
  value: unknown;
  at: number;
}

export class RecordError extends Error {}

/** The fields storage itself checks on a saved game; everything else is the game's. */
const SAVED_ENVELOPE: readonly string[] = [
  'format',
  'kind',
  'id',
  'rev',
  'writer',
  'puzzle',
  'moves',
  'applied',
  'elapsedMs',
  'assisted',
  'startedAt',
  'updatedAt',
  'paused',
  'slot',
  'playedAt',
  'own',
];

/** The fields storage itself checks on a best time; everything else is the game's. */
const BEST_TIME_ENVELOPE: readonly string[] = [
  'format',
  'id',
  'bucket',
  'ms',
  'date',
  'assisted',
  'own',
];

type Fields = Record<string, unknown>;

function object(value: unknown, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RecordError(`${what} is not an object`);
  return value as Fields;
}

function field<T>(
  obj: Fields,
  name: string,
  what: string,
  check: (v: unknown) => v is T,
  expected: string,
): T {
  const v = obj[name];
  if (!check(v)) throw new RecordError(`${what}.${name} should be ${expected}, got ${describe(v)}`);
  return v;
}

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isMs = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && (v as number) >= 0;
const isKind = isGameKind;
const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((m) => typeof m === 'string');
const isObject = (v: unknown): v is Fields =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isMsOrNull = (v: unknown): v is number | null => v === null || isMs(v);

/** Throws RecordError unless the record's format is one this version reads. */
function checkFormat(obj: Fields, what: string): void {
  const format = obj.format;
  if (format === RECORD_FORMAT) return;
  if (isCount(format) && format > RECORD_FORMAT)
    throw new RecordError(`${what} has format ${format}, from a newer version of Gridwise`);
  throw new RecordError(`${what}.format should be ${RECORD_FORMAT}, got ${describe(format)}`);
}

export function validateClock(value: unknown, what = 'stored clock'): StoredClock {
  const o = object(value, what);
  checkFormat(o, what);
  return {
    format: RECORD_FORMAT,
    id: field(o, 'id', what, isString, 'a game id'),
    elapsedMs: field(o, 'elapsedMs', what, isMs, 'a duration in ms'),
  };
}

function isDailySlot(v: unknown): v is 'daily' {
  return v === 'daily';
}

export function validateSavedGame(value: unknown, what = 'saved game'): SavedGame {
  const o = object(value, what);
  checkFormat(o, what);
  const moves = field(o, 'moves', what, isStringArray, 'a list of move strings');
  const applied = field(o, 'applied', what, isCount, 'a whole number');
  if (applied > moves.length)
    throw new RecordError(`${what}.applied is ${applied} but only ${moves.length} moves exist`);
  return {
    format: RECORD_FORMAT,
    kind: field(o, 'kind', what, isKind, `a game's id (${gameKinds().join(', ')})`),
    id: field(o, 'id', what, isString, 'a string'),
    rev: field(o, 'rev', what, isCount, 'a whole number'),
    writer: field(o, 'writer', what, isString, 'a string'),
    puzzle: field(o, 'puzzle', what, isObject, 'an object'),
    moves,
    applied,
    elapsedMs: field(o, 'elapsedMs', what, isMs, 'a duration in ms'),
    assisted: field(o, 'assisted', what, isBool, 'true or false'),
    startedAt: field(o, 'startedAt', what, isMs, 'a time'),
    updatedAt: field(o, 'updatedAt', what, isMs, 'a time'),
    ...optional(o, 'paused', what, isBool, 'true or false'),
    ...optional(o, 'slot', what, isDailySlot, "'daily' or nothing"),
    ...optional(o, 'playedAt', what, isMs, 'a time'),
    own: ownPart(o, SAVED_ENVELOPE, what),
  };
}

/**
 * The game's own part of a record. Records written before the game kept its part apart (format 1,
 * as older builds wrote it: `selected`, `noteMode`, `mistakes`, `policy` at the
 * top level) are read by taking every field outside the envelope as the game's: nothing is lost,
 * and the game checks them as it checks its part of a new record.
 */
function ownPart(obj: Fields, envelope: readonly string[], what: string): GameOwn {
  if (obj.own !== undefined) return { ...field(obj, 'own', what, isObject, 'an object') };
  const own: Fields = {};
  for (const [name, value] of Object.entries(obj)) if (!envelope.includes(name)) own[name] = value;
  return own;
}

/** `{ [name]: value }` when the field is present and valid, `{}` when absent; throws when bad. */
function optional<T>(
  obj: Fields,
  name: string,
  what: string,
  check: (v: unknown) => v is T,
  expected: string,
): Record<string, T> {
  if (obj[name] === undefined) return {};
  return { [name]: field(obj, name, what, check, expected) };
}

export function validateBestTime(value: unknown, what = 'best time'): BestTime {
  const o = object(value, what);
  checkFormat(o, what);
  return {
    format: RECORD_FORMAT,
    id: field(o, 'id', what, isString, 'a string'),
    bucket: field(o, 'bucket', what, isString, 'a string'),
    ms: field(o, 'ms', what, isMs, 'a duration in ms'),
    date: field(o, 'date', what, isMs, 'a time'),
    assisted: field(o, 'assisted', what, isBool, 'true or false'),
    own: ownPart(o, BEST_TIME_ENVELOPE, what),
  };
}

export function validateStatistics(value: unknown, what = 'statistics'): Statistics {
  const o = object(value, what);
  checkFormat(o, what);
  return {
    format: RECORD_FORMAT,
    bucket: field(o, 'bucket', what, isString, 'a string'),
    started: field(o, 'started', what, isCount, 'a whole number'),
    won: field(o, 'won', what, isCount, 'a whole number'),
    wonMs: field(o, 'wonMs', what, isMs, 'a duration in ms'),
    timedWins:
      o.timedWins === undefined
        ? field(o, 'won', what, isCount, 'a whole number')
        : field(o, 'timedWins', what, isCount, 'a whole number'),
    bestMs: field(o, 'bestMs', what, isMsOrNull, 'a duration in ms or null'),
    streak: field(o, 'streak', what, isCount, 'a whole number'),
    bestStreak: field(o, 'bestStreak', what, isCount, 'a whole number'),
    ...honestCounts(o, what),
  };
}

const isRecentList = (v: unknown): v is RecentWin[] =>
  Array.isArray(v) &&
  v.length <= RECENT_WINS_KEPT &&
  v.every((w) => isObject(w) && isMs(w.ms) && isMs(w.date) && isBool(w.assisted));
const isIdList = (v: unknown): v is string[] => isStringArray(v) && v.length <= IDS_KEPT;

/** stats: the honest-counting fields, each checked when present and defaulted when not. */
function honestCounts(
  o: Fields,
  what: string,
): Omit<
  Statistics,
  | 'format'
  | 'bucket'
  | 'started'
  | 'won'
  | 'wonMs'
  | 'timedWins'
  | 'bestMs'
  | 'streak'
  | 'bestStreak'
> {
  const or = <T>(name: string, check: (v: unknown) => v is T, expected: string, absent: T): T =>
    o[name] === undefined ? absent : field(o, name, what, check, expected);
  return {
    revealed: or('revealed', isCount, 'a whole number', 0),
    totalMs: or('totalMs', isMs, 'a duration in ms', o.wonMs as number),
    recent: or(
      'recent',
      isRecentList,
      `at most ${RECENT_WINS_KEPT} wins ({ms, date, assisted})`,
      [] as RecentWin[],
    ).map((w) => ({ ms: w.ms, date: w.date, assisted: w.assisted })),
    playedIds: [...or('playedIds', isIdList, `at most ${IDS_KEPT} game ids`, [] as string[])],
    finishedIds: [...or('finishedIds', isIdList, `at most ${IDS_KEPT} game ids`, [] as string[])],
    lastAt: or('lastAt', isMs, 'a time', 0),
  };
}

export function validatePooledPuzzle(value: unknown, what = 'pooled puzzle'): PooledPuzzle {
  const o = object(value, what);
  checkFormat(o, what);
  return {
    format: RECORD_FORMAT,
    bucket: field(o, 'bucket', what, isString, 'a string'),
    generator: field(o, 'generator', what, isCount, 'a whole number'),
    puzzle: field(o, 'puzzle', what, isObject, 'an object'),
    createdAt: field(o, 'createdAt', what, isMs, 'a time'),
  };
}

export function validateSettings(value: unknown, what = 'settings'): StoredSettings {
  const o = object(value, what);
  checkFormat(o, what);
  return { format: RECORD_FORMAT, values: field(o, 'values', what, isObject, 'an object') };
}

/** Best times ranked as the records screen shows them: unassisted first, then fastest. */
export function compareBestTimes(a: BestTime, b: BestTime): number {
  if (a.assisted !== b.assisted) return a.assisted ? 1 : -1;
  return a.ms - b.ms || a.date - b.date;
}

export const BEST_TIMES_KEPT = 10;
