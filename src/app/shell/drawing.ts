// How the shell draws: on demand only. One render loop, texture baking that comes back after a
// lost GPU context, and Pixi's always-on ticker stopped.

import { type Container, Ticker } from 'pixi.js';
import { setButtonRepaint } from '../../ui/button';
import { RenderLoop } from '../../ui/render-loop';
import { measureTextAsDrawn } from '../../ui/text-canvases';
import { rendererBaker, type TextureBaker } from '../../ui/texture-baker';
import type { PixiHost } from '../boot/pixi-host';
import { rasterOffByAddress, sceneOnlyFrame } from './scene-only';

/** What the shell draws with: the loop, the baker, and a screen drawn once off screen. */
export interface Drawing {
  readonly loop: RenderLoop;
  readonly baker: TextureBaker;
  readonly drawOffscreen: (view: Container) => void;
}

export function startDrawing(app: PixiHost, contextBack: () => void): Drawing {
  // Before any text is measured: Pixi measures and draws on one kind of canvas.
  measureTextAsDrawn();
  const rasterOff = rasterOffByAddress(location.search);
  const loop = new RenderLoop(
    rasterOff ? sceneOnlyFrame(app) : () => app.renderer.render(app.stage),
  );
  // A screen drawn once off screen (the shell's warm-up): nothing, where nothing is rasterized.
  const drawOffscreen = rasterOff
    ? () => {}
    : (view: Container) => {
        app.renderer.render(view);
      };
  // A button's mouse hover asks this loop for its one frame.
  setButtonRepaint(() => loop.invalidate());
  // A lost GPU context takes baked textures with it: once it is back, lay out (and bake) again.
  const baker = rendererBaker(app.renderer, app.canvas, contextBack);
  // Pixi's system ticker re-runs hit tests every frame for hover effects; we need none, and an
  // always-on animation frame keeps a phone awake. Everything else renders on demand.
  Ticker.system.autoStart = false;
  Ticker.system.stop();
  return { loop, baker, drawOffscreen };
}
