// Which date's daily a puzzle is, read from its seed (`gridwise-daily-v<n>:<date>:<game>`,
// engine/daily.ts): light, so the lobby can name a daily on its Continue card.

import { dailyEra, dailySeed } from '../engine/daily';

/** The date of a game's daily puzzle, from its seed; null for any other puzzle. */
export function dailyDateOfSeed(seed: string, game: string): string | null {
  const match = /^gridwise-daily-v\d+:(\d{4}-\d{2}-\d{2}):([a-z][a-z0-9-]*)$/.exec(seed);
  if (!match || match[2] !== game) return null;
  const key = match[1] as string;
  try {
    return dailySeed(dailyEra(key), key, game) === seed ? key : null;
  } catch {
    return null; // Not a day of the calendar, or before the first era.
  }
}
