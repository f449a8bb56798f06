// The measures the tile-art e2e test relies on, checked on pictures whose answer is known.
import { describe, expect, it } from 'vitest';
import {
  type Cell,
  colourDistance,
  colourShares,
  cutCell,
  overlap,
  silhouette,
} from '../../pages/tile-measures';

const SIZE = 10;

/** A cell painted `rgb` (opaque) wherever `inside(x, y)`, transparent elsewhere. */
function paint(inside: (x: number, y: number) => boolean, rgb: [number, number, number]): Cell {
  const rgba = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      if (!inside(x, y)) continue;
      rgba.set([...rgb, 255], (y * SIZE + x) * 4);
    }
  }
  return { size: SIZE, rgba };
}

const leftHalf = paint((x) => x < 5, [220, 40, 40]);
const rightHalf = paint((x) => x >= 5, [220, 40, 40]);
const leftHalfBlue = paint((x) => x < 5, [40, 90, 220]);

describe('overlap', () => {
  it('is 1 for a shape against itself and 0 for shapes that do not touch', () => {
    const a = silhouette(leftHalf);
    expect(overlap(a, a, SIZE, 0)).toBe(1);
    expect(overlap(a, silhouette(rightHalf), SIZE, 0)).toBe(0);
  });

  it('is intersection over union: a square against its top half gives one half', () => {
    const whole = silhouette(paint((x, y) => x < 4 && y < 4, [0, 0, 0]));
    const top = silhouette(paint((x, y) => x < 4 && y < 2, [0, 0, 0]));
    expect(overlap(whole, top, SIZE, 0)).toBeCloseTo(0.5, 9);
  });

  it('finds a shape again when shifted within the slack', () => {
    const a = silhouette(paint((x, y) => x >= 2 && x < 5 && y >= 2 && y < 5, [0, 0, 0]));
    const moved = silhouette(paint((x, y) => x >= 4 && x < 7 && y >= 2 && y < 5, [0, 0, 0]));
    expect(overlap(a, moved, SIZE, 0)).toBeLessThan(0.5);
    expect(overlap(a, moved, SIZE, 2)).toBe(1);
  });

  it('ignores pixels less than half covered', () => {
    const faint = paint(() => true, [0, 0, 0]);
    for (let i = 3; i < faint.rgba.length; i += 4) faint.rgba[i] = 100;
    expect(silhouette(faint).every((v) => v === 0)).toBe(true);
  });
});

describe('colourDistance', () => {
  it('is 0 for the same colours wherever they are, 1 for colours far apart', () => {
    expect(colourDistance(colourShares(leftHalf), colourShares(rightHalf))).toBeCloseTo(0, 9);
    expect(colourDistance(colourShares(leftHalf), colourShares(leftHalfBlue))).toBe(1);
  });

  it('counts the share of the picture whose colour differs', () => {
    // A red picture, and the same with a quarter of its pixels blue.
    const red = paint(() => true, [220, 40, 40]);
    const mixed = paint(() => true, [220, 40, 40]);
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        if ((y * SIZE + x) % 4 === 0) mixed.rgba.set([40, 90, 220, 255], (y * SIZE + x) * 4);
      }
    }
    expect(colourDistance(colourShares(red), colourShares(mixed))).toBeCloseTo(0.25, 9);
  });

  it('reads colours through alpha (premultiplied pixels count as their own colour)', () => {
    const solid = paint(() => true, [200, 100, 50]);
    const premultiplied = paint(() => true, [150, 75, 38]);
    for (let i = 3; i < premultiplied.rgba.length; i += 4) premultiplied.rgba[i] = 191;
    expect(colourDistance(colourShares(solid), colourShares(premultiplied))).toBeCloseTo(0, 9);
  });
});

describe('cutCell', () => {
  it('copies the square at (x, y) out of a wider image', () => {
    const width = 4;
    const data = Array.from({ length: width * 3 * 4 }, (_, i) => i);
    const cell = cutCell({ width, data }, 1, 1, 2);
    expect(Array.from(cell.rgba.slice(0, 4))).toEqual([20, 21, 22, 23]);
    expect(Array.from(cell.rgba.slice(12, 16))).toEqual([40, 41, 42, 43]);
  });
});
