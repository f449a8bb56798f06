// school: the school's words in the language in use, with the techniques' names (the
// hint's own). Each language is a chunk of its own, loaded the first time the school opens in
// it (SudokuSchool.prepare awaits it), so no screen before the school carries its lessons.

import { language } from '../../../i18n/i18n';
import type { SchoolTechniqueId, SchoolWords } from '../words/school-words-type';

/** The school's words and every technique's name. */
interface SchoolCatalogue extends SchoolWords {
  readonly names: Readonly<Record<SchoolTechniqueId, string>>;
}

const loaded = new Map<string, SchoolCatalogue>();

/** The words for the language in use; the school is only made once they are loaded. */
export function schoolWords(): SchoolCatalogue {
  const words = loaded.get(language()) ?? loaded.get('en');
  if (!words) throw new Error('the school’s words are not loaded (prepare the school first)');
  return words;
}

/** Loads the words for the language in use, if they are not loaded yet. */
export async function loadSchoolWords(): Promise<SchoolCatalogue> {
  const lang = language();
  const have = loaded.get(lang);
  if (have) return have;
  let words: SchoolCatalogue;
  if (lang === 'zh-Hans') {
    const zh = await import('../words/school-zh');
    words = { ...zh.schoolWordsZh, names: zh.schoolNamesZh };
  } else {
    const en = await import('../words/school-en');
    words = { ...en.schoolWordsEn, names: en.schoolNamesEn };
  }
  loaded.set(lang, words);
  return words;
}
