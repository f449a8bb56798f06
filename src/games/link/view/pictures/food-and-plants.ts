// Tile pictures: fruit, vegetables and plants. Unit square -1..1, y down (see tile-sketch.ts).
// Each is drawn back to front; silhouettes were chosen to differ from every other picture's.

import type { Sketch } from '../tile-sketch';
import { TILE_INK } from '../tile-sketch';
import {
  BROWN,
  FOREST,
  GREEN,
  LIME,
  ORANGE,
  PINK,
  RED,
  TAN,
  TERRACOTTA,
  WHITE,
  YELLOW,
} from './palette';

export function banana(s: Sketch): void {
  s.paint(YELLOW, (p) =>
    p
      .moveTo(-0.92, -0.5)
      .curveTo(-0.95, 0.6, 0.45, 0.98, 0.94, 0.0)
      .curveTo(0.45, 0.2, -0.45, 0.1, -0.58, -0.58)
      .close(),
  );
  s.mark(BROWN, 0.07, (p) => p.moveTo(-0.64, 0.0).curveTo(-0.34, 0.44, 0.3, 0.52, 0.72, 0.2));
  s.line(BROWN, 0.2, (p) => p.moveTo(0.88, 0.02).lineTo(0.98, -0.3));
  s.paint(BROWN, (p) => p.circle(-0.77, -0.56, 0.14));
}

export function carrot(s: Sketch): void {
  for (const [u, v, turn] of [
    [0.3, -0.78, -100],
    [0.6, -0.68, -55],
    [0.8, -0.36, -15],
  ] as const) {
    s.paint(GREEN, (p) => p.ellipse(u, v, 0.3, 0.13, turn));
  }
  s.paint(ORANGE, (p) =>
    p
      .moveTo(0.1, -0.5)
      .lineTo(-0.9, 0.92)
      .lineTo(0.62, -0.06)
      .curveTo(0.78, -0.32, 0.4, -0.7, 0.1, -0.5)
      .close(),
  );
  for (const [u, v] of [
    [-0.05, -0.12],
    [-0.3, 0.25],
    [-0.55, 0.6],
  ] as const) {
    s.mark(TILE_INK, 0.06, (p) => p.moveTo(u, v).lineTo(u + 0.2, v + 0.08));
  }
}

export function pear(s: Sketch): void {
  s.line(BROWN, 0.14, (p) => p.moveTo(0, -0.5).lineTo(0.12, -0.95));
  s.paint(GREEN, (p) => p.ellipse(-0.4, -0.72, 0.42, 0.22, 25));
  s.paint(LIME, (p) =>
    p
      .moveTo(0, -0.64)
      .curveTo(0.3, -0.64, 0.32, -0.2, 0.45, 0.05)
      .curveTo(0.85, 0.35, 0.72, 0.95, 0, 0.94)
      .curveTo(-0.72, 0.95, -0.85, 0.35, -0.45, 0.05)
      .curveTo(-0.32, -0.2, -0.3, -0.64, 0, -0.64)
      .close(),
  );
}

export function mushroom(s: Sketch): void {
  s.paint(WHITE, (p) => p.rect(-0.3, -0.1, 0.6, 1.02, 0.16));
  s.paint(RED, (p) =>
    p
      .moveTo(-0.96, 0.16)
      .curveTo(-0.96, -1.1, 0.96, -1.1, 0.96, 0.16)
      .curveTo(0.4, 0.0, -0.4, 0.0, -0.96, 0.16)
      .close(),
  );
  s.fill(WHITE, (p) =>
    p.circle(-0.45, -0.22, 0.15).circle(0.1, -0.55, 0.17).circle(0.52, -0.12, 0.13),
  );
}

export function leaf(s: Sketch): void {
  s.line(FOREST, 0.12, (p) => p.moveTo(-0.7, 0.7).lineTo(-0.95, 0.95));
  s.paint(GREEN, (p) =>
    p
      .moveTo(-0.72, 0.72)
      .curveTo(-0.95, -0.25, -0.1, -0.92, 0.92, -0.92)
      .curveTo(0.9, 0.1, 0.25, 0.95, -0.72, 0.72)
      .close(),
  );
  s.mark(FOREST, 0.1, (p) =>
    p
      .moveTo(-0.72, 0.72)
      .lineTo(0.6, -0.6)
      .moveTo(-0.25, 0.25)
      .lineTo(-0.45, -0.15)
      .moveTo(-0.25, 0.25)
      .lineTo(0.15, 0.45)
      .moveTo(0.15, -0.15)
      .lineTo(0.0, -0.55)
      .moveTo(0.15, -0.15)
      .lineTo(0.55, 0.0),
  );
}

export function tree(s: Sketch): void {
  s.paint(BROWN, (p) => p.rect(-0.18, 0.5, 0.36, 0.48));
  s.paint(FOREST, (p) => p.poly([-0.2, -0.2, 0.2, -0.2, 0.98, 0.6, -0.98, 0.6]));
  s.paint(FOREST, (p) => p.poly([-0.14, -0.62, 0.14, -0.62, 0.76, 0.06, -0.76, 0.06]));
  s.paint(FOREST, (p) => p.poly([0, -0.98, 0.52, -0.44, -0.52, -0.44]));
}

export function corn(s: Sketch): void {
  s.paint(YELLOW, (p) => p.ellipse(0.12, -0.2, 0.34, 0.8, 22));
  s.mark(ORANGE, 0.06, (p) =>
    p
      .moveTo(-0.2, -0.5)
      .lineTo(0.3, -0.4)
      .moveTo(-0.26, -0.15)
      .lineTo(0.3, -0.04)
      .moveTo(-0.2, 0.2)
      .lineTo(0.22, 0.28)
      .moveTo(0.02, -0.86)
      .lineTo(-0.08, 0.4),
  );
  s.paint(GREEN, (p) =>
    p
      .moveTo(0.0, 0.96)
      .curveTo(-0.7, 0.6, -0.75, 0.0, -0.5, -0.5)
      .curveTo(-0.3, 0.1, -0.1, 0.5, 0.0, 0.96)
      .close(),
  );
  s.paint(GREEN, (p) =>
    p
      .moveTo(0.0, 0.96)
      .curveTo(0.75, 0.7, 0.9, 0.1, 0.72, -0.3)
      .curveTo(0.5, 0.2, 0.25, 0.5, 0.0, 0.96)
      .close(),
  );
}

export function cactus(s: Sketch): void {
  s.paint(GREEN, (p) =>
    p
      .rect(-0.22, -0.92, 0.44, 1.5, 0.22)
      .rect(-0.7, -0.5, 0.24, 0.6, 0.12)
      .rect(-0.62, -0.04, 0.5, 0.22, 0.1)
      .rect(0.46, -0.68, 0.24, 0.56, 0.12)
      .rect(0.12, -0.3, 0.5, 0.22, 0.1),
  );
  s.paint(TERRACOTTA, (p) =>
    p.poly([-0.52, 0.44, 0.52, 0.44, 0.42, 0.96, -0.42, 0.96]).rect(-0.62, 0.36, 1.24, 0.22, 0.06),
  );
}

export function flower(s: Sketch): void {
  for (let i = 0; i < 5; i++) {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    s.paint(PINK, (p) => p.circle(Math.cos(angle) * 0.62, Math.sin(angle) * 0.62, 0.34));
  }
  s.paint(YELLOW, (p) => p.circle(0, 0, 0.43));
}

export function iceCream(s: Sketch): void {
  s.paint(TAN, (p) => p.poly([-0.44, -0.2, 0.44, -0.2, 0, 0.98]));
  s.mark(BROWN, 0.06, (p) =>
    p.moveTo(-0.3, -0.1).lineTo(0.2, 0.55).moveTo(0.3, -0.1).lineTo(-0.2, 0.55),
  );
  s.paint(PINK, (p) =>
    p
      .circle(0, -0.42, 0.54)
      .circle(-0.4, -0.1, 0.16)
      .circle(0.1, -0.02, 0.16)
      .circle(0.42, -0.12, 0.14),
  );
}

export function guitar(s: Sketch): void {
  // Along the diagonal: body at the lower left, head at the upper right.
  const along = (t: number, side: number): [number, number] => [
    (t + side) * Math.SQRT1_2,
    (side - t) * Math.SQRT1_2,
  ];
  const band = (from: number, to: number, half: number): number[] => [
    ...along(from, -half),
    ...along(to, -half),
    ...along(to, half),
    ...along(from, half),
  ];
  s.paint(BROWN, (p) => p.poly(band(0.9, 1.3, 0.16)));
  s.paint(TAN, (p) => p.poly(band(0, 1.0, 0.1)));
  s.paint(BROWN, (p) => p.circle(-0.42, 0.42, 0.52).circle(0.02, -0.02, 0.38));
  s.fill(TILE_INK, (p) => p.circle(-0.2, 0.2, 0.14));
  s.paint(TAN, (p) => p.poly(band(-0.95, -0.75, 0.26)));
  s.mark(TAN, 0.04, (p) => p.moveTo(...along(-0.85, 0)).lineTo(...along(1.0, 0)));
}
