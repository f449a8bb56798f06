// The photo reader end to end in Node, through the same pipeline the worker runs: real photos of
// the set read exactly, a picture with no grid is a 'failed' reading (never a throw), and bad bytes
// get an error that names the file. The photos live beside the clone (../shared/data/sudoku-photos);
// without them the photo tests are skipped, as the other large-data tests are.
//
// The shipped model was trained on all 160 photos, so these reads check the pipeline (grid finding,
// warp, cell cutting) and the model file end to end, not how well it generalizes: that is the
// k-fold held-out figure of `npm run train:digits`, printed by `npm run bench -- --only=scan`.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeJpeg, decodeJpegGray, listPhotos, PHOTO_DIR } from '../../../scripts/scan/photo-set';
import { parseDigitModel } from '../../../src/games/sudoku/scan/read/digit-model';
import type { GrayImage } from '../../../src/games/sudoku/scan/read/gray-image';
import { turnInput, turnSquare } from '../../../src/games/sudoku/scan/read/grid-turn';
import { readCells } from '../../../src/games/sudoku/scan/read/read-cells';
import { findGrid, readGray } from '../../../src/games/sudoku/scan/read/read-grid';

const MODEL_FILE = path.resolve(
  import.meta.dirname,
  '../../../src/games/sudoku/scan/read/model/digits.bin',
);
const model = parseDigitModel(new Uint8Array(readFileSync(MODEL_FILE)).buffer);
const havePhotos = existsSync(PHOTO_DIR);

/** A seeded picture: noise, soft blobs and strokes, no grid. */
function noGridPicture(width: number, height: number, seed: number): GrayImage {
  let state = seed;
  const rnd = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state / 4294967296;
  };
  const data = new Uint8Array(width * height);
  const blobs = Array.from({ length: 12 }, () => ({
    x: rnd() * width,
    y: rnd() * height,
    r: 20 + rnd() * 80,
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let v = 120 + 80 * Math.sin(x / 37) * Math.cos(y / 53) + (rnd() - 0.5) * 90;
      for (const b of blobs) if ((x - b.x) ** 2 + (y - b.y) ** 2 < b.r ** 2) v -= 60;
      data[y * width + x] = Math.max(0, Math.min(255, Math.round(v)));
    }
  }
  return { width, height, data };
}

/**
 * Of the 144 pieces (a cell long) of the 16 inner grid lines a plain 9×9 split puts in a square
 * picture, the share that show as a dark line within 1 px of where the split puts them.
 */
function shareOfLinesOnBorders(picture: GrayImage): number {
  const n = picture.width;
  const cell = n / 9;
  const sorted = Array.from(picture.data).sort((a, b) => a - b);
  const paper = sorted[Math.floor(sorted.length * 0.6)] ?? 255;
  let dark = 0;
  let all = 0;
  for (let k = 1; k < 9; k++) {
    for (let piece = 0; piece < 9; piece++) {
      for (const across of [true, false]) {
        let darkest = 255;
        for (let d = -1; d <= 1; d++) {
          const at = Math.round(k * cell) + d;
          let sum = 0;
          let count = 0;
          for (let t = Math.round(piece * cell + 4); t < Math.round((piece + 1) * cell - 4); t++) {
            sum += picture.data[across ? at * n + t : t * n + at] ?? 255;
            count++;
          }
          darkest = Math.min(darkest, sum / count);
        }
        all++;
        if (darkest < paper * 0.85) dark++;
      }
    }
  }
  return dark / all;
}

describe.skipIf(!havePhotos)(
  'reading real photos (skipped: ../shared/data/sudoku-photos is absent)',
  () => {
    const photos = listPhotos();
    // A plain one, one whose grid touches a column rule (found by its cells' lattice), one with
    // faint inner lines beside stains (found by following each line), and two whose EXIF tag turns
    // the page a quarter and a half turn away from upright (the browser applies the tag, so does
    // decodeJpeg; the reader turns the grid back), and one whose pale orange 7 the cell cleaner
    // passes over until the grid, lacking one solution, has it read again.
    it.each(['image1', 'image1022', 'image1045', 'image70', 'image1040', 'image1083', 'image71'])(
      '%s reads exactly',
      (name) => {
        const photo = photos.find((p) => p.name === name);
        expect(photo, `${name} is in the set`).toBeDefined();
        if (photo === undefined) return;
        const planes = decodeJpeg(readFileSync(photo.file), name);
        const reading = readGray(planes.gray, model, planes.ink);
        expect(reading.status).toBe('read');
        expect(reading.grid).toBe(photo.truth);
        expect(reading.confidence).toHaveLength(81);
        expect(reading.warped?.pixels.length).toBe((reading.warped?.size ?? 0) ** 2);
        expect(reading.corners).toHaveLength(4);
      },
    );

    it.each([1, 2, 3])(
      "image2's cells turned %i quarter(s) clockwise are turned back and read exactly",
      (turns) => {
        const photo = photos.find((p) => p.name === 'image2');
        if (photo === undefined) throw new Error('image2 is not in the set');
        const planes = decodeJpeg(readFileSync(photo.file), photo.name);
        const found = findGrid(planes.gray, planes.ink);
        if (found === null) throw new Error('image2: no grid found');
        let cells = found.inputs;
        for (let t = 0; t < turns; t++)
          cells = turnSquare(cells, 9).map((input) => (input === null ? null : turnInput(input)));
        const read = readCells(cells, model);
        expect(read.turns).toBe(4 - turns);
        expect(read.grid).toBe(photo.truth);
      },
    );

    // Curved pages: a plain four-corner warp leaves the inner lines up to 6 px (a fifth of a cell)
    // off the board's cell borders, where the check screen draws the read digits (0.44 and 0.73
    // of the line pieces on them before the picture went through the found lines).
    it.each(['image1008', 'image1020'])(
      "%s's check picture has its grid lines on the board's cell borders",
      (name) => {
        const photo = photos.find((p) => p.name === name);
        if (photo === undefined) throw new Error(`${name} is not in the set`);
        const planes = decodeJpeg(readFileSync(photo.file), name);
        const found = findGrid(planes.gray, planes.ink);
        if (found === null) throw new Error(`${name}: no grid found`);
        expect(shareOfLinesOnBorders(found.warped)).toBeGreaterThan(0.85);
      },
    );

    it('a JPEG cut short gets an error naming the file', () => {
      const whole = readFileSync(path.join(PHOTO_DIR, 'image1.jpg'));
      expect(() => decodeJpegGray(whole.subarray(0, 600), 'image1-cut.jpg')).toThrow(
        /image1-cut\.jpg/,
      );
    });
  },
);

describe('pictures that are no Sudoku', () => {
  it.each([1, 2, 3])(
    'a noise-and-blobs picture (seed %i) is a failed reading with its message',
    (seed) => {
      const reading = readGray(noGridPicture(640, 480, seed), model);
      expect(reading.status).toBe('failed');
      expect(reading.message).toBe('scan.noGrid');
      expect(reading.grid).toBeNull();
      expect(reading.confidence).toEqual([]);
    },
  );

  it('a blank page is a failed reading', () => {
    const reading = readGray(
      { width: 320, height: 240, data: new Uint8Array(320 * 240).fill(230) },
      model,
    );
    expect(reading.status).toBe('failed');
    expect(reading.message).toBe('scan.noGrid');
  });
});

describe('bad bytes', () => {
  it('bytes that are no JPEG get an error naming the file', () => {
    const junk = new TextEncoder().encode('this is not a picture at all');
    expect(() => decodeJpegGray(junk, 'notes.jpg')).toThrow(
      /notes\.jpg: not a readable JPEG picture/,
    );
  });

  it('a model file that is not one says so', () => {
    expect(() => parseDigitModel(new Uint8Array(64).buffer)).toThrow(/not a GWD1 file/);
  });
});
