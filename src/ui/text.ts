// Text factories with the app's type scale, so screens ask for "a heading" not a font recipe.

import { Text, type TextStyleFontWeight } from 'pixi.js';
import { theme } from './theme';

export function makeText(
  text: string,
  fontSize: number,
  options: {
    weight?: TextStyleFontWeight;
    color?: number;
    wrap?: number;
    align?: 'left' | 'center';
  } = {},
): Text {
  return new Text({
    text,
    style: {
      fontFamily: theme.fontFamily,
      fontSize,
      fontWeight: options.weight ?? '400',
      fill: options.color ?? theme.ink,
      wordWrap: options.wrap !== undefined,
      wordWrapWidth: options.wrap ?? 0,
      // Chinese has no spaces between words: a line may break between any two characters.
      // (An English word is still only broken when it is longer than the whole line.)
      breakWords: options.wrap !== undefined,
      align: options.align ?? 'left',
      lineHeight: Math.round(fontSize * 1.4),
    },
  });
}
