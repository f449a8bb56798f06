// Lights Out joins Gridwise: the two registry calls every game makes (the app's table and the
// worker's), and nothing else. Registering twice is refused by the registries (one id, one game).

import { registerGame } from '../../../src/app/game-registry';
import { registerMaker } from '../../../src/worker/makers';
import { lightsEntry } from './lights-entry';
import { lightsMaker } from './lights-maker';

export function registerLightsOut(): void {
  registerGame(lightsEntry);
  registerMaker(lightsMaker);
}
