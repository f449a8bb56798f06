// Lights Out joins Gridwise: the registry calls a game makes (the app's table, the worker's, and
// its words into the catalogues), and nothing else. Registering twice is refused by the
// registries (one id, one game).

import { registerGame } from '../../../src/app/game-registry';
import { registerGameWords } from '../../../src/i18n/game-words-joined-registry';
import { registerMaker } from '../../../src/worker/makers';
import { lightsEntry } from './lights-entry';
import { lightsMaker } from './lights-maker';
import { LIGHTS_ID } from './lights-puzzle';
import { lightsStageEn, lightsStartEn, lightsWordsZh } from './lights-words';

export function registerLightsOut(): void {
  registerGameWords(LIGHTS_ID, { start: lightsStartEn, stage: lightsStageEn, zh: lightsWordsZh });
  registerGame(lightsEntry);
  registerMaker(lightsMaker);
}
