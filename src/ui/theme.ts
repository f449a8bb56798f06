// One palette and type scale for every screen, so views never hard-code colours. Givens and
// player digits differ in colour *and* weight, so they stay distinct without colour vision.
//
// `theme` is the live palette views read whenever they build or redraw. It is one mutable object
// (not a new one per change) so every module that imported it sees a switch; the app applies the
// player's palette before it builds the scene, and rebuilds the scene after a change.

import { type Palette, palettes } from './palettes';

export type { Palette, PaletteName } from './palettes';

export const theme: Palette = { ...palettes.light };

/** Makes `palette` the live one (copied in, so the stored palettes stay untouched). */
export function applyPalette(palette: Palette): void {
  Object.assign(theme, palette);
}

/**
 * The palette the settings ask for. `prefersDark` is the system's choice
 * (`matchMedia('(prefers-color-scheme: dark)')`), used only when the theme follows the system.
 */
export function paletteFor(
  settings: { theme: 'system' | 'light' | 'dark'; colourBlind: boolean },
  prefersDark: boolean,
): Palette {
  const dark = settings.theme === 'dark' || (settings.theme === 'system' && prefersDark);
  if (settings.colourBlind) return dark ? palettes.darkColourBlind : palettes.lightColourBlind;
  return dark ? palettes.dark : palettes.light;
}

/** A colour as CSS wants it, e.g. 0x2f6fde → "#2f6fde" (for the page background, meta tags). */
export function cssHex(colour: number): string {
  return `#${(colour & 0xffffff).toString(16).padStart(6, '0')}`;
}

/** The smallest comfortable thumb target, in CSS pixels (Apple HIG / Material both use ~44–48). */
export const MIN_TOUCH = 44;
