// Link's line in the game registry: its names, rules and today's board, and how to load it.

import { words } from '../../../i18n/i18n';
import { defineGame } from '../../../play/define-game';
import { entryWithWords } from '../../../play/entry-with-words';
import { linkCore } from '../core/link-core';
import type { LinkPuzzle } from '../core/puzzle-record';
import { linkCard } from './link-card';
import { linkLevelName, linkSizeName } from './link-labels';

export const linkEntry = defineGame<LinkPuzzle>(
  entryWithWords(linkCard, () => words().gameText.link, {
    core: linkCore,
    // Its board's tiles and the journey map's stages, open and locked (link-tile-sprites.ts,
    // journey-map.ts); the tiles are the accessible grid's cells.
    targetPrefixes: ['tile', 'stage', 'stage-locked'],
    gridCellPrefixes: ['tile'],
    title: (p) => `${linkSizeName(p.size)} · ${linkLevelName(p.level)}`,
    // A Link win keeps nothing beyond its time and help.
    recordNote: () => '',
    // Link has no settings of its own.
    settingRows: () => [],
    load: () => import('./link-play').then((m) => m.createLink),
    // lesson: in the game's screen chunk, which the first start needs anyway. A
    // chunk of its own shared the core rules with game-registry, and the bundler then split
    // those out into three more chunks on the idle start path (8 requests instead of 5: an
    // extra round trip in the first-visit budget, TTI over 2 s).
    firstSteps: () => import('./link-play').then((m) => m.linkFirstSteps),
    // journey: in the same chunk, for the same reason.
    journey: () => import('./link-play').then((m) => m.linkJourney()),
  }),
);
