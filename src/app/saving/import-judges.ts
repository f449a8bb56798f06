// What only the app knows when a file is imported from Settings (storage's import-rules.ts):
// which best times no one could make (best-time-judge.ts), each game's newest journey era, and
// whether a daily day of a file could have been played: not before the first daily, not after
// tomorrow (a day's slack for a phone in another time zone), nor won on a date after tomorrow,
// not won quicker than anyone can play that date's puzzle.

import { DAILY_ERAS, dailyKey, dailySpec } from '../../engine/daily';
import { bucketOf } from '../../engine/game-core';
import type { DailyDay } from '../../storage/daily-day';
import type { DayRefusal, ImportRules } from '../../storage/import-rules';
import { gameEntry } from '../game-registry';
import { judgeBestTime, winFloorMs } from './best-time-judge';

const DAY_MS = 86_400_000;

function dailyDayJudge(now: () => number) {
  return (kind: string, date: string, day: DailyDay): DayRefusal | null => {
    const first = DAILY_ERAS[0]?.from ?? '';
    if (date < first) return { kind: 'before-dailies', first };
    const today = dailyKey(new Date(now()));
    const tomorrow = dailyKey(new Date(now() + DAY_MS));
    if (date > tomorrow || (day.wonOn !== undefined && day.wonOn > tomorrow))
      return { kind: 'future', today };
    const core = gameEntry(kind)?.core;
    if (!day.won || day.ms === null || !core) return null;
    const floorMs = winFloorMs(bucketOf(dailySpec(core, date)));
    return floorMs !== null && day.ms < floorMs ? { kind: 'too-fast', floorMs } : null;
  };
}

/** The rules a file chosen in Settings is imported by. */
export function importRules(now: () => number = Date.now): ImportRules {
  return {
    time: judgeBestTime,
    newestEra: (kind) => gameEntry(kind)?.core.journeyEra ?? null,
    dailyDay: dailyDayJudge(now),
  };
}
