// Tile pictures: animals. Unit square -1..1, y down (see tile-sketch.ts). Each faces a different
// way or stands differently, so no two share a silhouette.

import type { Sketch } from '../tile-sketch';
import { TILE_INK } from '../tile-sketch';
import {
  BLUE,
  BROWN,
  GREY,
  LIME,
  NAVY,
  ORANGE,
  PINK,
  PURPLE,
  SKY,
  TAN,
  TEAL,
  WHITE,
  YELLOW,
} from './palette';

export function cat(s: Sketch): void {
  s.paint(GREY, (p) => p.poly([-0.96, 0.1, -0.86, -0.98, -0.2, -0.36]));
  s.paint(GREY, (p) => p.poly([0.96, 0.1, 0.86, -0.98, 0.2, -0.36]));
  s.fill(PINK, (p) => p.poly([-0.8, -0.1, -0.78, -0.74, -0.4, -0.36]));
  s.fill(PINK, (p) => p.poly([0.8, -0.1, 0.78, -0.74, 0.4, -0.36]));
  s.paint(GREY, (p) => p.ellipse(0, 0.3, 0.98, 0.62));
  s.fill(WHITE, (p) => p.ellipse(0, 0.56, 0.5, 0.34));
  s.fill(TILE_INK, (p) => p.ellipse(-0.36, 0.12, 0.09, 0.15).ellipse(0.36, 0.12, 0.09, 0.15));
  s.paint(PINK, (p) => p.poly([-0.14, 0.34, 0.14, 0.34, 0, 0.5]));
}

export function fish(s: Sketch): void {
  s.paint(ORANGE, (p) => p.poly([0.5, 0, 0.98, -0.52, 0.98, 0.52]));
  s.paint(ORANGE, (p) => p.poly([-0.25, -0.4, 0.12, -0.78, 0.32, -0.36]));
  s.paint(ORANGE, (p) => p.ellipse(-0.12, 0, 0.78, 0.52));
  s.paint(WHITE, (p) => p.ellipse(-0.38, 0, 0.11, 0.46));
  s.paint(WHITE, (p) => p.ellipse(0.2, 0, 0.1, 0.42));
  s.fill(TILE_INK, (p) => p.circle(-0.66, -0.1, 0.08));
}

export function bird(s: Sketch): void {
  s.paint(BLUE, (p) => p.poly([-0.4, 0.2, -0.98, -0.12, -0.85, 0.42]));
  s.mark(TILE_INK, 0.08, (p) =>
    p.moveTo(-0.12, 0.6).lineTo(-0.2, 0.95).moveTo(0.18, 0.6).lineTo(0.14, 0.95),
  );
  s.paint(YELLOW, (p) => p.poly([0.6, -0.62, 1.0, -0.46, 0.6, -0.26]));
  s.paint(BLUE, (p) => p.circle(0, 0.12, 0.6).circle(0.36, -0.42, 0.38));
  s.fill(WHITE, (p) => p.ellipse(0.12, 0.3, 0.46, 0.36, -20));
  s.fill(TILE_INK, (p) => p.circle(0.46, -0.5, 0.08));
}

export function turtle(s: Sketch): void {
  s.paint(LIME, (p) =>
    p
      .ellipse(-0.55, 0.5, 0.2, 0.3)
      .ellipse(0.45, 0.5, 0.2, 0.3)
      .circle(0.8, -0.2, 0.22)
      .rect(0.5, -0.1, 0.3, 0.26)
      .poly([-0.8, 0.16, -1.0, 0.4, -0.76, 0.36]),
  );
  s.fill(TILE_INK, (p) => p.circle(0.86, -0.24, 0.06));
  s.paint(LIME, (p) => p.rect(-0.92, 0.16, 1.66, 0.2, 0.1));
  s.paint(TEAL, (p) => p.moveTo(-0.86, 0.2).curveTo(-0.86, -0.85, 0.7, -0.85, 0.7, 0.2).close());
  s.mark(LIME, 0.07, (p) =>
    p.poly([-0.2, -0.42, 0.14, -0.42, 0.26, -0.12, 0.14, 0.14, -0.2, 0.14, -0.32, -0.12]),
  );
}

export function whale(s: Sketch): void {
  s.paint(SKY, (p) =>
    p
      .moveTo(-0.4, -0.28)
      .curveTo(-0.85, -0.55, -0.8, -0.98, -0.55, -0.8)
      .lineTo(-0.4, -0.6)
      .lineTo(-0.25, -0.8)
      .curveTo(0.0, -0.98, 0.05, -0.55, -0.4, -0.28)
      .close(),
  );
  s.paint(NAVY, (p) =>
    p
      .ellipse(-0.2, 0.3, 0.78, 0.52)
      .poly([0.42, 0.42, 0.72, 0.0, 0.56, -0.38, 0.98, -0.3, 0.86, 0.08, 0.56, 0.58]),
  );
  s.fill(WHITE, (p) => p.ellipse(-0.2, 0.56, 0.62, 0.2));
  s.fill(WHITE, (p) => p.circle(-0.58, 0.14, 0.09));
}

export function butterfly(s: Sketch): void {
  s.paint(PURPLE, (p) => p.poly([-0.08, 0.1, -0.7, 0.3, -0.6, 0.8, -0.2, 0.7]));
  s.paint(PURPLE, (p) => p.poly([0.08, 0.1, 0.7, 0.3, 0.6, 0.8, 0.2, 0.7]));
  s.paint(PINK, (p) => p.poly([-0.08, 0.06, -0.98, -0.7, -0.9, 0.1, -0.55, 0.3]));
  s.paint(PINK, (p) => p.poly([0.08, 0.06, 0.98, -0.7, 0.9, 0.1, 0.55, 0.3]));
  s.mark(TILE_INK, 0.06, (p) =>
    p.moveTo(-0.06, -0.6).lineTo(-0.3, -0.96).moveTo(0.06, -0.6).lineTo(0.3, -0.96),
  );
  s.fill(TILE_INK, (p) => p.ellipse(0, 0.05, 0.13, 0.72));
}

export function snail(s: Sketch): void {
  s.mark(TILE_INK, 0.07, (p) =>
    p.moveTo(-0.82, 0.15).lineTo(-0.94, -0.36).moveTo(-0.66, 0.15).lineTo(-0.56, -0.36),
  );
  s.fill(TILE_INK, (p) => p.circle(-0.94, -0.38, 0.08).circle(-0.56, -0.38, 0.08));
  s.paint(GREY, (p) => p.rect(-0.96, 0.5, 1.9, 0.38, 0.19).rect(-0.96, 0.05, 0.36, 0.8, 0.18));
  s.paint(BROWN, (p) => p.circle(0.22, 0.0, 0.64));
  s.mark(TAN, 0.09, (p) =>
    p
      .moveTo(0.22, 0.0)
      .arc(0.22, -0.08, 0.08, Math.PI / 2, Math.PI * 2)
      .arc(0.22, 0.0, 0.24, 0, Math.PI)
      .arc(0.22, -0.08, 0.4, Math.PI, Math.PI * 2),
  );
}
