// The three tile pictures the lobby's Link card shows too. They live in their own module so the
// first screen, which draws them as SVG, loads only these and not every picture of the board.

import type { Sketch } from '../tile-sketch';
import { BLUE, BROWN, GREEN, PURPLE, RED, WHITE } from './palette';

export function apple(s: Sketch): void {
  s.line(BROWN, 0.14, (p) => p.moveTo(0, -0.42).lineTo(0.1, -0.92));
  s.paint(RED, (p) =>
    p
      .moveTo(0, -0.45)
      .curveTo(0.3, -0.75, 0.92, -0.62, 0.92, 0.02)
      .curveTo(0.92, 0.6, 0.5, 0.95, 0.2, 0.9)
      .curveTo(0.1, 0.88, -0.1, 0.88, -0.2, 0.9)
      .curveTo(-0.5, 0.95, -0.92, 0.6, -0.92, 0.02)
      .curveTo(-0.92, -0.62, -0.3, -0.75, 0, -0.45)
      .close(),
  );
  s.fill(WHITE, (p) => p.ellipse(-0.5, -0.15, 0.12, 0.22, 20));
  s.paint(GREEN, (p) => p.ellipse(0.46, -0.72, 0.48, 0.25, -25));
}

export function grapes(s: Sketch): void {
  s.paint(GREEN, (p) => p.ellipse(0.42, -0.66, 0.5, 0.27, -25));
  s.line(BROWN, 0.12, (p) => p.moveTo(0, -0.45).lineTo(-0.12, -0.92));
  const berries: readonly [number, number][] = [
    [-0.5, -0.42],
    [-0.06, -0.36],
    [-0.3, 0.0],
    [0.14, 0.04],
    [-0.1, 0.4],
    [0.3, 0.44],
    [0.1, 0.8],
  ];
  for (const [u, v] of berries) s.paint(PURPLE, (p) => p.circle(u, v, 0.24));
}

export function drop(s: Sketch): void {
  // Two straight sides from the tip, tangent to the round bottom.
  const tip = -0.98;
  const cy = 0.36;
  const radius = 0.6;
  const turn = Math.acos(radius / (cy - tip));
  s.paint(BLUE, (p) =>
    p
      .moveTo(0, tip)
      .lineTo(Math.cos(-Math.PI / 2 + turn) * radius, cy + Math.sin(-Math.PI / 2 + turn) * radius)
      .arc(0, cy, radius, -Math.PI / 2 + turn, (3 * Math.PI) / 2 - turn)
      .close(),
  );
  s.fill(WHITE, (p) => p.ellipse(-0.28, 0.36, 0.12, 0.24, 20));
}
