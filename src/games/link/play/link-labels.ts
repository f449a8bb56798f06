// What players read for each Link size and level (light: the lobby shows them before any game
// is loaded).
import { type LinkLevelId, linkLevel } from '../core/levels';
import { LINK_SIZES, type LinkSizeName } from '../core/sizes';

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
