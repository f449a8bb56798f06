import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/engine/game';
import { Session } from '../../../src/engine/session';
import { Stopwatch } from '../../../src/engine/stopwatch';
import { formatLinkBoard, kindCounts, parseLinkBoard } from '../../../src/games/link/core/board';
import {
  LINK_RESHUFFLES,
  linkGame,
  linkMoves,
  linkStatus,
  newLinkState,
  parseLinkMove,
} from '../../../src/games/link/core/game';
import { generateLink } from '../../../src/games/link/core/generator';

const cell = (r: number, c: number) => ({ r, c });

describe('Link game moves', () => {
  it('removes a joined pair and leaves the previous state untouched', () => {
    const s0 = newLinkState('ab\nab\ncc', 'none');
    const s1 = linkGame.apply(s0, linkMoves.match(cell(0, 0), cell(1, 0)));
    expect(formatLinkBoard(s1.board)).toBe('.b\n.b\ncc');
    expect(formatLinkBoard(s0.board)).toBe('ab\nab\ncc');
    expect(linkStatus(s1)).toBe('playing');
  });

  it('lets the tiles slide under gravity', () => {
    const s0 = newLinkState('ab\nab\ncc', 'down');
    const s1 = linkGame.apply(s0, 'm2,0,2,1');
    expect(formatLinkBoard(s1.board)).toBe('..\nab\nab');
    const s2 = linkGame.apply(newLinkState('ab\nab\ncc', 'right'), 'm0,0,1,0');
    expect(formatLinkBoard(s2.board)).toBe('.b\n.b\ncc');
  });

  it('is won when the board is clear', () => {
    let s = newLinkState('ab\nab', 'none');
    s = linkGame.apply(s, 'm0,0,1,0');
    expect(linkGame.isWon(s)).toBe(false);
    s = linkGame.apply(s, 'm0,1,1,1');
    expect(linkGame.isWon(s)).toBe(true);
    expect(linkStatus(s)).toBe('won');
  });

  it('rejects illegal matches with a reason and a position in the move', () => {
    const s = newLinkState('ab.\nba.\ncc.', 'none');
    const reason = (move: string) => {
      try {
        linkGame.apply(s, move);
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidInputError);
        return [(error as InvalidInputError).message, (error as InvalidInputError).position];
      }
      throw new Error(`${move} was accepted`);
    };
    expect(reason('m0,0,9,0')).toEqual([expect.stringMatching(/\(9, 0\) is outside the 3×3/), 5]);
    expect(reason('m0,2,2,0')).toEqual([expect.stringMatching(/row 1, column 3 is empty/), 1]);
    expect(reason('m0,0,0,0')[0]).toMatch(/cannot be matched with itself/);
    expect(reason('m0,0,0,1')[0]).toMatch(
      /"a" at row 1, column 1 and "b" at row 1, column 2 are different/,
    );
    expect(reason('m0,0,1,1')[0]).toMatch(/no line with at most two turns/);
    expect(reason('x')[0]).toMatch(/"x" is not a Link move/);
    expect(reason('m1,2,3')[0]).toMatch(/not a Link move/);
    expect(reason('s')[0]).toMatch(/not a Link move/);
    expect(reason('s has space')[0]).toMatch(/not a Link move/);
  });

  it('parses both kinds of move', () => {
    expect(parseLinkMove('m10,2,0,11')).toEqual({ type: 'match', a: cell(10, 2), b: cell(0, 11) });
    expect(parseLinkMove('sAbc_9-x')).toEqual({ type: 'reshuffle', seed: 'Abc_9-x', paid: false });
    expect(parseLinkMove('pAbc')).toEqual({ type: 'reshuffle', seed: 'Abc', paid: true });
    expect(linkMoves.reshuffle(42)).toBe('s42');
  });
});

describe('Link reshuffle move', () => {
  const board = generateLink({ size: 'small', seed: 11 }).board;

  it('deals the same tiles onto the same cells, reproducibly from the seed', () => {
    const s0 = newLinkState(board, 'none');
    const s1 = linkGame.apply(s0, 's7');
    expect(formatLinkBoard(linkGame.apply(s0, 's7').board)).toBe(formatLinkBoard(s1.board));
    expect(formatLinkBoard(s1.board)).not.toBe(formatLinkBoard(s0.board));
    expect(kindCounts(s1.board)).toEqual(kindCounts(s0.board));
    for (let i = 0; i < board.cells.length; i++)
      expect(s1.board.cells[i] === 0).toBe(s0.board.cells[i] === 0);
  });

  it(`costs one of ${LINK_RESHUFFLES} uses while a pair can be removed, and is refused after`, () => {
    let s = newLinkState(board, 'none');
    for (let i = LINK_RESHUFFLES - 1; i >= 0; i--) {
      s = linkGame.apply(s, linkMoves.reshuffle(i));
      expect(s.reshufflesLeft).toBe(i);
    }
    expect(() => linkGame.apply(s, 's9')).toThrow(/no reshuffles left/);
  });

  it('is free when no pair can be removed', () => {
    const stuck = newLinkState('ab\nba', 'none', 0);
    expect(linkStatus(stuck)).toBe('stuck');
    const next = linkGame.apply(stuck, 's1');
    expect(next.reshufflesLeft).toBe(0);
    expect(linkStatus(next)).toBe('playing');
  });

  it('is refused on a clear board', () => {
    expect(() => linkGame.apply(newLinkState('..', 'none'), 's1')).toThrow(/nothing to reshuffle/);
  });
});

describe('Link in a Session', () => {
  it('undoes, redoes and replays a log of matches and reshuffles', () => {
    const { board, check } = generateLink({ size: 'small', gravity: 'down', seed: 4 });
    if (check?.status !== 'solved') throw new Error('generated boards are checked');
    const clock = new Stopwatch(() => 0);
    const session = new Session(linkGame, newLinkState(board, 'down'), clock);
    const [first, second] = check.moves as [(typeof check.moves)[0], (typeof check.moves)[0]];
    session.apply(linkMoves.match(...first));
    session.apply(linkMoves.match(...second));
    const afterTwo = formatLinkBoard(session.state.board);
    session.apply('sx');
    const afterShuffle = formatLinkBoard(session.state.board);
    expect(session.state.reshufflesLeft).toBe(LINK_RESHUFFLES - 1);
    expect(session.undo()).toBe(true);
    expect(formatLinkBoard(session.state.board)).toBe(afterTwo);
    expect(session.redo()).toBe(true);
    const replayed = Session.replay(linkGame, newLinkState(board, 'down'), session.toLog(), clock);
    expect(formatLinkBoard(replayed.state.board)).toBe(afterShuffle);
    expect(() =>
      Session.replay(
        linkGame,
        newLinkState(board, 'down'),
        { moves: ['m0,0,0,0'], applied: 1 },
        clock,
      ),
    ).toThrow(InvalidInputError);
  });

  it('plays a whole generated game to a win from the solver moves', () => {
    const { board, check } = generateLink({ size: 'medium', gravity: 'left', seed: 9 });
    if (check?.status !== 'solved') throw new Error('generated boards are checked');
    const session = new Session(linkGame, newLinkState(board, 'left'), new Stopwatch(() => 0));
    for (const [a, b] of check.moves) session.apply(linkMoves.match(a, b));
    expect(session.isWon).toBe(true);
    expect(parseLinkBoard(formatLinkBoard(session.state.board)).cells.every((k) => k === 0)).toBe(
      true,
    );
  });
});
