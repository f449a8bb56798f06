// The usable area of the screen: the window less the safe-area insets (notch, home indicator),
// read from CSS env() through a probe element because JavaScript has no direct API for them.

export interface Viewport {
  /** Whole canvas size in CSS pixels. */
  width: number;
  height: number;
  /** The rectangle free of notches and system bars, in CSS pixels. */
  safe: { x: number; y: number; width: number; height: number };
}

import { bannerRoom } from './dom/banner';

let probe: HTMLDivElement | null = null;

function insets(): { top: number; right: number; bottom: number; left: number } {
  if (!probe) {
    probe = document.createElement('div');
    probe.style.cssText =
      'position:fixed;visibility:hidden;pointer-events:none;' +
      'padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)';
    document.body.appendChild(probe);
  }
  const cs = getComputedStyle(probe);
  return {
    top: Number.parseFloat(cs.paddingTop) || 0,
    right: Number.parseFloat(cs.paddingRight) || 0,
    bottom: Number.parseFloat(cs.paddingBottom) || 0,
    left: Number.parseFloat(cs.paddingLeft) || 0,
  };
}

export function readViewport(): Viewport {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const i = insets();
  // A banner at the top takes its room from the screen below it (never covers a control).
  i.top = Math.max(i.top, bannerRoom());
  return {
    width,
    height,
    safe: {
      x: i.left,
      y: i.top,
      width: width - i.left - i.right,
      height: height - i.top - i.bottom,
    },
  };
}
