// The games as the first screen lists them: the registry's light half (names, sizes, levels),
// in the games' order. game-registry.ts adds each game's core and loader. Each game folder's
// play/lobby-manifest.ts is found here (src/engine/game-manifest.ts), with no line per game; a
// game registered only through registerGame (a test's game) gets its card from its entry.

import { inOrder } from '../engine/game-manifest';
import type { GameCard } from '../play/game-entry';
import type { LobbyManifest } from '../play/game-manifest';
import { registerGameKind } from '../storage/game-kind-registry';

const cards: GameCard[] = [];

/** The registered cards; grows with registerCard. */
export const GAME_CARDS: readonly GameCard[] = cards;

/**
 * Lists a game on the first screen, and lets storage keep its games. A card already listed
 * under the same id is kept (the entry of a game whose card came first is the same game).
 */
export function registerCard(card: GameCard): void {
  if (cards.some((c) => c.id === card.id)) return;
  cards.push(card);
  registerGameKind(card.id);
}

/** Every game folder's first-screen part, in the games' order (the settings registry's too). */
export const LOBBY_MANIFESTS: readonly LobbyManifest[] = inOrder(
  import.meta.glob<LobbyManifest>('../games/*/play/lobby-manifest.ts', {
    eager: true,
    import: 'manifest',
  }),
);

for (const manifest of LOBBY_MANIFESTS) registerCard(manifest.card);

/** The card of `game`, or the first game's when the id is unknown (an old record, a typo). */
export function cardOrFirst(game: string): GameCard {
  return GAME_CARDS.find((c) => c.id === game) ?? (GAME_CARDS[0] as GameCard);
}
