// Link tiles read at a glance: the 36 pictures of a Large board, drawn by the app's own tile art
// in real Pixi (WebGL) at 33 CSS px per tile and device pixel ratio 1 (smaller than any board the
// app lays out; test/e2e/layout-fit.e2e.ts has the pitches), are told apart
// - by shape alone: no two silhouettes overlap by more than MAX_OVERLAP (intersection over
//   union, as drawn on the grid), and
// - by colour alone: every two pictures differ in at least MIN_COLOUR_DIFFERENCE of their colour
//   mix (pixels binned in CIELAB).
// The page is test/pages/tile-sheet.html, served by Vite's dev server; the pixels are read back
// from the renderer.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tileName } from '../../src/games/link/view/tile-art';
import {
  type Cell,
  colourDistance,
  colourShares,
  cutCell,
  overlap,
  silhouette,
} from '../pages/tile-measures';
import { openTileSheet, type PageServer, startPageServer } from '../pages/tile-sheet-server';
import { useBrowser } from './fixture';
import { ARTIFACTS } from './harness';

const SIZE = 33;
const KINDS = 36;
const MAX_OVERLAP = 0.8;
const MIN_COLOUR_DIFFERENCE = 0.25;

const e2e = useBrowser({ drawing: true });
let server: PageServer;

// Vite's dev server bundles Pixi for the page before it answers: seconds on a quiet machine, but
// more than the usual minute for a hook when the machine is loaded many times over (it ran out
// once at a load of 34 on two cores). A safety limit, not a speed target.
beforeAll(async () => {
  server = await startPageServer();
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

interface SheetPixels {
  width: number;
  base64: string;
  size: number;
  cols: number;
  pitchX: number;
  pitchY: number;
}

async function renderSheet(query: Record<string, string | number>): Promise<Cell[]> {
  const page = await openTileSheet(e2e.browser, server.url('tile-sheet.html', query), {
    width: 800,
    height: 600,
  });
  const sheet: SheetPixels = await page.evaluate(async () => {
    const s = window.tileSheet;
    if (!s) throw new Error('no tile sheet');
    const { width, base64 } = await s.pixels();
    return { width, base64, size: s.size, cols: s.cols, pitchX: s.pitchX, pitchY: s.pitchY };
  });
  await page.close();
  const image = { width: sheet.width, data: Buffer.from(sheet.base64, 'base64') };
  const gap = Math.round(sheet.size * 0.25);
  const count = Number(query.kinds);
  return Array.from({ length: count }, (_, i) =>
    cutCell(
      image,
      gap + (i % sheet.cols) * sheet.pitchX,
      gap + Math.floor(i / sheet.cols) * sheet.pitchY,
      sheet.size,
    ),
  );
}

interface Pair {
  a: number;
  b: number;
  overlap: number;
  colour: number;
}

describe('Link tile pictures at 33 px', () => {
  let pictures: Cell[];
  let pairs: Pair[];

  beforeAll(async () => {
    pictures = await renderSheet({ size: SIZE, kinds: KINDS, cols: 12, mode: 'picture' });
    const masks = pictures.map(silhouette);
    const colours = pictures.map(colourShares);
    pairs = [];
    for (let i = 0; i < KINDS; i++) {
      for (let j = i + 1; j < KINDS; j++) {
        pairs.push({
          a: i + 1,
          b: j + 1,
          overlap: overlap(masks[i] as Uint8Array, masks[j] as Uint8Array, SIZE, 0),
          colour: colourDistance(
            colours[i] as Map<string, number>,
            colours[j] as Map<string, number>,
          ),
        });
      }
    }
    const closest = (key: 'overlap' | 'colour', sign: number) =>
      [...pairs]
        .sort((x, y) => sign * (x[key] - y[key]))
        .slice(0, 8)
        .map((p) => `| ${tileName(p.a)} | ${tileName(p.b)} | ${p[key].toFixed(2)} |`)
        .join('\n');
    const report = [
      `# Link tile pictures at ${SIZE} px`,
      '',
      `Most alike silhouettes (overlap, at most ${MAX_OVERLAP}):`,
      '',
      '| kind | kind | overlap |',
      '|---|---|---|',
      closest('overlap', -1),
      '',
      `Most alike colours (difference, at least ${MIN_COLOUR_DIFFERENCE}):`,
      '',
      '| kind | kind | difference |',
      '|---|---|---|',
      closest('colour', 1),
    ].join('\n');
    writeFileSync(path.join(ARTIFACTS, 'tile-distinctness.md'), `${report}\n`);
    console.log(report);
  });

  it('draws every picture big enough to read: a sixth of the tile or more', () => {
    for (const [i, cell] of pictures.entries()) {
      const area = silhouette(cell).reduce((sum, v) => sum + v, 0);
      expect(area / (SIZE * SIZE), tileName(i + 1)).toBeGreaterThanOrEqual(1 / 6);
    }
  });

  it('gives no two pictures the same silhouette', () => {
    // The measure itself: a picture against itself overlaps fully.
    const first = silhouette(pictures[0] as Cell);
    expect(overlap(first, first, SIZE, 0)).toBe(1);
    for (const pair of pairs) {
      expect(pair.overlap, `${tileName(pair.a)} and ${tileName(pair.b)}`).toBeLessThanOrEqual(
        MAX_OVERLAP,
      );
    }
  });

  it('gives no two pictures the same colours', () => {
    const first = colourShares(pictures[0] as Cell);
    expect(colourDistance(first, first)).toBeCloseTo(0, 9);
    for (const pair of pairs) {
      expect(pair.colour, `${tileName(pair.a)} and ${tileName(pair.b)}`).toBeGreaterThanOrEqual(
        MIN_COLOUR_DIFFERENCE,
      );
    }
  });

  it('draws kinds past 36 on a dark tile, unlike their ivory twins', async () => {
    const tiles = await renderSheet({ size: SIZE, kinds: 62, cols: 12, mode: 'tile' });
    const faceLightness = (cell: Cell) => {
      // A point on the face, clear of the picture: just inside the top-left corner.
      const at = (4 * SIZE + 4) * 4;
      return ((cell.rgba[at] ?? 0) + (cell.rgba[at + 1] ?? 0) + (cell.rgba[at + 2] ?? 0)) / 3;
    };
    for (let kind = 37; kind <= 62; kind++) {
      const ivory = faceLightness(tiles[kind - 37] as Cell);
      const dark = faceLightness(tiles[kind - 1] as Cell);
      expect(ivory - dark, tileName(kind)).toBeGreaterThan(100);
    }
  });

  it('shows the same tiles when the board bakes them into textures', async () => {
    const vector = await renderSheet({ size: SIZE, kinds: KINDS, cols: 12, mode: 'tile' });
    const baked = await renderSheet({ size: SIZE, kinds: KINDS, cols: 12, mode: 'baked' });
    for (let i = 0; i < KINDS; i++) {
      const [a, b] = [vector[i] as Cell, baked[i] as Cell];
      let off = 0;
      for (let p = 0; p < a.rgba.length; p += 4) {
        const d = Math.max(
          Math.abs((a.rgba[p] ?? 0) - (b.rgba[p] ?? 0)),
          Math.abs((a.rgba[p + 1] ?? 0) - (b.rgba[p + 1] ?? 0)),
          Math.abs((a.rgba[p + 2] ?? 0) - (b.rgba[p + 2] ?? 0)),
        );
        if (d > 48) off++;
      }
      // Edges may round differently by a pixel; a shifted, scaled or blank tile differs widely.
      expect(off / (SIZE * SIZE), tileName(i + 1)).toBeLessThan(0.04);
    }
  });
});
