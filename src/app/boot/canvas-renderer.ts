// Pixi's canvas (2D) renderer, for browsers where no WebGL context can be made.
// Imported dynamically by src/app/boot/stage.ts, so it is a chunk of its own that the WebGL path
// never loads (the service worker precaches it like every chunk, so it works offline too).
// The canvas pipes of what the app draws (Graphics, Text, Sprite) are registered by the same
// `pixi.js/graphics` and `pixi.js/text` imports the stage already makes.
export { CanvasRenderer } from 'pixi.js';
