// The games' stage words in English, keyed by the game's id, found in each game folder's
// words/en-stage.ts by import.meta.glob: composed into src/i18n/en-stage.ts (loaded with the
// stage, not the first screen). Typed by the games themselves (game-words-by-id.ts); that every
// game with first-screen words has stage words and Chinese words is checked by the unit tests
// (test/unit/i18n/game-words.test.ts) and, for their keys, by the types below.

import type { GameStageWords } from './catalogue-types';
import type { ById, GameStageWordsById } from './game-words-by-id';
import type { GAME_START_WORDS } from './game-words-start-registry';

const found = import.meta.glob('../games/*/words/en-stage.ts', {
  eager: true,
  import: 'stageWords',
});

/** Keyed by folder (`../games/<id>/…`), as in game-words-start-registry.ts. */
export const GAME_STAGE_WORDS = Object.fromEntries(
  Object.entries(found).map(([path, words]) => [path.split('/')[2], words]),
) as ById<GameStageWordsById>;

// A game with first-screen words but no stage words (or stage words of the wrong shape) does not
// compile.
GAME_STAGE_WORDS satisfies { readonly [K in keyof typeof GAME_START_WORDS]: GameStageWords };
