// Link's line in the game registry: its names, rules and today's board, and how to load it.

import type { GameEntry } from '../../../play/game-entry';
import { dailySpec } from '../../daily';
import { linkCore } from '../core/link-core';
import type { LinkPuzzle } from '../core/puzzle-record';
import { linkCard } from './link-card';
import { linkLevelName, linkSizeName } from './link-labels';
import { LINK_RULES_TEXT } from './link-rules-text';

export const linkEntry: GameEntry<LinkPuzzle> = {
  ...linkCard,
  core: linkCore,
  title: (p) => `${linkSizeName(p.size)} · ${linkLevelName(p.level)}`,
  boardLabel: 'Link board',
  sharedNoun: 'Link board',
  shareTitle: 'A Link board from Gridwise',
  // Link has a single rule set.
  policy: () => 'standard',
  rules: { title: 'How to play Link', lines: LINK_RULES_TEXT },
  daily: (key) => dailySpec(key, 'link'),
  load: () => import('./link-play').then((m) => m.createLink),
};
