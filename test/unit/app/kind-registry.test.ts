// Storage checks a saved game's kind against the ids the registry's cards joined
// (src/storage/game-kind-registry.ts). The first screen imports the cards (src/app/game-cards.ts)
// before it reads any saved game, so every game of the app's registry must be among those ids,
// or a player's game would be set aside at launch.
import { describe, expect, it } from 'vitest';
import { gameKinds } from '../../../src/storage/game-kind-registry';

describe('the kinds storage accepts', () => {
  it('hold every game of the app’s registry once the cards are loaded', async () => {
    await import('../../../src/app/game-cards');
    const fromCards = [...gameKinds()];
    const { GAMES } = await import('../../../src/app/game-registry');
    expect(fromCards).toEqual(expect.arrayContaining(GAMES.map((g) => g.core.id)));
    expect(GAMES.map((g) => g.core.id)).toEqual(expect.arrayContaining(['sudoku', 'link']));
  });
});
