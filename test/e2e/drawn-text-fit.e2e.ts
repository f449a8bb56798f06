// Words drawn wider than they were measured (issue #22): in Firefox, zh-CN, the Link header
// "剩余 40 / 40 张" lost its last character while textFit() reported nothing. Firefox picks
// `system-ui` per canvas: an OffscreenCanvas and the page pick it in the page's language, a
// canvas made outside the page with no `lang` in the default language (DejaVu Sans there: the
// string measured 84.6 px and drew 93.0 px). Chromium picks alike everywhere, so the test stands
// in for Firefox on exactly those canvases: a canvas out of the page without `lang` draws
// `system-ui` in a face 15% wider. The header must then be drawn whole (no ink on the texture's
// cut edge, read from the screenshot) and textFit() must report nothing; with Pixi measuring on
// its OffscreenCanvas and drawing on bare canvases, the last character is cut and textFit()
// names it.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextOverflow } from '../../src/app/dom-overflows';
import { ARTIFACTS, launch, openApp, startLinkGame } from './harness';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** Firefox's pick of `system-ui` on a canvas with no language, in Chromium (see above). */
async function firefoxDefaultFace(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // size-adjust is not in TypeScript's FontFaceDescriptors yet; Chromium has it.
    const wider = { sizeAdjust: '115%' } as FontFaceDescriptors;
    const face = new FontFace('Default language face', 'local("DejaVu Sans")', wider);
    document.fonts.add(face);
    void face.load();
    const font = Object.getOwnPropertyDescriptor(CanvasRenderingContext2D.prototype, 'font');
    if (!font?.get || !font.set) throw new Error('no font property on the 2D context');
    const { get, set } = font;
    Object.defineProperty(CanvasRenderingContext2D.prototype, 'font', {
      configurable: true,
      get,
      set(this: CanvasRenderingContext2D, value: string) {
        const canvas = this.canvas;
        const bare = !canvas.isConnected && !canvas.lang;
        set.call(this, bare ? value.replace('system-ui', '"Default language face"') : value);
      },
    });
  });
}

/**
 * The ink (dark pixels) in the last device pixel column of the label's texture, read from a
 * screenshot: a glyph cut by the texture ends there in a hard edge of strokes; a whole one ends
 * before it (its side bearing).
 */
async function inkOnRightEdge(page: Page, name: string): Promise<number> {
  const rect = await page.evaluate(() => window.gridwise.layout()['tiles-left']);
  if (!rect) throw new Error('no tiles-left label on screen');
  const dpr = 2;
  const png = await page.screenshot({
    path: `${ARTIFACTS}/drawn-text-fit-${name}.png`,
    clip: { x: rect.x - 4, y: rect.y, width: rect.width + 8, height: rect.height },
  });
  return page.evaluate(
    async ({ data, edge, dpr }) => {
      const img = await createImageBitmap(new Blob([new Uint8Array(data)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(img.width, img.height);
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      ctx.drawImage(img, 0, 0);
      const x = Math.round(edge * dpr) - 1;
      const { data: px } = ctx.getImageData(x, 0, 1, img.height);
      const bg = ctx.getImageData(0, 0, 1, 1).data;
      let ink = 0;
      for (let i = 0; i < px.length; i += 4) {
        const d =
          Math.abs((px[i] as number) - (bg[0] as number)) +
          Math.abs((px[i + 1] as number) - (bg[1] as number)) +
          Math.abs((px[i + 2] as number) - (bg[2] as number));
        if (d > 150) ink++;
      }
      return ink;
    },
    { data: Array.from(png), edge: rect.width + 4, dpr },
  );
}

describe('words drawn wider than measured', () => {
  it('the Link header in 简体中文 is drawn whole and textFit() agrees (Firefox faces)', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    try {
      const page = await openApp(context, '', firefoxDefaultFace);
      await page.evaluate(() => document.fonts.ready);
      await startLinkGame(page, 'large', 'classic');
      const label = await page.evaluate(() => window.gridwise.state().game);
      expect(label).not.toBeNull();
      const found: TextOverflow[] = await page.evaluate(() => window.gridwise.textFit());
      const edgeInk = await inkOnRightEdge(page, 'zh-link-header');
      expect(found.map((o) => `${o.where} “${o.text}” by ${o.by.toFixed(1)} px`)).toEqual([]);
      expect(edgeInk, 'dark pixels in the last column of 剩余 40 / 40 张').toBe(0);
    } finally {
      await context.close();
    }
  });
});
