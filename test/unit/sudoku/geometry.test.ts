import { describe, expect, it } from 'vitest';
import { boxOf, SUDOKU_SIZES, shapeFor } from '../../../src/games/sudoku/core/geometry';

describe('Sudoku geometry', () => {
  it.each(SUDOKU_SIZES)(
    'size %i: every house holds each cell once, every cell sits in three houses',
    (size) => {
      const shape = shapeFor(size);
      expect(shape.houses).toHaveLength(3 * size);
      for (const house of shape.houses) expect(new Set(house).size).toBe(size);
      const count = new Array(shape.cellCount).fill(0);
      for (const house of shape.houses) for (const cell of house) count[cell]++;
      expect(count.every((n) => n === 3)).toBe(true);
      // Peers: (size-1) in row + (size-1) in column + the box cells outside both.
      const expectedPeers = 2 * (size - 1) + (shape.boxRows - 1) * (shape.boxCols - 1);
      for (const peers of shape.peers) expect(peers.length).toBe(expectedPeers);
    },
  );

  it('uses 2×3 boxes for 6×6 (two rows of three columns)', () => {
    const shape = shapeFor(6);
    expect([shape.boxRows, shape.boxCols]).toEqual([2, 3]);
    expect([...(shape.houses[12] as Int16Array)]).toEqual([0, 1, 2, 6, 7, 8]);
    expect(boxOf(shape, 3)).toBe(1);
    expect(boxOf(shape, 12)).toBe(2);
  });

  it('caches one shape per size', () => {
    expect(shapeFor(9)).toBe(shapeFor(9));
    expect(shapeFor(9).allDigits).toBe(0b1111111110);
  });
});
