// The Link board view's geometry, without Pixi: cell size, the visible part of a path, and where
// each tile of a reshuffle comes from.

import { describe, expect, it } from 'vitest';
import { parseLinkBoard } from '../../../src/games/link/core/board';
import {
  cellCentre,
  cellCorner,
  fitCellSize,
  isOnBoard,
  partialPath,
  RING,
  reshuffleOffsets,
  sameCells,
  sameShape,
  span,
  turned,
} from '../../../src/games/link/view/link-board-geometry';

describe('Link board geometry', () => {
  it('fits the board and its thin ring, in whole pixels, never below 1', () => {
    // 16×9 board: 16.6 rows and 9.6 columns with the ring (0.3 of a cell on each side).
    expect(RING).toBe(0.3);
    expect(fitCellSize(390, 700, 16, 9)).toBe(Math.floor(Math.min(390 / 9.6, 700 / 16.6)));
    expect(fitCellSize(1280, 700, 9, 16)).toBe(Math.floor(Math.min(1280 / 16.6, 700 / 9.6)));
    expect(fitCellSize(5, 5, 16, 9)).toBe(1);
    expect(fitCellSize(0, 0, 8, 5)).toBe(1);
    expect(span(9, 40)).toBeCloseTo(384);
  });

  it("puts a cell a ring in, and a path's turn outside the board in the middle of the ring", () => {
    const board = { rows: 8, cols: 5 };
    expect(cellCorner({ r: 0, c: 0 }, 40)).toEqual({ x: 12, y: 12 });
    expect(cellCentre({ r: 0, c: 0 }, board, 40)).toEqual({ x: 32, y: 32 });
    expect(cellCentre({ r: -1, c: 2 }, board, 10)).toEqual({ x: 28, y: 1.5 });
    const far = cellCentre({ r: 8, c: 5 }, board, 10);
    expect(far.x).toBeCloseTo(54.5);
    expect(far.y).toBeCloseTo(84.5);
    expect(turned({ r: 2, c: 7 })).toEqual({ r: 7, c: 2 });
  });

  it('cuts a path at a share of its length', () => {
    const corner = [
      { x: 0, y: 0 },
      { x: 30, y: 0 },
      { x: 30, y: 10 },
    ];
    expect(partialPath(corner, 0)).toEqual([]);
    expect(partialPath(corner, 1)).toEqual(corner);
    expect(partialPath(corner, 0.5)).toEqual([
      { x: 0, y: 0 },
      { x: 20, y: 0 },
    ]);
    expect(partialPath(corner, 0.9)).toEqual([
      { x: 0, y: 0 },
      { x: 30, y: 0 },
      { x: 30, y: 6 },
    ]);
    expect(partialPath(corner, 7)).toEqual(corner);
    expect(partialPath([{ x: 1, y: 1 }], 1)).toEqual([]);
  });

  it('sends each reshuffled tile from a cell of its kind, each source used once', () => {
    const before = parseLinkBoard('ab\nba');
    const after = parseLinkBoard('ba\nab');
    const offsets = reshuffleOffsets(before, after, 10);
    // after[0] = b comes from before[1] (one column right), after[1] = a from before[0]…
    expect([...offsets.entries()]).toEqual([
      [0, { x: 10, y: 0 }],
      [1, { x: -10, y: 0 }],
      [2, { x: 10, y: 0 }],
      [3, { x: -10, y: 0 }],
    ]);
    const withHoles = reshuffleOffsets(parseLinkBoard('a.\n.a'), parseLinkBoard('.a\na.'), 10);
    expect([...withHoles.keys()]).toEqual([1, 2]);
  });

  it('compares boards by shape and cells, and knows which cells are on it', () => {
    const a = parseLinkBoard('ab\nba');
    expect(sameShape(a, parseLinkBoard('..\n..'))).toBe(true);
    expect(sameShape(a, parseLinkBoard('abab'))).toBe(false);
    expect(sameCells(a, parseLinkBoard('ab\nba'))).toBe(true);
    expect(sameCells(a, parseLinkBoard('ab\nab'))).toBe(false);
    expect(isOnBoard(a, { r: 1, c: 1 })).toBe(true);
    expect(isOnBoard(a, { r: 2, c: 0 })).toBe(false);
    expect(isOnBoard(a, { r: 0, c: -1 })).toBe(false);
  });
});
