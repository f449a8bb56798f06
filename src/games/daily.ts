// Daily puzzles: one Sudoku and one Link board per calendar date, the same for every player,
// made on the device (so they work offline) from a seed that names the scheme's version:
// `gridwise-daily-v1:2026-03-14:sudoku`.
//
// The scheme lives in DAILY_ERAS. A change that would give some date a different puzzle (new
// levels, sizes, seed text, or a generator whose output changes for a seed) must not touch the
// puzzles of today or of the past, because players compare them. So such a change adds an era
// that starts at a future date, and the dates before it keep their era. Each era also records
// the generator versions it was made with: the generators' output is pinned by the golden
// tests in test/unit/app/daily.test.ts, and a test fails when a generator's version no longer
// matches an era's. Whoever bumps a generator then has to keep the old one reachable for the
// past eras (or decide, knowingly, that old dailies may change).

import { InvalidInputError } from '../engine/game';
import type { LinkBoard } from './link/core/board';
import { generateLink, type LinkSizeName } from './link/core/generator';
import type { LinkGravity } from './link/core/gravity';
import { type LinkLevelId, linkLevel } from './link/core/levels';
import { generateSudoku, type SudokuLevel } from './sudoku/core/generator';
import type { SudokuPuzzle } from './sudoku/core/puzzle-record';

export interface DailyEra {
  /** First date (YYYY-MM-DD) of the era; it lasts until the next era's `from`. */
  readonly from: string;
  /** The seed scheme's version, written into every seed. */
  readonly version: number;
  /** Generator versions the era's puzzles were made with. */
  readonly sudokuGenerator: number;
  readonly linkGenerator: number;
  /** 9×9 level by weekday, Sunday first (as Date.getDay counts). */
  readonly sudokuLevels: readonly [
    SudokuLevel,
    SudokuLevel,
    SudokuLevel,
    SudokuLevel,
    SudokuLevel,
    SudokuLevel,
    SudokuLevel,
  ];
  readonly linkSize: LinkSizeName;
  /** Link levels in turn, one per day (day number since 1970-01-01 modulo the length). */
  readonly linkLevels: readonly LinkLevelId[];
}

/**
 * Oldest first. The first era starts long before the feature shipped, so a device with a
 * wrong clock still gets a puzzle. Levels stop at expert: master and extreme take up to a
 * second to generate (BENCHMARKS.md), too long for a tap on "Daily".
 */
export const DAILY_ERAS: readonly DailyEra[] = [
  {
    from: '2000-01-01',
    version: 1,
    sudokuGenerator: 2,
    linkGenerator: 1,
    // The week builds up: an easy Monday, an expert weekend.
    sudokuLevels: ['expert', 'easy', 'medium', 'medium', 'hard', 'hard', 'expert'],
    linkSize: 'medium',
    linkLevels: ['classic', 'fall', 'drift-left', 'rise', 'drift-right'],
  },
];

export interface DailySudoku extends SudokuPuzzle {
  readonly date: string;
  /** The era's scheme version. */
  readonly era: number;
  /** The weekday's level. `level` differs only if the generator ran out of attempts, and then
   *  says what the puzzle is (the closest it found). */
  readonly requested: SudokuLevel;
}

export interface DailyLink {
  readonly date: string;
  readonly era: number;
  readonly seed: string;
  readonly size: LinkSizeName;
  readonly level: LinkLevelId;
  readonly gravity: LinkGravity;
  readonly board: LinkBoard;
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

function seedOf(era: DailyEra, key: string, game: 'sudoku' | 'link'): string {
  return `gridwise-daily-v${era.version}:${key}:${game}`;
}

/**
 * What to generate for a date's puzzle of `game`: a spec and a seed the generator worker can
 * take as they are (the app generates the daily off the main thread, exactly as below).
 * Throws InvalidInputError for a bad key.
 */
export function dailySpec(
  key: string,
  game: 'sudoku',
): { game: 'sudoku'; size: 9; level: SudokuLevel; seed: string };
export function dailySpec(
  key: string,
  game: 'link',
): { game: 'link'; size: LinkSizeName; level: LinkLevelId; seed: string };
export function dailySpec(
  key: string,
  game: 'sudoku' | 'link',
):
  | { game: 'sudoku'; size: 9; level: SudokuLevel; seed: string }
  | { game: 'link'; size: LinkSizeName; level: LinkLevelId; seed: string } {
  const era = dailyEra(key);
  const seed = seedOf(era, key, game);
  if (game === 'sudoku') {
    const weekday = (dayNumber(key) + 4) % 7; // 1970-01-01 was a Thursday.
    return { game, size: 9, level: era.sudokuLevels[weekday] as SudokuLevel, seed };
  }
  const level = era.linkLevels[dayNumber(key) % era.linkLevels.length] as LinkLevelId;
  return { game, size: era.linkSize, level, seed };
}

/** The 9×9 Sudoku of a date (YYYY-MM-DD). Throws InvalidInputError for a bad key. */
export function dailySudoku(key: string): DailySudoku {
  const era = dailyEra(key);
  const { level: requested, seed } = dailySpec(key, 'sudoku');
  const made = generateSudoku({ size: 9, level: requested, seed });
  return {
    date: key,
    era: era.version,
    size: 9,
    level: made.level,
    requested,
    seed,
    puzzle: made.puzzle,
    solution: made.solution,
  };
}

/** The Link board of a date (YYYY-MM-DD). Throws InvalidInputError for a bad key. */
export function dailyLink(key: string): DailyLink {
  const era = dailyEra(key);
  const { level, seed } = dailySpec(key, 'link');
  const { gravity } = linkLevel(level);
  const made = generateLink({ size: era.linkSize, gravity, seed });
  return {
    date: key,
    era: era.version,
    seed,
    size: era.linkSize,
    level,
    gravity,
    board: made.board,
  };
}
