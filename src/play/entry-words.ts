// How a game's card is written once: a game hands over where its names are (read again at every
// look, so they follow the language in use) and its tables, and gets its GameCard with the
// getters filled in. The entry's half is entry-with-words.ts: the first screen's chunk loads
// each card and this file with it, so it holds only what a card needs.

import type { PuzzleBase } from '../engine/game-core';
import type { GameCard } from './game-entry';

/** A game's names on the lobby's card. */
interface CardWords {
  readonly name: string;
  readonly blurb: string;
}

/** What a card holds besides its words. */
type CardTables<P extends PuzzleBase> = Omit<GameCard<P>, keyof CardWords>;

/** A game's card: its tables, and its names read from `names()` each time they are shown. */
export function cardWithWords<P extends PuzzleBase>(
  names: () => CardWords,
  tables: CardTables<P>,
): GameCard<P> {
  return {
    ...tables,
    get name() {
      return names().name;
    },
    get blurb() {
      return names().blurb;
    },
  };
}
