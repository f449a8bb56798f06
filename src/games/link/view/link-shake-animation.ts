// A wrong pair: both tiles give a short shake and a brief red outline. With reduced motion the
// outline stays still (no frames drawn while it waits), then fades.

import { Graphics, type GraphicsContext } from 'pixi.js';
import type { RenderLoop } from '../../../ui/render-loop';
import { type AnimationContext, FADE_MS } from './link-animation-context';
import { placeBody, type TileSprite } from './link-tile-sprites';

const SHAKE_MS = 300;
const ALERT_MS = 450;

export function animateShake(
  ctx: AnimationContext,
  loop: RenderLoop,
  sprites: readonly TileSprite[],
  alert: GraphicsContext,
): void {
  const s = ctx.cell;
  for (const sprite of sprites) {
    sprite.alert ??= sprite.body.addChild(new Graphics(alert));
    sprite.alert.visible = true;
    sprite.alert.alpha = 1;
  }
  const end = () => {
    for (const sprite of sprites) {
      if (sprite.root.destroyed) continue;
      if (sprite.alert) sprite.alert.visible = false;
      sprite.shakeX = 0;
      placeBody(sprite, s);
    }
  };
  const fadeAlert = (t: number) => {
    for (const sprite of sprites) if (sprite.alert) sprite.alert.alpha = 1 - t / FADE_MS;
  };
  if (ctx.reducedMotion) {
    loop.invalidate();
    ctx.runs.start('shake', FADE_MS, fadeAlert, end, ALERT_MS - FADE_MS);
    return;
  }
  const amplitude = s * 0.12;
  ctx.runs.start(
    'shake',
    ALERT_MS,
    (t) => {
      const p = Math.min(1, t / SHAKE_MS);
      for (const sprite of sprites) {
        sprite.shakeX = Math.sin(p * Math.PI * 6) * (1 - p) * amplitude;
        placeBody(sprite, s);
      }
      if (t > ALERT_MS - FADE_MS) fadeAlert(t - (ALERT_MS - FADE_MS));
    },
    end,
  );
}
