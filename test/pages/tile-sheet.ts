// Draws every Link tile kind with the app's own tile art in a real Pixi renderer (WebGL), for the
// tile-art e2e test (which reads the pixels back) and for the sheet in docs/ (a screenshot).
// Served by Vite's dev server from test/pages/; never part of the app's build.
//
// URL parameters: size (tile side in CSS px, default 33), kinds (default 62), cols (default 12),
// mode ("tile": the whole tile; "picture": the picture alone on a transparent background, so the
// alpha channel is its silhouette; "baked": the whole tile as the board shows it, a sprite of the
// face baked into a texture), names (1: the picture's name under each tile).

import { Application, Graphics, GraphicsContext, Rectangle } from 'pixi.js';
// The stage's words (tile names), as the app's stage hands them over.
import '../../src/app/words/stage-words';
import { TileContexts } from '../../src/games/link/view/link-tile-sprites';
import {
  drawTileFace,
  drawTilePicture,
  MAX_TILE_KIND,
  tileName,
  tileSymbolBox,
} from '../../src/games/link/view/tile-art';
import { rendererBaker } from '../../src/ui/texture-baker';

interface TileSheet {
  /** How long the first render took: building every tile's geometry, then drawing it. */
  renderMs: number;
  size: number;
  kinds: number;
  cols: number;
  /** CSS px between tile origins, across and down. */
  pitchX: number;
  pitchY: number;
  /**
   * The stage's pixels, RGBA, row-major, at resolution 1, as base64: a page hands a test its
   * answer as JSON, and half a million bytes as a JSON array of numbers took seconds each way.
   */
  pixels(): Promise<{ width: number; height: number; base64: string }>;
}

declare global {
  interface Window {
    tileSheet?: TileSheet;
    tileSheetError?: string;
  }
}

function param(name: string, fallback: number): number {
  const value = Number(new URLSearchParams(location.search).get(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function main(): Promise<void> {
  const query = new URLSearchParams(location.search);
  const size = param('size', 33);
  const kinds = Math.min(MAX_TILE_KIND, param('kinds', MAX_TILE_KIND));
  const cols = param('cols', 12);
  const pictureOnly = query.get('mode') === 'picture';
  const baked = query.get('mode') === 'baked';
  const names = query.get('names') === '1';
  const gap = Math.round(size * 0.25);
  const pitchX = names ? Math.max(size + gap, 96) : size + gap;
  const pitchY = size + gap + (names ? 20 : 0);
  const rows = Math.ceil(kinds / cols);
  const width = cols * pitchX + gap;
  const height = rows * pitchY + gap;

  const app = new Application();
  await app.init({
    width,
    height,
    preference: 'webgl',
    antialias: true,
    backgroundAlpha: pictureOnly ? 0 : 1,
    background: 0xf4f1ea,
    resolution: names ? window.devicePixelRatio : 1,
    autoDensity: true,
    autoStart: false,
  });
  const sheet = document.getElementById('sheet') as HTMLElement;
  sheet.appendChild(app.canvas);
  const contexts = baked
    ? new TileContexts(
        size,
        rendererBaker(app.renderer, app.canvas, () => {}),
      )
    : null;

  for (let kind = 1; kind <= kinds; kind++) {
    const x = gap + ((kind - 1) % cols) * pitchX + (pitchX - gap - size) / 2;
    const y = gap + Math.floor((kind - 1) / cols) * pitchY;
    const context = new GraphicsContext();
    if (pictureOnly) drawTilePicture(context, kind, tileSymbolBox(size));
    else drawTileFace(context, kind, size);
    const tile = contexts ? contexts.makeFace(kind) : new Graphics(context);
    tile.position.set(x, y);
    app.stage.addChild(tile);
    if (names) {
      const label = document.createElement('div');
      label.className = 'name';
      // Dark tiles show their darkness; the label keeps to the picture's name.
      label.textContent = `${kind} ${tileName(kind).replace(' on a dark tile', '')}`;
      label.style.left = `${x + size / 2 - pitchX / 2}px`;
      label.style.width = `${pitchX}px`;
      label.style.top = `${y + size + 2}px`;
      sheet.appendChild(label);
    }
  }
  const started = performance.now();
  app.render();
  const renderMs = performance.now() - started;

  window.tileSheet = {
    renderMs,
    size,
    kinds,
    cols,
    pitchX,
    pitchY,
    async pixels() {
      const {
        pixels,
        width: w,
        height: h,
      } = app.renderer.extract.pixels({
        target: app.stage,
        frame: new Rectangle(0, 0, width, height),
        resolution: 1,
      });
      let binary = '';
      // In slices: String.fromCharCode takes its bytes as arguments, and they are limited.
      for (let i = 0; i < pixels.length; i += 0x8000) {
        binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
      }
      return { width: w, height: h, base64: btoa(binary) };
    },
  };
}

main().catch((error: unknown) => {
  window.tileSheetError = String(error);
});
