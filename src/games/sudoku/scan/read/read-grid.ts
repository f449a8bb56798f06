// The whole reading of one grayscale photo, with no DOM: working size, grid candidates, warp,
// line mesh, 81 cells, classifier. The worker, the command line, the bench and the training all
// call this same code, so what is measured is what the player gets.

import { CELL_SAMPLE, digitInput } from './cell-digit';
import type { DigitModel } from './digit-model';
import { type GrayImage, sampleBilinear, toWorkingSize } from './gray-image';
import { gridCandidates } from './grid-find';
import { CELL_PX, type GridMesh, gridMesh, WARP_SIDE, warpSquare } from './grid-mesh';
import { turnSquare } from './grid-turn';
import { type Homography, homographyFrom, mapPoint, type Point } from './homography';
import { readCells } from './read-cells';
import { SCAN_MESSAGES, type ScanReading } from './scan-api';

/** A found grid: where it is and each cell's classifier input (null: plainly empty). */
interface FoundGrid {
  /** Corners in the photo's pixels (TL, TR, BR, BL). */
  corners: Point[];
  /** The grid straightened through its found lines: each cell is the square a plain split gives. */
  warped: GrayImage;
  inputs: (Float32Array | null)[];
  /** For a plainly empty cell, its input when paler ink counts (pale print, glare); else null. */
  faint: (Float32Array | null)[];
  /** For a cell with ink, VIEW_SHIFTS.length more inputs, the cell cut again a little shifted
   *  (cell-major; null where a shifted cut holds no ink or the cell is plainly empty). */
  views: (Float32Array | null)[];
  /** Each cell's ink contrast (see digitInput): how dark its darkest ink is against its paper. */
  contrast: number[];
  /** Cuts a cell again with its four corners moved by `move` (warped pixels): training's jitter. */
  recut: (cell: number, move: (corner: number) => Point) => Float32Array | null;
}

/** The shifts (warped pixels, a cell being CELL_PX) of a cell's extra cuts, read with it (read-cells.ts). */
export const VIEW_SHIFTS: Point[] = [
  { x: 1.5, y: 0 },
  { x: -1.5, y: 0 },
  { x: 0, y: 1.5 },
  { x: 0, y: -1.5 },
];

/**
 * Finds the grid and cuts its cells; null when nothing in the picture is a grid. The grid is
 * found on `photo` (grayscale); the cells are cut from `inkPlane` (same size: see inkFromRgba).
 */
export function findGrid(photo: GrayImage, inkPlane: GrayImage = photo): FoundGrid | null {
  const work = toWorkingSize(photo);
  const ink = inkPlane === photo ? work : toWorkingSize(inkPlane);
  const scale = photo.width / work.width;
  const square: Point[] = [
    { x: 0, y: 0 },
    { x: WARP_SIDE, y: 0 },
    { x: WARP_SIDE, y: WARP_SIDE },
    { x: 0, y: WARP_SIDE },
  ];
  let best: {
    score: number;
    h: Homography;
    warped: GrayImage;
    mesh: GridMesh;
    corners: Point[];
  } | null = null;
  for (const candidate of gridCandidates(work)) {
    const h = homographyFrom(square, candidate.corners);
    if (h === null || !convex(candidate.corners)) continue;
    const warped = warpSquare(work, h);
    const mesh = gridMesh(warped);
    const score = mesh.lineCover - mesh.interiorCover;
    if (mesh.lineCover < 0.55 || score < 0.35) continue;
    if (best === null || score > best.score)
      best = { score, h, warped, mesh, corners: candidate.corners };
  }
  if (best === null) return null;
  const found = best;
  const recut = (cell: number, move: (corner: number) => Point) => {
    const moved = { ...found.mesh, points: [...found.mesh.points] };
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    [r * 10 + c, r * 10 + c + 1, (r + 1) * 10 + c, (r + 1) * 10 + c + 1].forEach((at, k) => {
      const p = moved.points[at] as Point;
      const d = move(k);
      moved.points[at] = { x: p.x + d.x, y: p.y + d.y };
    });
    return digitInput(sampleCell(ink, found.h, moved, cell));
  };
  const inputs: (Float32Array | null)[] = [];
  const faint: (Float32Array | null)[] = [];
  const views: (Float32Array | null)[] = [];
  const contrast: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const sample = sampleCell(ink, best.h, best.mesh, cell);
    const measured = { contrast: 0 };
    const input = digitInput(sample, measured);
    inputs.push(input);
    contrast.push(measured.contrast);
    faint.push(input === null ? digitInput(deepened(sample)) : null);
    for (const shift of VIEW_SHIFTS) views.push(input === null ? null : recut(cell, () => shift));
  }
  return {
    corners: best.corners.map((p) => ({ x: p.x * scale, y: p.y * scale })),
    warped: straightened(work, best.h, best.mesh),
    inputs,
    faint,
    views,
    contrast,
    recut,
  };
}

/** Reads a grayscale photo into a ScanReading (ms left 0 for the caller to fill). */
export function readGray(
  photo: GrayImage,
  model: DigitModel,
  inkPlane: GrayImage = photo,
): ScanReading {
  const found = findGrid(photo, inkPlane);
  if (found === null) {
    return {
      status: 'failed',
      grid: null,
      unsure: [],
      confidence: [],
      message: SCAN_MESSAGES.noGrid,
      warped: null,
      ms: 0,
      corners: null,
    };
  }
  const { grid, unsure, confidence, turns } = readCells(found.inputs, model, found.faint, {
    views: found.views,
    contrast: found.contrast,
  });
  let pixels = Array.from(found.warped.data);
  let corners = found.corners;
  for (let t = 0; t < turns; t++) {
    pixels = turnSquare(pixels, found.warped.width);
    // Turned clockwise, the grid's top-left corner is the one that was bottom-left.
    corners = [corners[3], corners[0], corners[1], corners[2]] as Point[];
  }
  const warped = { size: found.warped.width, pixels: Uint8ClampedArray.from(pixels) };
  return {
    status: 'read',
    grid,
    unsure,
    confidence,
    message: '',
    warped,
    ms: 0,
    corners,
  };
}

/**
 * The grid's picture for the check screen, each cell sampled through the found lines: on a curved
 * page a plain four-corner warp leaves the printed digits off the board's cells (and off the read
 * digits drawn in them); through the mesh every cell is where the board draws it.
 */
function straightened(work: GrayImage, h: Homography, mesh: GridMesh): GrayImage {
  const data = new Uint8Array(WARP_SIDE * WARP_SIDE);
  for (let cell = 0; cell < 81; cell++) {
    const square = sampleCell(work, h, mesh, cell, CELL_PX);
    const x0 = (cell % 9) * CELL_PX;
    const y0 = Math.floor(cell / 9) * CELL_PX;
    for (let y = 0; y < CELL_PX; y++)
      data.set(square.subarray(y * CELL_PX, (y + 1) * CELL_PX), (y0 + y) * WARP_SIDE + x0);
  }
  return { width: WARP_SIDE, height: WARP_SIDE, data };
}

/** How much a faint reading deepens the ink against the paper (pale print, glare). */
const FAINT_GAIN = 2;

/**
 * A cell with its ink deepened against its paper, so that the cell cleaner (cell-digit.ts) keeps
 * ink it would pass over as too pale: a faint reading, used only when the grid needs a digit
 * (grid-solve-mend.ts).
 */
function deepened(cell: Uint8Array): Uint8Array {
  const sorted = Array.from(cell).sort((a, b) => a - b);
  const paper = sorted[Math.floor(sorted.length * 0.85)] ?? 255;
  return cell.map((v) => Math.max(0, Math.round(paper - (paper - v) * FAINT_GAIN)));
}

/** Samples one cell (row-major index) from the working picture through the mesh and the warp. */
function sampleCell(
  work: GrayImage,
  h: Homography,
  mesh: GridMesh,
  cell: number,
  n = CELL_SAMPLE,
): Uint8Array {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const p00 = mesh.points[r * 10 + c] as Point;
  const p01 = mesh.points[r * 10 + c + 1] as Point;
  const p10 = mesh.points[(r + 1) * 10 + c] as Point;
  const p11 = mesh.points[(r + 1) * 10 + c + 1] as Point;
  const out = new Uint8Array(n * n);
  for (let b = 0; b < n; b++) {
    const v = (b + 0.5) / n;
    for (let a = 0; a < n; a++) {
      const u = (a + 0.5) / n;
      const x = (p00.x * (1 - u) + p01.x * u) * (1 - v) + (p10.x * (1 - u) + p11.x * u) * v;
      const y = (p00.y * (1 - u) + p01.y * u) * (1 - v) + (p10.y * (1 - u) + p11.y * u) * v;
      const p = mapPoint(h, x, y);
      out[b * n + a] = Math.round(sampleBilinear(work, p.x - 0.5, p.y - 0.5));
    }
  }
  return out;
}

/** True when the four corners, in order, make a convex shape of some size. */
function convex(corners: Point[]): boolean {
  let sign = 0;
  let area = 0;
  for (let i = 0; i < 4; i++) {
    const a = corners[i] as Point;
    const b = corners[(i + 1) % 4] as Point;
    const c = corners[(i + 2) % 4] as Point;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
    area += a.x * b.y - b.x * a.y;
  }
  return Math.abs(area) / 2 > 400;
}
