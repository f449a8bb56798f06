import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/engine/game';
import { firstClash, formatCells, parsePuzzle } from '../../../src/games/sudoku/core/codec';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';

const P9 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

function errorOf(fn: () => unknown): InvalidInputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InvalidInputError) return e;
    throw e;
  }
  throw new Error('expected an InvalidInputError');
}

describe('puzzle codec', () => {
  it('round-trips 9×9, 6×6 and 4×4 puzzles', () => {
    for (const text of [P9, '1.3...2.....4...', '12.....3..........4....5....6.....1.']) {
      const { shape, cells } = parsePuzzle(text);
      expect(shape.cellCount).toBe(text.length);
      expect(formatCells(cells)).toBe(text);
    }
  });

  it('accepts 0 as an empty cell and ignores surrounding white space', () => {
    const zeros = P9.replaceAll('.', '0');
    expect(formatCells(parsePuzzle(`  ${zeros}\n`).cells)).toBe(P9);
  });

  it('names the wrong length', () => {
    const e = errorOf(() => parsePuzzle(P9.slice(1)));
    expect(e.message).toContain('16, 36 or 81');
    expect(e.message).toContain('80');
    expect(errorOf(() => parsePuzzle('1234', 9)).message).toContain('81 characters');
  });

  it('names a bad character and where it is', () => {
    const bad = `${P9.slice(0, 10)}x${P9.slice(11)}`;
    const e = errorOf(() => parsePuzzle(bad));
    expect(e.position).toBe(10);
    expect(e.message).toContain('row 2, column 2');
    expect(e.message).toContain('"x"');
  });

  it('refuses a digit too large for the size', () => {
    const e = errorOf(() => parsePuzzle('5...............'));
    expect(e.message).toContain('1–4');
    expect(e.position).toBe(0);
  });

  it('refuses givens that already break a rule, naming both cells', () => {
    const e = errorOf(() => parsePuzzle(`4...4${'.'.repeat(76)}`));
    expect(e.message).toContain('r1c1');
    expect(e.message).toContain('r1c5');
    const boxClash = errorOf(() => parsePuzzle(`1.........1${'.'.repeat(70)}`));
    expect(boxClash.message).toContain('r2c2');
  });

  it('finds the first clash or none', () => {
    const shape = shapeFor(4);
    expect(firstClash(shape, parsePuzzle('1.3...2.....4...').cells)).toBeNull();
    expect(firstClash(shape, [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toEqual([0, 4]);
  });
});

describe('puzzle lines', () => {
  it('skips comments and blank lines, reads . and 0 as empty, and stops at max', async () => {
    const { puzzleLines } = await import('../../../src/games/sudoku/core/puzzle-lines');
    const text = `# a comment\n\n${P9}\n  ${P9.replaceAll('.', '0')}  \n${P9} 7.2\n`;
    const all = puzzleLines(text);
    expect(all).toHaveLength(3);
    for (const cells of all) expect(formatCells(cells)).toBe(P9);
    expect(puzzleLines(text, 2)).toHaveLength(2);
  });
});
