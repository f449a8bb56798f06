// The games' first-screen words (lobby cards), keyed by the game's id: the English catalogue's
// `games` (src/i18n/en.ts). In the first chunk, so only the small start words are found here
// (each game folder's words/en-start.ts, by import.meta.glob); the stage's are in
// game-words-stage-registry.ts, Chinese in game-words-zh-registry.ts (each game's folder has all
// three: src/games/<id>/words/). Typed by the games themselves (game-words-by-id.ts).

import type { ById, GameStartWordsById } from './game-words-by-id';

const found = import.meta.glob('../games/*/words/en-start.ts', {
  eager: true,
  import: 'startWords',
});

// Keyed by folder (`../games/<id>/…`): written out in each registry, since a helper shared by
// the first chunk and the later ones became a chunk (a request) of its own.
export const GAME_START_WORDS = Object.fromEntries(
  Object.entries(found).map(([path, words]) => [path.split('/')[2], words]),
) as ById<GameStartWordsById>;
