// Pixi measures a text on one canvas and rasterises it on another, and the texture is only as
// wide as the measure. Firefox resolves a font stack per canvas: an OffscreenCanvas (where Pixi
// measured) and anything in the page pick `system-ui` in the page's language (Noto Sans CJK SC
// under 简体中文), while a canvas made by document.createElement and kept out of the page (where
// Pixi draws) has no language and picks the default face (DejaVu Sans: digits 14% wider). The Link
// header "剩余 40 / 40 张" measured 84.6 px and drew 93.0 px into an 84.6 px texture, so its last
// character was cut. Here every canvas Pixi measures or draws text on is one kind, a
// page canvas carrying the page's language: the faces it picks are the ones the DOM shows.

import { BrowserAdapter, CanvasTextMetrics, type Container, DOMAdapter, Text } from 'pixi.js';

/** The canvases made so far, to give them the new language when the page's changes. */
const made = new Set<WeakRef<HTMLCanvasElement>>();
let installed = false;

function pageLanguage(): string {
  return document.documentElement.lang;
}

/** A canvas as Pixi's browser adapter makes one, in the page's language. */
function languagedCanvas(width?: number, height?: number): HTMLCanvasElement {
  const canvas = BrowserAdapter.createCanvas(width, height) as HTMLCanvasElement;
  canvas.lang = pageLanguage();
  made.add(new WeakRef(canvas));
  return canvas;
}

/** Pixi's measuring canvas and its caches are private statics; this is the one place that
 *  reaches them. */
interface MetricsInternals {
  __canvas: HTMLCanvasElement | OffscreenCanvas | undefined;
  __context: unknown;
  _measurementCache: { clear(): void };
}

function internals(): MetricsInternals {
  return CanvasTextMetrics as unknown as MetricsInternals;
}

/** Forgets every width Pixi measured (they may have been taken with other faces). */
function forgetMeasures(): void {
  CanvasTextMetrics.clearMetrics();
  internals()._measurementCache.clear();
}

/**
 * Makes Pixi measure and draw text on page canvases in the page's language, and keeps them in
 * that language when it changes. Call once, before the first Text is measured.
 */
export function measureTextAsDrawn(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  DOMAdapter.set({ ...BrowserAdapter, createCanvas: languagedCanvas });
  const meter = languagedCanvas(10, 10);
  internals().__canvas = meter;
  internals().__context = undefined;
  forgetMeasures();
  new MutationObserver(() => {
    const lang = pageLanguage();
    for (const ref of made) {
      const canvas = ref.deref();
      if (canvas) canvas.lang = lang;
      else made.delete(ref);
    }
    forgetMeasures();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}

/**
 * Calls `changed` when a font finishes loading (a face the page had not loaded yet can change
 * what a text measures), after forgetting every width measured before.
 */
export function onFontsLoaded(changed: () => void): void {
  if (typeof document === 'undefined' || !document.fonts) return;
  document.fonts.addEventListener('loadingdone', () => {
    forgetMeasures();
    changed();
  });
}

/** Rasterises every text under `root` again (their textures were drawn with the old widths). */
export function redrawTexts(root: Container): void {
  if (root instanceof Text) root.style.update();
  for (const child of root.children) redrawTexts(child as Container);
}
