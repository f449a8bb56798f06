// What the shell draws with: a renderer, the stage it renders and the canvas (src/app/boot/stage.ts
// makes them from Pixi's parts; there is no Pixi Application).

import type { Container, Rectangle, Renderer } from 'pixi.js';
import type { RendererKind } from './renderer-choice';

export interface PixiHost {
  readonly renderer: Renderer;
  /** Which renderer it is: WebGL, or the canvas (2D) one where WebGL cannot be made. */
  readonly kind: RendererKind;
  readonly stage: Container;
  readonly canvas: HTMLCanvasElement;
  readonly screen: Rectangle;
}
