// A phone may take the GPU context from a backgrounded app and give it back later. Textures
// drawn on the GPU (the Link tiles, baked once per kind: src/ui/texture-baker.ts) are lost with
// it; the board must come back as it was, not as blank tiles. The context is lost and restored
// through WEBGL_lose_context, and the tile on screen is compared pixel by pixel.

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './fixture';
import { openApp, quiet, startLinkGame } from './harness';

const e2e = useBrowser({ drawing: true });
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await e2e.phone();
  page = await openApp(context);
});

afterAll(async () => {
  await context?.close();
});

/** The RGBA pixels of a PNG, decoded by the browser (no image library in the tests). */
async function pixelsOf(png: Buffer): Promise<number[]> {
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    g.drawImage(bitmap, 0, 0);
    return Array.from(g.getImageData(0, 0, bitmap.width, bitmap.height).data);
  }, png.toString('base64'));
}

/** The share of pixels that differ by more than a little in any channel. */
function differing(a: number[], b: number[]): number {
  let off = 0;
  for (let p = 0; p < a.length; p += 4) {
    const d = Math.max(
      Math.abs((a[p] ?? 0) - (b[p] ?? 0)),
      Math.abs((a[p + 1] ?? 0) - (b[p + 1] ?? 0)),
      Math.abs((a[p + 2] ?? 0) - (b[p + 2] ?? 0)),
    );
    if (d > 48) off++;
  }
  return off / (a.length / 4);
}

describe('a lost GPU context', () => {
  it('brings the Link tiles back as they were once the context is restored', async () => {
    await startLinkGame(page, 'small', 'classic');
    const tiles = (await page.evaluate(() => window.gridwise.targets())).filter((t) =>
      t.id.startsWith('tile:'),
    );
    const first = tiles[0];
    if (!first) throw new Error('no tile on screen');
    const clip = { x: first.x, y: first.y, width: first.width, height: first.height };
    const before = await pixelsOf(await page.screenshot({ clip }));
    const restored = await page.evaluate(async () => {
      const canvas = document.querySelector('canvas') as HTMLCanvasElement;
      const gl = (canvas.getContext('webgl2') ??
        canvas.getContext('webgl')) as WebGLRenderingContext;
      const lose = gl.getExtension('WEBGL_lose_context');
      if (!lose) return false;
      const back = new Promise((resolve) =>
        canvas.addEventListener('webglcontextrestored', resolve, { once: true }),
      );
      const lost = new Promise((resolve) =>
        canvas.addEventListener('webglcontextlost', resolve, { once: true }),
      );
      lose.loseContext();
      await lost;
      // A restore is allowed once the lost event's dispatch is over: the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      lose.restoreContext();
      await back;
      return true;
    });
    expect(restored).toBe(true);
    await quiet(page);
    const after = await pixelsOf(await page.screenshot({ clip }));
    expect(differing(before, after)).toBeLessThan(0.02);
  });
});
