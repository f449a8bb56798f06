// The games' first-screen words (lobby cards), one line per game, keyed by the game's id: the
// English catalogue's `games` (src/i18n/en.ts). In the first chunk, so only the small start
// words are listed here; the stage's are in game-words-stage-registry.ts, Chinese in
// game-words-zh-registry.ts (each game's folder has all three: src/games/<id>/words/).

import { linkStartWords } from '../games/link/words/en-start';
import { sudokuStartWords } from '../games/sudoku/words/en-start';

export const GAME_START_WORDS = {
  sudoku: sudokuStartWords,
  link: linkStartWords,
} as const;
