// Button icons drawn as vectors with Pixi Graphics: an icon font or an emoji renders differently
// on every platform (and some lack the glyph), while strokes look the same everywhere and stay
// sharp at any size. Each icon draws into a box of `s` px whose top-left corner is (0, 0), in one
// colour, with strokes about s/12 wide so they read at 20–28 px next to a short label.

import type { Graphics } from 'pixi.js';

export type IconName =
  | 'home'
  | 'undo'
  | 'redo'
  | 'notes'
  | 'autonotes'
  | 'hint'
  | 'pause'
  | 'play'
  | 'more'
  | 'share'
  | 'answer'
  | 'new'
  | 'rules'
  | 'close'
  | 'shuffle'
  | 'freeze'
  | 'bomb';

type Draw = (g: Graphics, s: number, color: number) => void;

const line = (s: number, color: number) => ({
  width: Math.max(1.5, s / 11),
  color,
  cap: 'round' as const,
  join: 'round' as const,
});

/** A curved arrow over the top, its head pointing down at the `left` end (undo) or the right. */
function turnArrow(g: Graphics, s: number, color: number, left: boolean): void {
  const cx = s / 2;
  const cy = s * 0.52;
  const r = s * 0.3;
  // Angles run clockwise from "right" (y points down): undo sweeps back over the top from the
  // lower right to the left; redo is its mirror image.
  if (left) g.arc(cx, cy, r, Math.PI * 0.3, -Math.PI, true);
  else g.arc(cx, cy, r, Math.PI * 0.7, Math.PI * 2, false);
  g.stroke(line(s, color));
  const hx = left ? cx - r : cx + r;
  g.moveTo(hx - s * 0.15, cy - s * 0.02)
    .lineTo(hx, cy + s * 0.16)
    .lineTo(hx + s * 0.15, cy - s * 0.02)
    .stroke(line(s, color));
}

const DRAW: Record<IconName, Draw> = {
  home: (g, s, c) => {
    // A house: roof, walls and a door.
    g.moveTo(s * 0.12, s * 0.5)
      .lineTo(s * 0.5, s * 0.16)
      .lineTo(s * 0.88, s * 0.5)
      .stroke(line(s, c));
    g.moveTo(s * 0.24, s * 0.42)
      .lineTo(s * 0.24, s * 0.86)
      .lineTo(s * 0.76, s * 0.86)
      .lineTo(s * 0.76, s * 0.42)
      .stroke(line(s, c));
    g.moveTo(s * 0.43, s * 0.86)
      .lineTo(s * 0.43, s * 0.64)
      .lineTo(s * 0.57, s * 0.64)
      .lineTo(s * 0.57, s * 0.86)
      .stroke(line(s, c));
  },
  undo: (g, s, c) => turnArrow(g, s, c, true),
  redo: (g, s, c) => turnArrow(g, s, c, false),
  notes: (g, s, c) => {
    // A pencil in outline, point down-left: a body, its sharpened end and the lead.
    const ax = Math.SQRT1_2;
    const along = (t: number, side: number): [number, number] => [
      s * (0.14 + t * ax + side * ax),
      s * (0.86 - t * ax + side * ax),
    ];
    const hw = 0.1;
    const tip = along(0, 0);
    const wood = 0.24;
    const end = 0.92;
    g.poly([
      ...tip,
      ...along(wood, hw),
      ...along(end, hw),
      ...along(end, -hw),
      ...along(wood, -hw),
    ]).stroke(line(s, c));
    g.moveTo(...along(wood, hw))
      .lineTo(...along(wood, -hw))
      .moveTo(...along(end - 0.16, hw))
      .lineTo(...along(end - 0.16, -hw))
      .stroke(line(s, c));
    g.circle(tip[0] + s * 0.04, tip[1] - s * 0.04, s * 0.05).fill(c);
  },
  autonotes: (g, s, c) => {
    // A cell of pencil marks: a 3×3 of small dots in a square, and a spark.
    g.roundRect(s * 0.1, s * 0.22, s * 0.64, s * 0.64, s * 0.08).stroke(line(s, c));
    for (let r = 0; r < 3; r++)
      for (let k = 0; k < 3; k++) g.circle(s * (0.24 + k * 0.18), s * (0.36 + r * 0.18), s * 0.045);
    g.fill(c);
    g.moveTo(s * 0.84, s * 0.06)
      .lineTo(s * 0.84, s * 0.3)
      .moveTo(s * 0.72, s * 0.18)
      .lineTo(s * 0.96, s * 0.18)
      .stroke(line(s, c));
  },
  hint: (g, s, c) => {
    // A light bulb.
    g.circle(s * 0.5, s * 0.4, s * 0.26).stroke(line(s, c));
    g.moveTo(s * 0.38, s * 0.76)
      .lineTo(s * 0.62, s * 0.76)
      .moveTo(s * 0.42, s * 0.9)
      .lineTo(s * 0.58, s * 0.9)
      .stroke(line(s, c));
  },
  pause: (g, s, c) => {
    g.roundRect(s * 0.26, s * 0.2, s * 0.16, s * 0.6, s * 0.04).fill(c);
    g.roundRect(s * 0.58, s * 0.2, s * 0.16, s * 0.6, s * 0.04).fill(c);
  },
  play: (g, s, c) => {
    g.poly([s * 0.3, s * 0.18, s * 0.8, s * 0.5, s * 0.3, s * 0.82]).fill(c);
  },
  more: (g, s, c) => {
    for (const x of [0.22, 0.5, 0.78]) g.circle(s * x, s * 0.5, s * 0.08);
    g.fill(c);
  },
  share: (g, s, c) => {
    // A box with an arrow leaving it upwards.
    g.moveTo(s * 0.3, s * 0.42)
      .lineTo(s * 0.2, s * 0.42)
      .lineTo(s * 0.2, s * 0.88)
      .lineTo(s * 0.8, s * 0.88)
      .lineTo(s * 0.8, s * 0.42)
      .lineTo(s * 0.7, s * 0.42)
      .stroke(line(s, c));
    g.moveTo(s * 0.5, s * 0.62)
      .lineTo(s * 0.5, s * 0.1)
      .moveTo(s * 0.34, s * 0.26)
      .lineTo(s * 0.5, s * 0.1)
      .lineTo(s * 0.66, s * 0.26)
      .stroke(line(s, c));
  },
  answer: (g, s, c) => {
    // An eye: the answer shown.
    g.moveTo(s * 0.08, s * 0.5)
      .quadraticCurveTo(s * 0.5, s * 0.04, s * 0.92, s * 0.5)
      .quadraticCurveTo(s * 0.5, s * 0.96, s * 0.08, s * 0.5)
      .stroke(line(s, c));
    g.circle(s * 0.5, s * 0.5, s * 0.13).fill(c);
  },
  new: (g, s, c) => {
    g.moveTo(s * 0.5, s * 0.16)
      .lineTo(s * 0.5, s * 0.84)
      .moveTo(s * 0.16, s * 0.5)
      .lineTo(s * 0.84, s * 0.5)
      .stroke(line(s, c));
  },
  rules: (g, s, c) => {
    // A question mark in a ring, drawn (a "?" glyph differs per font).
    g.circle(s * 0.5, s * 0.5, s * 0.4).stroke(line(s, c));
    // The hook: from its left end over the top and down to the stem (a path of its own).
    const r = s * 0.13;
    const from = Math.PI * 1.05;
    g.moveTo(s * 0.5 + r * Math.cos(from), s * 0.4 + r * Math.sin(from))
      .arc(s * 0.5, s * 0.4, r, from, Math.PI * 2.45)
      .lineTo(s * 0.5, s * 0.6)
      .stroke(line(s, c));
    g.circle(s * 0.5, s * 0.74, s * 0.05).fill(c);
  },
  shuffle: (g, s, c) => {
    // Two paths that cross, each ending in an arrowhead: the usual sign for a reshuffle.
    g.moveTo(s * 0.1, s * 0.3)
      .lineTo(s * 0.3, s * 0.3)
      .lineTo(s * 0.6, s * 0.7)
      .lineTo(s * 0.88, s * 0.7)
      .moveTo(s * 0.1, s * 0.7)
      .lineTo(s * 0.3, s * 0.7)
      .lineTo(s * 0.6, s * 0.3)
      .lineTo(s * 0.88, s * 0.3)
      .stroke(line(s, c));
    for (const y of [0.3, 0.7])
      g.moveTo(s * 0.76, s * (y - 0.12))
        .lineTo(s * 0.88, s * y)
        .lineTo(s * 0.76, s * (y + 0.12))
        .stroke(line(s, c));
  },
  freeze: (g, s, c) => {
    // A snowflake: three strokes crossing, each end forked.
    for (let i = 0; i < 3; i++) {
      const a = (Math.PI / 3) * i + Math.PI / 2;
      const dx = Math.cos(a) * s * 0.38;
      const dy = Math.sin(a) * s * 0.38;
      g.moveTo(s / 2 - dx, s / 2 - dy).lineTo(s / 2 + dx, s / 2 + dy);
      for (const end of [1, -1]) {
        const ex = s / 2 + end * dx * 0.7;
        const ey = s / 2 + end * dy * 0.7;
        for (const turn of [0.6, -0.6]) {
          const b = a + (end === 1 ? Math.PI : 0) + turn;
          g.moveTo(ex, ey).lineTo(ex + Math.cos(b) * s * 0.13, ey + Math.sin(b) * s * 0.13);
        }
      }
    }
    g.stroke(line(s, c));
  },
  bomb: (g, s, c) => {
    // A round bomb with its fuse and a spark.
    g.circle(s * 0.44, s * 0.6, s * 0.3).fill(c);
    g.moveTo(s * 0.62, s * 0.36)
      .quadraticCurveTo(s * 0.7, s * 0.18, s * 0.84, s * 0.2)
      .stroke(line(s, c));
    g.circle(s * 0.88, s * 0.14, s * 0.06).fill(c);
  },
  close: (g, s, c) => {
    g.moveTo(s * 0.22, s * 0.22)
      .lineTo(s * 0.78, s * 0.78)
      .moveTo(s * 0.78, s * 0.22)
      .lineTo(s * 0.22, s * 0.78)
      .stroke(line(s, c));
  },
};

/** Clears `g` and draws icon `name` in a box of `size` px at (0, 0). */
export function drawIcon(g: Graphics, name: IconName, size: number, color: number): void {
  g.clear();
  DRAW[name](g, size, color);
}
