// One date's daily of a game as stored, the date key's day number and how a replay folds into
// a day: here, below the app, because the stored record (daily-progress-record.ts) validates
// and merges with them; src/app/daily/streak-rules.ts builds the streaks on top.

/** One date's daily of a game: present once played; `ms` is the winning time (null if lost). */
export interface DailyDay {
  won: boolean;
  ms: number | null;
  /**
   * The player's local date (YYYY-MM-DD) when the day was first won. Equal to the day's own
   * date: won on its day (it counts for the streak). Later: played late. Earlier: the device's
   * clock was behind (or a win was found recorded on a day that had not come yet): it never
   * counts. Left out by records older than the field, and on days not won: never counted as
   * won on the day, since nothing proves it.
   */
  wonOn?: string;
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
 * Which `wonOn` a day keeps when two wins of `date` meet (a replay, two devices' backups): a
 * date before the day (a clock found wrong) stays, so a doubtful win never regains its count;
 * else a win on the day itself; else the earliest late win; else none known.
 */
function keptWonOn(date: string, dates: readonly string[]): string | undefined {
  const sorted = [...dates].sort();
  const first = sorted[0];
  if (first !== undefined && first < date) return first;
  return sorted.includes(date) ? date : first;
}

/**
 * A day's result with a new one folded in: once won it stays won, the time kept is the best
 * win (so replaying a past day never worsens it), and the day it was won by `keptWonOn`. Used
 * on a finish and when backups merge.
 */
export function mergeDailyDay(old: DailyDay | undefined, next: DailyDay, date: string): DailyDay {
  const sides = old ? [old, next] : [next];
  const won = sides.some((d) => d.won);
  const times = sides.filter((d) => d.won && d.ms !== null).map((d) => d.ms as number);
  const merged: DailyDay = { won, ms: times.length > 0 ? Math.min(...times) : null };
  const wonOn = keptWonOn(
    date,
    sides.filter((d) => d.won && d.wonOn !== undefined).map((d) => d.wonOn as string),
  );
  if (won && wonOn !== undefined) merged.wonOn = wonOn;
  return merged;
}
