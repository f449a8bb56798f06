// Link's line in the game registry: its names, rules and today's board, and how to load it.

import { words } from '../../../i18n/i18n';
import { defineGame } from '../../../play/define-game';
import { linkCore } from '../core/link-core';
import type { LinkPuzzle } from '../core/puzzle-record';
import { linkCard } from './link-card';
import { linkLevelName, linkSizeName } from './link-labels';

export const linkEntry = defineGame<LinkPuzzle>({
  ...linkCard,
  // The spread copied the card's names as they were; these follow the language in use.
  get name() {
    return linkCard.name;
  },
  get blurb() {
    return linkCard.blurb;
  },
  core: linkCore,
  title: (p) => `${linkSizeName(p.size)} · ${linkLevelName(p.level)}`,
  get boardLabel() {
    return words().gameText.link.boardLabel;
  },
  get sharedNoun() {
    return words().gameText.link.sharedNoun;
  },
  get shareTitle() {
    return words().gameText.link.shareTitle;
  },
  // Link has a single rule set.
  // A Link win keeps nothing beyond its time and help.
  recordNote: () => '',
  // Link has no settings of its own.
  settingRows: () => [],
  get rules() {
    const w = words().gameText.link;
    return { title: w.rulesTitle, lines: w.rules };
  },
  load: () => import('./link-play').then((m) => m.createLink),
});
