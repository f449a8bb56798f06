// The words on screen now: the catalogue of the language in use. English is built in, in two
// parts: the first screen's (en.ts, in the first chunk) and the stage's (en-stage.ts, which the
// stage hands over when it loads, so the lobby does not carry the words of screens it has not
// opened). Any other language is one chunk, loaded the first time it is used (precached for
// offline). Screens read `words()` when they build; a switch of language rebuilds them in place,
// as a switch of theme does.

import type { Shaped } from './catalogue-types';
import { type EnglishCatalogue, en } from './en';
import type { EnglishStageCatalogue } from './en-stage';
import type { Language } from './languages';

export type Catalogue = Shaped<EnglishCatalogue>;

let englishStage: EnglishStageCatalogue | null = null;

/**
 * English as far as it is loaded. Before the stage hands over its part, only the first screen's
 * words are there; nothing on the first screen reads the others.
 */
function english(): Catalogue {
  return { ...en, ...englishStage } as Catalogue;
}

let current: { language: Language; words: Catalogue } = { language: 'en', words: english() };

/** The catalogue in use. */
export function words(): Catalogue {
  return current.words;
}

/** The language in use. */
export function language(): Language {
  return current.language;
}

/** The stage's English words, handed over when the stage loads (src/app/boot/stage.ts). */
export function provideEnglishStage(stage: EnglishStageCatalogue): void {
  englishStage = stage;
  if (current.language === 'en') current = { language: 'en', words: english() };
}

/** The catalogue of `lang`, loading it if this is its first use. */
export async function loadCatalogue(lang: Language): Promise<Catalogue> {
  if (lang === 'en') return english();
  const { zhHans } = await import('./zh-hans');
  return zhHans;
}

/**
 * Makes `lang` the language in use: its catalogue, the document's `lang` and title. Resolves
 * once the words are there; a catalogue that cannot load leaves the language as it was.
 */
export async function useLanguage(lang: Language): Promise<void> {
  const loaded = await loadCatalogue(lang);
  current = { language: lang, words: loaded };
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.title = loaded.app.title;
  }
}
