import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/engine/game';
import {
  formatLinkBoard,
  kindCounts,
  kindOfChar,
  LINK_ALPHABET,
  parseLinkBoard,
} from '../../../src/games/link/core/board';

function errorOf(run: () => unknown): InvalidInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error;
    throw error;
  }
  throw new Error('expected an InvalidInputError');
}

describe('Link board codec', () => {
  it('parses rows of characters into kinds, 0 for empty, and formats them back', () => {
    const text = 'ab.a\nZ9.b\n9Z..';
    const board = parseLinkBoard(text);
    expect(board.rows).toBe(3);
    expect(board.cols).toBe(4);
    expect(Array.from(board.cells)).toEqual([1, 2, 0, 1, 52, 62, 0, 2, 62, 52, 0, 0]);
    expect(board.kinds).toBe(62);
    expect(formatLinkBoard(board)).toBe(text);
  });

  it('maps the whole alphabet a–z, A–Z, 0–9 to kinds 1–62', () => {
    expect(LINK_ALPHABET).toHaveLength(62);
    expect(kindOfChar('a')).toBe(1);
    expect(kindOfChar('A')).toBe(27);
    expect(kindOfChar('0')).toBe(53);
    expect(kindOfChar('.')).toBe(0);
    expect(kindOfChar('#')).toBe(-1);
  });

  it('ignores blank lines around the board, surrounding spaces and CR line ends', () => {
    const board = parseLinkBoard('\n\n  aa\r\n  bb \r\n\n');
    expect(formatLinkBoard(board)).toBe('aa\nbb');
    expect(kindCounts(board)).toEqual([0, 2, 2]);
  });

  it('uses the expected kinds and size when given, and refuses a mismatch', () => {
    expect(parseLinkBoard('aa', { rows: 1, cols: 2, kinds: 5 }).kinds).toBe(5);
    expect(errorOf(() => parseLinkBoard('aa\nbb', { rows: 3 })).message).toMatch(
      /2 rows; 3 were expected/,
    );
    expect(errorOf(() => parseLinkBoard('aa', { cols: 3 })).message).toMatch(
      /2 columns; 3 were expected/,
    );
    const tooMany = errorOf(() => parseLinkBoard('aacc', { kinds: 2 }));
    expect(tooMany.message).toMatch(/"c" at row 1, column 3 is not one of the first 2 kinds/);
    expect(tooMany.position).toBe(2);
  });

  it('names a ragged row and where it starts', () => {
    const error = errorOf(() => parseLinkBoard('aab\nbc\ncaa'));
    expect(error.message).toMatch(/Row 2 has 2 characters; row 1 has 3/);
    expect(error.position).toBe(4);
  });

  it('names a bad character with its row, column and offset', () => {
    const error = errorOf(() => parseLinkBoard('ab\nb#'));
    expect(error.message).toMatch(/row 2, column 2 is "#"/);
    expect(error.position).toBe(4);
  });

  it('refuses a kind that appears an odd number of times, naming it', () => {
    const once = errorOf(() => parseLinkBoard('aab\n..c\nccc'));
    expect(once.message).toMatch(/"b" appears once \(the last time at row 1, column 3\)/);
    expect(once.position).toBe(2);
    expect(errorOf(() => parseLinkBoard('aaa.')).message).toMatch(/"a" appears 3 times/);
  });

  it('refuses an empty board and one larger than 40 × 40', () => {
    expect(errorOf(() => parseLinkBoard(' \n \n')).message).toMatch(/no rows/);
    expect(errorOf(() => parseLinkBoard('.'.repeat(41))).message).toMatch(/at most 40/);
  });
});
