// Lights Out's part of the daily scheme (the shared part: src/engine/daily.ts): the generator
// version its dailies are made with, and the level of each weekday. The same shape as each real
// game's `core/daily-eras.ts`: the shared daily code reads it through `GameCore.daily`.

import { eraFields, type GameDaily, type GameDailyEra } from '../../../engine/daily';
import type { LightsLevel, LightsPuzzle } from './lights-puzzle';

interface LightsDailyEra extends GameDailyEra {
  /** Level by weekday, Sunday first. */
  readonly levels: readonly LightsLevel[];
}

export const LIGHTS_DAILY_ERAS: readonly LightsDailyEra[] = [
  // Hard at the weekend, as the real games' weeks build up.
  { era: 1, generator: 1, levels: ['hard', 'easy', 'easy', 'easy', 'easy', 'easy', 'hard'] },
];

export const lightsDaily: GameDaily<LightsPuzzle> = {
  eras: LIGHTS_DAILY_ERAS,
  on(date) {
    const fields = eraFields(LIGHTS_DAILY_ERAS, date.era);
    return { size: 3, level: fields.levels[date.weekday] as LightsLevel };
  },
};
