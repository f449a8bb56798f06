// journey: the points a match scored rise from between its two tiles and fade, as arcade Link
// games show them, so the score is seen where it was earned. Decoration only: a new move ends
// it at once. With reduced motion the number shows in place and fades.

import type { Container } from 'pixi.js';
import { makeText } from '../../../ui/text';
import { theme } from '../../../ui/theme';
import type { AnimationContext } from './link-animation-context';
import { FADE_MS } from './link-animation-context';

const RISE_MS = 800;

export function animatePoints(
  ctx: AnimationContext,
  layer: Container,
  at: { x: number; y: number },
  text: string,
): void {
  const label = makeText(text, Math.max(14, Math.round(ctx.cell * 0.42)), {
    weight: '800',
    color: theme.accent,
  });
  label.anchor.set(0.5);
  label.position.set(at.x, at.y);
  label.label = 'points';
  layer.addChild(label);
  const rise = ctx.reducedMotion ? 0 : ctx.cell * 0.9;
  const duration = ctx.reducedMotion ? FADE_MS * 4 : RISE_MS;
  ctx.runs.start(
    'points',
    duration,
    (t) => {
      const p = t / duration;
      label.y = at.y - rise * (1 - (1 - p) * (1 - p));
      label.alpha = p < 0.6 ? 1 : 1 - (p - 0.6) / 0.4;
    },
    () => label.destroy(),
  );
}
