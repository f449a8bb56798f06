// A matched pair: the path is drawn along its segments, both tiles (as ghosts) vanish, then the
// tiles gravity moved slide home. With reduced motion, path and ghosts just fade.

import type { Container, Graphics } from 'pixi.js';
import { ease } from '../../../ui/render-loop';
import { theme } from '../../../ui/theme';
import { type AnimationContext, FADE_MS, type Mover } from './link-animation-context';
import { drawPath } from './link-board-art';
import type { Point } from './link-board-geometry';
import { placeBody } from './link-tile-sprites';

/** Animation lengths in ms, one after another. */
const MATCH_PATH_MS = 250;
const MATCH_VANISH_MS = 200;
const MATCH_SLIDE_MS = 180;

/** Starts the match; returns its total duration in ms. */
export function animateMatch(
  ctx: AnimationContext,
  path: readonly Point[],
  pathLayer: Graphics,
  ghosts: readonly Container[],
  movers: readonly Mover[],
): number {
  const s = ctx.cell;
  const end = () => {
    for (const ghost of ghosts) ghost.destroy();
    pathLayer.clear();
    pathLayer.alpha = 1;
    for (const { sprite } of movers) placeBody(sprite, s, 0, 0);
  };
  if (ctx.reducedMotion) {
    drawPath(pathLayer, path, 1, theme.accent, s);
    ctx.runs.start(
      'match',
      FADE_MS,
      (t) => {
        const alpha = 1 - t / FADE_MS;
        for (const ghost of ghosts) ghost.alpha = alpha;
        pathLayer.alpha = alpha;
      },
      end,
    );
    return FADE_MS;
  }
  for (const m of movers) placeBody(m.sprite, s, m.dx, m.dy);
  const vanishAt = MATCH_PATH_MS;
  const slideAt = vanishAt + MATCH_VANISH_MS;
  const total = movers.length > 0 ? slideAt + MATCH_SLIDE_MS : slideAt;
  ctx.runs.start(
    'match',
    total,
    (t) => {
      if (t < vanishAt) {
        drawPath(pathLayer, path, t / MATCH_PATH_MS, theme.accent, s);
        return;
      }
      const q = Math.min(1, (t - vanishAt) / MATCH_VANISH_MS);
      if (q < 1) {
        drawPath(pathLayer, path, 1, theme.accent, s);
        pathLayer.alpha = 1 - q;
      } else {
        pathLayer.clear();
      }
      for (const ghost of ghosts) {
        ghost.alpha = 1 - q;
        ghost.scale.set(1 + 0.12 * Math.sin(q * Math.PI) - 0.5 * q);
      }
      if (t < slideAt) return;
      const left = 1 - ease.outCubic(Math.min(1, (t - slideAt) / MATCH_SLIDE_MS));
      for (const m of movers) placeBody(m.sprite, s, m.dx * left, m.dy * left);
    },
    end,
  );
  return total;
}
