import { describe, expect, it } from 'vitest';
import { tileCount } from '../../../src/games/link/core/board';
import {
  LINK_LESSON_PAIRS,
  linkLessonPair,
  linkLessonStart,
  linkLessonStep,
  linkLessonTap,
} from '../../../src/games/link/core/link-lesson';

/** Turns in a path of points (start, corners, end). */
const turns = (path: readonly unknown[] | null) => (path ? path.length - 2 : -1);

describe('Link first steps', () => {
  it('joins its pairs with no turn, one turn and two turns, step by step', () => {
    let s = linkLessonStart();
    expect(tileCount(s.board)).toBe(8);
    const seen: number[] = [];
    for (const [i, step] of (['straight', 'oneTurn', 'twoTurns', 'lastPair'] as const).entries()) {
      expect(linkLessonStep(s)).toBe(step);
      const pair = linkLessonPair(s);
      expect(pair).toEqual(LINK_LESSON_PAIRS[i]);
      const [a, b] = pair ?? [];
      if (!a || !b) throw new Error('no pair');
      const first = linkLessonTap(s, a);
      expect(first.outcome).toBe('stayed');
      expect(first.state.selected).toEqual(a);
      const second = linkLessonTap(first.state, b);
      expect(second.outcome).toBe('advanced');
      seen.push(turns(second.path));
      s = second.state;
    }
    expect(seen.slice(0, 3)).toEqual([0, 1, 2]);
    expect(linkLessonStep(s)).toBe('done');
    expect(tileCount(s.board)).toBe(0);
  });

  it('a second tile of another kind is wrong and becomes the selection', () => {
    const s = linkLessonTap(linkLessonStart(), { r: 1, c: 3 }).state;
    const r = linkLessonTap(s, { r: 0, c: 3 });
    expect(r.outcome).toBe('wrong');
    expect(r.state.selected).toEqual({ r: 0, c: 3 });
    expect(tileCount(r.state.board)).toBe(8);
  });

  it('an empty cell or the same tile again does not move the lesson on', () => {
    const s = linkLessonStart();
    expect(linkLessonTap(s, { r: 0, c: 1 })).toMatchObject({ outcome: 'stayed', state: s });
    const picked = linkLessonTap(s, { r: 0, c: 0 }).state;
    expect(linkLessonTap(picked, { r: 0, c: 0 }).state.selected).toBeNull();
  });

  it('another pair that joins counts too, and the step then points at a pair still there', () => {
    let s = linkLessonStart();
    // d–d joins at the start too (round the top-left), though the first step shows a–a.
    s = linkLessonTap(s, { r: 0, c: 2 }).state;
    const r = linkLessonTap(s, { r: 1, c: 0 });
    expect(r.outcome).toBe('advanced');
    expect(linkLessonStep(r.state)).toBe('oneTurn');
    expect(linkLessonPair(r.state)).toEqual(LINK_LESSON_PAIRS[1]);
  });
});

describe('Link Rules pictures', () => {
  it('join their pair with no turn, one turn and two turns round the edge', async () => {
    const { parseLinkBoard } = await import('../../../src/games/link/core/board');
    const { findPath } = await import('../../../src/games/link/core/path');
    const turnsOf = (text: string) => {
      const b = parseLinkBoard(text);
      const ends = [...b.cells.keys()].filter((i) => b.cells[i] === 1);
      const at = (i: number) => ({ r: Math.floor(i / b.cols), c: i % b.cols });
      return turns(findPath(b, at(ends[0] as number), at(ends[1] as number)));
    };
    // The same boards as src/games/link/play/link-first-steps.ts draws.
    expect(['...\na.a\n...', 'a..\nbb.\nbba', 'abba\nbbbb'].map(turnsOf)).toEqual([0, 1, 2]);
  });
});
