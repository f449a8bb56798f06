// The Link board's win: two green waves run in from the ring; with reduced motion, a still green
// ring fades in and stays until the board changes. Waits `delay` ms for a running match.

import type { Graphics } from 'pixi.js';
import { ease } from '../../../ui/render-loop';
import { theme } from '../../../ui/theme';
import { FADE_MS } from './link-animation-context';
import type { AnimationRuns } from './link-animation-runs';

const WIN_MS = 900;

export function playWinWave(
  runs: AnimationRuns,
  g: Graphics,
  box: { width: number; height: number; cell: number; reducedMotion: boolean; delay: number },
): void {
  const { width: w, height: h, cell: s, delay } = box;
  if (box.reducedMotion) {
    // The end state is a still green ring, kept until the board changes.
    g.clear()
      .roundRect(s / 4, s / 4, w - s / 2, h - s / 2, s * 0.3)
      .stroke({ width: s * 0.2, color: theme.success });
    g.alpha = 0;
    runs.start(
      'win',
      FADE_MS,
      (t) => {
        g.alpha = t / FADE_MS;
      },
      () => {
        g.alpha = 1;
      },
      delay,
    );
    return;
  }
  const reach = Math.min(w, h) * 0.42;
  runs.start(
    'win',
    WIN_MS,
    (t) => {
      g.clear();
      for (let wave = 0; wave < 2; wave++) {
        const u = (t - wave * WIN_MS * 0.3) / (WIN_MS * 0.7);
        if (u <= 0 || u >= 1) continue;
        const inset = s / 4 + ease.outCubic(u) * reach;
        g.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, s * 0.3).stroke({
          width: s * (0.3 - 0.22 * u),
          color: theme.success,
          alpha: 1 - u,
        });
      }
    },
    () => {
      g.clear();
    },
    delay,
  );
}
