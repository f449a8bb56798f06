// A game's daily progress as stored: one record per game, date → played / won, the winning
// time and the local date it was won on (optional: older records lack it), kept in the
// settings store under `daily:<game id>` (a key-value store already carried by every open, so
// no schema step), in backups and the mirror beside the other records.
// Validated on every read like the others; a damaged day is refused with the record, never
// half-read.

import { type DailyDay, dayIndex, mergeDailyDay } from './daily-day';
import type { ProgressRecordKind } from './keyed-progress-store';
import { progressFields } from './progress-header';
import { RECORD_FORMAT, RecordError } from './records';

export interface DailyProgressRecord {
  format: number;
  kind: string;
  days: Record<string, DailyDay>;
}

const PREFIX = 'daily:';

/** The settings-store key of a game's daily progress. */
export function dailyProgressKey(kind: string): string {
  return `${PREFIX}${kind}`;
}

/** The game id of a daily-progress key, or null for any other key of the store. */
function kindOfDailyProgressKey(key: string): string | null {
  return key.startsWith(PREFIX) ? key.slice(PREFIX.length) : null;
}

export function validateDailyProgress(
  value: unknown,
  what = 'daily progress',
): DailyProgressRecord {
  const { fields: o, kind } = progressFields(value, what);
  const raw = o.days;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new RecordError(`${what}.days should be an object`);
  const days: Record<string, DailyDay> = {};
  for (const [key, day] of Object.entries(raw as Record<string, unknown>)) {
    if (dayIndex(key) === null) throw new RecordError(`${what}.days has "${key}", not a date`);
    const d = day as { won?: unknown; ms?: unknown; wonOn?: unknown } | null;
    const msOk =
      d !== null &&
      (d.ms === null || (typeof d.ms === 'number' && Number.isFinite(d.ms) && d.ms >= 0));
    if (!d || typeof d.won !== 'boolean' || !msOk || (d.won === false && d.ms !== null))
      throw new RecordError(`${what}.days["${key}"] should be { won, ms }`);
    const kept: DailyDay = { won: d.won, ms: d.ms as number | null };
    // Optional (older records lack it): the local date of the win, on a won day only.
    if (d.wonOn !== undefined) {
      if (typeof d.wonOn !== 'string' || dayIndex(d.wonOn) === null || !d.won)
        throw new RecordError(
          `${what}.days["${key}"].wonOn should be the date the day was won, written ` +
            'YYYY-MM-DD, and only on a day won',
        );
      kept.wonOn = d.wonOn;
    }
    days[key] = kept;
  }
  return { format: RECORD_FORMAT, kind, days };
}

/** Two progress records of a game made one (an import): every day kept, each day merged. */
function mergeDailyProgress(
  here: DailyProgressRecord | null,
  other: DailyProgressRecord,
): DailyProgressRecord {
  const days: Record<string, DailyDay> = { ...(here?.days ?? {}) };
  for (const [key, day] of Object.entries(other.days))
    days[key] = mergeDailyDay(days[key], day, key);
  return { format: RECORD_FORMAT, kind: other.kind, days };
}

/** The daily progress as the shared progress reads and writes know it (keyed-progress-store.ts). */
export const DAILY_PROGRESS: ProgressRecordKind<DailyProgressRecord> = {
  key: dailyProgressKey,
  isKey: (key) => kindOfDailyProgressKey(key) !== null,
  validate: (value) => validateDailyProgress(value),
  merge: mergeDailyProgress,
};
