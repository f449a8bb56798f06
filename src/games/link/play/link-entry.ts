// Link's line in the game registry: its names, rules and today's board, and how to load it.

import { words } from '../../../i18n/i18n';
import { entryWithWords } from '../../../play/entry-with-words';
import type { GameEntry } from '../../../play/game-entry';
import { dailySpec } from '../../daily';
import { linkCore } from '../core/link-core';
import type { LinkPuzzle } from '../core/puzzle-record';
import { linkCard } from './link-card';
import { linkLevelName, linkSizeName } from './link-labels';

export const linkEntry: GameEntry<LinkPuzzle> = entryWithWords(
  linkCard,
  () => words().gameText.link,
  {
    core: linkCore,
    title: (p) => `${linkSizeName(p.size)} · ${linkLevelName(p.level)}`,
    // Link has a single rule set.
    policy: () => 'standard',
    daily: (key) => dailySpec(key, 'link'),
    load: () => import('./link-play').then((m) => m.createLink),
  },
);
