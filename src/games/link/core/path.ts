// The Link path rule: two cells join when a line of at most three straight segments (two turns)
// runs between them through empty cells, the empty ring around the board included.
//
// Every such line has the shape a → (r, ca) → (r, cb) → b for some row r, or a → (ra, c) →
// (rb, c) → b for some column c (lines with fewer turns are the cases where a corner coincides
// with an end). So the search tries every row r that both cells reach by a clear vertical run,
// checks the horizontal run between them on that row, and then does the same for columns. That
// is O((rows + cols) · max(rows, cols)) at worst, with no allocation, which the solver relies on.

import { isInside, type LinkBoard, type LinkCell } from './board';
import { cellOfPadded, padCells, paddedShape, toPadded } from './padded';

/** Corners of the route found by the last successful `searchRoute`, as padded indices. */
const routeCorners = new Int32Array(2);

/**
 * Length (in cell steps) of a route between padded cells a and b, or -1 when there is none.
 * With `shortest`, the route is the shortest one, and among equally short ones the one with
 * fewer turns; without it, the first found (enough to know that the pair can be removed).
 * Cells a and b themselves may hold anything; every other cell on the route must be 0.
 */
function searchRoute(
  grid: Uint8Array,
  width: number,
  a: number,
  b: number,
  shortest: boolean,
): number {
  if (a === b) return -1;
  const ra = (a / width) | 0;
  const ca = a - ra * width;
  const rb = (b / width) | 0;
  const cb = b - rb * width;
  let best = -1;
  let bestTurns = 3;

  // Rows both cells reach by a clear vertical run; the wall ends every run.
  let aTop = ra;
  while (grid[(aTop - 1) * width + ca] === 0) aTop--;
  let aBottom = ra;
  while (grid[(aBottom + 1) * width + ca] === 0) aBottom++;
  let bTop = rb;
  while (grid[(bTop - 1) * width + cb] === 0) bTop--;
  let bBottom = rb;
  while (grid[(bBottom + 1) * width + cb] === 0) bBottom++;
  const left = ca < cb ? ca : cb;
  const right = ca < cb ? cb : ca;
  const rowTo = aBottom < bBottom ? aBottom : bBottom;
  for (let r = aTop > bTop ? aTop : bTop; r <= rowTo; r++) {
    let clear = true;
    for (let i = r * width + left, end = r * width + right; i <= end; i++) {
      if (grid[i] !== 0 && i !== a && i !== b) {
        clear = false;
        break;
      }
    }
    if (!clear) continue;
    const length = Math.abs(ra - r) + (right - left) + Math.abs(r - rb);
    const turns = ca === cb ? 0 : (r !== ra ? 1 : 0) + (r !== rb ? 1 : 0);
    if (best < 0 || length < best || (length === best && turns < bestTurns)) {
      best = length;
      bestTurns = turns;
      routeCorners[0] = r * width + ca;
      routeCorners[1] = r * width + cb;
      if (!shortest) return best;
    }
  }

  // Columns both cells reach by a clear horizontal run.
  let aLeft = ca;
  while (grid[a - (ca - aLeft) - 1] === 0) aLeft--;
  let aRight = ca;
  while (grid[a + (aRight - ca) + 1] === 0) aRight++;
  let bLeft = cb;
  while (grid[b - (cb - bLeft) - 1] === 0) bLeft--;
  let bRight = cb;
  while (grid[b + (bRight - cb) + 1] === 0) bRight++;
  const top = ra < rb ? ra : rb;
  const bottom = ra < rb ? rb : ra;
  const colTo = aRight < bRight ? aRight : bRight;
  for (let c = aLeft > bLeft ? aLeft : bLeft; c <= colTo; c++) {
    let clear = true;
    for (let i = top * width + c, end = bottom * width + c; i <= end; i += width) {
      if (grid[i] !== 0 && i !== a && i !== b) {
        clear = false;
        break;
      }
    }
    if (!clear) continue;
    const length = Math.abs(ca - c) + (bottom - top) + Math.abs(c - cb);
    const turns = ra === rb ? 0 : (c !== ca ? 1 : 0) + (c !== cb ? 1 : 0);
    if (best < 0 || length < best || (length === best && turns < bestTurns)) {
      best = length;
      bestTurns = turns;
      routeCorners[0] = ra * width + c;
      routeCorners[1] = rb * width + c;
      if (!shortest) return best;
    }
  }
  return best;
}

/** True when padded cells a and b can be joined (their own contents are not looked at). */
export function canJoin(grid: Uint8Array, width: number, a: number, b: number): boolean {
  return searchRoute(grid, width, a, b, false) >= 0;
}

/**
 * The shortest route between padded cells a and b as padded indices [a, ...corners, b], with
 * 0, 1 or 2 corners, or null when they cannot be joined.
 */
function shortestRoute(grid: Uint8Array, width: number, a: number, b: number): number[] | null {
  if (searchRoute(grid, width, a, b, true) < 0) return null;
  const points = [a, routeCorners[0] ?? 0, routeCorners[1] ?? 0, b];
  const out: number[] = [];
  for (const p of points) if (out[out.length - 1] !== p) out.push(p);
  // Drop a corner that lies on a straight line (a degenerate segment of the general shape).
  for (let i = out.length - 2; i >= 1; i--) {
    const prev = out[i - 1] ?? 0;
    const here = out[i] ?? 0;
    const next = out[i + 1] ?? 0;
    const sameRow =
      ((prev / width) | 0) === ((here / width) | 0) &&
      ((here / width) | 0) === ((next / width) | 0);
    const sameCol = prev % width === here % width && here % width === next % width;
    if (sameRow || sameCol) out.splice(i, 1);
  }
  return out;
}

/**
 * The shortest line joining cells a and b, as the points where it starts, turns and ends, in
 * board coordinates: -1 and rows/cols stand for the empty ring outside the board, so a view can
 * draw the line there. Returns null when no line of at most two turns exists, when a equals b,
 * or when a or b is not a cell of the board.
 * This is geometry only: the contents of a and b are not compared (the game checks the kinds).
 */
export function findPath(board: LinkBoard, a: LinkCell, b: LinkCell): LinkCell[] | null {
  if (!isInside(board, a) || !isInside(board, b)) return null;
  const shape = paddedShape(board.rows, board.cols);
  const route = shortestRoute(
    padCells(board),
    shape.width,
    toPadded(shape, a.r, a.c),
    toPadded(shape, b.r, b.c),
  );
  return route === null ? null : route.map((p) => cellOfPadded(shape, p));
}

/** Number of cell steps along a path of points (the sum of its segment lengths). */
export function pathLength(points: readonly LinkCell[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) {
    const p = points[i - 1] as LinkCell;
    const q = points[i] as LinkCell;
    length += Math.abs(p.r - q.r) + Math.abs(p.c - q.c);
  }
  return length;
}
