// The languages Gridwise speaks, and which one a device asks for. Pure: no DOM, so the unit
// tests and the settings reader can use it.

export const LANGUAGES = ['en', 'zh-Hans'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What the player chose in Settings: a language, or whatever the device prefers. */
export type LanguageChoice = 'auto' | Language;
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = ['auto', ...LANGUAGES];

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  'zh-Hans': '简体中文',
};

/**
 * Languages whose catalogue covers every screen. Only these are picked for a device on their
 * own; the others are offered in Settings, marked as a preview, while their words are still
 * being moved into the catalogue.
 */
export const COMPLETE_LANGUAGES: readonly Language[] = ['en', 'zh-Hans'];

/**
 * The language for a device's preferred list (`navigator.languages`, best first): the first
 * entry Gridwise speaks decides. Any Chinese tag (zh, zh-CN, zh-SG, zh-Hans, zh-TW…) gets
 * Simplified Chinese, the only Chinese there is so far; anything else, or nothing, English.
 * Only `complete` languages are picked this way.
 */
export function detectLanguage(
  preferred: readonly string[],
  complete: readonly Language[] = COMPLETE_LANGUAGES,
): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const match: Language | null = primary === 'zh' ? 'zh-Hans' : primary === 'en' ? 'en' : null;
    if (match && complete.includes(match)) return match;
  }
  return 'en';
}

/** The language a choice means on this device. */
export function resolveLanguage(choice: LanguageChoice, preferred: readonly string[]): Language {
  return choice === 'auto' ? detectLanguage(preferred) : choice;
}
