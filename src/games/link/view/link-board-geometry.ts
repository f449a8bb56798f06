// The Link board's geometry, apart from any drawing so it can be tested alone: how big a cell
// is in the room given, which cells are where, and the shapes animations follow (the visible
// part of a path, where each tile of a reshuffle comes from). No Pixi here.

import type { LinkBoard, LinkCell } from '../core/board';

export interface Point {
  x: number;
  y: number;
}

/**
 * The ring around the board that paths may run through, as a share of a cell on each side. A path
 * along the ring is a line, not a row of tiles, so the ring is thin and the tiles get the room.
 */
export const RING = 0.3;

/** The cell size (whole CSS px, at least 1) that fits the board plus its ring. */
export function fitCellSize(
  maxWidth: number,
  maxHeight: number,
  rows: number,
  cols: number,
): number {
  const across = maxWidth / (cols + 2 * RING);
  const down = maxHeight / (rows + 2 * RING);
  return Math.max(1, Math.floor(Math.min(across, down)));
}

/** Length in px of `cells` cells of `size` plus the ring on both ends. */
export function span(cells: number, size: number): number {
  return (cells + 2 * RING) * size;
}

/** The top-left corner of `cell`'s square. */
export function cellCorner(cell: LinkCell, size: number): Point {
  return { x: (cell.c + RING) * size, y: (cell.r + RING) * size };
}

/**
 * The centre of `cell` on a board of `rows` × `cols` drawn with `size` px cells; a cell just
 * outside the board (where a path turns in the ring) sits in the middle of the ring.
 */
export function cellCentre(
  cell: LinkCell,
  board: { rows: number; cols: number },
  size: number,
): Point {
  const along = (i: number, n: number) =>
    i < 0 ? (RING * size) / 2 : i >= n ? (n + 1.5 * RING) * size : (i + RING + 0.5) * size;
  return { x: along(cell.c, board.cols), y: along(cell.r, board.rows) };
}

/** Rows and columns swapped: how a board drawn turned a quarter shows a cell. */
export function turned(cell: LinkCell): LinkCell {
  return { r: cell.c, c: cell.r };
}

export function sameShape(a: LinkBoard, b: LinkBoard): boolean {
  return a.rows === b.rows && a.cols === b.cols;
}

export function sameCells(a: LinkBoard, b: LinkBoard): boolean {
  if (a === b) return true;
  if (!sameShape(a, b)) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}

export function isOnBoard(board: LinkBoard, cell: LinkCell): boolean {
  return cell.r >= 0 && cell.c >= 0 && cell.r < board.rows && cell.c < board.cols;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The polyline through `points` cut at `progress` (0..1) of its length; [] when nothing shows. */
export function partialPath(points: readonly Point[], progress: number): Point[] {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    total += distance(points[i - 1] as Point, points[i] as Point);
  }
  let budget = total * Math.max(0, Math.min(1, progress));
  if (points.length < 2 || budget <= 0) return [];
  const shown = [points[0] as Point];
  for (let i = 1; i < points.length && budget > 0; i++) {
    const from = points[i - 1] as Point;
    const to = points[i] as Point;
    const length = distance(from, to);
    const part = length === 0 ? 1 : Math.min(1, budget / length);
    shown.push({ x: from.x + (to.x - from.x) * part, y: from.y + (to.y - from.y) * part });
    budget -= length;
  }
  return shown;
}

/**
 * After a reshuffle, where each tile of `after` comes from: the next cell that held its kind in
 * `before` (reading order), as an offset in px from its new cell. Index: the cell in `after`.
 */
export function reshuffleOffsets(
  before: LinkBoard,
  after: LinkBoard,
  size: number,
): Map<number, Point> {
  const sources = new Map<number, number[]>();
  for (let i = 0; i < before.cells.length; i++) {
    const kind = before.cells[i] as number;
    if (kind === 0) continue;
    const list = sources.get(kind);
    if (list) list.push(i);
    else sources.set(kind, [i]);
  }
  const offsets = new Map<number, Point>();
  for (let i = 0; i < after.cells.length; i++) {
    const kind = after.cells[i] as number;
    if (kind === 0) continue;
    const from = sources.get(kind)?.shift();
    if (from === undefined) continue;
    offsets.set(i, {
      x: ((from % after.cols) - (i % after.cols)) * size,
      y: (Math.floor(from / after.cols) - Math.floor(i / after.cols)) * size,
    });
  }
  return offsets;
}
