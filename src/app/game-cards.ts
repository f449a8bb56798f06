// The games as the first screen lists them: the registry's light half (names, sizes, levels),
// in the registry's order. game-registry.ts adds each game's core and loader; a new game adds
// its card here and its entry there.

import { linkCard } from '../games/link/play/link-card';
import { sudokuCard } from '../games/sudoku/play/sudoku-card';
import type { GameCard } from '../play/game-entry';

export const GAME_CARDS: readonly GameCard[] = [sudokuCard, linkCard] as readonly GameCard[];

/** The card of `game`, or the first game's when the id is unknown (an old record, a typo). */
export function cardOrFirst(game: string): GameCard {
  return GAME_CARDS.find((c) => c.id === game) ?? (GAME_CARDS[0] as GameCard);
}
