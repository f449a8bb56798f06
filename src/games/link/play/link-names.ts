// What players read for each Link tile kind and cell.
import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import type { LinkCell } from '../core/board';
import { tileName } from '../view/tile-art';

export { linkLevelName, linkSizeName, linkSizeWord } from './link-labels';

/** A tile kind as players name it: "apple", "fir tree". */
export function tileKindName(kind: number): string {
  return tileName(kind);
}

/** A cell as players name it: "row 2, column 3". */
export function cellWords(cell: LinkCell): string {
  return words().link.cell({ row: formatCount(cell.r + 1), column: formatCount(cell.c + 1) });
}
