// What players read for each Link size and level.
import { LINK_SIZES, type LinkSizeName } from '../core/generator';
import { type LinkLevelId, linkLevel } from '../core/levels';
import { colourName, tileStyle } from '../view/tile-art';

const SIZE_WORDS: Readonly<Record<LinkSizeName, string>> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/** "Small": the size's word alone (records lists). */
export function linkSizeWord(size: LinkSizeName): string {
  return SIZE_WORDS[size];
}

/** "Small 8×5": the word and the board's rows × columns. */
export function linkSizeName(size: LinkSizeName): string {
  const { rows, cols } = LINK_SIZES[size];
  return `${SIZE_WORDS[size]} ${rows}×${cols}`;
}

export function linkLevelName(level: LinkLevelId): string {
  return linkLevel(level).title;
}

/** A tile kind as players name it: "red star", "blue circle, outlined". */
export function tileKindName(kind: number): string {
  const style = tileStyle(kind);
  const marking = style.variant === 'solid' ? '' : `, ${style.variant}`;
  return `${colourName(style.color)} ${style.shape}${marking}`;
}
