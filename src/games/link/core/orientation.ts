// A board made in the shape of the screen it is played on. A level names the way tiles move on
// screen ("Falling": down), so a board must never be shown turned when it has gravity: a quarter
// turn sends "down" sideways, whatever the turn. Free play therefore makes each board in the
// shape the screen prefers (portrait upright, landscape sideways and on a desktop).
//
// The pool and the generator keep making portrait boards. A landscape board of level L is the
// transpose of a portrait board of the level whose gravity the transpose turns into L's: rows
// become columns, so "right" (toward the last column) becomes "down" (toward the last row). The
// transpose of a clearable board is clearable (the moves transpose with it, and a path of at most
// two turns stays one), so no new board has to be made or checked.

import type { LinkBoard } from './board';
import type { LinkGravity } from './gravity';
import { LINK_LEVELS, type LinkLevelId } from './levels';
import { LINK_SIZES, type LinkSizeName } from './sizes';

type LinkShape = 'portrait' | 'landscape';

/** The gravity a transposed board has: down ↔ right, up ↔ left. */
export function transposedGravity(gravity: LinkGravity): LinkGravity {
  switch (gravity) {
    case 'down':
      return 'right';
    case 'right':
      return 'down';
    case 'up':
      return 'left';
    case 'left':
      return 'up';
    default:
      return gravity;
  }
}

/** The level whose portrait boards, transposed, are boards of `level` (its own for Classic). */
export function transposedLevel(level: LinkLevelId): LinkLevelId {
  const gravity = transposedGravity(levelGravity(level));
  return (LINK_LEVELS.find((l) => l.gravity === gravity) ?? { id: level }).id;
}

function levelGravity(level: LinkLevelId): LinkGravity {
  return (LINK_LEVELS.find((l) => l.id === level) ?? { gravity: 'none' as const }).gravity;
}

/** The board with rows as columns: cell (r, c) moves to (c, r). */
export function transposeLinkBoard(board: LinkBoard): LinkBoard {
  const { rows, cols, cells } = board;
  const out = new Uint8Array(cells.length);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) out[c * rows + r] = cells[r * cols + c] ?? 0;
  }
  return { ...board, rows: cols, cols: rows, cells: out };
}

/** The shape of a board (a square one counts as portrait). */
export function shapeOf(board: { rows: number; cols: number }): LinkShape {
  return board.cols > board.rows ? 'landscape' : 'portrait';
}

/** True when a rows × cols board is the preset `size`, in either shape. */
export function hasPresetShape(rows: number, cols: number, size: LinkSizeName): boolean {
  const preset = LINK_SIZES[size];
  return (
    (rows === preset.rows && cols === preset.cols) || (rows === preset.cols && cols === preset.rows)
  );
}
