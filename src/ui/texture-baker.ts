// Vector art drawn once into a texture, then shown as sprites. A Link tile's picture is dozens of
// curves; drawn as Graphics, all 144 tiles of a Large board are re-batched and re-rasterised in
// every frame of every animation. Baked, each kind is a textured quad: measured on the Large
// board in SwiftShader, a frame of a match animation went from ~230 ms to ~110 ms
// (docs/ARCHITECTURE.md, "Link in the app").
//
// A texture drawn on the GPU is lost with the GPU context (a phone reclaiming memory from a
// backgrounded app). `generation` changes when the context comes back, and holders bake again.

import type { Container, Rectangle, Renderer, Texture } from 'pixi.js';

export interface TextureBaker {
  /** `target` drawn once, smoothed, into a texture of `frame` at the screen's resolution. */
  bake(target: Container, frame: Rectangle): Texture;
  /** Changes whenever baked textures were lost; what was baked before must be baked again. */
  readonly generation: number;
}

/** The baker of the app's renderer; `restored` is told after a lost GPU context came back. */
export function rendererBaker(
  renderer: Renderer,
  canvas: HTMLCanvasElement,
  restored: () => void,
): TextureBaker {
  let generation = 0;
  canvas.addEventListener('webglcontextrestored', () => {
    generation++;
    restored();
  });
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
