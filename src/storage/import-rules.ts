// What an import from a file refuses before it merges anything, and why, as data (the app words
// it). Storage knows no game's ladder nor calendar, so the app hands in what only it knows: each
// game's newest journey era, and whether a daily date (and its time) could have been played.
// A backup is outside input: a file may claim a journey era from a future Gridwise, a daily won
// before dailies existed, or a statistics table whose counts its own ids cannot add up to. Each
// is refused whole (a table, a game's journey) or by the day (a daily), never half-read.

import type { TimeJudge } from './best-time-merge';
import type { DailyDay } from './daily-day';
import type { DailyProgressRecord } from './daily-progress-record';
import type { JourneyProgressRecord } from './journey-progress-record';
import type { Statistics } from './records';
import { type TableDisagreement, tableDisagreement } from './statistics-merge';

/** Why a daily day of a file cannot have been played. */
export type DayRefusal =
  | { kind: 'before-dailies'; first: string }
  | { kind: 'future'; today: string }
  | { kind: 'too-fast'; floorMs: number };

/** What an import from a file is checked against (the app gives them; the mirror gives none). */
export interface ImportRules {
  /** Which best times no one could make. */
  time: TimeJudge;
  /** The newest journey era of `kind` this build knows, or null when it has no journey. */
  newestEra(kind: string): number | null;
  /** Why `kind`'s daily of `date` could not have gone as `day` says, or null. */
  dailyDay(kind: string, date: string, day: DailyDay): DayRefusal | null;
}

/** A record of the file refused, and why. */
export type RecordRefusal =
  | ({ kind: 'table' } & TableDisagreement)
  | { kind: 'journey-era'; game: string; era: number; newest: number | null }
  | { kind: 'daily-days'; game: string; count: number; first: string; why: DayRefusal };

/** The tables that add up; the rest refused. */
export function checkTables(tables: readonly Statistics[], refused: RecordRefusal[]): Statistics[] {
  return tables.filter((table) => {
    const wrong = tableDisagreement(table);
    if (wrong) refused.push({ kind: 'table', ...wrong });
    return wrong === null;
  });
}

/** The journeys of an era this build knows; one from a newer Gridwise is refused whole. */
export function checkJourneys(
  journeys: readonly JourneyProgressRecord[],
  rules: ImportRules,
  refused: RecordRefusal[],
): JourneyProgressRecord[] {
  return journeys.filter((journey) => {
    const newest = rules.newestEra(journey.kind);
    const known = newest !== null && journey.era <= newest;
    if (!known) refused.push({ kind: 'journey-era', game: journey.kind, era: journey.era, newest });
    return known;
  });
}

/** Each game's daily without the days that cannot have been played: refused by reason, each
 *  reason counted with its first date. */
export function checkDailies(
  dailies: readonly DailyProgressRecord[],
  rules: ImportRules,
  refused: RecordRefusal[],
): DailyProgressRecord[] {
  return dailies.map((daily) => {
    const days: Record<string, DailyDay> = {};
    const byReason = new Map<
      DayRefusal['kind'],
      { count: number; first: string; why: DayRefusal }
    >();
    for (const date of Object.keys(daily.days).sort()) {
      const day = daily.days[date] as DailyDay;
      const why = rules.dailyDay(daily.kind, date, day);
      if (why === null) {
        days[date] = day;
        continue;
      }
      const seen = byReason.get(why.kind);
      if (seen) seen.count++;
      else byReason.set(why.kind, { count: 1, first: date, why });
    }
    for (const r of byReason.values()) refused.push({ kind: 'daily-days', game: daily.kind, ...r });
    return { ...daily, days };
  });
}
