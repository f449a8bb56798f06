// "Daily · 26 Nov" (zh: "每日挑战 · 11月26日"): the header's and the Continue card's name of a
// game's daily, the date in the player's language and date order through Intl, never by hand.
// In the play room so a game's header can say it; the app names it from app/daily/daily-label.

import { formatLocale } from '../i18n/format';
import { words } from '../i18n/i18n';
import { dayIndex } from '../storage/daily-day';
import { dailyDateOfSeed } from './daily-seed';

/**
 * A YYYY-MM-DD day key written by Intl in `locale` with `parts` (day, month, weekday…). The key
 * is already the player's local date: its UTC midnight is formatted in UTC so no zone shifts it.
 */
export function formatDayKey(
  key: string,
  locale: string,
  parts: Intl.DateTimeFormatOptions,
): string {
  const index = dayIndex(key);
  if (index === null) throw new RangeError(`"${key}" is not a date written YYYY-MM-DD.`);
  return new Intl.DateTimeFormat(locale, { ...parts, timeZone: 'UTC' }).format(
    new Date(index * 86_400_000),
  );
}

/** The day and short month of a YYYY-MM-DD key in `locale` ("26 Nov", "Nov 26", "11月26日"). */
export function dailyDateText(key: string, locale: string): string {
  return formatDayKey(key, locale, { day: 'numeric', month: 'short' });
}

/** The daily's title in the language in use, e.g. "Daily · 26 Nov". */
export function dailyTitle(key: string): string {
  return words().lobby.dailyTitle({ date: dailyDateText(key, formatLocale()) });
}

/** daily slot: the game header's title of a daily ("Daily · 26 Nov"), or null when the
 *  puzzle (its seed) is not `game`'s daily. */
export function dailyHeader(puzzle: { seed?: unknown }, game: string): string | null {
  const day = dailyDateOfSeed(String(puzzle.seed ?? ''), game);
  return day === null ? null : dailyTitle(day);
}
