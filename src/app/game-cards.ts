// The games as the first screen lists them: the registry's light half (names, sizes, levels),
// in the games' order. game-registry.ts adds each game's core and loader. Each game folder's
// play/lobby-manifest.ts is found here (src/engine/game-manifest.ts), with no line per game.

import { inOrder } from '../engine/game-manifest';
import type { GameCard } from '../play/game-entry';
import type { LobbyManifest } from '../play/game-manifest';
import { registerGameKind } from '../storage/game-kind-registry';

const cards: GameCard[] = [];

/** The games' cards, in the games' order. */
export const GAME_CARDS: readonly GameCard[] = cards;

/** Lists a game on the first screen, and lets storage keep its games. */
function listCard(card: GameCard): void {
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

for (const manifest of LOBBY_MANIFESTS) listCard(manifest.card);

/** The card of `game`, or the first game's when the id is unknown (an old record, a typo). */
export function cardOrFirst(game: string): GameCard {
  return GAME_CARDS.find((c) => c.id === game) ?? (GAME_CARDS[0] as GameCard);
}
