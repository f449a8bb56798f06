// The games' words in Simplified Chinese, keyed by the game's id, found in each game folder's
// words/zh-hans.ts by import.meta.glob: composed into src/i18n/zh-hans.ts (one chunk, loaded
// when Chinese is first used). Typed by the English registries; each game's file is typed by its
// English words (a missing key does not compile), and a game without Chinese words is found by
// the unit tests (test/unit/i18n/game-words.test.ts).

import type { GameWordsShaped } from './catalogue-types';
import type { GAME_STAGE_WORDS } from './game-words-stage-registry';
import type { GAME_START_WORDS } from './game-words-start-registry';

type Start = typeof GAME_START_WORDS;
type Stage = typeof GAME_STAGE_WORDS;

const found = import.meta.glob('../games/*/words/zh-hans.ts', { eager: true, import: 'wordsZh' });

/** Keyed by folder (`../games/<id>/…`), as in game-words-start-registry.ts. */
export const GAME_WORDS_ZH = Object.fromEntries(
  Object.entries(found).map(([path, words]) => [path.split('/')[2], words]),
) as { readonly [K in keyof Start]: GameWordsShaped<Start[K], Stage[K]> };
