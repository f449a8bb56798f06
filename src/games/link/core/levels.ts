// Named levels: each is one gravity rule. The order is the order a player meets them in: the
// still board first, then falling tiles (the most intuitive kind of movement), then sideways,
// then the two that feel least natural. Any level can be played at any size.

import type { LinkGravity } from './gravity';

export type LinkLevelId = 'classic' | 'fall' | 'drift-left' | 'rise' | 'drift-right';

interface LinkLevel {
  readonly id: LinkLevelId;
  readonly title: string;
  readonly gravity: LinkGravity;
  /** One line for the level picker and the rules screen. */
  readonly rule: string;
}

export const LINK_LEVELS: readonly LinkLevel[] = [
  { id: 'classic', title: 'Classic', gravity: 'none', rule: 'Tiles stay where they are.' },
  {
    id: 'fall',
    title: 'Falling',
    gravity: 'down',
    rule: 'After a match, the tiles above each gap fall down to close it.',
  },
  {
    id: 'drift-left',
    title: 'Drift left',
    gravity: 'left',
    rule: 'After a match, the tiles right of each gap slide left to close it.',
  },
  {
    id: 'rise',
    title: 'Rising',
    gravity: 'up',
    rule: 'After a match, the tiles below each gap rise to close it.',
  },
  {
    id: 'drift-right',
    title: 'Drift right',
    gravity: 'right',
    rule: 'After a match, the tiles left of each gap slide right to close it.',
  },
];

export function isLinkLevelId(value: unknown): value is LinkLevelId {
  return LINK_LEVELS.some((level) => level.id === value);
}

export function linkLevel(id: LinkLevelId): LinkLevel {
  return LINK_LEVELS.find((level) => level.id === id) as LinkLevel;
}
