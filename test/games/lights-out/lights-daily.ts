// Today's puzzle: the same for every player on a date. Its own seed scheme for now; the daily
// eras (src/games/daily.ts) name only the two real games until each game owns its era fields
// (#27 daily), when this becomes the game's era slice.

import { InvalidInputError } from '../../../src/engine/game';
import type { PuzzleSpec } from '../../../src/games/game-core';
import { LIGHTS_ID, type LightsLevel } from './lights-puzzle';

export function lightsDaily(key: string): PuzzleSpec & { seed: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) throw new InvalidInputError(`"${key}" is not a date key`);
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  // Hard at the weekend, as the real games' weeks build up.
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const level: LightsLevel = weekday === 0 || weekday === 6 ? 'hard' : 'easy';
  return { game: LIGHTS_ID, size: 3, level, seed: `gridwise-daily-v1:${key}:${LIGHTS_ID}` };
}
