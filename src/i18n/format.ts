// Numbers and dates in the language in use, through Intl: no hand-written grouping, plural or
// date logic. Times on the clock stay m:ss (the same digits in both languages).

import { language } from './i18n';

const numbers = new Map<string, Intl.NumberFormat>();

/**
 * The locale to format with: the device's own when it speaks the language in use (so an en-GB
 * phone keeps its day/month order), else the language in use.
 */
export function formatLocale(): string {
  const lang = language();
  const device = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];
  return device !== '' && primary(device) === primary(lang) ? device : lang;
}

/** A count: "1,234" in English, "1,234" in Chinese too (Intl decides). */
export function formatCount(n: number): string {
  const lang = formatLocale();
  let format = numbers.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang);
    numbers.set(lang, format);
  }
  return format.format(n);
}
