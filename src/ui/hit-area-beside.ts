// A modal layer's backdrop that takes every tap except those on a few controls left live beside
// it (the results card leaves the top bar's Home and More in reach: never a dead control on show).
// A hit area is asked in the backdrop's own coordinates; the controls are compared in the stage's.

import { type Container, type IHitArea, Rectangle } from 'pixi.js';

/** The stage rectangle a control takes taps in: its hit area where set, else its bounds. */
function tapRect(part: Container): { x: number; y: number; width: number; height: number } {
  const area = part.hitArea;
  if (area instanceof Rectangle) {
    const a = part.toGlobal({ x: area.x, y: area.y });
    const b = part.toGlobal({ x: area.x + area.width, y: area.y + area.height });
    return {
      x: Math.min(a.x, b.x),
      y: Math.min(a.y, b.y),
      width: Math.abs(b.x - a.x),
      height: Math.abs(b.y - a.y),
    };
  }
  return part.getBounds();
}

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
        const r = tapRect(part);
        return at.x >= r.x && at.x < r.x + r.width && at.y >= r.y && at.y < r.y + r.height;
      });
    },
  };
}
