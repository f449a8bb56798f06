// The Link board of a date, dealt exactly as the worker deals it from the date's spec
// (src/engine/daily.ts): the golden tests read dailies through it.

import { dailyEra, dailySpec } from '../../../engine/daily';
import type { LinkBoard } from './board';
import { generateLink, type LinkSizeName } from './generator';
import type { LinkGravity } from './gravity';
import { type LinkLevelId, linkLevel } from './levels';
import { linkCore } from './link-core';

interface DailyLink {
  readonly date: string;
  readonly era: number;
  readonly seed: string;
  readonly size: LinkSizeName;
  readonly level: LinkLevelId;
  readonly gravity: LinkGravity;
  readonly board: LinkBoard;
}

/** The Link board of a date (YYYY-MM-DD). Throws InvalidInputError for a bad key. */
export function dailyLink(key: string): DailyLink {
  const era = dailyEra(key);
  const { size, level, seed } = dailySpec(linkCore, key);
  const { gravity } = linkLevel(level);
  const made = generateLink({ size, gravity, seed });
  return { date: key, era: era.version, seed, size, level, gravity, board: made.board };
}
