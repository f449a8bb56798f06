// Finding the grid in a photo: the grid's lines all touch, so after an adaptive threshold the grid
// is one large connected component. The few components with the largest bounding boxes are the
// candidates; each one's four corners are its outermost pixels along the two diagonals. Which
// candidate really is a grid is decided after the warp (grid-mesh.ts), where its lines must show.

import { components } from './components';
import type { GrayImage } from './gray-image';
import { cellLatticeCandidates } from './grid-cells-find';
import type { Point } from './homography';
import { adaptiveThreshold } from './threshold';

/** A possible grid: its four corners (top-left, top-right, bottom-right, bottom-left). */
export interface GridCandidate {
  corners: [Point, Point, Point, Point];
}

/** How many of the largest components are tried as the grid. */
const CANDIDATES = 4;

/** The candidates for the grid in a working-size picture, most likely first. */
export function gridCandidates(image: GrayImage): GridCandidate[] {
  const { width, height } = image;
  const radius = Math.max(5, Math.round(Math.min(width, height) / 40));
  const mask = adaptiveThreshold(image, radius, 8);
  const { labels, list } = components(mask, width, height);
  const minSide = Math.min(width, height) * 0.2;
  const big = list
    .filter((c) => c.maxX - c.minX >= minSide && c.maxY - c.minY >= minSide)
    .sort((a, b) => (b.maxX - b.minX) * (b.maxY - b.minY) - (a.maxX - a.minX) * (a.maxY - a.minY))
    .slice(0, CANDIDATES);
  const found: GridCandidate[] = [];
  for (const part of big) {
    let tl = { x: 0, y: 0, s: Number.POSITIVE_INFINITY };
    let br = { x: 0, y: 0, s: Number.NEGATIVE_INFINITY };
    let tr = { x: 0, y: 0, s: Number.NEGATIVE_INFINITY };
    let bl = { x: 0, y: 0, s: Number.POSITIVE_INFINITY };
    for (let y = part.minY; y <= part.maxY; y++) {
      for (let x = part.minX; x <= part.maxX; x++) {
        if (labels[y * width + x] !== part.label) continue;
        const sum = x + y;
        const diff = x - y;
        if (sum < tl.s) tl = { x, y, s: sum };
        if (sum > br.s) br = { x, y, s: sum };
        if (diff > tr.s) tr = { x, y, s: diff };
        if (diff < bl.s) bl = { x, y, s: diff };
      }
    }
    found.push({
      corners: [
        { x: tl.x, y: tl.y },
        { x: tr.x + 1, y: tr.y },
        { x: br.x + 1, y: br.y + 1 },
        { x: bl.x, y: bl.y + 1 },
      ],
    });
  }
  found.push(...cellLatticeCandidates(mask, width, height));
  // A grid of thin pale lines breaks under the threshold above, merging its cells' holes: its
  // lattice is sought again with fainter ink counting.
  found.push(...cellLatticeCandidates(adaptiveThreshold(image, radius, 4), width, height));
  return found;
}
