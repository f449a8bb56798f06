// A won daily tapped again (the lobby's daily button, a day in the calendar) shows its result —
// time, where that time places at its size and level, the daily streak, Share result — never a
// fresh copy of a puzzle already solved (that copy would also take the Continue card).

import { dailyKey, dailySpec } from '../../engine/daily';
import { bucketOf } from '../../engine/game-core';
import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import { formatDuration } from '../../play/format';
import type { GameEntry } from '../../play/game-entry';
import { dayWords, resultShareText } from '../../play/result-share-text';
import type { DailyDay } from '../../storage/daily-day';
import type { BestTime } from '../../storage/records';
import { openResultDialog } from '../../ui/dom/result-dialog';
import type { GeneratorClient } from '../puzzles/generator-client';
import { sendResultText } from '../puzzles/result-sending';
import { shareLinkOf } from '../puzzles/share-route';

interface DailyResultParts {
  entry: GameEntry;
  /** The day, YYYY-MM-DD, and its result (won). */
  date: string;
  day: DailyDay;
  streak: number;
  /** Where the best times are read (null: no storage). */
  storage: { bestTimes(bucket: string): Promise<BestTime[]> } | null;
  generator: GeneratorClient | null;
}

/** Where `ms` places among the unassisted best times, as the results card says it, or null. */
function placeOfTime(ms: number, times: readonly BestTime[]): string | null {
  const own = times.filter((t) => !t.assisted);
  if (!own.some((t) => t.ms === ms)) return null;
  const rank = 1 + own.filter((t) => t.ms < ms).length;
  return words().play.place({ rank, of: formatCount(own.length) });
}

async function showDailyResult(parts: DailyResultParts): Promise<void> {
  const { entry, date, day } = parts;
  const game = entry.core.id;
  const spec = dailySpec(entry.core, date);
  const time = formatDuration(day.ms ?? 0);
  const bucket = bucketOf({ game, size: spec.size, level: spec.level });
  const times = (await parts.storage?.bestTimes(bucket).catch(() => [])) ?? [];
  const w = words().results;
  openResultDialog(document.body, {
    title: w.dailyDone({ day: dayWords(date) }),
    figures: [
      { label: w.time, value: time },
      { label: w.dailyStreakLabel, value: formatCount(parts.streak) },
    ],
    note: day.ms === null ? null : placeOfTime(day.ms, times),
    share: w.share,
    close: words().common.close,
    onShare: async () => {
      const generator = parts.generator;
      if (!generator) return w.shareFailed;
      const { seed, ...wanted } = spec;
      try {
        // The link is to the same puzzle: made again on the device from the day's seed.
        const made = await generator.generate(wanted, seed, true);
        const text = resultShareText({
          game: entry.name,
          day: dayWords(date),
          title: entry.title(made.puzzle),
          time,
          hints: null,
          url: shareLinkOf({ game, puzzle: made.puzzle }, window.location.href),
        });
        const outcome = await sendResultText(text);
        return outcome === 'shared' ? w.shared : outcome === 'copied' ? w.copied : w.shareFailed;
      } catch {
        return w.shareFailed;
      }
    },
  });
}

/** Shows `date`'s result (today when left out) when that daily is won; false when it is not. */
export function showIfWon(
  book: { summary(game: string): { streak: number; days: Record<string, DailyDay> } },
  entry: GameEntry,
  date: string | undefined,
  services: Pick<DailyResultParts, 'storage' | 'generator'>,
): boolean {
  const key = date ?? dailyKey(new Date());
  const summary = book.summary(entry.core.id);
  const day = summary.days[key];
  if (!day?.won) return false;
  void showDailyResult({ entry, date: key, day, streak: summary.streak, ...services });
  return true;
}
