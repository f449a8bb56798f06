// Lights Out as the lobby shows it before the game is loaded: its sizes, levels and their names.

import { cardWithWords } from '../../../play/entry-words';
import type { GameCard } from '../../../play/game-entry';
import { LIGHTS_ID, LIGHTS_LEVELS, LIGHTS_SIZES, type LightsPuzzle } from '../core/lights-puzzle';
import { lightsPreview } from './lights-preview';
import { lightsStart } from './lights-words-of';

export const lightsCard: GameCard<LightsPuzzle> = cardWithWords(lightsStart, {
  id: LIGHTS_ID,
  preview: lightsPreview,
  sizes: LIGHTS_SIZES,
  levelsAt: () => LIGHTS_LEVELS,
  defaultSize: 3,
  sizeLabel: () => lightsStart().size,
  sizeShort: () => lightsStart().size,
  levelLabel: (level) => lightsStart().levels[level],
});
