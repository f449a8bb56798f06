// Storage checks a saved game's kind against a light list of ids (src/storage/kind-registry.ts),
// read on the first screen and in the mirror's worker before any game is loaded. That list must
// hold every game of the app's registry, or a player's game would be set aside at launch.
import { describe, expect, it } from 'vitest';
import { knownKinds } from '../../../src/storage/kind-registry';

describe('the kinds storage accepts', () => {
  it('hold every game of the app’s registry before the registry is loaded', async () => {
    const light = knownKinds();
    const { GAMES } = await import('../../../src/app/game-registry');
    expect(light).toEqual(GAMES.map((g) => g.core.id));
    expect(knownKinds()).toEqual(light);
  });
});
