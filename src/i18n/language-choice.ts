// The language setting at boot. It is kept in IndexedDB with the other settings, and mirrored
// in localStorage (read synchronously), so the first screen is already in the player's language:
// the catalogue is loaded before the lobby is built, never swapped in after a flash of English.

import { language, useLanguage } from './i18n';
import { LANGUAGE_CHOICES, type Language, type LanguageChoice, resolveLanguage } from './languages';

const LANGUAGE_KEY = 'gridwise-language';

export function storedLanguageChoice(): LanguageChoice {
  try {
    const raw = localStorage.getItem(LANGUAGE_KEY);
    return LANGUAGE_CHOICES.find((c) => c === raw) ?? 'auto';
  } catch {
    return 'auto';
  }
}

export function saveLanguageChoice(choice: LanguageChoice): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, choice);
  } catch {
    // No localStorage: the choice still comes from IndexedDB, a moment after the first screen.
  }
}

/** The language `choice` means on this device. */
export function languageFor(choice: LanguageChoice): Language {
  return resolveLanguage(choice, typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** Makes `choice` the language in use; true when that changed the language. */
export async function applyLanguageChoice(choice: LanguageChoice): Promise<boolean> {
  const before = language();
  await useLanguage(languageFor(choice));
  return language() !== before;
}
