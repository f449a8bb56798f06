// A date's daily puzzle of a game (today's, or a past day's from the calendar): the same for
// every player on that date, made on the device by the worker from the date's versioned seed and the game's part of the scheme (src/engine/daily.ts,
// `GameCore.daily`), so the board never freezes while it is made and it works offline.

import { type DailySpec, dailyKey, dailySpec } from '../../engine/daily';
import type { MadePuzzle } from '../../engine/game-core';
import { formatLocale } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import type { GameEntry } from '../../play/game-entry';
import { dailyDateText } from '../daily/daily-label';
import type { GeneratorClient } from './generator-client';

/** The game screen the puzzle is made for: it shows the wait and any failure. */
interface DailyScreen {
  showProgress(text: string): void;
  hideProgress(): void;
  toast: { show(message: string): void };
}

/** What the daily of `date` (today when left out) is, for the question before it replaces a
 *  daily in progress; nothing when the date is no calendar day (dailyPuzzle says so). */
export function dailyNext(
  entry: GameEntry,
  date?: string,
): { size?: unknown; level?: unknown; seed?: unknown } {
  try {
    return dailySpec(entry.core, date ?? dailyKey(new Date()));
  } catch {
    return {};
  }
}

export function dailyPuzzle(
  entry: GameEntry,
  generator: GeneratorClient,
  screen: DailyScreen,
  start: (made: MadePuzzle) => void,
  /** The YYYY-MM-DD date whose daily to make; today when left out. */
  date?: string,
): void {
  let spec: DailySpec;
  try {
    spec = dailySpec(entry.core, date ?? dailyKey(new Date()));
  } catch (error) {
    screen.toast.show(words().notices.dailyFailed({ why: (error as Error).message }));
    return;
  }
  const { seed, ...wanted } = spec;
  const today = date === undefined || date === dailyKey(new Date());
  // calendar: a past day's wait names its date, not "today".
  screen.showProgress(
    today
      ? words().notices.dailyMaking
      : words().calendar.making({
          date: dailyDateText(spec.seed.split(':')[1] ?? '', formatLocale()),
        }),
  );
  generator.generate(wanted, seed, true).then(
    (made) => {
      screen.hideProgress();
      start(made);
    },
    (error: unknown) => {
      screen.hideProgress();
      screen.toast.show(words().notices.dailyFailed({ why: (error as Error).message }));
    },
  );
}
