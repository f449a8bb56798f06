// A modal layer's backdrop that takes every tap except those on a few controls left live beside
// it (the results card leaves the top bar's Home and More in reach: never a dead control on show).
// A hit area is asked in the backdrop's own coordinates; the controls are compared in the stage's.

import type { Container, IHitArea } from 'pixi.js';
import { tappableArea } from './tappable-area';

/** True for a control on show that takes taps (visible all the way up, interactive). */
function live(part: Container): boolean {
  if (part.eventMode !== 'static') return false;
  for (let n: Container | null = part; n; n = n.parent) if (!n.visible) return false;
  return part.parent !== null;
}

/** A hit area over the whole of `backdrop`'s world but the live controls of `openings()`. */
export function hitAreaBeside(backdrop: Container, openings: () => readonly Container[]): IHitArea {
  return {
    contains: (x: number, y: number): boolean => {
      const at = backdrop.toGlobal({ x, y });
      return !openings().some((part) => {
        if (!live(part)) return false;
        const r = tappableArea(part);
        return at.x >= r.x && at.x < r.x + r.width && at.y >= r.y && at.y < r.y + r.height;
      });
    },
  };
}
