// The live palette as CSS custom properties on the document root, so every DOM screen repaints
// the moment the palette changes (no rebuild, no reload): the Pixi views read the same palette
// object, so both halves of the app always agree on a colour.

import { cssHex, type Palette } from '../theme';

/** Palette entries the DOM screens use, and the CSS variable each becomes. */
const VARS: ReadonlyArray<[keyof Palette, string]> = [
  ['background', '--gw-bg'],
  ['surface', '--gw-surface'],
  ['surfaceAlt', '--gw-surface-alt'],
  ['ink', '--gw-ink'],
  ['inkSoft', '--gw-ink-soft'],
  ['accent', '--gw-accent'],
  ['accentSoft', '--gw-accent-soft'],
  ['buttonFill', '--gw-button'],
  ['buttonLine', '--gw-button-line'],
  ['buttonActive', '--gw-button-active'],
  ['overlay', '--gw-overlay'],
  ['shadow', '--gw-shadow'],
  ['focus', '--gw-focus'],
  ['success', '--gw-success'],
  ['conflict', '--gw-conflict'],
  ['conflictFill', '--gw-conflict-fill'],
  ['selected', '--gw-selected'],
];

export function applyThemeVars(
  palette: Palette,
  root: HTMLElement = document.documentElement,
): void {
  for (const [key, name] of VARS) root.style.setProperty(name, cssHex(palette[key] as number));
  root.style.setProperty('--gw-font', palette.fontFamily);
  root.style.colorScheme = palette.background < 0x808080 ? 'dark' : 'light';
}
