// What players read for each Link tile kind.
import { colourName, tileStyle } from '../view/tile-art';

export { linkLevelName, linkSizeName, linkSizeWord } from './link-labels';

/** A tile kind as players name it: "red star", "blue circle, outlined". */
export function tileKindName(kind: number): string {
  const style = tileStyle(kind);
  const marking = style.variant === 'solid' ? '' : `, ${style.variant}`;
  return `${colourName(style.color)} ${style.shape}${marking}`;
}
