import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LinkBoard, LinkCell } from '../../../src/games/link/core/board';
import { findPath, pathLength } from '../../../src/games/link/core/path';
import { referencePathLength } from './reference';

const cell = (r: number, c: number): LinkCell => ({ r, c });

/** A board from rows of text, any non-'.' character a tile (geometry only: no pairing rule). */
function boardOf(text: string): LinkBoard {
  const lines = text.split('\n');
  const cols = (lines[0] as string).length;
  const cells = Uint8Array.from(lines.join(''), (ch) => (ch === '.' ? 0 : 1));
  return { rows: lines.length, cols, kinds: 1, cells };
}

/** Checks that `path` is a legal line on `board` from a to b; returns its number of turns. */
function expectLegalPath(board: LinkBoard, a: LinkCell, b: LinkCell, path: LinkCell[]): number {
  expect(path[0]).toEqual(a);
  expect(path[path.length - 1]).toEqual(b);
  expect(path.length).toBeGreaterThanOrEqual(2);
  expect(path.length).toBeLessThanOrEqual(4);
  for (let i = 1; i < path.length; i++) {
    const p = path[i - 1] as LinkCell;
    const q = path[i] as LinkCell;
    // Each segment is straight and not empty, and consecutive segments turn.
    expect(p.r === q.r || p.c === q.c).toBe(true);
    expect(p.r === q.r && p.c === q.c).toBe(false);
    if (i >= 2) {
      const o = path[i - 2] as LinkCell;
      expect(o.r === p.r && p.r === q.r).toBe(false);
      expect(o.c === p.c && p.c === q.c).toBe(false);
    }
    const dr = Math.sign(q.r - p.r);
    const dc = Math.sign(q.c - p.c);
    for (let r = p.r, c = p.c; r !== q.r || c !== q.c; ) {
      r += dr;
      c += dc;
      expect(r >= -1 && r <= board.rows && c >= -1 && c <= board.cols).toBe(true);
      const isEnd = r === b.r && c === b.c;
      const inside = r >= 0 && r < board.rows && c >= 0 && c < board.cols;
      if (!isEnd && inside) expect(board.cells[r * board.cols + c]).toBe(0);
    }
  }
  return path.length - 2;
}

describe('Link path finder', () => {
  it('joins neighbours and straight lines through empty cells', () => {
    const board = boardOf('a.a\nab.\n.b.');
    expect(findPath(board, cell(0, 0), cell(1, 0))).toEqual([cell(0, 0), cell(1, 0)]);
    expect(findPath(board, cell(0, 0), cell(0, 2))).toEqual([cell(0, 0), cell(0, 2)]);
    expect(findPath(board, cell(1, 1), cell(2, 1))).toEqual([cell(1, 1), cell(2, 1)]);
  });

  it('takes one or two turns inside the board, returning the corners', () => {
    const oneTurn = boardOf('a..\nxx.\nxxa');
    expect(findPath(oneTurn, cell(0, 0), cell(2, 2))).toEqual([cell(0, 0), cell(0, 2), cell(2, 2)]);
    const twoTurns = boardOf('a.x\nx.x\nx.a');
    const path = findPath(twoTurns, cell(0, 0), cell(2, 2));
    expect(path).toEqual([cell(0, 0), cell(0, 1), cell(2, 1), cell(2, 2)]);
    expect(expectLegalPath(twoTurns, cell(0, 0), cell(2, 2), path as LinkCell[])).toBe(2);
  });

  it('runs through the empty ring outside the board, on every side', () => {
    const board = boardOf('axxa\nbxxc\nxxxx\ncxxb');
    // Top: up, across row -1, down.
    expect(findPath(board, cell(0, 0), cell(0, 3))).toEqual([
      cell(0, 0),
      cell(-1, 0),
      cell(-1, 3),
      cell(0, 3),
    ]);
    // Left side for b (column -1), right side for c (column 4).
    expect(findPath(board, cell(1, 0), cell(3, 3))).toBeNull();
    const sides = boardOf('bxxc\nxxxx\nbxxc');
    expect(findPath(sides, cell(0, 0), cell(2, 0))).toEqual([
      cell(0, 0),
      cell(0, -1),
      cell(2, -1),
      cell(2, 0),
    ]);
    expect(findPath(sides, cell(0, 3), cell(2, 3))).toEqual([
      cell(0, 3),
      cell(0, 4),
      cell(2, 4),
      cell(2, 3),
    ]);
    const bottom = boardOf('xxxx\ndxxd');
    expect(findPath(bottom, cell(1, 0), cell(1, 3))).toEqual([
      cell(1, 0),
      cell(2, 0),
      cell(2, 3),
      cell(1, 3),
    ]);
  });

  it('refuses paths that need three turns, a cell paired with itself, and cells off the board', () => {
    // The way round the x in the middle needs three turns.
    const board = boardOf('xxxxx\nxa.xx\nxxx.x\nxx.ax\nxxxxx');
    expect(findPath(board, cell(1, 1), cell(3, 3))).toBeNull();
    expect(referencePathLength(board, cell(1, 1), cell(3, 3))).toBe(-1);
    expect(findPath(board, cell(1, 1), cell(1, 1))).toBeNull();
    expect(findPath(board, cell(-1, 0), cell(1, 1))).toBeNull();
    expect(findPath(board, cell(1, 1), cell(5, 0))).toBeNull();
  });

  it('prefers the shortest path, then the one with fewer turns', () => {
    // The straight line along row 0 beats going round through the ring.
    const straight = boardOf('a...a\nxxxxx\n.....\nxxxxx');
    expect(findPath(straight, cell(0, 0), cell(0, 4))).toEqual([cell(0, 0), cell(0, 4)]);
    // Over the top: 1 + 4 + 1 = 6 steps; down to row 2 and across: 2 + 4 + 2 = 8.
    const lower = boardOf('axxxa\n.xxx.\n.....\nxxxxx');
    const over = findPath(lower, cell(0, 0), cell(0, 4)) as LinkCell[];
    expect(over).toEqual([cell(0, 0), cell(-1, 0), cell(-1, 4), cell(0, 4)]);
    expect(pathLength(over)).toBe(6);
    // On an open board, (0,0)–(2,2) has one-turn and two-turn routes of length 4: one turn wins.
    const open = boardOf('a..\n...\n..a');
    const route = findPath(open, cell(0, 0), cell(2, 2)) as LinkCell[];
    expect(route).toHaveLength(3);
    expect(pathLength(route)).toBe(4);
  });

  it('agrees with a brute-force search (position × heading × turns) on random boards', () => {
    const boardArb = fc
      .record({
        rows: fc.integer({ min: 1, max: 7 }),
        cols: fc.integer({ min: 1, max: 7 }),
        density: fc.double({ min: 0, max: 1, noNaN: true }),
        seed: fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), {
          minLength: 49,
          maxLength: 49,
        }),
        ends: fc.tuple(fc.nat(), fc.nat()),
      })
      .filter(({ rows, cols }) => rows * cols >= 2);
    let viaRing = 0;
    let joined = 0;
    fc.assert(
      fc.property(boardArb, ({ rows, cols, density, seed, ends }) => {
        const cells = Uint8Array.from({ length: rows * cols }, (_, i) =>
          (seed[i] as number) < density ? 1 : 0,
        );
        const ia = ends[0] % (rows * cols);
        let ib = ends[1] % (rows * cols);
        if (ib === ia) ib = (ia + 1) % (rows * cols);
        cells[ia] = 1;
        cells[ib] = 1;
        const board: LinkBoard = { rows, cols, kinds: 1, cells };
        const a = cell(Math.floor(ia / cols), ia % cols);
        const b = cell(Math.floor(ib / cols), ib % cols);
        const expected = referencePathLength(board, a, b);
        const path = findPath(board, a, b);
        if (expected < 0) {
          expect(path).toBeNull();
          return;
        }
        expect(path).not.toBeNull();
        const points = path as LinkCell[];
        expectLegalPath(board, a, b, points);
        expect(pathLength(points)).toBe(expected);
        joined++;
        if (points.some((p) => p.r < 0 || p.c < 0 || p.r >= rows || p.c >= cols)) viaRing++;
      }),
      { numRuns: 4000, seed: 20240605 },
    );
    // The sample must exercise both outcomes and paths over the ring.
    expect(joined).toBeGreaterThan(1000);
    expect(viaRing).toBeGreaterThan(200);
  });
});
