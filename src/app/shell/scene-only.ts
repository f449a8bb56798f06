// `?raster=off`: the e2e harness's pages in files that read no pixels (test/e2e/harness.ts
// appUrl). A frame then does everything a drawn frame does for the app (tweens step, frames are
// counted, the accessible layer follows, hit tests see where everything now stands) but asks
// the GPU for nothing: on the test machine every WebGL call runs on the CPU (SwiftShader), and
// by /proc accounting that was a fifth of a Sudoku file's CPU time (`sudoku-play`: Chromium's
// GPU process 9.9–12.4 s → 1.2 s, the file's CPU 49–58 s → 41 s). A player never has it.

import { updateRenderGroupTransforms } from 'pixi.js';
import type { PixiHost } from '../boot/pixi-host';

/** True when the page was opened with `?raster=off`. */
export function rasterOffByAddress(search: string): boolean {
  return new URLSearchParams(search).get('raster') === 'off';
}

/**
 * A frame's work without the drawing: what Pixi's render does first, bringing every moved
 * node's transforms up to date, which its hit tests read. Pixi's events find their root in the
 * last thing the renderer drew, so that is set to the stage as a drawn frame would set it.
 */
export function sceneOnlyFrame(app: PixiHost): () => void {
  app.stage.enableRenderGroup();
  const rendered = app.renderer as unknown as { _lastObjectRendered: unknown };
  return () => {
    if (app.stage.renderGroup) updateRenderGroupTransforms(app.stage.renderGroup, true);
    rendered._lastObjectRendered = app.stage;
  };
}
