import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLinkBoard, parseLinkBoard } from '../../../src/games/link/core/board';
import { generateLink } from '../../../src/games/link/core/generator';
import { type LinkGravity, removePair } from '../../../src/games/link/core/gravity';
import { LINK_LEVELS, linkLevel } from '../../../src/games/link/core/levels';
import { linkCore } from '../../../src/games/link/core/link-core';
import {
  hasPresetShape,
  shapeOf,
  transposedGravity,
  transposedLevel,
  transposeLinkBoard,
} from '../../../src/games/link/core/orientation';
import { validateLinkPuzzle } from '../../../src/games/link/core/puzzle-record';
import { solveLink } from '../../../src/games/link/core/solver';

describe('Link boards made in the shape of the screen', () => {
  it('turns rows into columns', () => {
    const board = parseLinkBoard('abc\ncab');
    expect(formatLinkBoard(transposeLinkBoard(board))).toBe('ac\nba\ncb');
    expect(shapeOf(board)).toBe('landscape');
    expect(shapeOf(transposeLinkBoard(board))).toBe('portrait');
  });

  it('maps each level to the one whose transpose moves the named way', () => {
    expect(transposedLevel('fall')).toBe('drift-right');
    expect(transposedLevel('drift-right')).toBe('fall');
    expect(transposedLevel('rise')).toBe('drift-left');
    expect(transposedLevel('drift-left')).toBe('rise');
    expect(transposedLevel('classic')).toBe('classic');
    for (const level of LINK_LEVELS) {
      expect(linkLevel(transposedLevel(level.id)).gravity).toBe(transposedGravity(level.gravity));
    }
  });

  it('a removal on the transposed board with the transposed gravity is the transpose of the removal', () => {
    const gravities: LinkGravity[] = ['none', 'down', 'up', 'left', 'right'];
    fc.assert(
      fc.property(
        fc.constantFrom(...gravities),
        fc.integer({ min: 0, max: 2 ** 20 }),
        (gravity, seed) => {
          const made = generateLink({ rows: 6, cols: 4, kinds: 6, gravity, seed: `t${seed}` });
          const [a, b] = made.witness[0] as [{ r: number; c: number }, { r: number; c: number }];
          const straight = removePair(made.board, a, b, gravity).board;
          const turned = removePair(
            transposeLinkBoard(made.board),
            { r: a.c, c: a.r },
            { r: b.c, c: b.r },
            transposedGravity(gravity),
          ).board;
          expect(formatLinkBoard(turned)).toBe(formatLinkBoard(transposeLinkBoard(straight)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a landscape board made from a portrait one clears with the level named on screen', () => {
    for (const level of LINK_LEVELS) {
      const source = linkLevel(transposedLevel(level.id));
      const made = generateLink({ size: 'medium', gravity: source.gravity, seed: `o-${level.id}` });
      const landscape = transposeLinkBoard(made.board);
      expect(shapeOf(landscape)).toBe('landscape');
      const solved = solveLink(landscape, level.gravity);
      expect(solved.status).toBe('solved');
    }
  });

  it('a saved or shared board of a preset size is read in either shape, and no other', () => {
    expect(hasPresetShape(12, 7, 'medium')).toBe(true);
    expect(hasPresetShape(7, 12, 'medium')).toBe(true);
    expect(hasPresetShape(7, 7, 'medium')).toBe(false);
    const made = generateLink({ size: 'small', gravity: 'right', seed: 'shape' });
    const landscape = formatLinkBoard(transposeLinkBoard(made.board));
    const puzzle = { size: 'small', level: 'fall', seed: 'shape', board: landscape };
    expect(validateLinkPuzzle(puzzle).parsed.cols).toBe(8);
    expect(() => validateLinkPuzzle({ ...puzzle, size: 'medium' })).toThrow(/12×7 or 7×12/);
    // A landscape board travels as a share code and comes back landscape, same level.
    const code = linkCore.encodeShare(puzzle as never);
    const read = linkCore.decodeShare(code);
    expect(read.ok).toBe(true);
    const back = linkCore.puzzleFromShare(read as never, code);
    expect(back.ok && back.puzzle).toMatchObject({
      size: 'small',
      level: 'fall',
      board: landscape,
    });
  });
});
