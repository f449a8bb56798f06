// calendar: what a screen reader says for a day of the calendar — its full date in
// the player's language (Intl) and whether it was won (with the time), played, or is open to play.

import { words } from '../../i18n/i18n';
import { formatDayKey } from '../../play/daily-title';
import { formatDuration } from '../../play/format';
import type { CalendarDay } from './calendar-month';

/** "Thursday 26 November" / "11月26日星期四": a day key in full, in `locale`. */
export function longDayText(key: string, locale: string): string {
  return formatDayKey(key, locale, { weekday: 'long', day: 'numeric', month: 'long' });
}

/** The day's accessible name: its date and state, in the language in use. */
export function dayAccessibleName(day: CalendarDay, locale: string, level = ''): string {
  const w = words().calendar;
  // The day's level (its daily's), when known, goes with the date: "Tuesday 1 December · Hard".
  const date =
    level === '' ? longDayText(day.key, locale) : `${longDayText(day.key, locale)} · ${level}`;
  if (day.state === 'won' && day.ms !== null)
    return (day.late ? w.dayWonLate : w.dayWon)({ date, time: formatDuration(day.ms) });
  if (day.state === 'played') return w.dayPlayed({ date });
  return day.playable ? w.dayOpen({ date }) : date;
}
