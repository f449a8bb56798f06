// The worker's side: a seeded board made by pressing distinct lights on a dark one.

import type { GameMaker } from '../../../engine/game-core';
import { createRng } from '../../../engine/rng';
import { lightsCore } from './lights-core';
import { press } from './lights-game';
import { CELLS, type LightsLevel, type LightsPuzzle, PRESSES } from './lights-puzzle';

/** The lights the maker presses for `seed` (distinct, so the puzzle's only solution). */
export function pressesFor(level: LightsLevel, seed: string): number[] {
  const cells = Array.from({ length: CELLS }, (_, i) => i);
  return createRng(seed).shuffle(cells).slice(0, PRESSES[level]);
}

export function makeLights(level: LightsLevel, seed: string): LightsPuzzle {
  const lights = pressesFor(level, seed).reduce(press, '0'.repeat(CELLS));
  return { size: 3, level, seed, lights };
}

export const lightsMaker: GameMaker<LightsPuzzle> = {
  core: lightsCore,
  make: (spec, seed) => makeLights(spec.level, seed),
};
