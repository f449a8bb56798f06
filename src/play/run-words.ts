// The words a game run says on a game's behalf, from that game's own words: what it says while
// a puzzle is made and when making fails, and the confirm before a new game replaces one in
// progress (whose "keep playing" is the same for every game).

import { words } from '../i18n/i18n';
import type { RunWords } from './game-api';

/** The confirm's words, as each game's catalogue slice names them. */
interface NewGameWords {
  readonly newTitle: string;
  readonly newBody: string;
  readonly newConfirm: string;
}

export function runWordsOf(game: NewGameWords, making: string, failed: string): RunWords {
  return {
    making,
    failed,
    newGame: {
      title: game.newTitle,
      body: game.newBody,
      confirm: game.newConfirm,
      cancel: words().common.keepPlaying,
    },
  };
}
