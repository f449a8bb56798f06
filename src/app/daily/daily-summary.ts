// Daily progress of one game, read as the calendar, Stats and the results screen show it: the
// days played / won (with the winning time), the daily streak and the best streak (days in a
// row won on the day itself: streak-rules.ts), and the monthly trophies (a month with every
// day won, on the day or later).
// Pure: the caller passes "today" as the player's local date key (engine/daily.ts `dailyKey`),
// so a day is always the player's local date and the maths never reads a clock or time zone.
// A day's record and its merge live with the stored record (storage may not import the app).

import { type DailyDay, dayIndex } from '../../storage/daily-day';
import { streaks } from './streak-rules';

export { type DailyDay, dayIndex, mergeDailyDay } from '../../storage/daily-day';

export interface DailySummary {
  /** Days in a row won on the day itself, ending today, or yesterday if today is not won yet. */
  streak: number;
  bestStreak: number;
  /** 'YYYY-MM' of every month with each of its days won, oldest first. */
  trophies: string[];
  /** YYYY-MM-DD → the day's result, only days played. */
  days: Record<string, DailyDay>;
}

const DAY_MS = 86_400_000;

/** The YYYY-MM-DD key of a day index (UTC arithmetic on a local date: no zone can shift it). */
function dayKeyOf(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10);
}

/** Number of days in a month (1-12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The keys of every day of a month, in order (what the calendar lays out). */
export function monthDays(year: number, month: number): string[] {
  const mm = String(month).padStart(2, '0');
  return Array.from(
    { length: daysInMonth(year, month) },
    (_, i) => `${year}-${mm}-${String(i + 1).padStart(2, '0')}`,
  );
}

/** Whether a date's daily may be played: today or up to a year before it, never the future. */
export function isPlayableDay(key: string, today: string): boolean {
  const day = dayIndex(key);
  const now = dayIndex(today);
  if (day === null || now === null || day > now) return false;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // A year back by the calendar: 2025-03-01 from 2026-03-01; 29 Feb goes back to 28 Feb.
  const back = Math.min(d, daysInMonth(y - 1, m));
  const yearAgo = Date.UTC(y - 1, m - 1, back) / DAY_MS;
  return day >= yearAgo;
}

/** The summary of a game's daily progress as of `today` (the player's local YYYY-MM-DD). */
export function summarizeDaily(days: Record<string, DailyDay>, today: string): DailySummary {
  const now = dayIndex(today);
  if (now === null) throw new RangeError(`"${today}" is not a date written YYYY-MM-DD.`);
  const kept: Record<string, DailyDay> = {};
  const won = new Set<number>();
  for (const [key, day] of Object.entries(days)) {
    const index = dayIndex(key);
    // Malformed keys and days after today (a clock set back) are not counted.
    if (index === null || index > now) continue;
    const wonDay = day.won === true;
    const one: DailyDay = { won: wonDay, ms: wonDay && typeof day.ms === 'number' ? day.ms : null };
    if (wonDay && day.wonOn !== undefined) one.wonOn = day.wonOn;
    kept[key] = one;
    if (wonDay) won.add(index);
  }
  const { current: streak, best: bestStreak } = streaks(kept, today);
  const months = new Set([...won].map((i) => dayKeyOf(i).slice(0, 7)));
  const trophies = [...months]
    .filter((ym) => {
      const [y, m] = ym.split('-').map(Number) as [number, number];
      return monthDays(y, m).every((key) => won.has(dayIndex(key) as number));
    })
    .sort();
  return { streak, bestStreak, trophies, days: kept };
}
