// The paper under a cell made even before its ink is read (cell-digit.ts: a soft shadow in an
// empty cell is no digit; a digit in a shadow's gradient is still read), and the ink plane's
// colour term averaged (gray-image.ts: chroma noise stays off the cells, orange ink stays dark).
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../scripts/scan/mlp-train';
import {
  CELL_SAMPLE,
  DIGIT_SIDE,
  digitInput,
  flattened,
} from '../../../src/games/sudoku/scan/read/cell-digit';
import { inkFromRgba } from '../../../src/games/sudoku/scan/read/gray-image';

const n = CELL_SAMPLE;

/** A cell of paper at `paper(x, y)` with a 3×18 stroke (a "1") of ink `ink` below it, if asked. */
function cell(paper: (x: number, y: number) => number, stroke = 0): Uint8Array {
  const out = new Uint8Array(n * n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const inStroke = stroke > 0 && x >= 15 && x < 18 && y >= 7 && y < 25;
      out[y * n + x] = Math.max(0, Math.round(paper(x, y) - (inStroke ? stroke : 0)));
    }
  }
  return out;
}

describe('a cell’s paper made even', () => {
  it('leaves an evenly lit cell as it was', () => {
    const even = cell(() => 200, 120);
    expect(Array.from(flattened(even))).toEqual(Array.from(even));
  });

  it('reads a soft shadow across an empty cell as no digit', () => {
    // A shadow's soft round edge reaching in from the bottom-right corner, 60 levels deep.
    const shadow = cell((x, y) => {
      const d = Math.hypot(x - 31, y - 31);
      return 200 - 60 * Math.max(0, Math.min(1, (28 - d) / 20));
    });
    expect(digitInput(shadow)).toBeNull();
  });

  it('still reads a stroke under a shadow’s gradient, its box the stroke’s', () => {
    const shaded = cell((x) => 210 - 4 * x, 90);
    const input = digitInput(shaded);
    expect(input).not.toBeNull();
    // The digit's height feature is the stroke's 18 rows of the 32, not the shadow's.
    expect(input?.[DIGIT_SIDE * DIGIT_SIDE]).toBeCloseTo(18 / n, 2);
    expect(input?.[DIGIT_SIDE * DIGIT_SIDE + 1]).toBeLessThan(5 / n);
  });
});

describe('a line right across a cell', () => {
  it('is wiped from the digit it crosses', () => {
    // A "1" crossed at mid-height by a 2-pixel crease from edge to edge.
    const crossed = cell(() => 200, 120);
    for (let x = 0; x < n; x++) for (const y of [15, 16]) crossed[y * n + x] = 110;
    const input = digitInput(crossed);
    expect(input).not.toBeNull();
    expect(input?.[DIGIT_SIDE * DIGIT_SIDE]).toBeCloseTo(18 / n, 2);
    expect(input?.[DIGIT_SIDE * DIGIT_SIDE + 1]).toBeLessThan(6 / n);
  });

  it('leaves an empty cell empty', () => {
    const crossed = cell(() => 200);
    for (let x = 0; x < n; x++) for (const y of [15, 16]) crossed[y * n + x] = 110;
    expect(digitInput(crossed)).toBeNull();
  });
});

describe('the ink plane', () => {
  const w = 40;
  const h = 40;
  const rgba = (pixel: (x: number, y: number) => [number, number, number]) => {
    const out = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const [r, g, b] = pixel(x, y);
        out.set([r, g, b, 255], (y * w + x) * 4);
      }
    }
    return out;
  };

  it('keeps a noisy blue channel off plain paper', () => {
    const rnd = seededRandom(7);
    // Gray paper whose blue channel alone is noisy by ±40 (a small phone's chroma noise).
    const plane = inkFromRgba(
      rgba(() => [180, 180, Math.round(180 - 80 * rnd())]),
      w,
      h,
    );
    const inner = [];
    for (let y = 5; y < h - 5; y++)
      for (let x = 5; x < w - 5; x++) inner.push(plane.data[y * w + x] ?? 0);
    // The darkest channel would spread these over 80 levels; averaged, about a quarter of that.
    expect(Math.max(...inner) - Math.min(...inner)).toBeLessThan(25);
  });

  it('reads an orange digit much darker than its gray', () => {
    const orange = (x: number, y: number) => x >= 10 && x < 30 && y >= 10 && y < 30;
    const plane = inkFromRgba(
      rgba((x, y) => (orange(x, y) ? [240, 140, 40] : [235, 235, 235])),
      w,
      h,
    );
    const gray = (77 * 240 + 150 * 140 + 29 * 40) >> 8;
    const middle = plane.data[20 * w + 20] ?? 255;
    expect(middle).toBeLessThan(gray - 60);
    expect(plane.data[2 * w + 2]).toBe(235);
  });
});
