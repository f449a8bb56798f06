// How a game's card and entry are written once: a game hands over where its words are (read
// again at every look, so names and texts follow the language in use) and its tables, and gets
// its GameCard and GameEntry with the getters filled in. Type-only imports: the first screen's
// chunk loads each card, so this file must stay light.

import type { PuzzleBase } from '../games/game-core';
import type { GameCard, GameEntry } from './game-entry';

/** A game's names on the lobby's card. */
export interface CardWords {
  readonly name: string;
  readonly blurb: string;
}

/** A game's texts on the stage: the board's name, a shared puzzle's, and how to play. */
export interface EntryWords {
  readonly boardLabel: string;
  readonly sharedNoun: string;
  readonly shareTitle: string;
  readonly rulesTitle: string;
  readonly rules: readonly string[];
}

/** What a card holds besides its words. */
export type CardTables<P extends PuzzleBase> = Omit<GameCard<P>, keyof CardWords>;

/** What an entry holds besides its card and its words. */
export type EntryParts<P extends PuzzleBase> = Omit<
  GameEntry<P>,
  keyof GameCard<P> | Exclude<keyof EntryWords, 'rulesTitle'>
>;

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

/** A game's entry: its card, its stage texts read from `texts()` each time, and its parts. */
export function entryWithWords<P extends PuzzleBase>(
  card: GameCard<P>,
  texts: () => EntryWords,
  parts: EntryParts<P>,
): GameEntry<P> {
  return {
    // A spread copies the card's names as they are now: the getters below read them again.
    ...card,
    get name() {
      return card.name;
    },
    get blurb() {
      return card.blurb;
    },
    ...parts,
    get boardLabel() {
      return texts().boardLabel;
    },
    get sharedNoun() {
      return texts().sharedNoun;
    },
    get shareTitle() {
      return texts().shareTitle;
    },
    get rules() {
      const t = texts();
      return { title: t.rulesTitle, lines: t.rules };
    },
  };
}
