// The games as the first screen lists them: the registry's light half (names, sizes, levels),
// in the order they were registered. game-registry.ts adds each game's core and loader. A game
// joins by one registerCard line here (and one registerGame line there); a game registered
// only through registerGame (a test's game) gets its card from its entry.

import { linkCard } from '../games/link/play/link-card';
import { sudokuCard } from '../games/sudoku/play/sudoku-card';
import type { GameCard } from '../play/game-entry';
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

registerCard(sudokuCard);
registerCard(linkCard);

/** The card of `game`, or the first game's when the id is unknown (an old record, a typo). */
export function cardOrFirst(game: string): GameCard {
  return GAME_CARDS.find((c) => c.id === game) ?? (GAME_CARDS[0] as GameCard);
}
