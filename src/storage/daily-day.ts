// One date's daily of a game as stored, the date key's day number and how a replay folds into
// a day: here, below the app, because the stored record (daily-progress-record.ts) validates
// and merges with them; src/app/daily/daily-summary.ts builds the streaks on top.

/** One date's daily of a game: present once played; `ms` is the winning time (null if lost). */
export interface DailyDay {
  won: boolean;
  ms: number | null;
}

const KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a YYYY-MM-DD key, or null when it is not a calendar day. */
export function dayIndex(key: string): number | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(y, m - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return null;
  return at.getTime() / 86_400_000;
}

/**
 * A day's result with a new one folded in: once won it stays won, the time kept is the best
 * win (so replaying a past day never worsens it). Used on a finish and when backups merge.
 */
export function mergeDailyDay(old: DailyDay | undefined, next: DailyDay): DailyDay {
  if (!old) return { ...next };
  const won = old.won || next.won;
  const times = [old, next].filter((d) => d.won && d.ms !== null).map((d) => d.ms as number);
  return { won, ms: times.length > 0 ? Math.min(...times) : null };
}
