// The grid's cells as a lattice. When a thin inner line breaks under the threshold, two cells'
// holes merge and drop out, and the outermost holes found may be a row or a column inside the
// grid's edge (or the grid's border is joined to other print, so its own outline is lost too).
// Each hole gets whole-number lattice coordinates from its neighbours (one cell's pitch apart);
// the perspective map from lattice to picture is taken from the four outermost holes; and every
// 9×9 window over the lattice that holds all the holes is a candidate, for the mesh score
// (grid-mesh.ts) to choose among.

import type { GridCandidate } from './grid-find';
import { homographyFrom, mapPoint, type Point } from './homography';

/** A hole's centre and its size (the longer side). */
interface Hole {
  x: number;
  y: number;
  s: number;
}

/** How far off a whole number of pitches a neighbour may sit and still be placed. */
const SNAP = 0.3;

/** The 9×9 windows over the holes' lattice that hold all of them (at most 4; [] when the
 *  holes span more than 9 or fewer than 7 cells either way, or the map is degenerate). */
export function latticeWindows(holes: Hole[]): GridCandidate[] {
  if (holes.length < 30) return [];
  // The pitch: the typical distance from a hole to its nearest neighbour.
  const nearest = holes.map((a) =>
    holes.reduce((d, b) => (b === a ? d : Math.min(d, Math.hypot(a.x - b.x, a.y - b.y))), Infinity),
  );
  const pitch = [...nearest].sort((a, b) => a - b)[Math.floor(nearest.length / 2)] ?? 0;
  if (!(pitch > 0)) return [];
  const cx = holes.reduce((t, h) => t + h.x, 0) / holes.length;
  const cy = holes.reduce((t, h) => t + h.y, 0) / holes.length;
  let start = 0;
  holes.forEach((h, i) => {
    const best = holes[start] as Hole;
    if (Math.hypot(h.x - cx, h.y - cy) < Math.hypot(best.x - cx, best.y - cy)) start = i;
  });
  // Breadth first from the middle hole, each step to a neighbour within 1.5 pitches.
  const at: ({ i: number; j: number } | null)[] = holes.map(() => null);
  at[start] = { i: 0, j: 0 };
  const queue = [start];
  while (queue.length > 0) {
    const a = queue.shift() as number;
    const ha = holes[a] as Hole;
    const ca = at[a] as { i: number; j: number };
    holes.forEach((hb, b) => {
      if (at[b] !== null) return;
      const u = (hb.x - ha.x) / pitch;
      const v = (hb.y - ha.y) / pitch;
      if (Math.abs(u) > 1.5 || Math.abs(v) > 1.5) return;
      if (Math.abs(u - Math.round(u)) > SNAP || Math.abs(v - Math.round(v)) > SNAP) return;
      at[b] = { i: ca.i + Math.round(v), j: ca.j + Math.round(u) };
      queue.push(b);
    });
  }
  const placed: { i: number; j: number; h: Hole }[] = [];
  holes.forEach((h, k) => {
    const c = at[k];
    if (c !== null && c !== undefined) placed.push({ i: c.i, j: c.j, h });
  });
  if (placed.length < 30) return [];
  const iMin = Math.min(...placed.map((p) => p.i));
  const iMax = Math.max(...placed.map((p) => p.i));
  const jMin = Math.min(...placed.map((p) => p.j));
  const jMax = Math.max(...placed.map((p) => p.j));
  if (iMax - iMin > 8 || jMax - jMin > 8 || iMax - iMin < 6 || jMax - jMin < 6) return [];
  // The four outermost holes along the diagonals anchor the map from lattice to picture.
  const pick = (score: (p: { i: number; j: number }) => number) =>
    placed.reduce((a, b) => (score(b) > score(a) ? b : a));
  const anchors = [
    pick((p) => -p.i - p.j),
    pick((p) => p.j - p.i),
    pick((p) => p.i + p.j),
    pick((p) => p.i - p.j),
  ];
  const h = homographyFrom(
    anchors.map((p) => ({ x: p.j + 0.5, y: p.i + 0.5 })),
    anchors.map((p) => ({ x: p.h.x, y: p.h.y })),
  );
  if (h === null) return [];
  const out: GridCandidate[] = [];
  for (let i0 = iMax - 8; i0 <= iMin; i0++) {
    for (let j0 = jMax - 8; j0 <= jMin; j0++) {
      const corner = (j: number, i: number): Point => mapPoint(h, j, i);
      out.push({
        corners: [corner(j0, i0), corner(j0 + 9, i0), corner(j0 + 9, i0 + 9), corner(j0, i0 + 9)],
      });
    }
  }
  return out.length <= 4 ? out : [];
}
