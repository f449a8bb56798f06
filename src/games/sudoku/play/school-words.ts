// school (#26): the school's words in the language in use, with the techniques' names (the
// hint's own). English comes with the school's own chunk; Chinese is its own small chunk,
// loaded the first time a Chinese player opens the school.

import { language } from '../../../i18n/i18n';
import { schoolNamesEn, schoolWordsEn } from '../words/school-en';
import type { SchoolTechniqueId, SchoolWords } from '../words/school-words-type';

/** The school's words and every technique's name. */
export interface SchoolCatalogue extends SchoolWords {
  readonly names: Readonly<Record<SchoolTechniqueId, string>>;
}

const english: SchoolCatalogue = { ...schoolWordsEn, names: schoolNamesEn };
let chinese: SchoolCatalogue | null = null;

/** The words for the language in use (English until Chinese has loaded). */
export function schoolWords(): SchoolCatalogue {
  return language() === 'zh-Hans' && chinese ? chinese : english;
}

/** Loads the words for the language in use, if they are not loaded yet. */
export async function loadSchoolWords(): Promise<SchoolCatalogue> {
  if (language() !== 'zh-Hans') return english;
  if (!chinese) {
    const zh = await import('../words/school-zh');
    chinese = { ...zh.schoolWordsZh, names: zh.schoolNamesZh };
  }
  return chinese;
}
