// The perspective map between a square and a four-sided shape in the photo: solved from the four
// corner pairs (an 8×8 linear system), used to warp the grid to a square.

/** A point in pixels. */
export interface Point {
  x: number;
  y: number;
}

/** Row-major 3×3 with h[8] = 1: maps (u, v) to ((h0 u + h1 v + h2) / w, (h3 u + h4 v + h5) / w). */
export type Homography = Float64Array;

/** The homography taking each `from[i]` to `to[i]` (four pairs); null when degenerate. */
export function homographyFrom(from: readonly Point[], to: readonly Point[]): Homography | null {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x: u, y: v } = from[i] as Point;
    const { x, y } = to[i] as Point;
    a.push([u, v, 1, 0, 0, 0, -u * x, -v * x, x]);
    a.push([0, 0, 0, u, v, 1, -u * y, -v * y, y]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let row = col + 1; row < 8; row++) {
      if (Math.abs(a[row]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = row;
    }
    const p = a[pivot] as number[];
    if (Math.abs(p[col] ?? 0) < 1e-12) return null;
    a[pivot] = a[col] as number[];
    a[col] = p;
    for (let row = 0; row < 8; row++) {
      if (row === col) continue;
      const r = a[row] as number[];
      const f = (r[col] ?? 0) / (p[col] ?? 1);
      for (let k = col; k < 9; k++) r[k] = (r[k] ?? 0) - f * (p[k] ?? 0);
    }
  }
  const h = new Float64Array(9);
  for (let i = 0; i < 8; i++) h[i] = (a[i]?.[8] ?? 0) / (a[i]?.[i] ?? 1);
  h[8] = 1;
  return h;
}

/** Applies h to (u, v). */
export function mapPoint(h: Homography, u: number, v: number): Point {
  const w = (h[6] ?? 0) * u + (h[7] ?? 0) * v + (h[8] ?? 1);
  return {
    x: ((h[0] ?? 0) * u + (h[1] ?? 0) * v + (h[2] ?? 0)) / w,
    y: ((h[3] ?? 0) * u + (h[4] ?? 0) * v + (h[5] ?? 0)) / w,
  };
}
