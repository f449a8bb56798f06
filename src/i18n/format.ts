// Numbers and dates in the language in use, through Intl: no hand-written grouping, plural or
// date logic. Times on the clock stay m:ss (the same digits in both languages).

import { language } from './i18n';

const numbers = new Map<string, Intl.NumberFormat>();

/** A count: "1,234" in English, "1,234" in Chinese too (Intl decides). */
export function formatCount(n: number): string {
  const lang = language();
  let format = numbers.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang);
    numbers.set(lang, format);
  }
  return format.format(n);
}

/** Which plural form `n` takes in the language in use ("one", "other", …). */
export function pluralOf(n: number): Intl.LDMLPluralRule {
  return new Intl.PluralRules(language()).select(n);
}
