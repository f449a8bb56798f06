// The working form of a board for the path finder, solver and generator: the cells framed by
// the empty outer ring (where paths may run, as in Shisen-Sho and Onet) and then by a wall. The
// wall stops every straight-line scan without a bounds check, which keeps the inner loops short.

import type { LinkBoard, LinkCell } from './board';

/** Marks the frame outside the ring; never a tile kind (kinds are 1..62). */
const WALL = 255;

/** Board geometry in padded coordinates: cell (r, c) lives at (r + 2) * width + (c + 2). */
export interface PaddedShape {
  readonly rows: number;
  readonly cols: number;
  /** cols + 4: wall, ring, the columns, ring, wall. */
  readonly width: number;
  readonly length: number;
}

export function paddedShape(rows: number, cols: number): PaddedShape {
  const width = cols + 4;
  return { rows, cols, width, length: width * (rows + 4) };
}

export function toPadded(shape: PaddedShape, r: number, c: number): number {
  return (r + 2) * shape.width + c + 2;
}

function paddedRow(shape: PaddedShape, index: number): number {
  return Math.floor(index / shape.width) - 2;
}

function paddedCol(shape: PaddedShape, index: number): number {
  return (index % shape.width) - 2;
}

export function cellOfPadded(shape: PaddedShape, index: number): LinkCell {
  return { r: paddedRow(shape, index), c: paddedCol(shape, index) };
}

/** A padded copy of the board's cells: walls outside, ring empty, kinds inside. */
export function padCells(board: LinkBoard): Uint8Array {
  const shape = paddedShape(board.rows, board.cols);
  const grid = new Uint8Array(shape.length).fill(WALL);
  for (let r = -1; r <= board.rows; r++) {
    for (let c = -1; c <= board.cols; c++) {
      const inside = r >= 0 && r < board.rows && c >= 0 && c < board.cols;
      grid[toPadded(shape, r, c)] = inside ? (board.cells[r * board.cols + c] ?? 0) : 0;
    }
  }
  return grid;
}

/** The board cells back out of a padded grid. */
export function unpadCells(shape: PaddedShape, grid: Uint8Array): Uint8Array {
  const cells = new Uint8Array(shape.rows * shape.cols);
  for (let r = 0; r < shape.rows; r++) {
    for (let c = 0; c < shape.cols; c++)
      cells[r * shape.cols + c] = grid[toPadded(shape, r, c)] ?? 0;
  }
  return cells;
}

/** Padded indices of the board's own cells (not the ring), row by row. */
export function innerIndices(shape: PaddedShape): Int32Array {
  const out = new Int32Array(shape.rows * shape.cols);
  let i = 0;
  for (let r = 0; r < shape.rows; r++)
    for (let c = 0; c < shape.cols; c++) out[i++] = toPadded(shape, r, c);
  return out;
}
