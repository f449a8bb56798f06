// What players read for each Link tile kind.
import { tileName } from '../view/tile-art';

export { linkLevelName, linkSizeName, linkSizeWord } from './link-labels';

/** A tile kind as players name it: "apple", "fir tree". */
export function tileKindName(kind: number): string {
  return tileName(kind);
}
