// The four colour sets a player can choose between: light, dark, and a colour-blind-safe variant
// of each. They live apart from `theme` (the live copy views read) so they stay constant data
// that tests can measure: every digit must keep 4.5:1 contrast (WCAG AA for text) on every cell
// fill it can sit on, and the colour-blind sets keep errors, player digits and highlights apart
// under protanopia, deuteranopia and tritanopia (see test/unit/ui/palettes.test.ts).
//
// The colour-blind sets are built on the Okabe–Ito palette: blue for the player's digits,
// vermillion for errors, yellow for the selection and sky blue for the same digit. Those hues
// differ in lightness as well as hue, so no form of colour blindness folds two of them together.
// Okabe–Ito's own values are too light for small text, so the digits use darker (on light) or
// lighter (on dark) shades of the same hues, and the fills are tints of them. The focus ring is
// the set's reddish purple, a hue none of the cell colours uses. A hint's houses take a hue of
// their own in every set (mint, deep green, Okabe–Ito's bluish green, deep reddish purple),
// chosen to stay apart from every other fill under each dichromacy the set is meant for.

export interface Palette {
  /** The page behind everything. */
  background: number;
  /** Cards, the board, buttons at rest. */
  surface: number;
  surfaceAlt: number;
  /** Body text. */
  ink: number;
  /** Secondary text, and the notes in cells. */
  inkSoft: number;
  accent: number;
  accentSoft: number;
  /** Fill of the selected cell. */
  selected: number;
  /** Fill of cells holding the selected cell's digit. */
  sameDigit: number;
  /** Fill of cells sharing a row, column or box with the selected cell. */
  peer: number;
  /** Every other box, so box borders read at a glance. */
  boxShade: number;
  /** A hint's "look here" houses: a hue no selection fill uses, drawn with diagonal hatching
   *  as well, so it never reads as the selection's shading. */
  hintFill: number;
  gridLine: number;
  /** Box borders, and the ring around the selected cell. */
  boxLine: number;
  /** Digits given by the puzzle (also drawn heavier). */
  given: number;
  /** Digits the player wrote. */
  player: number;
  /** Digits that break a rule, refused digits, alerts. */
  conflict: number;
  /** Fill of cells that break a rule. */
  conflictFill: number;
  /** The win, and a hint's placed digit (drawn on any cell fill). */
  success: number;
  buttonFill: number;
  buttonLine: number;
  /** Fill of the primary and the chosen buttons; their captions are white. */
  buttonActive: number;
  /** Backdrop tint behind dialogs, and the fill of toasts and banners (white text). */
  overlay: number;
  /** Drop shadows: dark in every palette (ink turns light in the dark ones). */
  shadow: number;
  /** Keyboard focus ring: stands out (3:1) from the background and from every cell fill. */
  focus: number;
  fontFamily: string;
}

export type PaletteName = 'light' | 'dark' | 'lightColourBlind' | 'darkColourBlind';

/** System faces only (no download), with the CJK faces players in China have, so 简体中文 text
 *  draws in a real Chinese face on every platform (the same stack as gridwise.css). */
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans GB", ' +
  '"Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", "Noto Sans", Arial, sans-serif';

/**
 * The original Gridwise look. `player`, `conflict`, `inkSoft` and `success` are a shade darker
 * than they first were (0x1f5fd1, 0xd2302c, 0x5b6577, 0x1f8a4c): on the same-digit fill, which
 * then also marked a hint's house, those gave only 3.97, 3.42, 4.02 and 2.99 to 1.
 */
const light: Palette = {
  background: 0xf4f1ea,
  surface: 0xffffff,
  surfaceAlt: 0xe9eef7,
  ink: 0x1d2430,
  inkSoft: 0x535c6d,
  accent: 0x2f6fde,
  accentSoft: 0xdbe6fb,
  selected: 0xffdf8a,
  sameDigit: 0xc2d7f8,
  peer: 0xdfe8f8,
  boxShade: 0xefede6,
  hintFill: 0xd5f0db,
  gridLine: 0xb7bfcc,
  boxLine: 0x2b3342,
  given: 0x1d2430,
  player: 0x1c56bd,
  conflict: 0xad2824,
  conflictFill: 0xfbdad8,
  success: 0x18693a,
  buttonFill: 0xffffff,
  buttonLine: 0xc9cfda,
  buttonActive: 0x2f6fde,
  overlay: 0x111722,
  shadow: 0x111722,
  focus: 0x2f6fde,
  fontFamily,
};

/**
 * Dark slate rather than black, so the board does not glare against it at night. Highlights are
 * deep enough that the light digits keep their contrast on them; the overlay is a lifted slate so
 * banners stand out from the page while keeping their white text readable.
 */
const dark: Palette = {
  background: 0x111419,
  surface: 0x1b1f27,
  surfaceAlt: 0x252a34,
  ink: 0xe7eaf0,
  inkSoft: 0xadb5c3,
  accent: 0x7aa7ff,
  accentSoft: 0x22324f,
  selected: 0x4a3590,
  sameDigit: 0x1f3b63,
  peer: 0x283246,
  boxShade: 0x21252d,
  hintFill: 0x1f4a3a,
  gridLine: 0x3b4352,
  boxLine: 0x8e98a8,
  given: 0xf2f4f8,
  player: 0x8cb8ff,
  conflict: 0xffa39c,
  conflictFill: 0x4d2224,
  success: 0x5cc98a,
  buttonFill: 0x232833,
  buttonLine: 0x3d4554,
  buttonActive: 0x2e62c9,
  overlay: 0x30384a,
  shadow: 0x000000,
  focus: 0xffc94d,
  fontFamily,
};

/** Light with Okabe–Ito hues: blue digits, vermillion errors, yellow selection, sky-blue matches. */
const lightColourBlind: Palette = {
  ...light,
  accent: 0x0072b2,
  accentSoft: 0xd1e6f1,
  selected: 0xf8f2a0,
  sameDigit: 0x9ad2f2,
  peer: 0xd1e6f1,
  boxShade: 0xf2f1ee,
  hintFill: 0xb0d8cc,
  inkSoft: 0x4c5564,
  player: 0x004c78,
  conflict: 0x8a3c00,
  conflictFill: 0xf4d7bf,
  success: 0x006047,
  buttonActive: 0x0067a0,
  focus: 0x9e4a8a,
};

/** Dark with the same Okabe–Ito hues, as light shades for digits and deep tints for fills. */
const darkColourBlind: Palette = {
  ...dark,
  accent: 0x56b4e9,
  accentSoft: 0x263a4a,
  selected: 0x5c4c00,
  sameDigit: 0x30536b,
  peer: 0x263a4a,
  hintFill: 0x200040,
  inkSoft: 0xbdc3ce,
  boxLine: 0xa3acba,
  player: 0x9dd5f7,
  conflict: 0xffbe85,
  conflictFill: 0x5c3519,
  success: 0x77d4b7,
  buttonActive: 0x0067a0,
  focus: 0xf0e442,
};

/** Frozen, so applying one to `theme` copies it and a later change to `theme` cannot leak back. */
export const palettes: Readonly<Record<PaletteName, Readonly<Palette>>> = Object.freeze({
  light: Object.freeze(light),
  dark: Object.freeze(dark),
  lightColourBlind: Object.freeze(lightColourBlind),
  darkColourBlind: Object.freeze(darkColourBlind),
});
