// The pixels of boxes of a screenshot, decoded by the browser itself (a blank page's canvas), so
// the tests read what Chromium drew with no image library of their own.

import type { BrowserContext } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Each box's pixels of `png`, as RGBA bytes row by row. */
export async function boxPixels(
  context: BrowserContext,
  png: Buffer,
  boxes: readonly Box[],
): Promise<number[][]> {
  const blank = await context.newPage();
  try {
    await blank.goto('about:blank');
    return await blank.evaluate(
      async ({ url, regions }) => {
        const img = new Image();
        img.src = url;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
        ctx.drawImage(img, 0, 0);
        return regions.map((b) => Array.from(ctx.getImageData(b.x, b.y, b.width, b.height).data));
      },
      { url: `data:image/png;base64,${png.toString('base64')}`, regions: [...boxes] },
    );
  } finally {
    await blank.close();
  }
}
