// calendar: the level of a game's daily on a date, in the player's words ("Hard", "困难"), read
// from the game's daily scheme (GameCore.daily: each date picks its size and level), so the
// calendar can say which days are hard before they are played.

import { dailyDate } from '../../engine/daily';
import { gameEntry } from '../game-registry';

/** The level of `game`'s daily of date `key` (YYYY-MM-DD), or '' for an unknown game or date. */
export function dailyLevelLabel(game: string, key: string): string {
  const entry = gameEntry(game);
  if (!entry) return '';
  try {
    return entry.levelLabel(entry.core.daily.on(dailyDate(key)).level);
  } catch {
    // A date the scheme refuses (it checks its input) has no daily to name.
    return '';
  }
}
