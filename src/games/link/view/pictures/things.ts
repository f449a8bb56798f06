// Tile pictures: weather, sky and everyday things. Unit square -1..1, y down (see
// tile-sketch.ts).

import type { Sketch } from '../tile-sketch';
import { TILE_INK } from '../tile-sketch';
import {
  BLUE,
  BROWN,
  GREY,
  MAGENTA,
  NAVY,
  ORANGE,
  PINK,
  RED,
  SKY,
  TAN,
  TEAL,
  WHITE,
  YELLOW,
} from './palette';

export function heart(s: Sketch): void {
  s.paint(PINK, (p) =>
    p
      .moveTo(0, 0.92)
      .curveTo(-0.5, 0.48, -1, 0.16, -1, -0.36)
      .curveTo(-1, -0.7, -0.72, -0.92, -0.46, -0.92)
      .curveTo(-0.26, -0.92, -0.08, -0.8, 0, -0.62)
      .curveTo(0.08, -0.8, 0.26, -0.92, 0.46, -0.92)
      .curveTo(0.72, -0.92, 1, -0.7, 1, -0.36)
      .curveTo(1, 0.16, 0.5, 0.48, 0, 0.92)
      .close(),
  );
  s.fill(WHITE, (p) => p.ellipse(-0.55, -0.42, 0.12, 0.2, 35));
}

export function star(s: Sketch): void {
  s.paint(ORANGE, (p) => p.star(0, 0.08, 1.02, 0.46));
  s.fill(YELLOW, (p) => p.star(0, 0.1, 0.62, 0.3));
}

export function moon(s: Sketch): void {
  // A disc minus a disc shifted right: the outer arc runs round the left, the inner one back.
  const cx = -0.12;
  const outer = 0.9;
  const inner = 0.74;
  const shift = 0.46;
  const crossX = (shift * shift + outer * outer - inner * inner) / (2 * shift);
  const crossY = Math.sqrt(outer * outer - crossX * crossX);
  const outerAngle = Math.atan2(crossY, crossX);
  const innerAngle = Math.atan2(crossY, crossX - shift);
  s.paint(GREY, (p) =>
    p
      .moveTo(cx + crossX, -crossY)
      .arc(cx, 0, outer, -outerAngle, outerAngle, true)
      .arc(cx + shift, 0, inner, innerAngle, -innerAngle + 2 * Math.PI)
      .close(),
  );
  s.paint(YELLOW, (p) => p.star(0.52, -0.12, 0.5, 0.23));
}

export function bolt(s: Sketch): void {
  s.paint(ORANGE, (p) =>
    p.poly([-0.06, -0.98, 0.6, -0.98, 0.16, -0.2, 0.66, -0.2, -0.38, 0.98, -0.08, 0.1, -0.62, 0.1]),
  );
}

export function bell(s: Sketch): void {
  s.paint(BROWN, (p) => p.circle(0, 0.76, 0.18));
  s.paint(YELLOW, (p) =>
    p
      .moveTo(-0.74, 0.6)
      .curveTo(-0.5, 0.4, -0.62, -0.68, 0, -0.7)
      .curveTo(0.62, -0.68, 0.5, 0.4, 0.74, 0.6)
      .lineTo(0.86, 0.72)
      .lineTo(-0.86, 0.72)
      .close(),
  );
  s.paint(RED, (p) => p.poly([0, -0.72, -0.6, -1.0, -0.6, -0.42]));
  s.paint(RED, (p) => p.poly([0, -0.72, 0.6, -1.0, 0.6, -0.42]));
  s.paint(RED, (p) => p.circle(0, -0.72, 0.16));
}

export function cloud(s: Sketch): void {
  s.paint(WHITE, (p) =>
    p
      .circle(-0.56, 0.2, 0.36)
      .circle(-0.16, -0.18, 0.42)
      .circle(0.34, -0.3, 0.4)
      .circle(0.62, 0.2, 0.34)
      .rect(-0.88, 0.0, 1.76, 0.56, 0.28),
  );
}

export function house(s: Sketch): void {
  s.paint(BROWN, (p) => p.rect(0.36, -0.9, 0.24, 0.5));
  s.paint(TAN, (p) => p.rect(-0.62, -0.2, 1.24, 1.12));
  s.paint(BROWN, (p) => p.rect(-0.4, 0.3, 0.34, 0.62));
  s.paint(SKY, (p) => p.rect(0.14, 0.12, 0.3, 0.3));
  s.paint(BLUE, (p) => p.poly([-1.0, 0.04, 0, -0.82, 1.0, 0.04]));
}

export function umbrella(s: Sketch): void {
  s.line(BROWN, 0.12, (p) => p.moveTo(0, -0.1).lineTo(0, 0.7).arc(-0.19, 0.7, 0.19, 0, Math.PI));
  s.line(MAGENTA, 0.1, (p) => p.moveTo(0, -0.7).lineTo(0, -0.96));
  s.paint(MAGENTA, (p) =>
    p
      .moveTo(-0.98, 0.05)
      .curveTo(-0.98, -1.0, 0.98, -1.0, 0.98, 0.05)
      .curveTo(0.82, -0.12, 0.5, -0.12, 0.33, 0.05)
      .curveTo(0.2, -0.12, -0.2, -0.12, -0.33, 0.05)
      .curveTo(-0.5, -0.12, -0.82, -0.12, -0.98, 0.05)
      .close(),
  );
}

export function key(s: Sketch): void {
  s.paint(TAN, (p) => p.rect(0.5, 0.02, 0.16, 0.4).rect(0.76, 0.02, 0.16, 0.3));
  s.paint(TAN, (p) => p.rect(-0.2, -0.13, 1.12, 0.26, 0.06));
  s.paint(TAN, (p) => p.circle(-0.5, 0, 0.44));
  s.paint(WHITE, (p) => p.circle(-0.56, 0, 0.16));
}

export function gem(s: Sketch): void {
  s.paint(SKY, (p) => p.poly([-0.82, -0.36, -0.44, -0.86, 0.44, -0.86, 0.82, -0.36, 0, 0.96]));
  s.fill(WHITE, (p) =>
    p.poly([
      -0.44, -0.86, 0.44, -0.86, 0.82, -0.36, 0.26, -0.36, 0, 0.96, -0.26, -0.36, -0.82, -0.36,
    ]),
  );
  s.mark(TILE_INK, 0.06, (p) =>
    p
      .moveTo(-0.82, -0.36)
      .lineTo(0.82, -0.36)
      .moveTo(-0.26, -0.36)
      .lineTo(0, 0.96)
      .lineTo(0.26, -0.36)
      .moveTo(-0.44, -0.86)
      .lineTo(-0.26, -0.36)
      .moveTo(0.44, -0.86)
      .lineTo(0.26, -0.36),
  );
}

export function snowflake(s: Sketch): void {
  s.line(SKY, 0.17, (p) => {
    for (let i = 0; i < 3; i++) {
      const a = Math.PI / 2 + (i * Math.PI) / 3;
      const [dx, dy] = [Math.cos(a), Math.sin(a)];
      p.moveTo(-dx * 0.94, -dy * 0.94).lineTo(dx * 0.94, dy * 0.94);
    }
    for (let i = 0; i < 6; i++) {
      const a = Math.PI / 2 + (i * Math.PI) / 3;
      const [mx, my] = [Math.cos(a) * 0.56, Math.sin(a) * 0.56];
      for (const side of [-1, 1]) {
        const b = a + side * 0.7;
        p.moveTo(mx, my).lineTo(mx + Math.cos(b) * 0.3, my + Math.sin(b) * 0.3);
      }
    }
  });
}

export function sailboat(s: Sketch): void {
  s.line(TILE_INK, 0.06, (p) => p.moveTo(0, -0.96).lineTo(0, 0.5));
  s.paint(WHITE, (p) => p.poly([0.1, -0.96, 0.1, 0.34, 0.84, 0.34]));
  s.paint(WHITE, (p) => p.poly([-0.1, -0.7, -0.1, 0.34, -0.72, 0.34]));
  s.paint(BROWN, (p) => p.poly([-0.96, 0.46, 0.96, 0.46, 0.62, 0.92, -0.62, 0.92]));
}

export function anchor(s: Sketch): void {
  s.line(NAVY, 0.17, (p) =>
    p
      .circle(0, -0.7, 0.2)
      .moveTo(0, -0.5)
      .lineTo(0, 0.86)
      .moveTo(-0.45, -0.28)
      .lineTo(0.45, -0.28)
      .moveTo(-0.76, 0.22)
      .curveTo(-0.7, 0.75, -0.3, 0.9, 0, 0.9)
      .curveTo(0.3, 0.9, 0.7, 0.75, 0.76, 0.22),
  );
  s.paint(NAVY, (p) => p.poly([-0.94, 0.36, -0.76, 0.06, -0.56, 0.34]));
  s.paint(NAVY, (p) => p.poly([0.94, 0.36, 0.76, 0.06, 0.56, 0.34]));
}

export function mug(s: Sketch): void {
  s.mark(GREY, 0.09, (p) =>
    p
      .moveTo(-0.38, -0.56)
      .curveTo(-0.52, -0.7, -0.24, -0.8, -0.38, -0.98)
      .moveTo(0.0, -0.56)
      .curveTo(-0.14, -0.7, 0.14, -0.8, 0.0, -0.98),
  );
  s.line(TEAL, 0.18, (p) => p.moveTo(0.4, -0.22).arc(0.4, 0.12, 0.34, -Math.PI / 2, Math.PI / 2));
  s.paint(TEAL, (p) => p.rect(-0.82, -0.42, 1.22, 1.3, 0.16));
}

export function rocket(s: Sketch): void {
  s.paint(ORANGE, (p) => p.poly([-0.2, 0.6, 0.2, 0.6, 0, 0.98]));
  s.paint(RED, (p) => p.poly([-0.3, 0.02, -0.9, 0.82, -0.26, 0.62]));
  s.paint(RED, (p) => p.poly([0.3, 0.02, 0.9, 0.82, 0.26, 0.62]));
  s.paint(GREY, (p) =>
    p
      .moveTo(0, -0.98)
      .curveTo(0.48, -0.6, 0.4, 0.2, 0.3, 0.66)
      .lineTo(-0.3, 0.66)
      .curveTo(-0.4, 0.2, -0.48, -0.6, 0, -0.98)
      .close(),
  );
  s.paint(RED, (p) =>
    p
      .moveTo(0, -0.98)
      .curveTo(0.22, -0.8, 0.32, -0.64, 0.36, -0.5)
      .lineTo(-0.36, -0.5)
      .curveTo(-0.32, -0.64, -0.22, -0.8, 0, -0.98)
      .close(),
  );
  s.paint(SKY, (p) => p.circle(0, -0.1, 0.18));
}
