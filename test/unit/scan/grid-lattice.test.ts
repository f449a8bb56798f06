// The cells' lattice (grid-lattice.ts): holes placed a pitch apart get lattice coordinates, and the
// 9×9 windows that hold them are the candidates. A whole lattice gives one window on the grid's
// outline; one with its outer row and column lost gives the four placements, one of them the
// grid; more than nine rows of holes (another puzzle's cells joined on) give none. On the photo
// whose grid is joined to a column rule and a heading (image1049), the grid's own corners are found.

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeJpeg, listPhotos, PHOTO_DIR } from '../../../scripts/scan/photo-set';
import { latticeWindows } from '../../../src/games/sudoku/scan/read/grid-lattice';
import { findGrid } from '../../../src/games/sudoku/scan/read/read-grid';

/** Holes of a slightly sheared lattice: cell (i, j)'s centre, 30 px cells, each row 2 px right
 *  of the one above; the grid's outline runs (99, 50), (369, 50), (387, 320), (117, 320). */
function holes(rows: number[], cols: number[]) {
  return rows.flatMap((i) =>
    cols.map((j) => ({ x: 100 + 30 * (j + 0.5) + 2 * i, y: 50 + 30 * (i + 0.5), s: 26 })),
  );
}
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);
const near = (a: { x: number; y: number }, x: number, y: number) =>
  Math.abs(a.x - x) < 1 && Math.abs(a.y - y) < 1;

describe('the cells lattice', () => {
  it('a whole 9×9 lattice gives one window, on the grid outline', () => {
    const windows = latticeWindows(holes(range(0, 9), range(0, 9)));
    expect(windows).toHaveLength(1);
    const [tl, tr, br, bl] = windows[0]?.corners ?? [];
    expect(tl && near(tl, 99, 50)).toBe(true);
    expect(tr && near(tr, 369, 50)).toBe(true);
    expect(br && near(br, 387, 320)).toBe(true);
    expect(bl && near(bl, 117, 320)).toBe(true);
  });

  it('lost outer row and column: the four placements, the grid among them', () => {
    const windows = latticeWindows(holes(range(1, 9), range(1, 9)));
    expect(windows).toHaveLength(4);
    expect(windows.some((w) => near(w.corners[0], 99, 50) && near(w.corners[2], 387, 320))).toBe(
      true,
    );
  });

  it('ten rows of holes are no single grid', () => {
    expect(latticeWindows(holes(range(0, 10), range(0, 9)))).toEqual([]);
  });
});

const photos = existsSync(PHOTO_DIR) ? listPhotos() : [];

describe.skipIf(photos.length === 0)('a grid joined to other print (needs the photo set)', () => {
  it("image1049's grid is found by its own corners, not the column rule's and heading's", () => {
    const photo = photos.find((p) => p.name === 'image1049');
    if (photo === undefined) throw new Error('image1049 is not in the set');
    const planes = decodeJpeg(readFileSync(photo.file), photo.name);
    const found = findGrid(planes.gray, planes.ink);
    // The printed grid's corners, measured on the photo (960×1129): about (56, 286), (718, 286),
    // (720, 944), (52, 941); the column rule's and heading's outline reached (94, 20) and (960, 16).
    const expected = [
      [56, 286],
      [718, 286],
      [720, 944],
      [52, 941],
    ];
    expect(found).not.toBeNull();
    found?.corners.forEach((c, k) => {
      expect(Math.abs(c.x - (expected[k]?.[0] ?? 0))).toBeLessThan(14);
      expect(Math.abs(c.y - (expected[k]?.[1] ?? 0))).toBeLessThan(14);
    });
  });
});
