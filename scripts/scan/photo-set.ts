// The photo set beside the clone (../shared/data/sudoku-photos): each imageN.jpg with its truth in
// imageN.dat (line 1 the phone, line 2 the resolution, then 9 lines of 9 digits, 0 for empty).
// Shared by the training, the command line and the bench; JPEGs are decoded with jpeg-js (pure JS)
// and turned by their EXIF orientation, as the browser's decoder turns them.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';
import {
  type GrayImage,
  grayFromRgba,
  inkFromRgba,
} from '../../src/games/sudoku/scan/read/gray-image';
import { exifOrientation, orientRgba } from './exif-orientation';

export const PHOTO_DIR = path.resolve(import.meta.dirname, '../../../shared/data/sudoku-photos');

/** One photo of the set and its true grid (81 chars, '.' empty). */
export interface SetPhoto {
  name: string;
  file: string;
  phone: string;
  truth: string;
}

/** The set's photos in a stable order (by number); [] when the folder is absent. */
export function listPhotos(dir = PHOTO_DIR): SetPhoto[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^image\d+\.jpg$/.test(f))
    .map((f) => f.replace(/\.jpg$/, ''))
    .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)))
    .map((name) => {
      const lines = readFileSync(path.join(dir, `${name}.dat`), 'utf8').split(/\r?\n/);
      const digits = lines
        .slice(2, 11)
        .join(' ')
        .trim()
        .split(/\s+/)
        .map((d) => (d === '0' ? '.' : d))
        .join('');
      if (!/^[.1-9]{81}$/.test(digits))
        throw new Error(`${name}.dat: the truth is not 9 lines of 9 digits`);
      return {
        name,
        file: path.join(dir, `${name}.jpg`),
        phone: (lines[0] ?? '').trim(),
        truth: digits,
      };
    });
}

/** Decodes JPEG bytes to grayscale; throws an Error naming `label` when they are not a JPEG. */
export function decodeJpegGray(bytes: Uint8Array, label: string): GrayImage {
  return decodeJpeg(bytes, label).gray;
}

/** Decodes JPEG bytes to the two planes the reader uses (grayscale and ink; see gray-image.ts). */
export function decodeJpeg(bytes: Uint8Array, label: string): { gray: GrayImage; ink: GrayImage } {
  let image: { data: Uint8Array; width: number; height: number };
  try {
    image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 512 });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`${label}: not a readable JPEG picture (${why})`);
  }
  const shown = orientRgba(image.data, image.width, image.height, exifOrientation(bytes));
  return {
    gray: grayFromRgba(shown.data, shown.width, shown.height),
    ink: inkFromRgba(shown.data, shown.width, shown.height),
  };
}
