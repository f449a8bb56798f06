// Link's part of the daily scheme (the shared part, and why eras exist: src/engine/daily.ts):
// for each era, the generator version its dailies were made with, the board size and the
// levels taken in turn. Light on purpose: the core (and so the app) imports it; the daily maker
// is ./daily.ts.

import { eraFields, type GameDaily, type GameDailyEra } from '../../../engine/daily';
import type { LinkSizeName } from './generator';
import type { LinkLevelId } from './levels';
import type { LinkPuzzle } from './puzzle-record';

interface LinkDailyEra extends GameDailyEra {
  readonly size: LinkSizeName;
  /** Levels in turn, one per day (day number since 1970-01-01 modulo the length). */
  readonly levels: readonly LinkLevelId[];
}

/** Oldest first. */
export const LINK_DAILY_ERAS: readonly LinkDailyEra[] = [
  {
    era: 1,
    generator: 1,
    size: 'medium',
    levels: ['classic', 'fall', 'drift-left', 'rise', 'drift-right'],
  },
];

export const linkDaily: GameDaily<LinkPuzzle> = {
  eras: LINK_DAILY_ERAS,
  on(date) {
    const fields = eraFields(LINK_DAILY_ERAS, date.era);
    const level = fields.levels[date.day % fields.levels.length] as LinkLevelId;
    return { size: fields.size, level };
  },
};
