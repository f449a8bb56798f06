// A burst of confetti over the screen after every win, once the board's own wave has run
// (`delayMs`). Drawn on demand for its 1.6 s and then gone (no frame after it ends); with reduced
// motion there is none (the board's and the result card's fades are the celebration then).

import { Container, Graphics } from 'pixi.js';
import type { RenderLoop } from './render-loop';
import { theme } from './theme';

const PIECES = 70;
const DURATION_MS = 1600;

interface Piece {
  g: Graphics;
  x: number;
  y: number;
  vx: number;
  vy: number;
  spin: number;
}

/** Drops confetti over `width` × `height` inside `layer`; returns when it is over. */
export function playConfetti(
  loop: RenderLoop,
  layer: Container,
  width: number,
  height: number,
  random: () => number = Math.random,
  delayMs = 0,
): Promise<void> {
  const burst = new Container({ label: 'confetti' });
  burst.eventMode = 'none';
  const colours = [theme.accent, theme.success, theme.conflict, theme.inkSoft];
  const pieces: Piece[] = [];
  for (let i = 0; i < PIECES; i++) {
    const g = new Graphics().rect(-4, -2.5, 8, 5).fill(colours[i % colours.length] as number);
    const x = random() * width;
    const y = -10 - random() * height * 0.3;
    g.position.set(x, y);
    g.rotation = random() * Math.PI;
    burst.addChild(g);
    pieces.push({
      g,
      x,
      y,
      vx: (random() - 0.5) * 60,
      vy: height * (0.45 + random() * 0.35),
      spin: (random() - 0.5) * 10,
    });
  }
  layer.addChild(burst);
  return new Promise((resolve) => {
    burst.visible = delayMs <= 0;
    loop.animate((now) => {
      const t = now - delayMs;
      if (t < 0) return true;
      burst.visible = true;
      const s = Math.min(t, DURATION_MS) / 1000;
      for (const p of pieces) {
        // Placed from the start time, not stepped, so a dropped frame does not slow the fall.
        p.g.x = p.x + p.vx * s + Math.sin(s * 6 + p.spin) * 8;
        p.g.y = p.y + p.vy * s + 120 * s * s;
        p.g.rotation = p.spin * s;
      }
      burst.alpha = t < DURATION_MS - 400 ? 1 : Math.max(0, (DURATION_MS - t) / 400);
      if (t < DURATION_MS) return true;
      burst.destroy({ children: true });
      resolve();
      return false;
    });
  });
}
