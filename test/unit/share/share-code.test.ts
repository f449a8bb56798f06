// Share codes for Sudoku and Link: every generated puzzle survives the trip through a code;
// every way a code or pasted puzzle can be wrong gets its own clear message; random text and
// one-character typos never throw and are caught.

import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../../src/engine/rng';
import {
  readShareNumber,
  SHARE_ALPHABET,
  shareCheckChar,
  writeShareNumber,
} from '../../../src/engine/share-text';
import { formatLinkBoard, parseLinkBoard } from '../../../src/games/link/core/board';
import { generateLink, LINK_SIZE_NAMES } from '../../../src/games/link/core/generator';
import { LINK_LEVELS, linkLevel } from '../../../src/games/link/core/levels';
import { decodeLinkShare, encodeLinkShare } from '../../../src/games/link/core/share-code';
import { solveLink } from '../../../src/games/link/core/solver';
import { parsePuzzle } from '../../../src/games/sudoku/core/codec';
import { generateSudoku, type SudokuLevel } from '../../../src/games/sudoku/core/generator';
import { type SudokuSize, shapeFor } from '../../../src/games/sudoku/core/geometry';
import { gradesFor } from '../../../src/games/sudoku/core/grader/index';
import { clashesFor } from '../../../src/games/sudoku/core/rules';
import { decodeSudokuShare, encodeSudokuShare } from '../../../src/games/sudoku/core/share-code';
import { countSolutions } from '../../../src/games/sudoku/core/solver';
import { rawLinkCode, rawSudokuCode, withCheck } from './raw-codes';

function messageOf(result: { ok: true } | { ok: false; message: string }): string {
  if (result.ok) throw new Error('expected a refusal');
  return result.message;
}

const P9 = generateSudoku({ size: 9, level: 'medium', seed: 'share-1' });
const CODE9 = encodeSudokuShare(P9.puzzle, 9);

describe('Sudoku share codes: round trips', () => {
  const cases: { size: SudokuSize; level: SudokuLevel }[] = [];
  for (const size of [4, 6, 9] as const) {
    for (const level of gradesFor(size)) {
      if (level !== 'master' && level !== 'extreme' && !(size === 6 && level === 'medium'))
        cases.push({ size, level });
    }
  }

  it.each(cases)('decodes every $size×$size $level puzzle it encodes', ({ size, level }) => {
    for (let seed = 0; seed < 8; seed++) {
      const made = generateSudoku({ size, level, seed: `round-${seed}` });
      const code = encodeSudokuShare(made.puzzle, size);
      expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(code.length).toBeLessThan(size * size);
      expect(decodeSudokuShare(code)).toEqual({
        ok: true,
        size,
        puzzle: made.puzzle,
        solution: made.solution,
      });
    }
  });

  it('packs a 9×9 puzzle into well under half of the plain 81 characters', () => {
    expect(CODE9.length).toBeLessThanOrEqual(36);
  });

  it('also reads plain puzzle strings, with 0 or . for empty cells', () => {
    for (const text of [P9.puzzle, P9.puzzle.replaceAll('.', '0')]) {
      expect(decodeSudokuShare(text)).toEqual({
        ok: true,
        size: 9,
        puzzle: P9.puzzle,
        solution: P9.solution,
      });
    }
    const p4 = generateSudoku({ size: 4, level: 'easy', seed: 1 });
    expect(decodeSudokuShare(p4.puzzle)).toMatchObject({ ok: true, size: 4, puzzle: p4.puzzle });
  });

  it('ignores white space anywhere and reads percent-escaped text', () => {
    const wrapped = `  ${CODE9.slice(0, 10)}\n ${CODE9.slice(10)}\t`;
    expect(decodeSudokuShare(wrapped)).toMatchObject({ ok: true, puzzle: P9.puzzle });
    expect(decodeSudokuShare(P9.puzzle.replaceAll('.', '%2E'))).toMatchObject({
      ok: true,
      puzzle: P9.puzzle,
    });
    const rows = P9.puzzle.match(/.{9}/g)?.join('\n') as string;
    expect(decodeSudokuShare(rows)).toMatchObject({ ok: true, puzzle: P9.puzzle });
  });

  it('refuses to encode text that is not a puzzle of that size', () => {
    expect(() => encodeSudokuShare(P9.puzzle, 4)).toThrow(/16 characters/);
    expect(() => encodeSudokuShare(`x${P9.puzzle.slice(1)}`, 9)).toThrow(/"x"/);
  });
});

describe('Sudoku share codes: every error has its message', () => {
  it('empty input', () => {
    expect(messageOf(decodeSudokuShare(''))).toMatch(/nothing to read/);
    expect(messageOf(decodeSudokuShare(' \n\t '))).toMatch(/nothing to read.*16, 36 or 81/);
  });

  it('a plain puzzle of the wrong length names the accepted lengths and its own', () => {
    const message = messageOf(decodeSudokuShare(P9.puzzle.slice(0, 80)));
    expect(message).toContain('16, 36 or 81');
    expect(message).toContain('80');
  });

  it('a bad character in a plain puzzle: which one, and where', () => {
    const message = messageOf(
      decodeSudokuShare(`${P9.puzzle.slice(0, 20)}x${P9.puzzle.slice(21)}`),
    );
    expect(message).toContain('Character 21');
    expect(message).toContain('"x"');
    expect(message).toContain('row 3, column 3');
  });

  it('a bad character in a code: which one, and where', () => {
    const message = messageOf(decodeSudokuShare(`${CODE9.slice(0, 5)}*${CODE9.slice(5)}`));
    expect(message).toContain('Character 6 of the code is "*"');
    expect(message).toContain('A–Z, a–z, 0–9, - and _');
  });

  it('a code of an unknown version', () => {
    const message = messageOf(decodeSudokuShare(`B${CODE9.slice(1)}`));
    expect(message).toContain('starts with "B"');
    expect(message).toContain('newer version');
  });

  it('a code with an impossible size', () => {
    const message = messageOf(decodeSudokuShare(withCheck(`A7${CODE9.slice(2, -1)}`)));
    expect(message).toContain('Character 2 of the code is "7"');
    expect(message).toContain('4, 6 or 9');
  });

  it('a code too short to hold its bitmap', () => {
    expect(messageOf(decodeSudokuShare('A9abc'))).toContain('at least 17 characters');
    expect(messageOf(decodeSudokuShare('A'))).toContain('too short');
  });

  it('a code with a character missing or extra says how long it should be', () => {
    const missing = messageOf(decodeSudokuShare(CODE9.slice(0, 20) + CODE9.slice(21)));
    expect(missing).toContain(`has ${CODE9.length - 1} characters`);
    expect(missing).toContain(`has ${CODE9.length}:`);
    expect(missing).toContain('missing or extra');
    const extra = messageOf(decodeSudokuShare(withCheck(`${CODE9.slice(0, -1)}A`)));
    expect(extra).toContain(`has ${CODE9.length + 1} characters`);
  });

  it('a typo caught by the check character', () => {
    const last = CODE9[CODE9.length - 1] === 'A' ? 'B' : 'A';
    expect(messageOf(decodeSudokuShare(CODE9.slice(0, -1) + last))).toContain(
      'The code has a typo',
    );
  });

  it('digits that do not fit the givens', () => {
    const cells = [...parsePuzzle(P9.puzzle).cells];
    const givens = cells.filter((d) => d > 0).length;
    const code = rawSudokuCode(9, cells, 9n ** BigInt(givens));
    expect(messageOf(decodeSudokuShare(code))).toContain('damaged');
  });

  it('broken givens name the two cells, in a code and in a plain puzzle', () => {
    const cells = new Array<number>(81).fill(0);
    cells[2] = 5; // r1c3
    cells[6] = 5; // r1c7
    expect(messageOf(decodeSudokuShare(rawSudokuCode(9, cells)))).toMatch(
      /break a rule: 5 appears at r1c3 and r1c7/,
    );
    const plain = cells.map((d) => (d === 0 ? '.' : String(d))).join('');
    expect(messageOf(decodeSudokuShare(plain))).toMatch(/5 appears at r1c3 and r1c7/);
  });

  it('no solution, though no two givens clash', () => {
    const shape = shapeFor(9);
    const cells = [...parsePuzzle(P9.puzzle).cells];
    const solution = parsePuzzle(P9.solution).cells;
    // A digit the solution does not have there, allowed by every peer: the only solution is gone.
    let added = false;
    for (let c = 0; c < 81 && !added; c++) {
      if (cells[c] !== 0) continue;
      for (let d = 1; d <= 9 && !added; d++) {
        if (d !== solution[c] && clashesFor(shape, cells, c, d).length === 0) {
          cells[c] = d;
          added = true;
        }
      }
    }
    expect(countSolutions(shape, cells).count).toBe(0);
    const expected = /no solution/;
    expect(messageOf(decodeSudokuShare(rawSudokuCode(9, cells)))).toMatch(expected);
    expect(messageOf(decodeSudokuShare(cells.join('')))).toMatch(expected);
  });

  it('several solutions', () => {
    const cells = [...parsePuzzle(P9.puzzle).cells];
    // Emptying givens one by one soon allows a second solution.
    for (let c = 0; countSolutions(shapeFor(9), cells).count === 1; c++) cells[c] = 0;
    const expected = /more than one solution/;
    expect(messageOf(decodeSudokuShare(rawSudokuCode(9, cells)))).toMatch(expected);
    expect(messageOf(decodeSudokuShare('.'.repeat(16)))).toMatch(expected);
  });
});

/** Random text that reaches every branch: junk, plausible plain puzzles, codes with a valid
 *  check character, percent escapes. */
function randomInput(rng: Rng, prefixes: readonly string[]): string {
  const pools = [
    SHARE_ALPHABET,
    '0123456789.',
    `${SHARE_ALPHABET}.%# /\n\u00e9\u4e00`,
    '%2E%41%ZZ%',
  ];
  const pool = pools[rng.int(pools.length)] as string;
  const length = [rng.int(8), 16, 36, 81, rng.int(120)][rng.int(5)] as number;
  let text = '';
  for (let i = 0; i < length; i++) text += pool[rng.int(pool.length)];
  const shape = rng.int(4);
  if (shape === 0) text = (prefixes[rng.int(prefixes.length)] as string) + text;
  if (shape === 1) {
    const payload =
      (prefixes[rng.int(prefixes.length)] as string) + text.replace(/[^A-Za-z0-9_-]/g, '');
    text = withCheck(payload);
  }
  return text;
}

/** A well-formed code of a random sparse grid: it reaches the givens and solution checks. */
function randomSudokuCode(rng: Rng): string {
  const size = ([4, 4, 6, 9] as const)[rng.int(4)] as number;
  const density = rng.next();
  const cells = Array.from({ length: size * size }, () =>
    rng.next() < density ? 1 + rng.int(size) : 0,
  );
  return rawSudokuCode(size, cells);
}

/** A well-formed code of a random small board: it reaches the parity and solver checks. */
function randomLinkCode(rng: Rng): string {
  const rows = 1 + rng.int(5);
  const cols = 1 + rng.int(5);
  const kinds = 1 + rng.int(4);
  const cells = Array.from({ length: rows * cols }, () => rng.int(kinds + 1));
  return rawLinkCode('cfulr'[rng.int(5)] as string, rows, cols, kinds, cells);
}

/** Every single-character substitution of `code`, with a few replacement characters each. */
function* typos(code: string, rng: Rng): Generator<string> {
  for (let i = 0; i < code.length; i++) {
    for (let k = 0; k < 4; k++) {
      let ch = SHARE_ALPHABET[rng.int(64)] as string;
      if (ch === code[i]) ch = SHARE_ALPHABET[(SHARE_ALPHABET.indexOf(ch) + 1) % 64] as string;
      yield code.slice(0, i) + ch + code.slice(i + 1);
    }
  }
}

describe('Sudoku share codes: fuzz', () => {
  it('10,000 random strings: never a throw, always a result or a message', () => {
    const rng = createRng('sudoku-share-fuzz');
    let accepted = 0;
    for (let i = 0; i < 10_000; i++) {
      const text =
        rng.int(4) === 0 ? randomSudokuCode(rng) : randomInput(rng, ['A9', 'A4', 'A6', 'A', 'B9']);
      const result = decodeSudokuShare(text);
      if (result.ok) {
        accepted++;
        // Anything accepted is a real puzzle with exactly one solution.
        expect(countSolutions(shapeFor(result.size), parsePuzzle(result.puzzle).cells).count).toBe(
          1,
        );
      } else {
        expect(result.message.length).toBeGreaterThan(10);
      }
    }
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(10_000);
  });

  it('catches every one-character typo in valid codes', () => {
    const rng = createRng('sudoku-typos');
    for (const [size, level] of [
      [4, 'easy'],
      [6, 'hard'],
      [9, 'easy'],
      [9, 'expert'],
    ] as const) {
      const made = generateSudoku({ size, level, seed: 'typo' });
      const code = encodeSudokuShare(made.puzzle, size);
      for (const typo of typos(code, rng)) {
        const result = decodeSudokuShare(typo);
        expect(result.ok, `${code} → ${typo}`).toBe(false);
      }
    }
  });
});

describe('Link share codes: round trips', () => {
  const cases = LINK_SIZE_NAMES.flatMap((size) =>
    LINK_LEVELS.map((level) => ({ size, level: level.id })),
  );

  it.each(cases)('decodes $size $level boards it encodes', ({ size, level }) => {
    for (let seed = 0; seed < 3; seed++) {
      const made = generateLink({ size, gravity: linkLevel(level).gravity, seed: `share-${seed}` });
      const code = encodeLinkShare(made.board, level);
      expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
      const result = decodeLinkShare(code);
      expect(result).toMatchObject({ ok: true, level, confirmed: made.check?.status === 'solved' });
      if (!result.ok) continue;
      expect(formatLinkBoard(result.board)).toBe(formatLinkBoard(made.board));
      expect(result.board.kinds).toBe(made.board.kinds);
    }
  });

  it('keeps holes and a declared kind count above the kinds used', () => {
    const board = { ...parseLinkBoard('a.b\n.ab\n...'), kinds: 30 };
    const result = decodeLinkShare(encodeLinkShare(board, 'classic'));
    expect(result).toMatchObject({ ok: true, confirmed: true });
    if (result.ok) {
      expect(formatLinkBoard(result.board)).toBe('a.b\n.ab\n...');
      expect(result.board.kinds).toBe(30);
    }
  });

  it('refuses to encode what no code can hold', () => {
    const board = parseLinkBoard('ab\nab');
    expect(() => encodeLinkShare({ ...board, rows: 41 }, 'classic')).toThrow(/1–40 rows/);
    expect(() => encodeLinkShare(board, 'sideways' as 'classic')).toThrow(/Unknown Link level/);
  });
});

describe('Link share codes: every error has its message', () => {
  const made = generateLink({ size: 'small', gravity: 'down', seed: 'errors' });
  const CODE = encodeLinkShare(made.board, 'fall');

  it('empty input, bad characters, unknown version', () => {
    expect(messageOf(decodeLinkShare('  '))).toContain('nothing to read');
    expect(messageOf(decodeLinkShare(`${CODE.slice(0, 7)}.${CODE.slice(7)}`))).toContain(
      'Character 8 of the code is "."',
    );
    expect(messageOf(decodeLinkShare(`Z${CODE.slice(1)}`))).toContain('starts with "Z"');
  });

  it('too short, and an unknown level', () => {
    expect(messageOf(decodeLinkShare('Afaa'))).toContain('too short');
    const message = messageOf(decodeLinkShare(`Ax${CODE.slice(2)}`));
    expect(message).toContain('Character 2 of the code is "x"');
    expect(message).toContain('no level');
  });

  it('a size or kind count out of range', () => {
    expect(messageOf(decodeLinkShare(rawLinkCode('c', 0, 2, 1, [])))).toMatch(/0×2 board/);
    expect(messageOf(decodeLinkShare(withCheck(`Ac${SHARE_ALPHABET[41]}BBAAAA`)))).toMatch(
      /41×1 board; a board has 1–40 rows/,
    );
    expect(messageOf(decodeLinkShare(withCheck('AcCC_AAAA')))).toMatch(/63 kinds of tile; 1–62/);
  });

  it('a length that does not match the declared size', () => {
    const message = messageOf(decodeLinkShare(CODE.slice(0, 10) + CODE.slice(11)));
    expect(message).toContain('8×5 board with 10 kinds');
    expect(message).toContain(`has ${CODE.length}:`);
    expect(message).toContain('missing or extra');
  });

  it('a typo caught by the check character', () => {
    const last = CODE[CODE.length - 1] === 'A' ? 'B' : 'A';
    expect(messageOf(decodeLinkShare(CODE.slice(0, -1) + last))).toContain('The code has a typo');
  });

  it('cells that do not fit the declared size', () => {
    const code = rawLinkCode('c', 2, 2, 2, [], 3n ** 4n);
    expect(messageOf(decodeLinkShare(code))).toContain('damaged');
  });

  it('a kind that appears an odd number of times, and where', () => {
    const message = messageOf(decodeLinkShare(rawLinkCode('c', 2, 2, 2, [1, 2, 2, 0])));
    expect(message).toContain('"a" appears once');
    expect(message).toContain('row 1, column 1');
    expect(message).toContain('even number of times');
  });

  it('a board with no tiles', () => {
    expect(messageOf(decodeLinkShare(rawLinkCode('c', 2, 2, 1, [0, 0, 0, 0])))).toContain(
      'no tiles',
    );
  });

  it('a board that cannot be cleared', () => {
    // a and b each sit on a diagonal: every line between twins needs four segments.
    const board = parseLinkBoard('ab\nba');
    expect(solveLink(board, 'none').status).toBe('unsolvable');
    expect(messageOf(decodeLinkShare(encodeLinkShare(board, 'classic')))).toContain(
      'cannot be cleared',
    );
  });

  it('a board the solver cannot settle within its budget is accepted, unconfirmed', () => {
    const big = generateLink({ size: 'large', gravity: 'none', seed: 'budget' });
    expect(solveLink(big.board, 'none', { maxNodes: 1 }).status).toBe('unknown');
    const result = decodeLinkShare(encodeLinkShare(big.board, 'classic'), { maxNodes: 1 });
    expect(result).toMatchObject({ ok: true, confirmed: false, level: 'classic' });
  });
});

describe('Link share codes: fuzz', () => {
  it('10,000 random strings: never a throw, always a result or a message', () => {
    const rng = createRng('link-share-fuzz');
    let accepted = 0;
    for (let i = 0; i < 10_000; i++) {
      const text =
        rng.int(4) === 0 ? randomLinkCode(rng) : randomInput(rng, ['Ac', 'AfCC', 'AuDDC', 'B']);
      const result = decodeLinkShare(text, { maxNodes: 2_000 });
      if (result.ok) {
        accepted++;
        expect(result.board.cells.length).toBe(result.board.rows * result.board.cols);
        expect(solveLink(result.board, linkLevel(result.level).gravity).status).not.toBe(
          'unsolvable',
        );
      } else {
        expect(result.message.length).toBeGreaterThan(10);
      }
    }
    // The structured quarter reaches the end of the decoder, where boards are accepted.
    expect(accepted).toBeGreaterThan(0);
  });

  it('catches every one-character typo in valid codes', () => {
    const rng = createRng('link-typos');
    for (const level of LINK_LEVELS) {
      const made = generateLink({ size: 'small', gravity: level.gravity, seed: level.id });
      const code = encodeLinkShare(made.board, level.id);
      for (const typo of typos(code, rng)) {
        expect(decodeLinkShare(typo).ok, `${code} → ${typo}`).toBe(false);
      }
    }
  });
});

describe('share text', () => {
  it('writes and reads numbers of any size in a fixed number of characters', () => {
    const big = 21n ** 84n - 1n;
    expect(readShareNumber(writeShareNumber(big, 62))).toBe(big);
    expect(writeShareNumber(0n, 3)).toBe('AAA');
    expect(() => writeShareNumber(64n, 1)).toThrow(RangeError);
  });

  it('the check character changes with any single character of the payload', () => {
    const payload = 'A9hello-world_0123';
    for (let i = 0; i < payload.length; i++) {
      for (const ch of SHARE_ALPHABET) {
        if (ch === payload[i]) continue;
        const changed = payload.slice(0, i) + ch + payload.slice(i + 1);
        expect(shareCheckChar(changed)).not.toBe(shareCheckChar(payload));
      }
    }
  });
});
