import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/engine/game';
import { createRng } from '../../../src/engine/rng';
import {
  applyTransform,
  canonicalForm,
  randomTransform,
} from '../../../src/games/sudoku/core/canonical';
import { firstClash, parsePuzzle } from '../../../src/games/sudoku/core/codec';
import { generateFullGrid } from '../../../src/games/sudoku/core/generator';
import {
  SUDOKU_SIZES,
  type SudokuShape,
  type SudokuSize,
  shapeFor,
} from '../../../src/games/sudoku/core/geometry';

// From the public forum-hardest and 17-clue lists (a few embedded, as allowed).
const HARDEST = [
  '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
  '........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........',
  '..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2',
];
const SEVENTEEN = [
  '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
  '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....',
  '.................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.',
];

const cellsOf = (text: string): Uint8Array => parsePuzzle(text).cells;

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((rest) =>
    Array.from({ length: n }, (_, at) => [...rest.slice(0, at), n - 1, ...rest.slice(at)]),
  );
}

/** Every order of blocks of `width` lines, with every order of lines inside each block. */
function lineOrders(size: number, width: number): number[][] {
  const out: number[][] = [];
  for (const blockOrder of permutations(size / width)) {
    let partial: number[][] = [[]];
    for (const block of blockOrder) {
      partial = partial.flatMap((prefix) =>
        permutations(width).map((p) => [...prefix, ...p.map((k) => block * width + k)]),
      );
    }
    out.push(...partial);
  }
  return out;
}

/**
 * The definition, by brute force: every row order × column order (× transpose when boxes are
 * square), each relabelled by first appearance, and the smallest string wins. Independent of
 * the greedy search under test; a comparison stops at the first differing character.
 */
function bruteCanonical(shape: SudokuShape, cells: Uint8Array): string {
  const n = shape.size;
  const rows = lineOrders(n, shape.boxRows);
  const cols = lineOrders(n, shape.boxCols);
  const grids = [cells];
  if (shape.boxRows === shape.boxCols)
    grids.push(
      Uint8Array.from(
        { length: n * n },
        (_, i) => cells[(i % n) * n + Math.floor(i / n)] as number,
      ),
    );
  let best: number[] | null = null;
  const labels = new Uint8Array(n + 1);
  for (const grid of grids) {
    for (const rowOrder of rows) {
      for (const colOrder of cols) {
        labels.fill(0);
        let next = 1;
        let smaller = best === null;
        const current: number[] = [];
        let worse = false;
        for (let k = 0; k < n * n && !worse; k++) {
          const d = grid[
            (rowOrder[Math.floor(k / n)] as number) * n + (colOrder[k % n] as number)
          ] as number;
          let v = 0;
          if (d !== 0) {
            if (labels[d] === 0) labels[d] = next++;
            v = labels[d] as number;
          }
          current.push(v);
          if (!smaller && best !== null) {
            if (v > (best[k] as number)) worse = true;
            else if (v < (best[k] as number)) smaller = true;
          }
        }
        if (!worse && smaller) best = current;
      }
    }
  }
  return (best as number[]).map((d) => (d === 0 ? '.' : String(d))).join('');
}

/** A random puzzle-like pattern: a random full grid with roughly `keep` of its cells kept. */
function randomPuzzle(size: SudokuSize, seed: number, keep: number): Uint8Array {
  const shape = shapeFor(size);
  const rng = createRng(seed);
  const grid = generateFullGrid(shape, rng);
  return grid.map((d) => (rng.next() < keep ? d : 0));
}

/** Every grid of a size whose first row is 1..size: each grid is a relabelling of one of them. */
function gridsWithFirstRowFixed(size: SudokuSize): Uint8Array[] {
  const shape = shapeFor(size);
  const grids: Uint8Array[] = [];
  const grid = new Uint8Array(size * size);
  for (let c = 0; c < size; c++) grid[c] = c + 1;
  const fill = (cell: number): void => {
    if (cell === grid.length) {
      grids.push(Uint8Array.from(grid));
      return;
    }
    for (let d = 1; d <= size; d++) {
      if ((shape.peers[cell] as Int16Array).some((p) => grid[p] === d)) continue;
      grid[cell] = d;
      fill(cell + 1);
      grid[cell] = 0;
    }
  };
  fill(size);
  return grids;
}

describe('canonicalForm', () => {
  it('is the brute-force minimum over the whole group on 9×9 puzzles', () => {
    const shape = shapeFor(9);
    for (const text of [HARDEST[0], SEVENTEEN[0]] as string[]) {
      const cells = cellsOf(text);
      expect(canonicalForm(cells)).toBe(bruteCanonical(shape, cells));
    }
  });

  it('is the brute-force minimum on random 4×4 and 6×6 grids and puzzles', () => {
    for (const size of [4, 6] as const) {
      const shape = shapeFor(size);
      for (let seed = 0; seed < 25; seed++) {
        for (const keep of [1, 0.6, 0.35]) {
          const cells = randomPuzzle(size, seed, keep);
          expect(canonicalForm(cells)).toBe(bruteCanonical(shape, cells));
        }
      }
    }
  });

  it('does not change under any element of the symmetry group, with relabelling', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUDOKU_SIZES),
        fc.integer(),
        fc.integer(),
        fc.double({ min: 0.2, max: 1, noNaN: true }),
        (size, puzzleSeed, transformSeed, keep) => {
          const shape = shapeFor(size);
          const cells = randomPuzzle(size, puzzleSeed, keep);
          const moved = applyTransform(
            shape,
            cells,
            randomTransform(shape, createRng(transformSeed)),
          );
          expect(canonicalForm(moved)).toBe(canonicalForm(cells));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives a grid of the same class: valid, same givens, and its own canonical form', () => {
    for (const text of [...HARDEST, ...SEVENTEEN]) {
      const canon = canonicalForm(cellsOf(text));
      const { shape, cells } = parsePuzzle(canon);
      expect(firstClash(shape, cells)).toBeNull();
      expect(cells.filter((d) => d !== 0).length).toBe(cellsOf(text).filter((d) => d !== 0).length);
      expect(canonicalForm(cells)).toBe(canon);
      // Empty cells sort first, so the smallest string starts with the emptiest row.
      expect(canon.startsWith('.'.repeat(8))).toBe(true);
    }
  });

  it('matches a known equivalent pair: a 90° turn with the digits relabelled d → 10 − d', () => {
    // The second is the first rotated a quarter turn clockwise (new r,c = old 8−c, r), then
    // every digit d replaced by 10 − d; rotations are not a generator of the group, but a
    // transpose followed by reversing the columns.
    const a = HARDEST[0] as string;
    const b = '6.........9.4..1..5.2....7....5.........438.....891.....5.8..6..8.3..4..7.......2';
    expect(a).not.toBe(b);
    expect(canonicalForm(cellsOf(b))).toBe(canonicalForm(cellsOf(a)));
  });

  it('matches hand-made moves: mirror, half turn, band swap and a digit swap', () => {
    const n = 9;
    const src = cellsOf(HARDEST[1] as string);
    const at = (r: number, c: number): number => src[r * n + c] as number;
    const mirror = Uint8Array.from({ length: 81 }, (_, i) =>
      at(Math.floor(i / n), n - 1 - (i % n)),
    );
    const halfTurn = Uint8Array.from({ length: 81 }, (_, i) => src[80 - i] as number);
    // Bands 1 and 3 exchanged, rows 4 and 6 exchanged inside band 2.
    const rowMap = [6, 7, 8, 5, 4, 3, 0, 1, 2];
    const bands = Uint8Array.from({ length: 81 }, (_, i) =>
      at(rowMap[Math.floor(i / n)] as number, i % n),
    );
    const swapped = src.map((d) => (d === 1 ? 2 : d === 2 ? 1 : d));
    const expected = canonicalForm(src);
    for (const variant of [mirror, halfTurn, bands, swapped]) {
      expect(variant).not.toEqual(src);
      expect(canonicalForm(variant)).toBe(expected);
    }
  });

  it('keeps different puzzles apart', () => {
    const forms = [...HARDEST, ...SEVENTEEN].map((t) => canonicalForm(cellsOf(t)));
    expect(new Set(forms).size).toBe(forms.length);
    // One given changed to another digit that fits: not a symmetry, so a different class.
    const src = cellsOf(SEVENTEEN[0] as string);
    const changed = Uint8Array.from(src);
    const cell = src.findIndex((d) => d !== 0);
    for (let d = 1; d <= 9 && changed[cell] === src[cell]; d++) {
      changed[cell] = d;
      if (d === src[cell] || firstClash(shapeFor(9), changed) !== null)
        changed[cell] = src[cell] as number;
    }
    expect(changed[cell]).not.toBe(src[cell]);
    expect(firstClash(shapeFor(9), changed)).toBeNull();
    expect(canonicalForm(changed)).not.toBe(canonicalForm(src));
  });

  it('counts the 2 essentially different 4×4 grids and the 49 of 6×6 (Russell and Jarvis)', () => {
    // Published counts under exactly these groups (OEIS A291188: 2, 49), so merging two classes
    // or splitting one would both show up here.
    expect(gridsWithFirstRowFixed(4)).toHaveLength(12);
    expect(new Set(gridsWithFirstRowFixed(4).map(canonicalForm)).size).toBe(2);
    // 28,200,960 grids / 6! relabellings.
    const six = gridsWithFirstRowFixed(6);
    expect(six).toHaveLength(39_168);
    // Swapping bands 2 and 3, or the rows inside either, keeps row 1, so every class still has a
    // member whose first column rises down each of those bands and from band 2 to band 3:
    // one grid in eight, which keeps this test quick.
    const sorted = six.filter(
      (g) =>
        (g[12] as number) < (g[18] as number) &&
        (g[24] as number) < (g[30] as number) &&
        (g[12] as number) < (g[24] as number),
    );
    expect(sorted).toHaveLength(39_168 / 8);
    const classes = new Set(sorted.map(canonicalForm));
    expect(classes.size).toBe(49);
    // And every excluded grid falls into one of those classes (a sample, to stay quick).
    for (let i = 0; i < six.length; i += 97)
      expect(classes.has(canonicalForm(six[i] as Uint8Array))).toBe(true);
  });

  it('rejects a wrong length or a bad cell value', () => {
    expect(() => canonicalForm(new Uint8Array(80))).toThrow(InvalidInputError);
    const bad = new Uint8Array(16);
    bad[3] = 5;
    expect(() => canonicalForm(bad)).toThrow(/Cell 3 holds 5/);
  });
});

describe('randomTransform and applyTransform', () => {
  it('turn a valid grid into a valid grid with the same number of givens', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUDOKU_SIZES), fc.integer(), fc.integer(), (size, a, b) => {
        const shape = shapeFor(size);
        const grid = generateFullGrid(shape, createRng(a));
        const moved = applyTransform(shape, grid, randomTransform(shape, createRng(b)));
        expect(moved.every((d) => d >= 1 && d <= size)).toBe(true);
        expect(firstClash(shape, moved)).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('transposes only square-box shapes', () => {
    const seen = (size: SudokuSize): Set<boolean> =>
      new Set(
        Array.from(
          { length: 40 },
          (_, s) => randomTransform(shapeFor(size), createRng(s)).transpose,
        ),
      );
    expect(seen(9)).toEqual(new Set([true, false]));
    expect(seen(6)).toEqual(new Set([false]));
  });
});
