// No WebGL must still mean a game (issue #22): Firefox without a GPU, hardware acceleration off
// or WebGL blocked. Chromium started with WebGL and every 3D API off (no WebGL context can be
// made: checked first) must draw both games with Pixi's canvas renderer, report it in
// state().renderer, and play: a 4×4 Sudoku to a win (with its win wave and confetti) and a
// Link pair (tiles baked into textures on the canvas renderer), by touch on a phone, with no page
// error. "Drawn" is read off the screen's pixels: the board's rectangle is compared with what a
// blank canvas (only the background colour) would show there.

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LayoutRect } from '../../src/app/automation/automation';
import { type LinkCell, parseLinkBoard } from '../../src/games/link/core/board';
import { solveLink } from '../../src/games/link/core/solver';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { en } from '../../src/i18n/en';
import { zhHans } from '../../src/i18n/zh-hans';
import { startSudoku, useBrowser } from './fixture';
import {
  openApp,
  pageErrors,
  playToWin,
  quiet,
  screenshot,
  startLinkGame,
  state,
  tap,
  targets,
  waitForState,
} from './harness';

/** What a browser without WebGL looks like to a page: no WebGL context can be made at all. */
const NO_WEBGL = ['--disable-webgl', '--disable-3d-apis'];

const e2e = useBrowser({ args: NO_WEBGL, drawing: true });
let context: BrowserContext;

async function freshPhone(): Promise<Page> {
  context = await e2e.phone();
  return openApp(context);
}

/**
 * How much of `rect` differs from a blank canvas: the share of its pixels (on a screenshot) off
 * the background colour by more than a little. The background is read off the canvas outside
 * the board (the renderer's clear colour), and the same measure is taken on a blank canvas of
 * the board's size filled with it: that must score 0, so a canvas that drew nothing fails.
 * Counted in the page (the pixels never cross to the test).
 */
async function drawnShare(page: Page, rect: LayoutRect, name?: string): Promise<number> {
  const clip = { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  const board = (await page.screenshot({ clip })).toString('base64');
  const corner = (await page.screenshot({ clip: { x: 1, y: 1, width: 1, height: 1 } })).toString(
    'base64',
  );
  if (name) await screenshot(page, `canvas-renderer-${name}`);
  const { drawn, blank } = await page.evaluate(
    async ({ board, corner }) => {
      const decode = async (b64: string) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const c = new OffscreenCanvas(bitmap.width, bitmap.height);
        const g = c.getContext('2d') as OffscreenCanvasRenderingContext2D;
        g.drawImage(bitmap, 0, 0);
        return g.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const bg = (await decode(corner)).data;
      const shareOff = (image: ImageData) => {
        let off = 0;
        const d = image.data;
        for (let p = 0; p < d.length; p += 4) {
          const most = Math.max(
            Math.abs((d[p] ?? 0) - (bg[0] ?? 0)),
            Math.abs((d[p + 1] ?? 0) - (bg[1] ?? 0)),
            Math.abs((d[p + 2] ?? 0) - (bg[2] ?? 0)),
          );
          if (most > 32) off++;
        }
        return off / (d.length / 4);
      };
      const shot = await decode(board);
      const empty = new OffscreenCanvas(shot.width, shot.height);
      const g = empty.getContext('2d') as OffscreenCanvasRenderingContext2D;
      g.fillStyle = `rgb(${bg[0]}, ${bg[1]}, ${bg[2]})`;
      g.fillRect(0, 0, shot.width, shot.height);
      return {
        drawn: shareOff(shot),
        blank: shareOff(g.getImageData(0, 0, shot.width, shot.height)),
      };
    },
    { board, corner },
  );
  expect(blank, 'a blank canvas scores as nothing drawn').toBe(0);
  console.log(`drawn share ${name ?? 'tile'}: ${drawn.toFixed(3)}`);
  return drawn;
}

/** A screenshot of `r`, as base64 PNG. */
async function shotOf(page: Page, r: LayoutRect): Promise<string> {
  const clip = { x: r.x, y: r.y, width: r.width, height: r.height };
  return (await page.screenshot({ clip })).toString('base64');
}

/**
 * The share of pixels that differ by more than a little between two screenshots (scaled to one
 * size in the page). Two blank tiles, or two bare tiles whose pictures were lost in baking,
 * score 0; two pictures of different kinds score far more.
 */
async function apartShare(page: Page, first: string, second: string): Promise<number> {
  return page.evaluate(
    async ({ first, second }) => {
      const decode = async (b64: string) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const c = new OffscreenCanvas(128, 128);
        const g = c.getContext('2d') as OffscreenCanvasRenderingContext2D;
        g.drawImage(bitmap, 0, 0, 128, 128);
        return g.getImageData(0, 0, 128, 128).data;
      };
      const [x, y] = [await decode(first), await decode(second)];
      let off = 0;
      for (let p = 0; p < x.length; p += 4) {
        const most = Math.max(
          Math.abs((x[p] ?? 0) - (y[p] ?? 0)),
          Math.abs((x[p + 1] ?? 0) - (y[p + 1] ?? 0)),
          Math.abs((x[p + 2] ?? 0) - (y[p + 2] ?? 0)),
        );
        if (most > 48) off++;
      }
      return off / (x.length / 4);
    },
    { first, second },
  );
}

async function layoutOf(page: Page): Promise<Record<string, LayoutRect>> {
  return page.evaluate(() => window.gridwise.layout());
}

describe('without WebGL: the canvas renderer', () => {
  it('the browser under test can make no WebGL context', async () => {
    const page = await freshPhone();
    const made = await page.evaluate(() => ({
      webgl: document.createElement('canvas').getContext('webgl') !== null,
      webgl2: document.createElement('canvas').getContext('webgl2') !== null,
    }));
    expect(made).toEqual({ webgl: false, webgl2: false });
    await context.close();
  });

  it('plays a 4×4 Sudoku to a win, drawn on the canvas renderer', async () => {
    const page = await freshPhone();
    await startSudoku(page, 4);
    expect((await state(page)).renderer).toBe('canvas');
    await quiet(page);
    const ids = (await targets(page)).map((t) => t.id);
    expect(ids.filter((id) => id.startsWith('cell:'))).toHaveLength(16);
    expect(ids).toEqual(expect.arrayContaining(['pad:1', 'pad:4', 'btn:hint', 'btn:undo']));
    const board = (await layoutOf(page)).board;
    if (!board) throw new Error('no board in layout()');
    // Grid lines, cell fills and the givens' digits: well over a tenth of the board.
    expect(await drawnShare(page, board, 'sudoku')).toBeGreaterThan(0.04);
    const won = await playToWin(page);
    expect(won.game?.status).toBe('won');
    expect(won.renderer).toBe('canvas');
    // The first win at this level: the win wave and confetti play over the board.
    await waitForState(page, (x) => /first win|best time/i.test(x.notice ?? ''), 'the place');
    await screenshot(page, 'canvas-renderer-sudoku-confetti');
    await quiet(page);
    await screenshot(page, 'canvas-renderer-sudoku-won');
    // The result card is up and tappable, the finished board behind it.
    const after = (await targets(page)).map((t) => t.id);
    expect(after).toEqual(expect.arrayContaining(['btn:new', 'btn:home']));
    expect(after).not.toContain('cell:0:0');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('plays a Link pair with baked tiles, drawn on the canvas renderer', async () => {
    const page = await freshPhone();
    const game = await startLinkGame(page, 'small', 'classic');
    expect((await state(page)).renderer).toBe('canvas');
    const tiles = (await targets(page)).filter((t) => t.id.startsWith('tile:'));
    expect(tiles).toHaveLength(game.tilesLeft);
    const board = (await layoutOf(page)).board;
    if (!board) throw new Error('no board in layout()');
    expect(await drawnShare(page, board, 'link')).toBeGreaterThan(0.3);
    // Each tile's own picture, baked into a texture on the canvas renderer: two tiles of
    // different kinds differ (the same tile against itself scores 0: the measure can fail).
    const parsed = parseLinkBoard(game.board);
    const kindAt = (id: string) => {
      const [, r, c] = id.split(':').map(Number);
      return parsed.cells[(r as number) * parsed.cols + (c as number)];
    };
    const first = tiles[0] as (typeof tiles)[number];
    const other = tiles.find((t) => kindAt(t.id) !== kindAt(first.id));
    if (!other) throw new Error('a board of one kind');
    const firstShot = await shotOf(page, first);
    expect(await apartShare(page, firstShot, firstShot)).toBe(0);
    const apart = await apartShare(page, firstShot, await shotOf(page, other));
    console.log(`tiles of two kinds differ in ${apart.toFixed(3)} of their pixels`);
    expect(apart).toBeGreaterThan(0.1);
    const plan = solveLink(parsed, 'none');
    if (plan.status !== 'solved') throw new Error(`solver: ${plan.status}`);
    const [a, b] = plan.moves[0] as [LinkCell, LinkCell];
    await tap(page, `tile:${a.r}:${a.c}`);
    await tap(page, `tile:${b.r}:${b.c}`);
    const after = await waitForState<LinkSnapshot>(
      page,
      (x) => x.game?.tilesLeft === game.tilesLeft - 2,
      'the pair to go',
    );
    expect(after.renderer).toBe('canvas');
    await quiet(page);
    await screenshot(page, 'canvas-renderer-link-pair');

    // Chromium may drop a GPU-backed 2D canvas (memory pressure) and give it back blank, with
    // `contextrestored`; nothing else redraws an idle screen. As the browser does: blank it (the
    // board is then far from what it was: the measure can fail), then say it is restored; the
    // board must come back as it was, tiles rebaked.
    const shown = await shotOf(page, board);
    const framesBefore = await page.evaluate(() => {
      const canvas = document.querySelector('canvas') as HTMLCanvasElement;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.setTransform(1, 0, 0, 1, 0, 0);
      g.clearRect(0, 0, canvas.width, canvas.height);
      return window.gridwise.framesDrawn();
    });
    expect(await apartShare(page, shown, await shotOf(page, board))).toBeGreaterThan(0.2);
    await page.evaluate(() =>
      document.querySelector('canvas')?.dispatchEvent(new Event('contextrestored')),
    );
    await page.waitForFunction((n) => window.gridwise.framesDrawn() > n, framesBefore, {
      timeout: 5000,
    });
    await quiet(page);
    expect(await apartShare(page, shown, await shotOf(page, board))).toBeLessThan(0.01);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("when nothing can draw, says so in the player's language and keeps the lobby", async () => {
    for (const [locale, sentence] of [
      ['en-GB', en.drawing.cannotDraw],
      ['zh-CN', zhHans.drawing.cannotDraw],
    ] as const) {
      context = await e2e.context({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale,
      });
      // A browser that blocks drawing on a page's canvas too (some privacy settings do): no 2D
      // context either, on top of no WebGL. The lobby is DOM and needs none.
      const page = await openApp(context, '', async (p) => {
        await p.addInitScript(() => {
          const real = HTMLCanvasElement.prototype.getContext;
          HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args) {
            return args[0] === '2d' ? null : real.apply(this, args as Parameters<typeof real>);
          } as typeof real;
        });
      });
      await tap(page, 'btn:start');
      const s = await waitForState(page, (x) => x.banner !== null, 'the notice');
      expect(s.banner).toBe(sentence);
      expect(s.renderer).toBeNull();
      expect(s.screen).toBe('home');
      expect((await targets(page)).map((t) => t.id)).toContain('btn:new-game');
      await screenshot(page, `canvas-renderer-nothing-draws-${locale}`);
      // The renderers' own English messages went to the console, for a bug report.
      expect(pageErrors(page).join('\n')).toMatch(/No renderer could be made here/);
      await context.close();
    }
  });
});
