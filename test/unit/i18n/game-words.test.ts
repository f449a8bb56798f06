// Each game's words live in its folder (src/games/<id>/words/) and reach the catalogues through
// the words registries (src/i18n/game-words-*-registry.ts). Read through the registries, so a
// game added to them — or to the app's registry without its words — is checked here too: its
// first-screen, screen, rules and problem words are there in both languages, and every kind of
// problem its core declares has a sentence, with every detail in place. (The tests' third game,
// copied into a scratch project as a folder of its own, is checked here too: third-game.e2e.ts.)

import { afterAll, describe, expect, it } from 'vitest';
import { CORES, GAMES } from '../../../src/app/game-registry';
import { SHARED_PROBLEM_KINDS } from '../../../src/engine/code-problems';
import { en as enStart } from '../../../src/i18n/en';
import { GAME_STAGE_WORDS } from '../../../src/i18n/game-words-stage-registry';
import { GAME_START_WORDS } from '../../../src/i18n/game-words-start-registry';
import { GAME_WORDS_ZH } from '../../../src/i18n/game-words-zh-registry';
import { loadCatalogue, useLanguage } from '../../../src/i18n/i18n';

type Tree = { readonly [key: string]: unknown };
type Sentence = string | ((details: Record<string, string>) => string);

const ids = GAMES.map((game) => game.id);
/** English as the app has it once the stage is loaded. */
const english = (await loadCatalogue('en')) as unknown as Tree;

/** Every leaf's dotted key. */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree as Tree).flatMap(([key, value]) => keysOf(value, `${prefix}.${key}`));
}

function at(tree: Tree, ...path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

/** A sentence said with a marker for each detail. */
function said(sentence: Sentence, details: readonly string[]): string {
  return typeof sentence === 'string'
    ? sentence
    : sentence(Object.fromEntries(details.map((d) => [d, `⟨${d}⟩`])));
}

afterAll(async () => {
  await useLanguage('en');
});

describe("each game's words, through the registries", () => {
  it('list exactly the games of the app registry, in every language', () => {
    for (const listed of [GAME_START_WORDS, GAME_STAGE_WORDS, GAME_WORDS_ZH])
      expect(Object.keys(listed).sort()).toEqual([...ids].sort());
  });

  it("put each game's slices in both catalogues, under its id, with the same keys", async () => {
    const chinese = (await loadCatalogue('zh-Hans')) as unknown as Tree;
    for (const id of ids) {
      // A listed game's card is in the first screen's words, not only once the stage has loaded.
      if (Object.hasOwn(GAME_START_WORDS, id))
        expect(at(enStart as unknown as Tree, 'games', id, 'name'), id).toEqual(expect.any(String));
      for (const path of [['games', id], [id], ['gameText', id]]) {
        const en = at(english, ...path);
        expect(en, path.join('.')).toBeTypeOf('object');
        expect(keysOf(at(chinese, ...path)).sort(), path.join('.')).toEqual(keysOf(en).sort());
      }
    }
  });

  it('word every kind of problem each core declares, in both languages, with its details', async () => {
    const catalogues = {
      en: english.codeProblems as Readonly<Record<string, Sentence>>,
      zh: ((await loadCatalogue('zh-Hans')) as unknown as Tree).codeProblems as Readonly<
        Record<string, Sentence>
      >,
    };
    for (const core of CORES.cores) {
      const kinds = Object.keys(core.problems);
      // Each game's words carry its kinds, no more, no fewer.
      const own = (GAME_STAGE_WORDS as unknown as Tree)[core.id] as {
        problems: Tree;
      };
      expect(Object.keys(own.problems).sort(), core.id).toEqual([...kinds].sort());
      for (const kind of kinds) {
        const details = Object.keys(core.problems[kind] ?? {});
        const en = catalogues.en[kind];
        const zh = catalogues.zh[kind];
        expect(en, `${kind} in English`).toBeDefined();
        expect(zh, `${kind} in Chinese`).toBeDefined();
        if (!en || !zh) continue;
        // A kind with details has a sentence that takes them; one without, a text.
        expect(typeof en, kind).toBe(details.length === 0 ? 'string' : 'function');
        expect(typeof zh, kind).toBe(typeof en);
        const inEnglish = said(en, details);
        const inChinese = said(zh, details);
        expect(inChinese, kind).toMatch(/\p{Script=Han}/u);
        for (const text of [inEnglish, inChinese])
          expect(text, kind).not.toMatch(/undefined|NaN|\[object|\$\{/);
        for (const detail of details)
          if (inEnglish.includes(`⟨${detail}⟩`))
            expect(inChinese, `${kind}: ${detail}`).toContain(`⟨${detail}⟩`);
      }
    }
  });

  it('keep kinds apart: no game declares a shared kind or another game’s, and no word is for no kind', () => {
    const owner = new Map<string, string>(SHARED_PROBLEM_KINDS.map((kind) => [kind, 'shared']));
    for (const core of CORES.cores)
      for (const kind of Object.keys(core.problems)) {
        expect(owner.get(kind), `${kind} of ${core.id}`).toBeUndefined();
        owner.set(kind, core.id);
      }
    const worded = Object.keys(english.codeProblems as Tree).filter((key) => key !== 'listJoin');
    expect(worded.filter((kind) => !owner.has(kind))).toEqual([]);
  });
});
