// Pure helpers behind the Records and Statistics screens: how times, rates and dates read, which
// game × size × level buckets exist, and the rows each screen shows. Kept free of Pixi so the
// numbers players see are unit-tested in Node and the screens only place text.

import { gameOfBucket } from '../../engine/game-core';
import type { GameOwn } from '../../engine/game-own';
import {
  BEST_TIMES_KEPT,
  type BestTime,
  compareBestTimes,
  type RecentWin,
  type Statistics,
} from '../../storage/records';
import { GAMES, gameEntry } from '../game-registry';

// ---------------------------------------------------------------------------------------------
// Numbers as players read them

/**
 * 65_432 → "1:05.4"; 3_725_000 → "1:02:05.0". Tenths, because two records a second apart are
 * common on small boards. Rounds down like the game clock: never a time not yet spent.
 */
export function formatRecordTime(ms: number): string {
  const tenths = Math.floor(Math.max(0, Number.isFinite(ms) ? ms : 0) / 100);
  const total = Math.floor(tenths / 10);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = `${String(total % 60).padStart(2, '0')}.${tenths % 10}`;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A time or a dash when there is none yet (no win). */
export function formatOptionalTime(ms: number | null): string {
  return ms === null ? '—' : formatRecordTime(ms);
}

/**
 * Whole percent of started games that were won, or null before the first start. Storage counts
 * starts and wins in separate writes, so wins may briefly exceed starts (another tab, a restore);
 * the rate is capped at 100. A rate strictly between 0 and 100 never rounds to either end, so
 * "100%" always means every game was won.
 */
export function winRate(won: number, started: number): number | null {
  if (started <= 0) return null;
  if (won >= started) return 100;
  if (won <= 0) return 0;
  return Math.min(99, Math.max(1, Math.round((100 * won) / started)));
}

export function formatWinRate(rate: number | null): string {
  return rate === null ? '—' : `${rate}%`;
}

/** Mean of `count` runs that took `totalMs` together, or null when there are none. */
export function averageMs(totalMs: number, count: number): number | null {
  return count > 0 ? totalMs / count : null;
}

/**
 * The player's short date, e.g. "1/31/24" (en-US) or "31.01.24" (de-DE). `locale` and `timeZone`
 * default to the device's; tests pin them.
 */
export function formatShortDate(epochMs: number, locale?: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'short' };
  if (timeZone !== undefined) options.timeZone = timeZone;
  return new Intl.DateTimeFormat(locale, options).format(new Date(epochMs));
}

// ---------------------------------------------------------------------------------------------
// Which lists exist: game × size × level, only the combinations a player can actually start

export interface Choice {
  /** The value in the bucket name and in button ids ("9", "expert", "drift-left"). */
  readonly id: string;
  readonly label: string;
}

/** The games with records, in the registry's order: read from the registry when asked, so a
 * game registered after this module loaded is listed too. */
export function recordGames(): readonly Choice[] {
  return GAMES.map((g) => ({
    id: g.core.id,
    // Read when shown: the name follows the language in use.
    get label() {
      return g.name;
    },
  }));
}

export function sizeChoices(game: string): readonly Choice[] {
  const entry = gameEntry(game);
  if (!entry) return [];
  return entry.core.sizes.map((s) => ({ id: String(s), label: entry.sizeShort(s) }));
}

/** Levels offered at a size (Sudoku's small grids have fewer); none for a size that isn't. */
export function levelChoices(game: string, size: string): readonly Choice[] {
  const entry = gameEntry(game);
  const s = entry?.core.sizes.find((n) => String(n) === size);
  if (!entry || s === undefined) return [];
  return entry.core.levelsAt(s).map((l) => ({ id: l, label: entry.levelLabel(l) }));
}

/** The storage bucket of one list: `${game}:${size}:${level}`, as records.ts defines it. */
export function bucketName(game: string, size: string, level: string): string {
  return `${game}:${size}:${level}`;
}

interface BucketInfo {
  readonly bucket: string;
  readonly game: string;
  readonly size: string;
  readonly level: string;
  /** e.g. "9×9 · Expert" or "Large · Drift left". */
  readonly label: string;
}

/** Every offered bucket of a game, smallest size and easiest level first. */
export function bucketsOf(game: string): BucketInfo[] {
  return sizeChoices(game).flatMap((size) =>
    levelChoices(game, size.id).map((level) => ({
      bucket: bucketName(game, size.id, level.id),
      game,
      size: size.id,
      level: level.id,
      label: `${size.label} · ${level.label}`,
    })),
  );
}

/** The bucket behind a name, or null unless it is one a player can actually reach. */
export function parseBucket(bucket: string): BucketInfo | null {
  const game = recordGames().find((g) => bucket.startsWith(`${g.id}:`));
  if (!game) return null;
  return bucketsOf(game.id).find((b) => b.bucket === bucket) ?? null;
}

// ---------------------------------------------------------------------------------------------
// What each screen shows

/**
 * One row of a top list: the envelope, the game's own part as stored (automation reads it, e.g.
 * the game's fields) and `note`, the game's words for that part.
 */
export type RecordRow = GameOwn & {
  rank: number;
  ms: number;
  date: number;
  assisted: boolean;
  /** What the game says of the run beyond time and help ("Checked · 1 mistake"), or ''. */
  note: string;
};

/**
 * The top list as shown: ranked by compareBestTimes (unassisted first, then fastest), at most
 * BEST_TIMES_KEPT, numbered from 1. Storage already ranks, but a screen must not depend on it.
 */
export function recordRows(times: readonly BestTime[]): RecordRow[] {
  return [...times]
    .sort(compareBestTimes)
    .slice(0, BEST_TIMES_KEPT)
    .map((t, i) => ({
      ...t.own,
      rank: i + 1,
      ms: t.ms,
      date: t.date,
      assisted: t.assisted,
      note: gameEntry(gameOfBucket(t.bucket))?.recordNote(t.own) ?? '',
    }));
}

export interface StatsRow {
  bucket: string;
  /** e.g. "9×9 · Expert". */
  label: string;
  started: number;
  won: number;
  /** Whole percent, null before the first start. */
  winRate: number | null;
  bestMs: number | null;
  averageMs: number | null;
  streak: number;
  bestStreak: number;
  // stats: what the dashboard adds up and charts
  /** Games finished with Answer: played, never won. */
  revealed: number;
  /** Clock time of every finished game here, won or revealed. */
  totalMs: number;
  /** The last wins here, oldest first (at most RECENT_WINS_KEPT): the chart. */
  recent: RecentWin[];
  /** When a game here was last played (epoch ms; 0 never or unknown). */
  lastAt: number;
  /** Shown as a row: played at least once (rows never played are left out of the table). */
  listed: boolean;
}

/** stats: one game's figures over all its sizes and levels, as the dashboard shows them. */
export interface StatsTotals {
  played: number;
  won: number;
  /** Whole percent of played games won, null before the first. */
  winRate: number | null;
  revealed: number;
  totalMs: number;
}

export function statsTotals(rows: readonly StatsRow[]): StatsTotals {
  const played = rows.reduce((n, r) => n + r.started, 0);
  const won = rows.reduce((n, r) => n + r.won, 0);
  return {
    played,
    won,
    winRate: winRate(won, played),
    revealed: rows.reduce((n, r) => n + r.revealed, 0),
    totalMs: rows.reduce((n, r) => n + r.totalMs, 0),
  };
}

/**
 * The row the chart shows when the player has not picked one: the size and level played last,
 * else the first listed, else null (nothing played).
 */
export function chartedRow(rows: readonly StatsRow[], picked: string | null): StatsRow | null {
  const listed = rows.filter((r) => r.listed);
  const chosen = listed.find((r) => r.bucket === picked);
  if (chosen) return chosen;
  let last: StatsRow | null = null;
  for (const r of listed) if (r.lastAt > (last?.lastAt ?? 0)) last = r;
  return last ?? listed[0] ?? null;
}

/** A total time as players read it: "42:05" or "3:02:05" (whole seconds; the clock's way). */
export function formatTotalTime(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * One row per bucket, in the order of `buckets`; a bucket storage did not answer for reads as
 * never played. The average is over unassisted wins (`wonMs` / `timedWins`), like the best time.
 */
export function statsRows(
  buckets: readonly BucketInfo[],
  stats: readonly Statistics[],
): StatsRow[] {
  return buckets.map((b) => {
    const s = stats.find((x) => x.bucket === b.bucket);
    const started = s?.started ?? 0;
    const won = s?.won ?? 0;
    const revealed = s?.revealed ?? 0;
    return {
      bucket: b.bucket,
      label: b.label,
      started,
      won,
      winRate: winRate(won, started),
      bestMs: s?.bestMs ?? null,
      averageMs: s ? averageMs(s.wonMs, s.timedWins) : null,
      streak: s?.streak ?? 0,
      bestStreak: s?.bestStreak ?? 0,
      revealed,
      totalMs: s?.totalMs ?? 0,
      recent: s ? s.recent.map((w) => ({ ...w })) : [],
      lastAt: s?.lastAt ?? 0,
      listed: started > 0 || won > 0 || revealed > 0,
    };
  });
}
