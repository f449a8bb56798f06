// From a candidate's four corners to the grid's 10×10 line crossings. The four-corner warp is right
// only for a flat page; on a curved page or with a loose corner the inner lines drift. So each of
// the 10 horizontal and 10 vertical lines is found again, one cell-wide piece at a time, near where
// the warp put it, and the crossings follow the pieces. The same search scores the candidate: a
// grid shows solid lines where they should be and mostly empty cell interiors.

import { type GrayImage, sampleBilinear } from './gray-image';
import { type Homography, mapPoint, type Point } from './homography';
import { adaptiveThreshold } from './threshold';

/** Pixels per cell in the warped square. */
export const CELL_PX = 32;
/** The warped square's side. */
export const WARP_SIDE = CELL_PX * 9;

/** The line crossings in warped coordinates (row-major, 10×10) and how grid-like the lines are. */
export interface GridMesh {
  points: Point[];
  /** Mean ink cover of the best line piece per segment, 0..1. */
  lineCover: number;
  /** Mean ink cover of cell interiors, 0..1. */
  interiorCover: number;
}

/** Samples the picture through h (square → photo) into a WARP_SIDE² grayscale square. */
export function warpSquare(image: GrayImage, h: Homography): GrayImage {
  const data = new Uint8Array(WARP_SIDE * WARP_SIDE);
  for (let v = 0; v < WARP_SIDE; v++) {
    for (let u = 0; u < WARP_SIDE; u++) {
      const p = mapPoint(h, u + 0.5, v + 0.5);
      data[v * WARP_SIDE + u] = Math.round(sampleBilinear(image, p.x - 0.5, p.y - 0.5));
    }
  }
  return { width: WARP_SIDE, height: WARP_SIDE, data };
}

/**
 * Ink cover of the 2-pixel band at each offset (from `nominal`, within ±reach) along one piece;
 * `along(t, across)` reads the mask.
 */
function pieceCovers(
  along: (t: number, across: number) => number,
  nominal: number,
  from: number,
  to: number,
  reach: number,
): number[] {
  const covers: number[] = [];
  for (let d = -reach; d <= reach; d++) {
    const at = nominal + d;
    if (at < 0 || at >= WARP_SIDE - 1) {
      covers.push(0);
      continue;
    }
    let hit = 0;
    for (let t = from; t < to; t++) if (along(t, at) + along(t, at + 1) > 0) hit++;
    covers.push(hit / (to - from));
  }
  return covers;
}

/** Cost of a line moving by one pixel between neighbouring pieces (a line bends slowly). */
const BEND = 0.06;
/** Cost of a line sitting one pixel away from where the four-corner warp put it. */
const DRIFT = 0.004;

/**
 * The offsets along one line, one per piece, that best follow its ink while bending little
 * (a Viterbi pass): a digit's stroke beside a faint line cannot pull one piece off the line.
 */
function followLine(covers: number[][], reach: number): { offsets: number[]; cover: number } {
  const span = 2 * reach + 1;
  let score = (covers[0] as number[]).map((c, d) => c - DRIFT * Math.abs(d - reach));
  const back: Int32Array[] = [];
  for (let seg = 1; seg < covers.length; seg++) {
    const here = covers[seg] as number[];
    const from = new Int32Array(span);
    const next: number[] = [];
    for (let d = 0; d < span; d++) {
      let best = Number.NEGATIVE_INFINITY;
      for (let e = Math.max(0, d - 6); e <= Math.min(span - 1, d + 6); e++) {
        const s = (score[e] ?? 0) - BEND * Math.abs(d - e);
        if (s > best) {
          best = s;
          from[d] = e;
        }
      }
      next.push(best + (here[d] ?? 0) - DRIFT * Math.abs(d - reach));
    }
    back.push(from);
    score = next;
  }
  let d = 0;
  for (let e = 1; e < span; e++) if ((score[e] ?? 0) > (score[d] ?? 0)) d = e;
  const path = [d];
  for (let seg = back.length - 1; seg >= 0; seg--) {
    d = back[seg]?.[d] ?? d;
    path.unshift(d);
  }
  const cover = path.reduce((sum, at, seg) => sum + (covers[seg]?.[at] ?? 0), 0) / path.length;
  return { offsets: path.map((at) => at - reach + 0.5), cover };
}

/** Finds the 20 lines piece by piece in the warped square and returns the mesh and its scores. */
export function gridMesh(warped: GrayImage): GridMesh {
  const mask = adaptiveThreshold(warped, CELL_PX / 2, 2);
  const at = (x: number, y: number) => mask[y * WARP_SIDE + x] ?? 0;
  const reach = Math.round(CELL_PX * 0.3);
  const margin = 3;
  // rows[i][j]: offset of horizontal line i over column segment j; cols[j][i] likewise.
  const rows: number[][] = [];
  const cols: number[][] = [];
  let cover = 0;
  for (let line = 0; line <= 9; line++) {
    const rowCovers: number[][] = [];
    const colCovers: number[][] = [];
    for (let seg = 0; seg < 9; seg++) {
      const from = seg * CELL_PX + margin;
      const to = (seg + 1) * CELL_PX - margin;
      rowCovers.push(pieceCovers((t, a) => at(t, a), line * CELL_PX, from, to, reach));
      colCovers.push(pieceCovers((t, a) => at(a, t), line * CELL_PX, from, to, reach));
    }
    const row = followLine(rowCovers, reach);
    const col = followLine(colCovers, reach);
    rows.push(row.offsets);
    cols.push(col.offsets);
    cover += row.cover + col.cover;
  }
  let interior = 0;
  const inset = Math.round(CELL_PX * 0.2);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      let ink = 0;
      for (let y = r * CELL_PX + inset; y < (r + 1) * CELL_PX - inset; y++) {
        for (let x = c * CELL_PX + inset; x < (c + 1) * CELL_PX - inset; x++) ink += at(x, y);
      }
      interior += ink / (CELL_PX - 2 * inset) ** 2;
    }
  }
  const points: Point[] = [];
  for (let i = 0; i <= 9; i++) {
    for (let j = 0; j <= 9; j++) {
      points.push({
        x: j * CELL_PX + atCrossing(cols[j] as number[], i),
        y: i * CELL_PX + atCrossing(rows[i] as number[], j),
      });
    }
  }
  return { points, lineCover: cover / 20, interiorCover: interior / 81 };
}

/** A line's offset at crossing k (0..9) from its 9 piece offsets (pieces sit between crossings). */
function atCrossing(pieces: number[], k: number): number {
  if (k === 0) return pieces[0] ?? 0;
  if (k === 9) return pieces[8] ?? 0;
  return ((pieces[k - 1] ?? 0) + (pieces[k] ?? 0)) / 2;
}
