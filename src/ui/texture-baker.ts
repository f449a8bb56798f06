// Vector art drawn once into a texture, then shown as sprites. A Link tile's picture is dozens of
// curves; drawn as Graphics, all 144 tiles of a Large board are re-batched and re-rasterised in
// every frame of every animation. Baked, each kind is a textured quad: measured on the Large
// board in SwiftShader, a frame of a match animation went from ~230 ms to ~110 ms.
//
// A texture drawn on the GPU is lost with the GPU context (a phone reclaiming memory from a
// backgrounded app). `generation` changes when the context comes back, and holders bake again.
// On the canvas renderer (no WebGL: src/app/boot/renderer-choice.ts) there is no GPU context, but
// Chromium may drop a GPU-backed 2D canvas the same way: it comes back blank (`contextrestored`)
// and, the screen being drawn only on demand, would stay blank until the next tap. The same
// path lays out, bakes and draws again.

import type { Container, Rectangle, Renderer, Texture } from 'pixi.js';

export interface TextureBaker {
  /** `target` drawn once, smoothed, into a texture of `frame` at the screen's resolution. */
  bake(target: Container, frame: Rectangle): Texture;
  /** Changes whenever baked textures were lost; what was baked before must be baked again. */
  readonly generation: number;
}

/** The baker of the app's renderer; `restored` is told after a lost context (WebGL or 2D) came back. */
export function rendererBaker(
  renderer: Renderer,
  canvas: HTMLCanvasElement,
  restored: () => void,
): TextureBaker {
  let generation = 0;
  const again = () => {
    generation++;
    restored();
  };
  canvas.addEventListener('webglcontextrestored', again);
  canvas.addEventListener('contextrestored', again);
  return {
    bake: (target, frame) =>
      renderer.generateTexture({
        target,
        frame,
        resolution: renderer.resolution,
        antialias: true,
      }),
    get generation() {
      return generation;
    },
  };
}
