import { describe, expect, it } from 'vitest';
import { parseLinkBoard } from '../../../src/games/link/core/board';
import { removePair } from '../../../src/games/link/core/gravity';
import { findHint } from '../../../src/games/link/core/hint';
import { joinablePairs } from '../../../src/games/link/core/pairs';
import { findPath } from '../../../src/games/link/core/path';
import { referenceSolvable } from './reference';

// Found by search over random 4×4 deals: the first joinable pair in reading order loses.
const STILL_TRAP = parseLinkBoard('cbcb\ncbad\nadba\ndadc');
// The same under falling tiles: of the two joinable pairs only the second keeps it clearable.
const FALLING_TRAP = parseLinkBoard('dbac\nadba\ncadb\nccbd');

describe('Link hint', () => {
  it('picks a pair that keeps the board clearable, not merely the first joinable one', () => {
    for (const [board, gravity] of [
      [STILL_TRAP, 'none'],
      [FALLING_TRAP, 'down'],
    ] as const) {
      const [first] = joinablePairs(board);
      if (!first) throw new Error('the trap has a move');
      expect(referenceSolvable(removePair(board, first[0], first[1], gravity).board, gravity)).toBe(
        false,
      );
      const hint = findHint(board, gravity);
      expect(hint?.keepsSolvable).toBe('yes');
      if (!hint) return;
      expect(board.cells[hint.a.r * 4 + hint.a.c]).toBe(board.cells[hint.b.r * 4 + hint.b.c]);
      expect(hint.path).toEqual(findPath(board, hint.a, hint.b));
      expect(referenceSolvable(removePair(board, hint.a, hint.b, gravity).board, gravity)).toBe(
        true,
      );
    }
  });

  it('still shows a pair on a board that cannot be cleared, and says so', () => {
    const board = parseLinkBoard('abcc\nba..');
    expect(referenceSolvable(board, 'none')).toBe(false);
    expect(findHint(board, 'none')).toMatchObject({
      a: { r: 0, c: 2 },
      b: { r: 0, c: 3 },
      keepsSolvable: 'no',
    });
  });

  it('says "unknown" when the solver runs out of budget', () => {
    expect(findHint(STILL_TRAP, 'none', { maxNodes: 1 })?.keepsSolvable).toBe('unknown');
  });

  it('gives no hint when no pair can be removed', () => {
    expect(findHint(parseLinkBoard('ab\nba'), 'none')).toBeNull();
    expect(findHint(parseLinkBoard('..\n..'), 'down')).toBeNull();
  });
});
