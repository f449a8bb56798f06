// A second way to find the grid, for when its lines touch other print (a column rule, a box of
// another puzzle): the paper inside the grid is 81 near-square holes of one size in a lattice.
// Holes of similar size whose centres sit a cell apart are grouped; the largest group is the grid,
// and its outermost holes give the corners. Digits do not split a cell's hole (they sit inside it).

import type { Component } from './components';
import { components } from './components';
import type { GridCandidate } from './grid-find';
import { latticeWindows } from './grid-lattice';

/**
 * Candidates from the grid's cells: the lattice's outermost holes, then (when some of its rows or
 * columns of holes are lost, merged where a thin line broke) each placement of a 9×9 window over
 * the holes' lattice (grid-lattice.ts); [] when no lattice of at least 30 cells is found.
 */
export function cellLatticeCandidates(
  ink: Uint8Array,
  width: number,
  height: number,
): GridCandidate[] {
  const paper = new Uint8Array(ink.length);
  for (let i = 0; i < ink.length; i++) paper[i] = ink[i] === 0 ? 1 : 0;
  const { list } = components(paper, width, height, false);
  const minCell = Math.min(width, height) * 0.02;
  const maxCell = Math.min(width, height) / 5;
  const cells = list.filter((c) => {
    const w = c.maxX - c.minX + 1;
    const h = c.maxY - c.minY + 1;
    return (
      w >= minCell &&
      h >= minCell &&
      w <= maxCell &&
      h <= maxCell &&
      w / h < 1.6 &&
      h / w < 1.6 &&
      c.size > 0.5 * w * h
    );
  });
  if (cells.length < 30) return [];
  const parent = cells.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    parent[i] = r;
    return r;
  };
  const centre = (c: Component) => ({
    x: (c.minX + c.maxX) / 2,
    y: (c.minY + c.maxY) / 2,
    s: Math.max(c.maxX - c.minX, c.maxY - c.minY) + 1,
  });
  const centres = cells.map(centre);
  for (let i = 0; i < cells.length; i++) {
    const a = centres[i] as { x: number; y: number; s: number };
    for (let j = i + 1; j < cells.length; j++) {
      const b = centres[j] as { x: number; y: number; s: number };
      const ratio = a.s / b.s;
      if (ratio < 0.7 || ratio > 1.43) continue;
      const reach = 1.35 * Math.max(a.s, b.s);
      if (Math.abs(a.x - b.x) < reach && Math.abs(a.y - b.y) < reach) parent[root(i)] = root(j);
    }
  }
  const groups = new Map<number, Component[]>();
  cells.forEach((c, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), c]);
  });
  const group = [...groups.values()].reduce((a, b) => (b.length > a.length ? b : a));
  if (group.length < 30) return [];
  let tl = group[0] as Component;
  let tr = tl;
  let br = tl;
  let bl = tl;
  for (const c of group) {
    if (c.minX + c.minY < tl.minX + tl.minY) tl = c;
    if (c.maxX - c.minY > tr.maxX - tr.minY) tr = c;
    if (c.maxX + c.maxY > br.maxX + br.maxY) br = c;
    if (c.minX - c.maxY < bl.minX - bl.maxY) bl = c;
  }
  const outermost: GridCandidate = {
    corners: [
      { x: tl.minX, y: tl.minY },
      { x: tr.maxX + 1, y: tr.minY },
      { x: br.maxX + 1, y: br.maxY + 1 },
      { x: bl.minX, y: bl.maxY + 1 },
    ],
  };
  return [outermost, ...latticeWindows(group.map(centre))];
}
