// Words drawn wider than they were measured (issue #22): in Firefox, zh-CN, the Link header
// "剩余 144 / 144 张" lost its last character while textFit() reported nothing. Firefox picks
// `system-ui` per canvas: an OffscreenCanvas (where Pixi measured) and the page pick it in the
// page's language, a canvas made outside the page with no `lang` (where Pixi drew) in the default
// language (DejaVu Sans there: "剩余 40 / 40 张" measured 84.6 px and drew 93.0 px). Chromium
// picks alike everywhere, so the first test stands in for Firefox on exactly those canvases: there
// `system-ui` draws in a face 15% wider. The header must be drawn whole (no ink on the texture's
// cut edge, read from a screenshot) and textFit() must report nothing. The second test draws every
// glyph wider than the engine measures it, a cut no app can avoid: textFit() must name it (the
// old check, from Pixi's bounds, saw nothing). The third loads a face after the header was
// measured: the header must be measured again.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TextOverflow } from '../../src/app/automation/dom-overflows';
import { parseLinkBoard } from '../../src/games/link/core/board';
import { solveLink } from '../../src/games/link/core/solver';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { useBrowser } from './fixture';
import { ARTIFACTS, openApp, quiet, startLinkGame, tap, waitForState } from './harness';

const e2e = useBrowser({ drawing: true });

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

/**
 * An engine whose drawing and measuring disagree: every glyph is inked 8% wider than
 * measureText says. No measure can size a texture for that, so the header is cut whatever the
 * app does; the test holds textFit() to saying so.
 */
async function inkWiderThanMeasured(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, x, y, maxWidth) {
      this.save();
      this.translate(x, 0);
      this.scale(1.08, 1);
      fillText.call(this, text, 0, y, maxWidth);
      this.restore();
    };
  });
}

/** Opens a Large Link game in 简体中文 at 390×844 (DPR 2) under `engine`, and reads the header:
 *  what textFit() reports and the ink on the tiles-left label's cut edge. */
async function chineseLinkHeader(
  engine: (page: Page) => Promise<void>,
  name: string,
): Promise<{ found: string[]; edgeInk: number }> {
  const context = await e2e.context({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    const page = await openApp(context, '', engine);
    // The stand-in face must be loaded before the stage draws its first word.
    await page.evaluate(() => document.fonts.ready);
    await startLinkGame(page, 'large', 'classic');
    const overflows: TextOverflow[] = await page.evaluate(() => window.gridwise.textFit());
    const found = overflows.map((o) => `${o.where} “${o.text}” by ${o.by.toFixed(1)} px`);
    return { found, edgeInk: await inkOnRightEdge(page, name) };
  } finally {
    await context.close();
  }
}

describe('words drawn wider than measured', () => {
  it('the Link header in 简体中文 is drawn whole and textFit() agrees (Firefox faces)', async () => {
    const { found, edgeInk } = await chineseLinkHeader(firefoxDefaultFace, 'firefox-faces');
    expect(found).toEqual([]);
    expect(edgeInk, 'dark pixels on the cut edge of 剩余 144 / 144 张').toBe(0);
  });

  it('textFit() reports a header cut on screen by ink wider than its measure', async () => {
    const { found, edgeInk } = await chineseLinkHeader(inkWiderThanMeasured, 'ink-wider');
    // The cut is on screen (strokes end in a hard edge at the texture's last column) ...
    expect(edgeInk, 'dark pixels on the cut edge of 剩余 144 / 144 张').toBeGreaterThan(0);
    // ... and textFit() names it, by about the 8% of its ~100 px that did not fit.
    const header = found.find((f) => f.startsWith('tiles-left [texture-edge] “剩余 144 / 144 张”'));
    expect(header, found.join('\n')).toBeDefined();
    const by = Number(/by ([\d.]+) px/.exec(header ?? '')?.[1]);
    expect(by).toBeGreaterThan(4);
    expect(by).toBeLessThan(15);
  });

  it('a face that loads after the header was measured: the header is measured again', async () => {
    const context = await e2e.context({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    try {
      const page = await openApp(context);
      const game = await startLinkGame(page, 'large', 'classic');
      // A face for the Chinese characters arrives late (a web font, a face the system had not
      // loaded): every width measured before is now wrong.
      await page.evaluate(async () => {
        const wider = { sizeAdjust: '115%' } as FontFaceDescriptors;
        const face = new FontFace('-apple-system', 'local("Noto Sans CJK SC")', wider);
        document.fonts.add(face);
        await face.load();
        await document.fonts.ready;
      });
      await quiet(page);
      // One pair and Undo: the header shows the very string it showed before the face came.
      const plan = solveLink(parseLinkBoard(game.board), 'none');
      const [a, b] = plan.status === 'solved' ? (plan.moves[0] ?? []) : [];
      if (!a || !b) throw new Error('no move on a fresh board');
      await tap(page, `tile:${a.r}:${a.c}`);
      await tap(page, `tile:${b.r}:${b.c}`);
      await waitForState<LinkSnapshot>(
        page,
        (x) => x.game?.tilesLeft === game.tilesLeft - 2,
        'a pair gone',
      );
      await tap(page, 'btn:undo');
      await waitForState<LinkSnapshot>(
        page,
        (x) => x.game?.tilesLeft === game.tilesLeft,
        'the pair back',
      );
      await quiet(page);
      // Only the header is held here: the stand-in face is 15% larger all round, so its
      // ideographs also stand taller than the button captions' boxes (sized on Latin metrics).
      const overflows: TextOverflow[] = await page.evaluate(() => window.gridwise.textFit());
      const edgeInk = await inkOnRightEdge(page, 'late-face');
      const header = overflows.filter((o) => o.where.startsWith('tiles-left'));
      expect(header.map((o) => `${o.where} “${o.text}” by ${o.by.toFixed(1)} px`)).toEqual([]);
      expect(edgeInk, 'dark pixels on the cut edge of 剩余 144 / 144 张').toBe(0);
    } finally {
      await context.close();
    }
  });
});
