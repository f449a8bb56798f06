// What the shell draws with: a renderer, the stage it renders and the canvas (src/app/stage.ts
// makes them from Pixi's parts; there is no Pixi Application).

import type { Container, Rectangle, Renderer } from 'pixi.js';

export interface PixiHost {
  readonly renderer: Renderer;
  readonly stage: Container;
  readonly canvas: HTMLCanvasElement;
  readonly screen: Rectangle;
}
