// Each technique on a hand-built candidate grid where it applies, with the exact deduction
// worked out by hand. The grids are not full Sudokus: every cell not mentioned keeps all nine
// candidates, which no pattern can use, so each finder sees only the pattern under test.

import { describe, expect, it } from 'vitest';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';
import type { Board } from '../../../src/games/sudoku/core/grader/board';
import type { CellDigit, SolveStep } from '../../../src/games/sudoku/core/grader/step';
import { findFish } from '../../../src/games/sudoku/core/grader/techniques/fish';
import {
  findClaiming,
  findPointing,
} from '../../../src/games/sudoku/core/grader/techniques/intersections';
import {
  findHiddenSingle,
  findNakedSingle,
} from '../../../src/games/sudoku/core/grader/techniques/singles';
import {
  findHiddenSubset,
  findNakedSubset,
} from '../../../src/games/sudoku/core/grader/techniques/subsets';
import { findUniqueRectangle } from '../../../src/games/sudoku/core/grader/techniques/uniqueness';
import { findAlsWing, findWWing } from '../../../src/games/sudoku/core/grader/techniques/wings';
import { findXChain } from '../../../src/games/sudoku/core/grader/techniques/x-chains';
import { englishHints } from '../../../src/games/sudoku/core/hint-text/en';

const shape = shapeFor(9);
const ALL = shape.allDigits;

/** "r1c2" → cell index. */
function at(name: string): number {
  const m = /^r(\d)c(\d)$/.exec(name);
  if (!m) throw new Error(`bad cell ${name}`);
  return (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
}

function maskOf(digits: string): number {
  let m = 0;
  for (const ch of digits) m |= 1 << Number(ch);
  return m;
}

/** A 9×9 board with no digits and every candidate everywhere, then the given overrides. */
function board(cands: Record<string, string> = {}): Board {
  const b: Board = {
    shape,
    values: new Uint8Array(81),
    cand: new Uint16Array(81).fill(ALL),
  };
  for (const [name, digits] of Object.entries(cands)) b.cand[at(name)] = maskOf(digits);
  return b;
}

/** Removes `digit` from every cell of `cells` (names). */
function without(b: Board, digit: number, cells: readonly string[]): Board {
  for (const name of cells) b.cand[at(name)] = (b.cand[at(name)] as number) & ~(1 << digit);
  return b;
}

/** Cell names of a row, column or box except some. */
const row = (r: number, except: number[] = []) =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((c) => !except.includes(c)).map((c) => `r${r}c${c}`);
const col = (c: number, except: number[] = []) =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((r) => !except.includes(r)).map((r) => `r${r}c${c}`);

/** Eliminations as sorted "r1c2-5" strings, for readable comparisons. */
function elims(step: SolveStep | null): string[] {
  expect(step).not.toBeNull();
  return (step as SolveStep).eliminations
    .map((e: CellDigit) => `r${Math.floor(e.cell / 9) + 1}c${(e.cell % 9) + 1}-${e.digit}`)
    .sort();
}

function names(cells: readonly string[], digits: readonly number[]): string[] {
  return cells.flatMap((c) => digits.map((d) => `${c}-${d}`)).sort();
}

describe('singles', () => {
  it('finds a hidden single in a row (1.5) when no box has one', () => {
    const b = without(board(), 5, row(1, [3]));
    const step = findHiddenSingle(b);
    expect(step).toMatchObject({
      technique: 'hidden-single',
      rating: 1.5,
      placements: [{ cell: at('r1c3'), digit: 5 }],
      houses: [0],
    });
    expect(step?.explanation).toEqual({
      kind: 'hidden-single',
      house: 0,
      cell: at('r1c3'),
      digit: 5,
    });
    expect(englishHints.deduction((step as SolveStep).explanation, shape)).toBe(
      'In row 1, 5 can only go in row 1, column 3.',
    );
  });

  it('prefers a hidden single in a box (1.2)', () => {
    const box5 = ['r4c4', 'r4c5', 'r4c6', 'r5c4', 'r5c6', 'r6c4', 'r6c5', 'r6c6'];
    const b = without(without(board(), 5, row(1, [3])), 8, box5);
    expect(findHiddenSingle(b)).toMatchObject({
      rating: 1.2,
      placements: [{ cell: at('r5c5'), digit: 8 }],
      houses: [22],
    });
  });

  it('finds a naked single', () => {
    expect(findNakedSingle(board({ r4c4: '6' }))).toMatchObject({
      technique: 'naked-single',
      rating: 2.3,
      placements: [{ cell: at('r4c4'), digit: 6 }],
    });
  });
});

describe('locked candidates', () => {
  it('pointing: a box confines 7 to row 1, so the rest of row 1 loses 7', () => {
    const b = without(board(), 7, ['r1c3', 'r2c1', 'r2c2', 'r2c3', 'r3c1', 'r3c2', 'r3c3']);
    const step = findPointing(b);
    expect(step?.technique).toBe('pointing');
    expect(elims(step)).toEqual(names(row(1, [1, 2, 3]), [7]));
  });

  it('claiming: row 1 confines 7 to box 1, so the rest of box 1 loses 7', () => {
    const b = without(board(), 7, row(1, [1, 2]));
    const step = findClaiming(b);
    expect(step?.technique).toBe('claiming');
    expect(elims(step)).toEqual(names(['r2c1', 'r2c2', 'r2c3', 'r3c1', 'r3c2', 'r3c3'], [7]));
  });
});

describe('subsets', () => {
  const box1Rest = ['r2c1', 'r2c2', 'r2c3', 'r3c1', 'r3c2', 'r3c3'];

  it('naked pair: both houses the pair shares lose its digits', () => {
    const step = findNakedSubset(board({ r1c1: '12', r1c2: '12' }), 2);
    expect(step).toMatchObject({ technique: 'naked-pair', rating: 3.0, houses: [0, 18] });
    expect(elims(step)).toEqual(names([...row(1, [1, 2]), ...box1Rest], [1, 2]));
  });

  it('naked triple', () => {
    const step = findNakedSubset(board({ r1c1: '12', r1c2: '23', r1c3: '13' }), 3);
    expect(step).toMatchObject({ technique: 'naked-triple', rating: 3.6 });
    expect(elims(step)).toEqual(names([...row(1, [1, 2, 3]), ...box1Rest], [1, 2, 3]));
  });

  it('naked quad across two boxes clears only the row', () => {
    const b = board({ r9c1: '12', r9c2: '23', r9c3: '34', r9c4: '14' });
    const step = findNakedSubset(b, 4);
    expect(step).toMatchObject({ technique: 'naked-quad', rating: 5.0, houses: [8] });
    expect(elims(step)).toEqual(names(row(9, [1, 2, 3, 4]), [1, 2, 3, 4]));
  });

  it('hidden pair: the two cells lose every other digit', () => {
    const b = without(without(board(), 3, row(1, [5, 6])), 4, row(1, [5, 6]));
    const step = findHiddenSubset(b, 2);
    expect(step).toMatchObject({ technique: 'hidden-pair', rating: 3.4, digits: [3, 4] });
    expect(elims(step)).toEqual(names(['r1c5', 'r1c6'], [1, 2, 5, 6, 7, 8, 9]));
  });

  it('hidden triple and quad', () => {
    let b = board();
    for (const d of [1, 2, 3]) b = without(b, d, row(1, [7, 8, 9]));
    expect(elims(findHiddenSubset(b, 3))).toEqual(
      names(['r1c7', 'r1c8', 'r1c9'], [4, 5, 6, 7, 8, 9]),
    );
    b = board();
    for (const d of [1, 2, 3, 4]) b = without(b, d, row(2, [1, 2, 3, 4]));
    const quad = findHiddenSubset(b, 4);
    expect(quad).toMatchObject({ technique: 'hidden-quad', rating: 5.4 });
    expect(elims(quad)).toEqual(names(['r2c1', 'r2c2', 'r2c3', 'r2c4'], [5, 6, 7, 8, 9]));
  });
});

describe('fish', () => {
  it('X-Wing on 5 in rows 1 and 4, columns 2 and 7', () => {
    const b = without(without(board(), 5, row(1, [2, 7])), 5, row(4, [2, 7]));
    const step = findFish(b, 2);
    expect(step).toMatchObject({ technique: 'x-wing', rating: 3.2, houses: [0, 3, 10, 15] });
    expect(elims(step)).toEqual(names([...col(2, [1, 4]), ...col(7, [1, 4])], [5]));
  });

  it('Swordfish on 9 in rows 1, 5, 9 over columns 1, 5, 9', () => {
    let b = without(board(), 9, row(1, [1, 5]));
    b = without(b, 9, row(5, [5, 9]));
    b = without(b, 9, row(9, [1, 9]));
    const step = findFish(b, 3);
    expect(step?.technique).toBe('swordfish');
    expect(elims(step)).toEqual(
      names([...col(1, [1, 5, 9]), ...col(5, [1, 5, 9]), ...col(9, [1, 5, 9])], [9]),
    );
  });

  it('Jellyfish on 8 in rows 1, 3, 5, 7 over columns 1–4', () => {
    let b = without(board(), 8, row(1, [1, 2]));
    b = without(b, 8, row(3, [2, 3]));
    b = without(b, 8, row(5, [3, 4]));
    b = without(b, 8, row(7, [4, 1]));
    const step = findFish(b, 4);
    expect(step).toMatchObject({ technique: 'jellyfish', rating: 5.2 });
    const others = [1, 2, 3, 4].flatMap((c) => col(c, [1, 3, 5, 7]));
    expect(elims(step)).toEqual(names(others, [8]));
  });
});

describe('single-digit chains', () => {
  it('Skyscraper: rows 1 and 5 share column 1, so cells seeing both tops lose 6', () => {
    const b = without(without(board(), 6, row(1, [1, 5])), 6, row(5, [1, 6]));
    const step = findXChain(b, 2);
    expect(step).toMatchObject({ technique: 'skyscraper', rating: 4.0, digits: [6] });
    expect(elims(step)).toEqual(names(['r2c6', 'r3c6', 'r4c5', 'r6c5'], [6]));
  });

  it('Two-String Kite: a row and a column joined in box 1', () => {
    const b = without(without(board(), 3, row(1, [2, 8])), 3, col(1, [3, 7]));
    const step = findXChain(b, 2);
    expect(step).toMatchObject({ technique: 'two-string-kite', rating: 4.1 });
    expect(elims(step)).toEqual(['r7c8-3']);
  });

  it('Empty Rectangle: box 5 holds 4 only in row 5 and column 5', () => {
    // Box 5: 4 only in r5c4, r5c5, r5c6, r4c5, r6c5 (a cross). Column 8: 4 only in r5c8 and
    // r1c8. If r1c8 is not 4, r5c8 is, so box 5's 4 is in column 5; either way r1c5 is not 4.
    let b = without(board(), 4, ['r4c4', 'r4c6', 'r6c4', 'r6c6']);
    b = without(b, 4, col(8, [1, 5]));
    const step = findXChain(b, 2, true);
    expect(step).toMatchObject({ technique: 'empty-rectangle', rating: 4.3 });
    expect(elims(step)).toContain('r1c5-4');
  });
});

describe('wings', () => {
  it('XY-Wing: pivot r1c1 {1,2}, pincers r1c5 {1,3} and r3c2 {2,3}', () => {
    const step = findAlsWing(board({ r1c1: '12', r1c5: '13', r3c2: '23' }), 2, true);
    expect(step).toMatchObject({ technique: 'xy-wing', rating: 4.2 });
    expect(elims(step)).toEqual(names(['r1c2', 'r1c3', 'r3c4', 'r3c5', 'r3c6'], [3]));
  });

  it('XYZ-Wing: pivot r1c1 {1,2,3} also holds 3, so only cells seeing all three lose it', () => {
    const b = board({ r1c1: '123', r1c5: '13', r3c2: '23' });
    expect(findAlsWing(b, 2, true)).toBeNull();
    const step = findAlsWing(b, 2);
    expect(step).toMatchObject({ technique: 'xyz-wing', rating: 4.4 });
    expect(elims(step)).toEqual(names(['r1c2', 'r1c3'], [3]));
  });

  it('WXYZ-Wing: r1c1..r1c3 hold only 1–4 and r5c1 is {1,4}', () => {
    const b = board({ r1c1: '12', r1c2: '23', r1c3: '34', r5c1: '14' });
    const step = findAlsWing(b, 3);
    expect(step).toMatchObject({ technique: 'wxyz-wing', rating: 5.5 });
    // 1 is restricted (only r1c1 has it, and it sees r5c1), so 4 is in r5c1 or r1c3.
    expect(elims(step)).toEqual(names(['r2c1', 'r3c1', 'r4c3', 'r5c3', 'r6c3'], [4]));
  });

  it('doubly linked WXYZ-Wing: the pair cell sees every 1 and 4 of the set', () => {
    const b = board({ r1c1: '12', r1c2: '13', r1c3: '234', r3c3: '14' });
    const step = findAlsWing(b, 3);
    expect(step).toMatchObject({ technique: 'wxyz-wing', rating: 5.6 });
    const box1 = ['r2c1', 'r2c2', 'r2c3', 'r3c1', 'r3c2'];
    const col3 = ['r4c3', 'r5c3', 'r6c3', 'r7c3', 'r8c3', 'r9c3'];
    expect(elims(step)).toEqual(
      [
        ...names([...box1, ...col3], [4]),
        ...names(box1, [1]),
        ...names([...row(1, [1, 2, 3]), ...box1], [2, 3]),
      ].sort(),
    );
  });

  it('W-Wing: two {4,7} cells bridged by a strong link on 4 in column 5', () => {
    const b = without(board({ r1c1: '47', r5c9: '47' }), 4, col(5, [1, 5]));
    const step = findWWing(b);
    expect(step).toMatchObject({ technique: 'w-wing', rating: 4.4, digits: [4, 7] });
    expect(elims(step)).toEqual(['r1c9-7', 'r5c1-7']);
  });
});

describe('unique rectangles', () => {
  it('type 1: three corners {5,6}, so the fourth is neither', () => {
    const b = board({ r1c1: '56', r1c4: '56', r2c1: '56', r2c4: '568' });
    const step = findUniqueRectangle(b);
    expect(step).toMatchObject({ name: 'Unique Rectangle Type 1', rating: 4.5 });
    expect(elims(step)).toEqual(['r2c4-5', 'r2c4-6']);
  });

  it('type 2: both extra corners hold 8, so cells seeing both lose 8', () => {
    const b = board({ r1c1: '56', r1c4: '56', r2c1: '568', r2c4: '568' });
    const step = findUniqueRectangle(b);
    expect(step).toMatchObject({ name: 'Unique Rectangle Type 2', rating: 4.6 });
    expect(elims(step)).toEqual(names(row(2, [1, 4]), [8]));
  });

  it('type 4: row 2 holds 5 only in the roof, so the roof cannot be 6', () => {
    const b = without(
      board({ r1c1: '56', r1c4: '56', r2c1: '568', r2c4: '569' }),
      5,
      row(2, [1, 4]),
    );
    const step = findUniqueRectangle(b);
    expect(step).toMatchObject({ name: 'Unique Rectangle Type 4', rating: 4.5 });
    expect(elims(step)).toEqual(['r2c1-6', 'r2c4-6']);
  });

  it('needs the rectangle to span two boxes', () => {
    // r1c1, r1c2, r2c1, r2c2 all sit in box 1: swapping them is no second solution.
    expect(
      findUniqueRectangle(board({ r1c1: '56', r1c2: '56', r2c1: '56', r2c2: '568' })),
    ).toBeNull();
  });
});

describe('small grids', () => {
  it('finds an X-Wing on 4×4 and a naked triple on 6×6', () => {
    const s4 = shapeFor(4);
    const b4: Board = {
      shape: s4,
      values: new Uint8Array(16),
      cand: new Uint16Array(16).fill(s4.allDigits),
    };
    // Digit 2 only in columns 1 and 3 of rows 1 and 3 (different boxes).
    for (const c of [1, 3]) {
      b4.cand[c] = (b4.cand[c] as number) & ~(1 << 2);
      b4.cand[8 + c] = (b4.cand[8 + c] as number) & ~(1 << 2);
    }
    const wing = findFish(b4, 2);
    expect(wing?.technique).toBe('x-wing');
    expect(wing?.eliminations.map((e) => e.cell).sort((a, b) => a - b)).toEqual([4, 6, 12, 14]);

    const s6 = shapeFor(6);
    const b6: Board = {
      shape: s6,
      values: new Uint8Array(36),
      cand: new Uint16Array(36).fill(s6.allDigits),
    };
    b6.cand[0] = maskOf('12');
    b6.cand[3] = maskOf('23');
    b6.cand[5] = maskOf('13');
    const triple = findNakedSubset(b6, 3);
    expect(triple?.technique).toBe('naked-triple');
    expect(triple?.eliminations.map((e) => `${e.cell}-${e.digit}`).sort()).toEqual(
      ['1-1', '1-2', '1-3', '2-1', '2-2', '2-3', '4-1', '4-2', '4-3'].sort(),
    );
  });
});
