// The lobby's daily button once today's daily is won: ✓, its time and the daily streak. Read at
// boot from the stored progress (front-door.ts), before the game stage has loaded, and again
// whenever the lobby shows (saved-games.ts), so the button never says "Daily puzzle" for a day
// already won.

import { dailyKey } from '../../engine/daily';
import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import { formatDuration } from '../../play/format';
import type { DailyDay } from '../../storage/daily-day';
import { summarizeDaily } from './daily-summary';

/** The button's words when today's daily in `days` is won, else null. */
export function dailyDoneWords(
  days: Record<string, DailyDay>,
  today: string = dailyKey(new Date()),
): { label: string; badge: string } | null {
  const day = days[today];
  if (!day?.won) return null;
  const w = words().lobby;
  return {
    label: w.dailyDone({ time: formatDuration(day.ms ?? 0) }),
    badge: w.dailyStreakBadge({ count: formatCount(summarizeDaily(days, today).streak) }),
  };
}

/** The daily streak as of today: days in a row won on the day, up to today or yesterday. */
export function dailyStreakNow(
  days: Record<string, DailyDay>,
  today: string = dailyKey(new Date()),
): number {
  return summarizeDaily(days, today).streak;
}
