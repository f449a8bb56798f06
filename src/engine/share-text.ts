// What every game's share code is made of: the URL-safe base64 alphabet (RFC 4648 §5, so a
// code can sit in a link's `#…` without escaping), big numbers written in it, and a check
// character. Each game packs its own fields; this file only knows characters and numbers.
//
// The check character is Luhn mod 64: the payload's values are summed from the right, every
// second one "doubled" (in base 64 doubling with the carry folded back is a rotation of the six
// bits, so it is a one-to-one map). A change to any single character therefore always changes
// the sum, and most swaps of two neighbours do too: a typed-in typo is caught before the code
// is decoded into a different puzzle.

/** Value v is written as SHARE_ALPHABET[v]. */
export const SHARE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE = 64n;

/** The value 0..63 of a code character, or -1 when it is not one. */
export function shareCharValue(ch: string): number {
  return ch.length === 1 ? SHARE_ALPHABET.indexOf(ch) : -1;
}

/** The index of the first character that cannot appear in a share code, or -1. */
export function firstBadShareChar(text: string): number {
  for (let i = 0; i < text.length; i++) {
    if (SHARE_ALPHABET.indexOf(text[i] as string) < 0) return i;
  }
  return -1;
}

/** The check character for `payload` (which must hold code characters only). */
export function shareCheckChar(payload: string): string {
  let sum = 0;
  let double = true;
  for (let i = payload.length - 1; i >= 0; i--) {
    let addend = shareCharValue(payload[i] as string) * (double ? 2 : 1);
    addend = Math.floor(addend / 64) + (addend % 64);
    sum += addend;
    double = !double;
  }
  return SHARE_ALPHABET[(64 - (sum % 64)) % 64] as string;
}

/** True when the last character of `code` is the check character of the rest. */
export function hasValidCheckChar(code: string): boolean {
  return code.length > 0 && shareCheckChar(code.slice(0, -1)) === code[code.length - 1];
}

/** How many code characters it takes to write every number in 0..count-1 (0 when count ≤ 1). */
export function charsForRange(count: bigint): number {
  let chars = 0;
  for (let reach = 1n; reach < count; reach *= BASE) chars++;
  return chars;
}

/** `value` in exactly `length` code characters, most significant first. */
export function writeShareNumber(value: bigint, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = SHARE_ALPHABET[Number(rest % BASE)] + out;
    rest /= BASE;
  }
  if (rest !== 0n) throw new RangeError(`${value} does not fit in ${length} code characters`);
  return out;
}

/** The number written by `text` (code characters only), most significant first. */
export function readShareNumber(text: string): bigint {
  let value = 0n;
  for (const ch of text) value = value * BASE + BigInt(shareCharValue(ch));
  return value;
}

/**
 * What a player pasted or a link carried, made ready to read: percent-escapes decoded (a
 * broken escape is left as it is, so it is reported as a bad character) and all white space
 * removed, since chat apps and e-mails like to wrap long codes.
 */
export function cleanShareInput(text: string): string {
  let out = text;
  if (out.includes('%')) {
    try {
      out = decodeURIComponent(out);
    } catch {
      // Left as it was: the '%' is then named as a character a code cannot hold.
    }
  }
  return out.replace(/\s+/g, '');
}
