// The rules of the daily streak, as the best daily apps keep them: a day counts only when its
// daily was won on that day, the player's local calendar date. A past day won later fills in the
// calendar (and the month's trophy) but never the streak. A win recorded on a date before its
// own day can only come from a wrong clock: it never counts. Pure: "today" and each win's date
// are local date keys the caller gives, so nothing here reads a clock, a zone or storage.

import { type DailyDay, dayIndex } from '../../storage/daily-day';

const DAY_MS = 86_400_000;

/**
 * How a won day was won: on its own day; late (a past day played afterwards); before its day
 * (the clock was behind, or was found ahead: never counts); or unknown (a record older than
 * the date of the win: not proven on the day, so not counted).
 */
type WinTiming = 'on-day' | 'late' | 'clock-behind' | 'unknown';

/** The timing of a day's win, or null when the day is not won. */
export function winTiming(date: string, day: DailyDay): WinTiming | null {
  if (!day.won) return null;
  if (day.wonOn === undefined || dayIndex(day.wonOn) === null) return 'unknown';
  if (day.wonOn === date) return 'on-day';
  return day.wonOn > date ? 'late' : 'clock-behind';
}

/** Whether the day counts for the streak as of `today`: won on its day, a day already come. */
export function countsForStreak(date: string, day: DailyDay, today: string): boolean {
  return date <= today && winTiming(date, day) === 'on-day';
}

interface Streaks {
  /** Days in a row won on the day, ending today, or yesterday while today is still to play. */
  current: number;
  /** The longest such run ever. */
  best: number;
}

/** The current and best streak of a game's days as of `today` (malformed keys ignored). */
export function streaks(days: Readonly<Record<string, DailyDay>>, today: string): Streaks {
  const now = dayIndex(today);
  if (now === null) throw new RangeError(`"${today}" is not a date written YYYY-MM-DD.`);
  const counted = new Set<number>();
  for (const [date, day] of Object.entries(days)) {
    const index = dayIndex(date);
    if (index !== null && countsForStreak(date, day, today)) counted.add(index);
  }
  const runFrom = (end: number): number => {
    let n = 0;
    while (counted.has(end - n)) n++;
    return n;
  };
  const current = counted.has(now) ? runFrom(now) : runFrom(now - 1);
  let best = 0;
  for (const index of counted) if (!counted.has(index + 1)) best = Math.max(best, runFrom(index));
  return { current, best };
}

/**
 * The days whose win is dated after `today`: won while the clock was ahead (or it is behind
 * now). Left as they are, such a day would pass for "won on its day" once that day comes, so
 * the caller files each one as `clockFound` gives it, and it never counts.
 */
export function winsFromAhead(days: Readonly<Record<string, DailyDay>>, today: string): string[] {
  return Object.entries(days)
    .filter(([, day]) => day.won && day.wonOn !== undefined && day.wonOn > today)
    .map(([date]) => date)
    .sort();
}

/** A win found dated ahead, as it is kept: dated the day before its own (never counted). */
export function clockFound(date: string, day: DailyDay): DailyDay {
  const index = dayIndex(date);
  if (index === null) throw new RangeError(`"${date}" is not a date written YYYY-MM-DD.`);
  const before = new Date((index - 1) * DAY_MS).toISOString().slice(0, 10);
  return { ...day, wonOn: before };
}
