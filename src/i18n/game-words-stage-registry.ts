// The games' stage words in English, one line per game, keyed by the game's id: composed into
// src/i18n/en-stage.ts (loaded with the stage, not the first screen). Every game listed in
// game-words-start-registry.ts is listed here and in game-words-zh-registry.ts.

import { linkStageWords } from '../games/link/words/en-stage';
import { sudokuStageWords } from '../games/sudoku/words/en-stage';
import type { GameStageWords } from './catalogue-types';
import type { GAME_START_WORDS } from './game-words-start-registry';

export const GAME_STAGE_WORDS = {
  sudoku: sudokuStageWords,
  link: linkStageWords,
} as const satisfies { readonly [K in keyof typeof GAME_START_WORDS]: GameStageWords };
