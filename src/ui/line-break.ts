// Where a line of words may break, for text the canvas draws (Pixi wraps only at spaces: a run
// of Chinese has none, so a whole sentence jumped to the next line and left a bullet alone on
// its own, and when it did break a run it broke anywhere: "9×" | "9", a line starting "；").
// The rules, after Unicode's line breaking (Unicode Standard Annex 14) and Chinese typesetting (GB/T 15834,
// W3C "Requirements for Chinese Text Layout"), reduced to what our words need:
// - between two Chinese characters a line may break, except before a closing mark (，。；：）」…)
//   and after an opening one (（「“…);
// - a run of letters, digits and symbols with no space inside ("9×9", "1–9", "Ctrl+Z", "⌫") is
//   one unit; between such a run and a Chinese character a line may break;
// - spaces are break opportunities, and vanish at the end or start of a line;
// - a unit wider than the whole line is broken between characters (the last resort).
// Pure: the caller measures (the canvas's measureText, or a test's character count).

/** Marks a line never starts with. */
const NO_START = new Set([...'，。、；：！？）」』】》〉〕〗”’…—～·%,.;:!?)]}']);
/** Marks a line never ends with. */
const NO_END = new Set([...'（「『【《〈〔〖“‘([{']);
const SPACE = /^[\t \u2000-\u2006\u2008-\u200a\u205f\u3000]$/;

/** A Chinese, Japanese or Korean character, or full-width punctuation: breakable around. */
function isWide(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (
    (code >= 0x2e80 && code <= 0x9fff) || // CJK radicals, punctuation, kana, ideographs
    (code >= 0xac00 && code <= 0xd7af) || // Hangul
    (code >= 0xf900 && code <= 0xfaff) || // compatibility ideographs
    (code >= 0xfe30 && code <= 0xfe4f) || // vertical forms
    (code >= 0xff00 && code <= 0xffef) || // full-width forms
    (code >= 0x20000 && code <= 0x3ffff) // supplementary ideographs
  );
}

function graphemes(text: string): string[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (!Segmenter) return Array.from(text);
  return Array.from(
    new Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
    (s) => s.segment,
  );
}

/** The units a paragraph is made of, in order; `space` units are where a line may break. */
export function lineUnits(paragraph: string): { text: string; space: boolean }[] {
  const units: { text: string; space: boolean }[] = [];
  let previous = '';
  for (const ch of graphemes(paragraph)) {
    const last = units[units.length - 1];
    if (SPACE.test(ch)) {
      if (last?.space) last.text += ch;
      else units.push({ text: ch, space: true });
    } else if (
      last &&
      !last.space &&
      (NO_START.has(ch) || NO_END.has(previous) || (!isWide(ch) && !isWide(previous)))
    ) {
      // No break here: a closing mark, after an opening one, or inside a run of letters,
      // digits and symbols.
      last.text += ch;
    } else {
      units.push({ text: ch, space: false });
    }
    previous = ch;
  }
  return units;
}

/** `text` with line breaks put in so that no line is wider than `width` (as `measure` says). */
export function wrapText(text: string, width: number, measure: (s: string) => number): string {
  const out: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = '';
    const push = () => {
      out.push(line.trimEnd());
      line = '';
    };
    for (const unit of lineUnits(paragraph)) {
      if (unit.space) {
        if (line !== '') line += unit.text;
        continue;
      }
      if (line !== '' && measure((line + unit.text).trimEnd()) > width) push();
      if (measure(unit.text) <= width || line !== '') {
        line += unit.text;
        continue;
      }
      // Wider than a whole line on its own: broken between characters.
      for (const ch of graphemes(unit.text)) {
        if (line !== '' && measure(line + ch) > width) push();
        line += ch;
      }
    }
    out.push(line.trimEnd());
  }
  return out.join('\n');
}

/**
 * What is wrong with where a text was broken into `lines` (as laid out, spaces at the breaks
 * dropped); empty when nothing. `source` is the text as written, its own line breaks included.
 */
export function lineBreakFaults(source: string, lines: readonly string[]): string[] {
  const faults: string[] = [];
  let at = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    while (at < source.length && /\s/.test(source[at] as string)) at++;
    if (source.startsWith(line, at)) at += line.length;
    else return [`line ${i + 1} is not in the text: "${line}"`];
    if (/^[•·*–—-]$/.test(line)) faults.push(`line ${i + 1} is a bullet alone: "${line}"`);
    if (i === lines.length - 1) break;
    const before = source[at - 1] ?? '';
    const after = source[at] ?? '';
    // Broken at a space or where the text itself breaks (an empty line): fine.
    if (line === '' || /\s/.test(after) || /\s/.test(before)) continue;
    if (NO_START.has(after)) faults.push(`line ${i + 2} starts with "${after}"`);
    if (NO_END.has(before)) faults.push(`line ${i + 1} ends with "${before}"`);
    // Letters, digits and symbols on both sides of the break: one unit split ("9×" | "9").
    if (before && after && !isWide(before) && !isWide(after))
      faults.push(`"${before}${after}" is split between lines ${i + 1} and ${i + 2}`);
  }
  return faults;
}
