// The text Share result sends after a win: the game, the day (a daily) or the size and level,
// the time, the hints used and the link to the same puzzle. Spoiler-free on purpose: no board,
// no digit of the solution, only what a friend needs to try the same puzzle and compare.

import { formatLocale } from '../i18n/format';
import { words } from '../i18n/i18n';

/** What the shared text says of one win. */
export interface SharedWin {
  /** The game's name as players read it ("Sudoku", "数独"). */
  game: string;
  /** The day of a daily as the player's language writes it ("26 Nov"), else null. */
  day: string | null;
  /** The size and level ("4×4 · Easy"), said when the win is not a daily. */
  title: string;
  /** The time on the clock ("1:02"). */
  time: string;
  /** Hints used; null when not known (a daily's result read back from its day). */
  hints: number | null;
  /** The share link of the same puzzle. */
  url: string;
}

/** The date key ("2026-11-26") of a daily's seed, or null for any other puzzle. */
export function dailyKeyOfSeed(seed: string): string | null {
  return /^gridwise-daily-v\d+:(\d{4}-\d\d-\d\d):/.exec(seed)?.[1] ?? null;
}

/** A date key as the player's language writes a day ("26 Nov", "11月26日"). */
export function dayWords(key: string): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(formatLocale(), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The shared text, three lines, in the language in use. */
export function resultShareText(win: SharedWin): string {
  const w = words().results;
  const what = win.day !== null ? w.shareDaily({ day: win.day }) : win.title;
  return [
    w.shareHead({ game: win.game, what }),
    win.hints === null
      ? w.shareTime({ time: win.time })
      : w.shareLine({
          time: w.shareTime({ time: win.time }),
          hints: w.shareHints({ count: win.hints }),
        }),
    w.shareTry({ url: win.url }),
  ].join('\n');
}
