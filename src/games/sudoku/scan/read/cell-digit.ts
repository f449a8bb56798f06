// One cell to the classifier's input. A cell cut from the photo holds bits of the grid lines at its
// edges, paper texture and maybe a digit. The paper is made even first (a shadow's gradient across
// the cell is no ink), the ink is taken against it (so glare and shadow drop out), line remnants
// along the edges and lines right across the cell are wiped, and the connected ink nearest the
// centre is the digit; it is scaled to fit DIGIT_BOX, centred in DIGIT_SIDE², and three numbers
// about its size go with it (a speck scaled up must not look like a digit).

import { components } from './components';

/** Side of the square a cell is sampled to. */
export const CELL_SAMPLE = 32;
/** Side of the classifier's picture of a digit. */
export const DIGIT_SIDE = 20;
/** The digit's longer side in that picture. */
const DIGIT_BOX = 16;
/** A row (or column) inside the cell with ink over this share of it is a line across, no digit. */
const ACROSS_SHARE = 0.8;
/** Rows beside such a line with ink over half their length are its fringe (a slanted, thick line). */
const LINE_FRINGE = 2;
/** Inputs of the classifier: the picture and three size features. */
export const DIGIT_INPUTS = DIGIT_SIDE * DIGIT_SIDE + 3;

/** The paper under a cell is estimated at points this far apart (see flattened)… */
const PAPER_STEP = 4;
/** …each from the pixels within this many of it across and down… */
const PAPER_HALF = 7;
/** …as the value this share of them lie below. */
const PAPER_SHARE = 0.8;

/**
 * A cell's input for the classifier, or null when the cell plainly holds no ink. `measured`, if
 * given, gets the cell's ink contrast (its paper less its darkest ink, once the paper is even).
 */
export function digitInput(
  sampled: Uint8Array,
  measured?: { contrast: number },
): Float32Array | null {
  const n = CELL_SAMPLE;
  const cell = flattened(sampled);
  const inner: number[] = [];
  const lo = Math.round(n * 0.15);
  const hi = n - lo;
  for (let y = lo; y < hi; y++) for (let x = lo; x < hi; x++) inner.push(cell[y * n + x] ?? 255);
  inner.sort((a, b) => a - b);
  const paper = inner[Math.floor(inner.length * 0.85)] ?? 255;
  const darkest = inner[Math.floor(inner.length * 0.02)] ?? 255;
  const contrast = paper - darkest;
  if (measured !== undefined) measured.contrast = contrast;
  if (contrast < 28) return null;
  const cut = paper - Math.max(18, 0.45 * contrast);
  const ink = new Uint8Array(n * n);
  for (let i = 0; i < n * n; i++) ink[i] = (cell[i] ?? 255) < cut ? 1 : 0;
  wipeEdgeLines(ink);
  const { labels, list } = components(ink, n, n);
  const centre = (n - 1) / 2;
  const candidates = list.filter((c) => {
    const w = c.maxX - c.minX + 1;
    const h = c.maxY - c.minY + 1;
    const cx = (c.minX + c.maxX) / 2;
    const cy = (c.minY + c.maxY) / 2;
    return (
      c.size >= 12 &&
      // A grid line left whole across the cell (the mesh off by a few pixels) is no digit.
      !(c.minY <= 1 && c.maxY >= n - 2) &&
      !(c.minX <= 1 && c.maxX >= n - 2) &&
      // The same tests across and down: a photo may come a quarter turned (grid-turn.ts).
      !(h > n * 0.8 && w < n * 0.3) &&
      !(w > n * 0.8 && h < n * 0.3) &&
      Math.max(w, h) >= n * 0.28 &&
      Math.max(w, h) < n * 0.95 &&
      Math.abs(cx - centre) < n * 0.25 &&
      Math.abs(cy - centre) < n * 0.25
    );
  });
  if (candidates.length === 0) return null;
  const digit = candidates.reduce((a, b) => (b.size > a.size ? b : a));
  const keep = new Set([digit.label]);
  const box = { minX: digit.minX, minY: digit.minY, maxX: digit.maxX, maxY: digit.maxY };
  for (const c of list) {
    // Pieces of the same digit broken by the threshold (a thin stroke): touching its box, but
    // never a remnant of the grid lines (those reach the cell's edge).
    if (c === digit || c.size < 3) continue;
    if (c.minX <= 1 || c.minY <= 1 || c.maxX >= n - 2 || c.maxY >= n - 2) continue;
    // A broken stroke sits beside the rest (a 5's bar above it), its middle within the digit's span.
    const midX = (c.minX + c.maxX) / 2;
    const midY = (c.minY + c.maxY) / 2;
    const near =
      c.minX <= box.maxX + 2 &&
      c.maxX >= box.minX - 2 &&
      c.minY <= box.maxY + 2 &&
      c.maxY >= box.minY - 2;
    const inSpan =
      (midX >= box.minX - 1 && midX <= box.maxX + 1) ||
      (midY >= box.minY - 1 && midY <= box.maxY + 1);
    if (near && inSpan) {
      keep.add(c.label);
    }
  }
  for (const c of list) {
    if (!keep.has(c.label)) continue;
    box.minX = Math.min(box.minX, c.minX);
    box.minY = Math.min(box.minY, c.minY);
    box.maxX = Math.max(box.maxX, c.maxX);
    box.maxY = Math.max(box.maxY, c.maxY);
  }
  const value = new Float32Array(n * n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!nearKept(labels, keep, x, y)) continue;
      value[y * n + x] = Math.min(1, Math.max(0, (paper - (cell[y * n + x] ?? 255)) / contrast));
    }
  }
  return scaleDigit(value, box, keep, list);
}

/**
 * The cell with its paper made even: a shadow's edge or a fold's gradient across the cell would
 * otherwise pass for ink against the paper's one level (a dark band read as a 1, a shadowed corner
 * as a digit). The paper is estimated every PAPER_STEP pixels as a bright percentile of the
 * (2·PAPER_HALF)² pixels about that point (strokes, even blurred ones, cover less than a fifth of
 * such a window) and spread between those points bilinearly; each pixel is moved by how far its
 * paper is from the cell's usual paper (85th percentile), so an evenly lit cell is left nearly as
 * it was.
 */
export function flattened(cell: Uint8Array): Uint8Array {
  const n = CELL_SAMPLE;
  const g = n / PAPER_STEP + 1;
  const knots = new Float32Array(g * g);
  const counts = new Uint16Array(256);
  for (let j = 0; j < g; j++) {
    for (let i = 0; i < g; i++) {
      counts.fill(0);
      let total = 0;
      const y0 = Math.max(0, j * PAPER_STEP - PAPER_HALF);
      const y1 = Math.min(n, j * PAPER_STEP + PAPER_HALF);
      const x0 = Math.max(0, i * PAPER_STEP - PAPER_HALF);
      const x1 = Math.min(n, i * PAPER_STEP + PAPER_HALF);
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const v = cell[y * n + x] ?? 0;
          counts[v] = (counts[v] ?? 0) + 1;
          total++;
        }
      }
      // The value below which PAPER_SHARE of the window's pixels lie.
      const rank = Math.floor(total * PAPER_SHARE);
      let v = 0;
      for (let seen = counts[0] ?? 0; seen <= rank && v < 255; seen += counts[v] ?? 0) v++;
      knots[j * g + i] = v;
    }
  }
  const paper = new Float32Array(n * n);
  for (let y = 0; y < n; y++) {
    const fy = (y + 0.5) / PAPER_STEP;
    const j = Math.min(g - 2, Math.floor(fy));
    const ay = fy - j;
    for (let x = 0; x < n; x++) {
      const fx = (x + 0.5) / PAPER_STEP;
      const i = Math.min(g - 2, Math.floor(fx));
      const ax = fx - i;
      const top = (knots[j * g + i] ?? 0) * (1 - ax) + (knots[j * g + i + 1] ?? 0) * ax;
      const bottom =
        (knots[(j + 1) * g + i] ?? 0) * (1 - ax) + (knots[(j + 1) * g + i + 1] ?? 0) * ax;
      paper[y * n + x] = top * (1 - ay) + bottom * ay;
    }
  }
  const inner: number[] = [];
  const lo = Math.round(n * 0.15);
  for (let y = lo; y < n - lo; y++)
    for (let x = lo; x < n - lo; x++) inner.push(paper[y * n + x] ?? 0);
  inner.sort((a, b) => a - b);
  const usual = inner[Math.floor(inner.length * 0.85)] ?? 255;
  const out = new Uint8Array(n * n);
  for (let i = 0; i < n * n; i++)
    out[i] = Math.max(0, Math.min(255, Math.round((cell[i] ?? 0) + usual - (paper[i] ?? 0))));
  return out;
}

/**
 * Clears grid line remnants: rows and columns in the outer fifth of the cell that are mostly ink,
 * then any ink in the outer band that is joined to the cell's edge through that band.
 */
function wipeEdgeLines(ink: Uint8Array): void {
  const n = CELL_SAMPLE;
  wipeFullLines(ink);
  const band = Math.round(n * 0.15);
  const inBand = (x: number, y: number) => x < band || y < band || x >= n - band || y >= n - band;
  const stack: number[] = [];
  for (let k = 0; k < n; k++) stack.push(k, (n - 1) * n + k, k * n, k * n + n - 1);
  while (stack.length > 0) {
    const at = stack.pop() ?? 0;
    if (ink[at] !== 1) continue;
    ink[at] = 0;
    const x = at % n;
    const y = (at - x) / n;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < n && ny < n && inBand(nx, ny)) stack.push(ny * n + nx);
      }
    }
  }
}

/**
 * Clears rows and columns in the outer fifth of the cell that are mostly ink (grid line remnants),
 * and thin lines right across the cell further in (a crease, a rule or a pen line through a row of
 * the grid: no digit is nearly as wide as its cell) with their fringe rows, except where a stroke
 * goes on across the line on both sides (the digit the line crosses stays whole).
 */
function wipeFullLines(ink: Uint8Array): void {
  const n = CELL_SAMPLE;
  const band = Math.round(n * 0.2);
  // Rows as they are, then columns as rows of the cell read across.
  for (const at of [(k: number, t: number) => k * n + t, (k: number, t: number) => t * n + k]) {
    const counts: number[] = [];
    for (let k = 0; k < n; k++) {
      let count = 0;
      for (let t = 0; t < n; t++) count += ink[at(k, t)] ?? 0;
      counts.push(count);
    }
    const outer: number[] = [];
    const across = new Set<number>();
    counts.forEach((count, k) => {
      if (k < band || k >= n - band) {
        if (count > n * 0.55) outer.push(k);
      } else if (count > n * ACROSS_SHARE) {
        across.add(k);
        for (let d = -LINE_FRINGE; d <= LINE_FRINGE; d++)
          if (k + d > 0 && k + d < n - 1 && (counts[k + d] ?? 0) > n * 0.5) across.add(k + d);
      }
    });
    for (const k of outer) for (let t = 0; t < n; t++) ink[at(k, t)] = 0;
    const inked = (k: number, t: number) =>
      k >= 0 && k < n && [t - 1, t, t + 1].some((u) => u >= 0 && u < n && ink[at(k, u)] === 1);
    for (const k of [...across].sort((a, b) => a - b)) {
      if (across.has(k - 1)) continue;
      let last = k;
      while (across.has(last + 1)) last++;
      const crossing: boolean[] = [];
      for (let t = 0; t < n; t++) crossing.push(inked(k - 1, t) && inked(last + 1, t));
      for (let r = k; r <= last; r++)
        for (let t = 0; t < n; t++) if (!crossing[t]) ink[at(r, t)] = 0;
    }
  }
}

function nearKept(labels: Int32Array, keep: Set<number>, x: number, y: number): boolean {
  const n = CELL_SAMPLE;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < n && ny < n && keep.has(labels[ny * n + nx] ?? 0)) return true;
    }
  }
  return false;
}

/** The digit's box scaled to fit DIGIT_BOX (aspect kept), centred, plus its size features. */
function scaleDigit(
  value: Float32Array,
  box: { minX: number; minY: number; maxX: number; maxY: number },
  keep: Set<number>,
  list: { label: number; size: number }[],
): Float32Array {
  const n = CELL_SAMPLE;
  const w = box.maxX - box.minX + 1;
  const h = box.maxY - box.minY + 1;
  const scale = DIGIT_BOX / Math.max(w, h);
  const out = new Float32Array(DIGIT_INPUTS);
  const offX = (DIGIT_SIDE - w * scale) / 2;
  const offY = (DIGIT_SIDE - h * scale) / 2;
  for (let y = 0; y < DIGIT_SIDE; y++) {
    for (let x = 0; x < DIGIT_SIDE; x++) {
      // 2×2 samples a pixel, each read bilinearly from the cell's ink values.
      let sum = 0;
      for (const sy of [0.25, 0.75]) {
        for (const sx of [0.25, 0.75]) {
          const cx = box.minX + (x + sx - offX) / scale - 0.5;
          const cy = box.minY + (y + sy - offY) / scale - 0.5;
          sum += bilinear(value, n, cx, cy);
        }
      }
      out[y * DIGIT_SIDE + x] = sum / 4;
    }
  }
  let size = 0;
  for (const c of list) if (keep.has(c.label)) size += c.size;
  out[DIGIT_SIDE * DIGIT_SIDE] = h / n;
  out[DIGIT_SIDE * DIGIT_SIDE + 1] = w / n;
  out[DIGIT_SIDE * DIGIT_SIDE + 2] = (size / (n * n)) * 4;
  return out;
}

function bilinear(value: Float32Array, n: number, x: number, y: number): number {
  if (x < -0.5 || y < -0.5 || x > n - 0.5 || y > n - 0.5) return 0;
  const x0 = Math.max(0, Math.min(n - 1, Math.floor(x)));
  const y0 = Math.max(0, Math.min(n - 1, Math.floor(y)));
  const x1 = Math.min(n - 1, x0 + 1);
  const y1 = Math.min(n - 1, y0 + 1);
  const fx = Math.max(0, Math.min(1, x - x0));
  const fy = Math.max(0, Math.min(1, y - y0));
  const a = value[y0 * n + x0] ?? 0;
  const b = value[y0 * n + x1] ?? 0;
  const c = value[y1 * n + x0] ?? 0;
  const d = value[y1 * n + x1] ?? 0;
  return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
}
