// How a game's entry is written once: its card, where its stage texts are (read again at every
// look, so they follow the language in use) and its parts; the getters are filled in here. Apart
// from entry-words.ts (cards), so that the first screen's chunk does not carry it.

import type { PuzzleBase } from '../engine/game-core';
import type { GameCard, GameEntry } from './game-entry';

/** A game's texts on the stage: the board's name, a shared puzzle's, and how to play. */
export interface EntryWords {
  readonly boardLabel: string;
  readonly sharedNoun: string;
  readonly shareTitle: string;
  readonly rulesTitle: string;
  readonly rules: readonly string[];
}

/** What an entry holds besides its card and its words. */
type EntryParts<P extends PuzzleBase> = Omit<
  GameEntry<P>,
  keyof GameCard<P> | Exclude<keyof EntryWords, 'rulesTitle'>
>;

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
