// Daily puzzles: one puzzle of each game per calendar date, the same for every player, made on
// the device (so they work offline) from a seed that names the scheme's version and the game:
// `gridwise-daily-v1:2026-03-14:<game id>`.
//
// The scheme lives in eras. A change that would give some date a different puzzle (new levels,
// sizes, seed text, or a generator whose output changes for a seed) must not touch the puzzles
// of today or of the past, because players compare them. So such a change adds an era that
// starts at a future date, and the dates before it keep their era. This file keeps what every
// game shares: date keys, day numbers, the eras' dates and seed-scheme versions, the seed text.
// Each game keeps its own part of every era (the generator version its dailies were made with,
// its levels and size) in src/games/<id>/core/, offered through `GameCore.daily`: the
// generators' output is pinned by golden tests, and a test fails when a game's generator
// version no longer matches an era's. Whoever bumps a generator then has to keep the old one
// reachable for the past eras (or decide, knowingly, that old dailies may change).

import { InvalidInputError } from './game';
import type { PuzzleBase } from './game-core';

export interface DailyEra {
  /** First date (YYYY-MM-DD) of the era; it lasts until the next era's `from`. */
  readonly from: string;
  /** The seed scheme's version, written into every seed. */
  readonly version: number;
}

/**
 * Oldest first. The first era starts long before the feature shipped, so a device with a
 * wrong clock still gets a puzzle.
 */
export const DAILY_ERAS: readonly DailyEra[] = [{ from: '2000-01-01', version: 1 }];

/** A game's own fields of the daily scheme, holding from one era on (until its next entry). */
export interface GameDailyEra {
  /** The `version` of the era from which these fields hold. */
  readonly era: number;
  /** The game's generator version its dailies of these eras were made with. */
  readonly generator: number;
}

/** A checked date as a game reads it to choose its daily. */
interface DailyDate {
  /** YYYY-MM-DD. */
  readonly key: string;
  readonly era: DailyEra;
  /** Days since 1970-01-01. */
  readonly day: number;
  /** 0 is Sunday, as Date.getDay counts. */
  readonly weekday: number;
}

/** A game's part of the daily scheme (`GameCore.daily`). */
export interface GameDaily<P extends PuzzleBase = PuzzleBase> {
  /** Oldest first; the first holds from the first era (checked by test/unit/app/daily.test.ts). */
  readonly eras: readonly GameDailyEra[];
  /** The size and level of the date's puzzle (the game reads its fields with `eraFields`). */
  on(date: DailyDate): { size: P['size']; level: P['level'] };
}

/** What the worker is asked for to make a date's puzzle of a game. */
export interface DailySpec<P extends PuzzleBase = PuzzleBase> {
  readonly game: string;
  readonly size: P['size'];
  readonly level: P['level'];
  readonly seed: string;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The local calendar date of `date` as YYYY-MM-DD: the player's "today". */
export function dailyKey(date: Date): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new InvalidInputError('The date is not a valid date.');
  }
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** Days since 1970-01-01 of a checked key; calendar arithmetic in UTC, so no time zone shifts it. */
function dayNumber(key: string): number {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** Throws InvalidInputError unless `key` is a real date written YYYY-MM-DD in some era. */
function checkKey(key: string): void {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(key));
  if (!match) {
    throw new InvalidInputError(`"${key}" is not a date written YYYY-MM-DD, such as 2026-03-14.`);
  }
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(y, m - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) {
    throw new InvalidInputError(`"${key}" is not a day of the calendar.`);
  }
  const first = (DAILY_ERAS[0] as DailyEra).from;
  if (key < first)
    throw new InvalidInputError(`Daily puzzles start on ${first}; "${key}" is earlier.`);
}

/** The era a (checked) date belongs to: the last one that has started by then. */
export function dailyEra(key: string): DailyEra {
  checkKey(key);
  let era = DAILY_ERAS[0] as DailyEra;
  for (const e of DAILY_ERAS) if (e.from <= key) era = e;
  return era;
}

/** A date key checked and read as games choose their daily. Throws InvalidInputError. */
export function dailyDate(key: string): DailyDate {
  const era = dailyEra(key);
  const day = dayNumber(key);
  return { key, era, day, weekday: (day + 4) % 7 }; // 1970-01-01 was a Thursday.
}

/** A game's fields for `era`: its last entry begun by then. Throws if the game has none. */
export function eraFields<F extends GameDailyEra>(fields: readonly F[], era: DailyEra): F {
  let found: F | undefined;
  for (const f of fields) if (f.era <= era.version) found = f;
  if (!found) throw new InvalidInputError(`No daily puzzle is defined for era ${era.version}.`);
  return found;
}

export function dailySeed(era: DailyEra, key: string, game: string): string {
  return `gridwise-daily-v${era.version}:${key}:${game}`;
}

/**
 * What to generate for a date's puzzle of a game: a spec and a seed the generator worker takes
 * as they are (the game's daily maker in its core makes exactly this). Throws InvalidInputError
 * for a bad key.
 */
export function dailySpec<P extends PuzzleBase>(
  core: { readonly id: string; readonly daily: GameDaily<P> },
  key: string,
): DailySpec<P> {
  const date = dailyDate(key);
  const { size, level } = core.daily.on(date);
  return { game: core.id, size, level, seed: dailySeed(date.era, key, core.id) };
}
