// Link's board sizes: what the lobby, records and the generator agree a size means. A light
// module of its own so the first screen can offer sizes without loading the generator.

export type LinkSizeName = 'small' | 'medium' | 'large';

export interface LinkSize {
  readonly rows: number;
  readonly cols: number;
  readonly kinds: number;
}

export const LINK_SIZES: Readonly<Record<LinkSizeName, LinkSize>> = {
  small: { rows: 8, cols: 5, kinds: 10 },
  medium: { rows: 12, cols: 7, kinds: 21 },
  large: { rows: 16, cols: 9, kinds: 36 },
};

export const LINK_SIZE_NAMES: readonly LinkSizeName[] = ['small', 'medium', 'large'];

export function isLinkSizeName(value: unknown): value is LinkSizeName {
  return value === 'small' || value === 'medium' || value === 'large';
}
