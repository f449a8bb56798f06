// the words of a game that joins at run time (registerGame, registerMaker), with no
// line in a shared file. `registerGameWords` takes the same three slices as a game listed in the
// static registries (src/games/<id>/words/: first-screen and stage words in English, and all of
// them in Simplified Chinese) and puts them where a listed game's are: `words().games[id]`,
// `words()[id]`, `words().gameText[id]`, and its problems merged into `words().codeProblems`,
// keyed by kind. Typed as the static registries are: Chinese words with a key missing, or a
// stage without its screen, texts or problems, do not compile.
//
// Not in the first chunk: only a game that joins imports it. The real games stay listed in
// game-words-*-registry.ts, whose `as const` lists type `words().<id>` for their screens.

import type { GameStageWords, GameWordsShaped } from './catalogue-types';
import { en } from './en';
import { GAME_START_WORDS } from './game-words-start-registry';
import { type Catalogue, joinGameWordsWith } from './i18n';
import type { Language } from './languages';

/** A game's words in one language, as a catalogue takes them in. */
interface Slices {
  readonly start: object;
  readonly screen: object;
  readonly text: object;
  readonly problems: object;
}

/** A joining game's words: English first-screen and stage words, and the same in Chinese. */
export interface JoiningGameWords<Start extends object, Stage extends GameStageWords> {
  readonly start: Start;
  readonly stage: Stage;
  readonly zh: GameWordsShaped<Start, Stage>;
}

const joined = new Map<string, { readonly en: Slices; readonly zh: Slices }>();

/** The ids of the games whose words joined at run time, in the order they joined. */
export function joinedGameIds(): readonly string[] {
  return [...joined.keys()];
}

/** A joined game's English stage words (its problems' words are checked against its core). */
export function joinedStageWords(id: string): Omit<Slices, 'start'> | undefined {
  return joined.get(id)?.en;
}

/**
 * Adds game `id`'s words to every catalogue, the one in use included. Refused, changing nothing,
 * for an id that already has words or that a catalogue uses for its own words (`lobby`…).
 */
export function registerGameWords<Start extends object, Stage extends GameStageWords>(
  id: string,
  words: JoiningGameWords<Start, Stage>,
): void {
  if (Object.hasOwn(GAME_START_WORDS, id) || joined.has(id))
    throw new Error(`two games have words under the id "${id}"`);
  if (Object.hasOwn(en, id)) throw new Error(`"${id}" names the catalogue's own words, not a game`);
  const zh = words.zh as unknown as Slices;
  joined.set(id, { en: { start: words.start, ...words.stage }, zh });
  joinGameWordsWith(withJoinedWords);
}

type Table = Record<string, unknown>;

/** `catalogue` with every joined game's words in `lang` (the stage's part once it is there). */
function withJoinedWords(catalogue: Catalogue, lang: Language): Catalogue {
  const source = catalogue as unknown as Table;
  const out: Table = { ...source, games: { ...(source.games as Table) } };
  // English before the stage loads has only the first screen's words (i18n.ts).
  const stage = source.gameText !== undefined;
  if (stage) {
    out.gameText = { ...(source.gameText as Table) };
    out.codeProblems = { ...(source.codeProblems as Table) };
  }
  for (const [id, both] of joined) {
    const slices = lang === 'en' ? both.en : both.zh;
    (out.games as Table)[id] = slices.start;
    if (!stage) continue;
    out[id] = slices.screen;
    (out.gameText as Table)[id] = slices.text;
    Object.assign(out.codeProblems as Table, slices.problems);
  }
  return out as unknown as Catalogue;
}
