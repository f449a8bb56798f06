// calendar: one month of a game's dailies as the calendar screen lays it out — the
// weeks in the player's week order (Intl's week info for the locale), the weekday initials and
// the month's name in the player's language (Intl, never by hand), and each day's state:
// won (with its time), played, playable (today or up to a year back), or out of reach. Pure:
// "today" is the player's local date key, so nothing here reads a clock or a time zone.

import type { DailyDay } from '../../storage/daily-day';
import { dayIndex } from '../../storage/daily-day';
import { daysInMonth, isPlayableDay, monthDays } from './daily-summary';
import { winTiming } from './streak-rules';

type CalendarDayState = 'won' | 'played' | 'open' | 'closed';

export interface CalendarDay {
  key: string;
  /** Day of the month, 1-31. */
  day: number;
  state: CalendarDayState;
  /** The winning time, when won. */
  ms: number | null;
  /** Won, but not on its own day (played late, or a clock found wrong): not in the streak. */
  late: boolean;
  today: boolean;
  /** A tap plays this date's daily (today or up to a year back). */
  playable: boolean;
}

export interface CalendarMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** Weeks in the locale's order; null pads the first and last week. */
  weeks: (CalendarDay | null)[][];
  /** Every day of the month is won: its trophy. */
  trophy: boolean;
}

/** Regions whose week starts on Sunday, for engines without Intl week info (CLDR's list). */
const SUNDAY_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'BR',
  'JP',
  'KR',
  'TW',
  'HK',
  'MO',
  'IL',
  'IN',
  'PH',
  'ZA',
  'SA',
  'AU',
]);

/** The locale's first day of the week, 1 = Monday … 7 = Sunday (ISO numbering, as Intl gives). */
export function weekStart(locale: string): number {
  try {
    const loc = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = loc.getWeekInfo?.() ?? loc.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay;
    const region = loc.maximize().region ?? '';
    return SUNDAY_REGIONS.has(region) ? 7 : 1;
  } catch {
    return 1;
  }
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a date key. */
function isoWeekday(key: string): number {
  const index = dayIndex(key) as number;
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((index + 3) % 7) + 7) % 7) + 1;
}

/** The seven weekday initials in the locale's order ("M T W …", "一 二 三 …"). */
export function weekdayNames(locale: string): string[] {
  const first = weekStart(locale);
  const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: day n of ISO week is 2024-01-0n.
  return Array.from({ length: 7 }, (_, i) => {
    const iso = ((first - 1 + i) % 7) + 1;
    return format.format(new Date(Date.UTC(2024, 0, iso)));
  });
}

/** The month's name and year in the locale ("November 2026", "2026年11月"). */
export function monthTitle(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** The months the calendar pages through, oldest first: a year ago's month to today's. */
export function calendarMonths(today: string): string[] {
  if (dayIndex(today) === null)
    throw new RangeError(`"${today}" is not a date written YYYY-MM-DD.`);
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 13 }, (_, i) => {
    const at = (y - 1) * 12 + (m - 1) + i;
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}

/** One month laid out in weeks for `locale`, each day with its state as of `today`. */
export function calendarMonth(
  month: string,
  days: Readonly<Record<string, DailyDay>>,
  today: string,
  locale: string,
): CalendarMonth {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const [y, m] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || m < 1 || m > 12) throw new RangeError(`"${month}" is not a month written YYYY-MM.`);
  const keys = monthDays(y, m);
  const cells: (CalendarDay | null)[] = [];
  const lead = (isoWeekday(keys[0] as string) - weekStart(locale) + 7) % 7;
  for (let i = 0; i < lead; i++) cells.push(null);
  for (const [i, key] of keys.entries()) {
    const played = days[key];
    const playable = isPlayableDay(key, today);
    const state: CalendarDayState = played
      ? played.won
        ? 'won'
        : 'played'
      : playable
        ? 'open'
        : 'closed';
    cells.push({
      key,
      day: i + 1,
      state,
      ms: played?.won ? played.ms : null,
      late: played?.won === true && winTiming(key, played) !== 'on-day',
      today: key === today,
      playable,
    });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const trophy = keys.length === daysInMonth(y, m) && keys.every((k) => days[k]?.won === true);
  return { month, weeks, trophy };
}
