// Gravity levels: after a pair is removed, the tiles in the line of each removed tile (its
// column for down/up, its row for left/right) slide toward one side and close the gaps, keeping
// their order. Only those lines move. A board that starts packed toward the gravity side (every
// generated board does) therefore stays packed, and then this is exactly "the tiles behind the
// hole move one step". The rule is one function, used by the game, the solver and the
// generator alike, so all three agree on what a move does.

import type { LinkBoard, LinkCell } from './board';
import type { PaddedShape } from './padded';

export type LinkGravity = 'none' | 'down' | 'up' | 'left' | 'right';
export const LINK_GRAVITIES: readonly LinkGravity[] = ['none', 'down', 'up', 'left', 'right'];

export function isLinkGravity(value: unknown): value is LinkGravity {
  return LINK_GRAVITIES.includes(value as LinkGravity);
}

/**
 * Moves the non-zero entries of one line toward its far end (index count - 1), keeping their
 * order; `carry`, when given, moves along (the generator tracks tile identities this way).
 */
function packLine(
  cells: Uint8Array,
  start: number,
  step: number,
  count: number,
  carry: Int32Array | undefined,
): void {
  let write = start + (count - 1) * step;
  for (let i = count - 1, read = write; i >= 0; i--, read -= step) {
    const kind = cells[read] ?? 0;
    if (kind === 0) continue;
    if (read !== write) {
      cells[write] = kind;
      cells[read] = 0;
      if (carry) {
        carry[write] = carry[read] ?? 0;
        carry[read] = -1;
      }
    }
    write -= step;
  }
}

/** Where a grid keeps cell (r, c): at base + r * stride + c. Fits plain and padded grids. */
interface GridLayout {
  rows: number;
  cols: number;
  base: number;
  stride: number;
}

function packLineThrough(
  cells: Uint8Array,
  layout: GridLayout,
  gravity: LinkGravity,
  r: number,
  c: number,
  carry: Int32Array | undefined,
): void {
  const { rows, cols, base, stride } = layout;
  if (gravity === 'down') packLine(cells, base + c, stride, rows, carry);
  else if (gravity === 'up') packLine(cells, base + (rows - 1) * stride + c, -stride, rows, carry);
  else if (gravity === 'right') packLine(cells, base + r * stride, 1, cols, carry);
  else if (gravity === 'left') packLine(cells, base + r * stride + cols - 1, -1, cols, carry);
}

function paddedLayout(shape: PaddedShape): GridLayout {
  return { rows: shape.rows, cols: shape.cols, base: 2 * shape.width + 2, stride: shape.width };
}

/**
 * Empties padded cells a and b and lets the lines through them settle. Mutates `grid` (and
 * `carry`, whose entries follow the tiles; -1 marks an empty cell).
 */
export function removeAndSettle(
  grid: Uint8Array,
  shape: PaddedShape,
  gravity: LinkGravity,
  a: number,
  b: number,
  carry?: Int32Array,
): void {
  grid[a] = 0;
  grid[b] = 0;
  if (carry) {
    carry[a] = -1;
    carry[b] = -1;
  }
  if (gravity === 'none') return;
  const layout = paddedLayout(shape);
  const ra = Math.floor(a / shape.width) - 2;
  const ca = (a % shape.width) - 2;
  const rb = Math.floor(b / shape.width) - 2;
  const cb = (b % shape.width) - 2;
  packLineThrough(grid, layout, gravity, ra, ca, carry);
  const sameLine = gravity === 'down' || gravity === 'up' ? ca === cb : ra === rb;
  if (!sameLine) packLineThrough(grid, layout, gravity, rb, cb, carry);
}

/** Packs every line of a padded grid toward the gravity side (for boards dealt with holes). */
export function settleAll(
  grid: Uint8Array,
  shape: PaddedShape,
  gravity: LinkGravity,
  carry?: Int32Array,
): void {
  const layout = paddedLayout(shape);
  const vertical = gravity === 'down' || gravity === 'up';
  const lines = vertical ? shape.cols : shape.rows;
  for (let i = 0; i < lines; i++)
    packLineThrough(grid, layout, gravity, vertical ? 0 : i, vertical ? i : 0, carry);
}

/** One tile's slide, for a view to animate. */
export interface LinkSlide {
  readonly from: LinkCell;
  readonly to: LinkCell;
}

/**
 * The board after removing the tiles at a and b (no checks: the game validates first), and the
 * tiles that slid, from where to where.
 */
export function removePair(
  board: LinkBoard,
  a: LinkCell,
  b: LinkCell,
  gravity: LinkGravity,
): { board: LinkBoard; slides: LinkSlide[] } {
  const { rows, cols } = board;
  const cells = board.cells.slice();
  const carry = new Int32Array(cells.length);
  for (let i = 0; i < cells.length; i++) carry[i] = cells[i] === 0 ? -1 : i;
  const layout: GridLayout = { rows, cols, base: 0, stride: cols };
  const ia = a.r * cols + a.c;
  const ib = b.r * cols + b.c;
  cells[ia] = 0;
  cells[ib] = 0;
  carry[ia] = -1;
  carry[ib] = -1;
  packLineThrough(cells, layout, gravity, a.r, a.c, carry);
  const sameLine = gravity === 'down' || gravity === 'up' ? a.c === b.c : a.r === b.r;
  if (!sameLine) packLineThrough(cells, layout, gravity, b.r, b.c, carry);
  const slides: LinkSlide[] = [];
  for (let i = 0; i < cells.length; i++) {
    const from = carry[i] ?? 0;
    if (from >= 0 && from !== i) {
      slides.push({
        from: { r: Math.floor(from / cols), c: from % cols },
        to: { r: Math.floor(i / cols), c: i % cols },
      });
    }
  }
  return { board: { rows, cols, kinds: board.kinds, cells }, slides };
}
