// The words on screen now: the catalogue of the language in use, and the formats that go with
// it. English is built in; any other language is loaded the first time it is used (its own
// chunk, precached for offline), so English players never download it. Screens read `words()`
// when they build; a switch of language rebuilds them in place, as a switch of theme does.

import type { Shaped } from './catalogue-types';
import { type EnglishCatalogue, en } from './en';
import type { Language } from './languages';

export type Catalogue = Shaped<EnglishCatalogue>;

let current: { language: Language; words: Catalogue } = { language: 'en', words: en };

/** The catalogue in use. */
export function words(): Catalogue {
  return current.words;
}

/** The language in use. */
export function language(): Language {
  return current.language;
}

/** The catalogue of `lang`, loading it if this is its first use. */
export async function loadCatalogue(lang: Language): Promise<Catalogue> {
  if (lang === 'en') return en;
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
