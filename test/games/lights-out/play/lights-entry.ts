// Lights Out's line in the game registry: its card, names, rules and how to load its screen.
// Made by defineGame, as the real games' entries are.

import { words } from '../../../i18n/i18n';
import { defineGame } from '../../../play/define-game';
import { entryWithWords } from '../../../play/entry-with-words';
import { lightsCore } from '../core/lights-core';
import type { LightsPuzzle } from '../core/lights-puzzle';
import { lightsCard } from './lights-card';
import { lightsStart } from './lights-words-of';

export const lightsEntry = defineGame<LightsPuzzle>(
  entryWithWords(lightsCard, () => words().gameText['lights-out'], {
    core: lightsCore,
    // Its board's lights (view/lights-board-view.ts), the accessible grid's cells.
    targetPrefixes: ['light'],
    gridCellPrefixes: ['light'],
    title: (p) => `${lightsStart().size} · ${lightsStart().levels[p.level]}`,
    // A best time's own part is its presses (core/lights-own.ts); its row shows no note of it.
    recordNote: () => '',
    // Lights Out has no settings of its own.
    settingRows: () => [],
    load: () => import('./lights-play').then((m) => m.createLightsOut),
  }),
);
