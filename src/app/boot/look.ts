// The palette is chosen before the scene is built: views read colours when they create their
// sprites, so switching theme means building the scene again. The settings that pick the
// palette (theme, colour-blind) are kept in IndexedDB with the other settings, and mirrored in
// localStorage, which can be read synchronously at boot, so the first frame already has the
// right colours (no flash of the light theme on a dark phone at night).

import { applyPalette, cssHex, paletteFor, theme } from '../../ui/theme';
import type { Settings } from '../saving/settings';

const LOOK_KEY = 'gridwise-look';

export type Look = Pick<Settings, 'theme' | 'colourBlind'>;

const DEFAULT_LOOK: Look = { theme: 'system', colourBlind: false };

/** The look saved last time, or the default when there is none or it is unreadable. */
export function storedLook(): Look {
  try {
    const raw = JSON.parse(localStorage.getItem(LOOK_KEY) ?? 'null') as Partial<Look> | null;
    if (!raw || typeof raw !== 'object') return DEFAULT_LOOK;
    const theme = raw.theme === 'light' || raw.theme === 'dark' ? raw.theme : 'system';
    return { theme, colourBlind: raw.colourBlind === true };
  } catch {
    return DEFAULT_LOOK;
  }
}

export function saveLook(look: Look): void {
  try {
    localStorage.setItem(
      LOOK_KEY,
      JSON.stringify({ theme: look.theme, colourBlind: look.colourBlind }),
    );
  } catch {
    // No localStorage (some private modes): the look still comes from IndexedDB after a moment.
  }
}

export function sameLook(a: Look, b: Look): boolean {
  return a.theme === b.theme && a.colourBlind === b.colourBlind;
}

export function prefersDark(): boolean {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/** Makes `look` the live palette, and colours the page and browser chrome to match. */
export function applyLook(look: Look): void {
  applyPalette(paletteFor(look, prefersDark()));
  document.documentElement.style.colorScheme = theme.background < 0x808080 ? 'dark' : 'light';
  document.body.style.background = cssHex(theme.background);
  // Both media variants: the chosen theme wins over the system's, whichever it is.
  for (const meta of document.querySelectorAll('meta[name="theme-color"]'))
    meta.setAttribute('content', cssHex(theme.background));
}
