// Lights Out's entry in the app's registry: names, sizes, levels, rules text, today's puzzle,
// and how to load its screen. Made by defineGame, as the real games' entries are.

import { defineGame } from '../../../src/play/define-game';
import { lightsCore } from './lights-core';
import { LIGHTS_ID, LIGHTS_LEVELS, LIGHTS_SIZES, type LightsPuzzle } from './lights-puzzle';
import { lightsStage, lightsStart } from './lights-words';

export const lightsEntry = defineGame<LightsPuzzle>({
  id: LIGHTS_ID,
  get name() {
    return lightsStart().name;
  },
  get blurb() {
    return lightsStart().blurb;
  },
  preview: () => document.createElementNS('http://www.w3.org/2000/svg', 'svg'),
  sizes: LIGHTS_SIZES,
  levelsAt: () => LIGHTS_LEVELS,
  defaultSize: 3,
  sizeLabel: () => lightsStart().size,
  sizeShort: () => lightsStart().size,
  levelLabel: (level) => lightsStart().levels[level],
  core: lightsCore,
  // Its screen draws nothing to tap (keys 1–9 press a light); a drawn board would label its
  // lights `light:<cell>` and list the prefix here.
  targetPrefixes: ['light'],
  gridCellPrefixes: ['light'],
  title: (p) => `${lightsStart().size} · ${lightsStart().levels[p.level]}`,
  get boardLabel() {
    return lightsStage().boardLabel;
  },
  get sharedNoun() {
    return lightsStage().sharedNoun;
  },
  get shareTitle() {
    return lightsStage().shareTitle;
  },
  // A best time's own part is its presses (lights-own.ts); its row shows no note of it.
  recordNote: () => '',
  // Lights Out has no settings of its own.
  settingRows: () => [],
  get rules() {
    const w = lightsStage();
    return { title: w.rulesTitle, lines: w.rules };
  },
  load: () => import('./lights-play').then((m) => m.createLightsOut),
});
