// The Link board's drawn parts besides the tiles: the ring paths may run through, a path (a
// match's line or a hint's), and a hinted pair's outlines. Plain drawing into a Graphics.

import type { Graphics } from 'pixi.js';
import { theme } from '../../../ui/theme';
import type { LinkCell } from '../core/board';
import { cellCentre, cellCorner, type Point, partialPath, RING, span } from './link-board-geometry';
import { tileFaceBox } from './tile-art';

/**
 * The ring is a faint margin; inside the board a small dot marks each cell, empty or not. `board`
 * is as drawn (rows and columns already swapped when the board is shown turned).
 */
export function drawMargin(g: Graphics, board: { rows: number; cols: number }, size: number): void {
  const s = size;
  g.clear();
  g.roundRect(0, 0, span(board.cols, s), span(board.rows, s), s * 0.3).fill({
    color: theme.surfaceAlt,
    alpha: 0.55,
  });
  g.roundRect(RING * s, RING * s, board.cols * s, board.rows * s, s * 0.12).fill({
    color: theme.surface,
    alpha: 0.7,
  });
  for (let r = 0; r < board.rows; r++) {
    for (let c = 0; c < board.cols; c++) {
      const { x, y } = cellCentre({ r, c }, board, s);
      g.circle(x, y, s * 0.05);
    }
  }
  g.fill({ color: theme.gridLine, alpha: 0.6 });
}

/** A thick rounded line through the corner points, drawn up to `progress` of its length. */
export function drawPath(
  g: Graphics,
  points: readonly Point[],
  progress: number,
  color: number,
  size: number,
): void {
  g.clear();
  const shown = partialPath(points, progress);
  if (shown.length < 2) return;
  const width = Math.max(3, size * 0.14);
  for (const [strokeWidth, strokeColor] of [
    [width + Math.max(2, size * 0.08), theme.surface],
    [width, color],
  ] as const) {
    const [first, ...rest] = shown as [Point, ...Point[]];
    g.moveTo(first.x, first.y);
    for (const p of rest) g.lineTo(p.x, p.y);
    g.stroke({ width: strokeWidth, color: strokeColor, cap: 'round', join: 'round' });
  }
}

/** Two outlined tiles (a light halo, then the success colour): the pair a hint points at;
 *  `cells` as drawn. */
export function drawHintPair(g: Graphics, cells: readonly LinkCell[], size: number): void {
  const box = tileFaceBox(size);
  for (const [width, color] of [
    [Math.max(3, size * 0.12), theme.surface],
    [Math.max(2, size * 0.08), theme.success],
  ] as const) {
    for (const cell of cells) {
      const corner = cellCorner(cell, size);
      g.roundRect(
        corner.x + box.x,
        corner.y + box.y,
        box.width,
        box.height + box.depth,
        box.radius,
      );
    }
    g.stroke({ width, color, alignment: 0 });
  }
}
