// The 9×9 solver's lookup tables (solver-9x9-tables.ts) against their definitions, computed
// the slow way: every 3×3 matrix, every permutation, every band word shape the solver uses.

import { describe, expect, it } from 'vitest';
import {
  ASSERTED_KEEP,
  assertedKeep27,
  bandMatrix,
  bandsToStacks,
  FORCED,
  forced27,
  MINIROWS_27,
  PERMUTATIONS,
  PERMUTED,
  PERMUTED_27,
  PLACEMENTS,
  SINGLE,
  stacksToBands,
} from '../../../src/games/sudoku/core/solver-9x9-tables';

const has = (m: number, i: number, j: number): boolean => (m & (1 << (i * 3 + j))) !== 0;
const all512 = Array.from({ length: 512 }, (_, m) => m);

/** The permutation matrices (one entry per row and per column) inside m, by brute force. */
function permutationsInside(m: number): number[] {
  const out: number[] = [];
  for (let a = 0; a < 3; a++)
    for (let b = 0; b < 3; b++)
      for (let c = 0; c < 3; c++) {
        if (a === b || b === c || a === c) continue;
        if (has(m, 0, a) && has(m, 1, b) && has(m, 2, c)) out.push((1 << a) | (8 << b) | (64 << c));
      }
  return out;
}

/** A 3×3 matrix's entry (i, j) as the three cells of mini-row i, box j in a band word. */
const cellsOf = (i: number, j: number): number => 7 << (9 * i + 3 * j);

describe('9×9 solver tables', () => {
  it('lists the six permutation matrices', () => {
    expect([...PERMUTATIONS].sort((a, b) => a - b)).toEqual(
      permutationsInside(0x1ff).sort((a, b) => a - b),
    );
  });

  it('PERMUTED and PLACEMENTS: the entries on, and the number of, permutations inside', () => {
    for (const m of all512) {
      const perms = permutationsInside(m);
      expect(PERMUTED[m]).toBe(perms.reduce((a, p) => a | p, 0));
      expect(PLACEMENTS[m]).toBe(perms.length);
    }
  });

  it('widens matrices to mini-rows (MINIROWS_27, PERMUTED_27) and bandMatrix inverts that', () => {
    for (const m of all512) {
      let wide = 0;
      for (let e = 0; e < 9; e++) if (m & (1 << e)) wide |= cellsOf(Math.floor(e / 3), e % 3);
      expect(MINIROWS_27[m]).toBe(wide);
      expect(PERMUTED_27[m]).toBe(MINIROWS_27[PERMUTED[m] ?? 0]);
      expect(bandMatrix(wide)).toBe(m);
      // One cell of each mini-row is enough for it to count.
      expect(bandMatrix(wide & 0x4924924)).toBe(m);
    }
  });

  it('FORCED: entries alone in their row or their column', () => {
    for (const m of all512) {
      let forced = 0;
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 3; j++) {
          if (!has(m, i, j)) continue;
          const inRow = [0, 1, 2].filter((k) => has(m, i, k)).length;
          const inColumn = [0, 1, 2].filter((k) => has(m, k, j)).length;
          if (inRow === 1 || inColumn === 1) forced |= 1 << (i * 3 + j);
        }
      expect(FORCED[m]).toBe(forced);
    }
  });

  it('ASSERTED_KEEP: drops every other entry in the rows and columns of asserted ones', () => {
    for (const a of all512) {
      let keep = a;
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 3; j++) {
          const shares = [0, 1, 2].some((k) => has(a, i, k) || has(a, k, j));
          if (!shares) keep |= 1 << (i * 3 + j);
        }
      expect(ASSERTED_KEEP[a]).toBe(keep);
    }
  });

  it('SINGLE marks the 9-bit rows with exactly one bit', () => {
    for (const m of all512) {
      const bits = m.toString(2).replace(/0/g, '').length;
      expect(SINGLE[m]).toBe(bits === 1 ? 1 : 0);
    }
  });

  it('packs three matrices: forced27 and assertedKeep27 apply the tables to each', () => {
    for (const [x, y, z] of [
      [0, 0x1ff, 0o421],
      [0o124, 0o777, 0o007],
      [0o610, 0o111, 0o052],
    ] as const) {
      const packed = x | (y << 9) | (z << 18);
      const per = (t: Uint16Array): number =>
        (t[x] ?? 0) | ((t[y] ?? 0) << 9) | ((t[z] ?? 0) << 18);
      expect(forced27(packed)).toBe(per(FORCED));
      expect(assertedKeep27(packed)).toBe(per(ASSERTED_KEEP));
    }
  });

  it('stacksToBands and bandsToStacks convert between the two views of a digit', () => {
    // Stack matrix s, entry (band b, column j of the stack) ⇔ band b's column 3s + j.
    const wrong: string[] = [];
    for (let trial = 0; trial < 2000; trial++) {
      const q = (trial * 2654435761) & 0x7ffffff;
      const bands = stacksToBands(q);
      for (let s = 0; s < 3; s++)
        for (let b = 0; b < 3; b++)
          for (let j = 0; j < 3; j++) {
            const inStack = (q >> (9 * s + 3 * b + j)) & 1;
            const inBand = (bands >> (9 * b + 3 * s + j)) & 1;
            if (inBand !== inStack) wrong.push(`${q}: stack ${s}, band ${b}, column ${j}`);
          }
      if (bandsToStacks(bands & 511, (bands >> 9) & 511, bands >> 18) !== q) wrong.push(`${q}`);
    }
    expect(wrong).toEqual([]);
  });
});
