// A game's text slice by its id (rules, share texts, what else it reads when pasted, its records
// legend), for code that holds a registered game's id rather than its name. The catalogue's type
// types the games its folders declare (game-words-by-id.ts); code holding an id from storage or
// a link looks up by string, and every slice has the shape GameStageWords says.

import type { GameStageWords } from './catalogue-types';
import { words } from './i18n';

/** The text slice of game `id` in the language in use; undefined for a game with no words. */
export function gameTextOf(id: string): GameStageWords['text'] | undefined {
  return (words().gameText as Readonly<Record<string, GameStageWords['text']>>)[id];
}
