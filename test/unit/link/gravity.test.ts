import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLinkBoard,
  type LinkBoard,
  parseLinkBoard,
} from '../../../src/games/link/core/board';
import {
  isLinkGravity,
  LINK_GRAVITIES,
  type LinkGravity,
  removePair,
} from '../../../src/games/link/core/gravity';
import { referenceRemove } from './reference';

const BOARD = parseLinkBoard('abcd\nefgh\nijkl\nmnop\naceg\nbdfh\nikmo\njlnp');

function removed(board: LinkBoard, a: [number, number], b: [number, number], g: LinkGravity) {
  return formatLinkBoard(removePair(board, { r: a[0], c: a[1] }, { r: b[0], c: b[1] }, g).board);
}

describe('Link gravity', () => {
  it('knows its five rules', () => {
    expect(LINK_GRAVITIES).toEqual(['none', 'down', 'up', 'left', 'right']);
    expect(isLinkGravity('down')).toBe(true);
    expect(isLinkGravity('sideways')).toBe(false);
  });

  it('leaves the other tiles alone without gravity', () => {
    expect(removed(parseLinkBoard('ab\nba'), [0, 0], [1, 1], 'none')).toBe('.b\nb.');
  });

  it('closes the gap in the column of each removed tile, toward the gravity side', () => {
    const board = parseLinkBoard('ab\ncd\nca\nbd');
    // a at (0,0) and (2,1): column 0 falls by one above row 0 (nothing), column 1 above row 2.
    expect(removed(board, [0, 0], [2, 1], 'down')).toBe('..\ncb\ncd\nbd');
    expect(removed(board, [0, 0], [2, 1], 'up')).toBe('cb\ncd\nbd\n..');
    const row = parseLinkBoard('abca\ndbcd');
    expect(removed(row, [0, 0], [0, 3], 'left')).toBe('bc..\ndbcd');
    expect(removed(row, [0, 0], [0, 3], 'right')).toBe('..bc\ndbcd');
    expect(removed(row, [0, 1], [1, 1], 'right')).toBe('.aca\n.dcd');
  });

  it('reports each tile that slid, from where to where', () => {
    const { slides } = removePair(
      parseLinkBoard('ab\ncd\nca\nbd'),
      { r: 0, c: 0 },
      { r: 2, c: 1 },
      'down',
    );
    // In row-major order of where they land.
    expect(slides).toEqual([
      { from: { r: 0, c: 1 }, to: { r: 1, c: 1 } },
      { from: { r: 1, c: 1 }, to: { r: 2, c: 1 } },
    ]);
    expect(removePair(BOARD, { r: 0, c: 0 }, { r: 4, c: 0 }, 'none').slides).toEqual([]);
  });

  it('agrees with sliding tile by tile on random boards and removals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 36, maxLength: 36 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...LINK_GRAVITIES),
        (rows, cols, kinds, i, j, gravity) => {
          const n = rows * cols;
          fc.pre(n >= 2);
          const ia = i % n;
          const ib = (ia + 1 + (j % (n - 1))) % n;
          const board: LinkBoard = {
            rows,
            cols,
            kinds: 3,
            cells: Uint8Array.from(kinds.slice(0, n)),
          };
          const a = { r: Math.floor(ia / cols), c: ia % cols };
          const b = { r: Math.floor(ib / cols), c: ib % cols };
          const { board: after, slides } = removePair(board, a, b, gravity);
          expect(Array.from(after.cells)).toEqual(
            Array.from(referenceRemove(board, a, b, gravity)),
          );
          // Each slide carries the kind it started with, and the input board is untouched.
          for (const { from, to } of slides) {
            expect(after.cells[to.r * cols + to.c]).toBe(board.cells[from.r * cols + from.c]);
          }
          expect(Array.from(board.cells)).toEqual(kinds.slice(0, n));
        },
      ),
      { numRuns: 2000, seed: 77 },
    );
  });
});
