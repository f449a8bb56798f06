// What players read for each Link size and level (light: the lobby shows them before any game
// is loaded).
import { words } from '../../../i18n/i18n';
import type { LinkLevelId } from '../core/levels';
import { LINK_SIZES, type LinkSizeName } from '../core/sizes';

/** "Small": the size's word alone (records lists). */
export function linkSizeWord(size: LinkSizeName): string {
  return words().games.link.sizes[size];
}

/** "Small 8×5": the word and the board's rows × columns. */
export function linkSizeName(size: LinkSizeName): string {
  const { rows, cols } = LINK_SIZES[size];
  return `${linkSizeWord(size)} ${rows}×${cols}`;
}

export function linkLevelName(level: LinkLevelId): string {
  return words().games.link.levels[level];
}
