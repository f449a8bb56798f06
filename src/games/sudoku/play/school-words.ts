// school (#26): the school's words in the language in use. English comes with the school's own
// chunk; Chinese is its own small chunk, loaded the first time a Chinese player opens the school.

import { language } from '../../../i18n/i18n';
import { schoolWordsEn } from '../words/school-en';
import type { SchoolWords } from '../words/school-words-type';

let chinese: SchoolWords | null = null;

/** The words for the language in use (English until Chinese has loaded). */
export function schoolWords(): SchoolWords {
  return language() === 'zh-Hans' && chinese ? chinese : schoolWordsEn;
}

/** Loads the words for the language in use, if they are not loaded yet. */
export async function loadSchoolWords(): Promise<SchoolWords> {
  if (language() !== 'zh-Hans') return schoolWordsEn;
  chinese ??= (await import('../words/school-zh')).schoolWordsZh;
  return chinese;
}
