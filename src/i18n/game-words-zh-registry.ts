// The games' words in Simplified Chinese, one line per game, keyed by the game's id: composed into
// src/i18n/zh-hans.ts (one chunk, loaded when Chinese is first used). Typed by the English
// registries, so a game without Chinese words, or with a key missing, does not compile.

import { linkWordsZh } from '../games/link/words/zh-hans';
import { sudokuWordsZh } from '../games/sudoku/words/zh-hans';
import type { GameWordsShaped } from './catalogue-types';
import type { GAME_STAGE_WORDS } from './game-words-stage-registry';
import type { GAME_START_WORDS } from './game-words-start-registry';

type Start = typeof GAME_START_WORDS;
type Stage = typeof GAME_STAGE_WORDS;

export const GAME_WORDS_ZH: { readonly [K in keyof Start]: GameWordsShaped<Start[K], Stage[K]> } = {
  sudoku: sudokuWordsZh,
  link: linkWordsZh,
};
