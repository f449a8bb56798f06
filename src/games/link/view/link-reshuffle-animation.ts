// After a reshuffle: each tile moves from a place of its kind on the old board to its place on
// the new one, shrinking a little on the way. With reduced motion, the tiles fade in instead.

import type { Container } from 'pixi.js';
import { ease } from '../../../ui/render-loop';
import { type AnimationContext, FADE_MS, type Mover } from './link-animation-context';
import { placeBody } from './link-tile-sprites';

const RESHUFFLE_MS = 400;

export function animateReshuffle(
  ctx: AnimationContext,
  tileLayer: Container,
  movers: readonly Mover[],
): void {
  const s = ctx.cell;
  if (ctx.reducedMotion) {
    ctx.runs.start(
      'reshuffle',
      FADE_MS,
      (t) => {
        tileLayer.alpha = 0.3 + 0.7 * (t / FADE_MS);
      },
      () => {
        tileLayer.alpha = 1;
      },
    );
    return;
  }
  for (const m of movers) placeBody(m.sprite, s, m.dx, m.dy);
  ctx.runs.start(
    'reshuffle',
    RESHUFFLE_MS,
    (t) => {
      const p = t / RESHUFFLE_MS;
      const left = 1 - ease.inOutSine(p);
      for (const m of movers) {
        m.sprite.scale = 1 - 0.14 * Math.sin(p * Math.PI);
        placeBody(m.sprite, s, m.dx * left, m.dy * left);
      }
    },
    () => {
      for (const m of movers) {
        m.sprite.scale = 1;
        placeBody(m.sprite, s, 0, 0);
      }
    },
  );
}
