// A cell is read with its shifted cuts (read-grid.ts's views): the network's odds averaged over
// them, so one unlucky cut does not decide the digit alone. Ink far fainter than the grid's usual
// digit is a stain, empty unless the grid needs a digit there.
import { describe, expect, it } from 'vitest';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';
import { countSolutions, solveUnique } from '../../../src/games/sudoku/core/solver';
import { DIGIT_INPUTS } from '../../../src/games/sudoku/scan/read/cell-digit';
import type { DigitModel } from '../../../src/games/sudoku/scan/read/digit-model';
import { readCells } from '../../../src/games/sudoku/scan/read/read-cells';
import { VIEW_SHIFTS } from '../../../src/games/sudoku/scan/read/read-grid';

/** A newspaper puzzle of the photo set (image2), which has one solution. */
const PUZZLE = '9.3.....2.6.49.1.3...1...........9..3.1..4....8.7.243.1785.93........759...367...';

/** A one-layer network whose class k's score is 10 × input k (k = 0..9). */
const model: DigitModel = {
  sizes: [DIGIT_INPUTS, 10],
  weights: [
    Float32Array.from({ length: 10 * DIGIT_INPUTS }, (_, i) =>
      i % DIGIT_INPUTS === Math.floor(i / DIGIT_INPUTS) ? 10 : 0,
    ),
  ],
  biases: [new Float32Array(10)],
};

/** An input the model reads as digit k with score 10 × `sure`, and as `other` with 10 × `also`. */
function input(k: number, sure = 1, other = 0, also = 0): Float32Array {
  const x = new Float32Array(DIGIT_INPUTS);
  x[k] = sure;
  if (other > 0) x[other] = also;
  return x;
}

describe('reading a cell with its shifted cuts', () => {
  const inputs = [...PUZZLE].map((ch) => (ch === '.' ? null : input(Number(ch))));
  // The first cell's own cut reads a 4 over its true 9; its shifted cuts read the 9 clearly.
  inputs[0] = input(4, 1, 9, 0.9);
  const views = inputs.flatMap((x, cell) =>
    VIEW_SHIFTS.map(() => (x === null ? null : cell === 0 ? input(9, 1, 4, 0.2) : x)),
  );

  it('averages the odds of the cut and its shifts', () => {
    const read = readCells(inputs, model, [], { views });
    expect(read.grid).toBe(PUZZLE);
    expect(read.confidence[0]).toBeGreaterThan(0.6);
    expect(read.unsure).not.toContain(0);
  });

  it('without them, the cut alone misreads it (the grid with a 4 there still has one solution)', () => {
    const read = readCells(inputs, model);
    expect(read.grid).toBe(`4${PUZZLE.slice(1)}`);
    expect(read.unsure).toContain(0);
  });
});

describe('faint ink against the grid’s digits', () => {
  const cells = [...PUZZLE].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const shape = shapeFor(9);
  const solution = solveUnique(shape, Uint8Array.from(cells));
  const inputs = [...PUZZLE].map((ch) => (ch === '.' ? null : input(Number(ch))));
  const contrast: number[] = inputs.map((x) => (x === null ? 10 : 100));

  it('reads a stain that looks like the solution’s digit as empty', () => {
    const empty = PUZZLE.indexOf('.');
    const stained = [...inputs];
    stained[empty] = input(solution?.[empty] ?? 1);
    const faint = [...contrast];
    faint[empty] = 30;
    expect(readCells(stained, model).grid[empty]).toBe(String(solution?.[empty]));
    const read = readCells(stained, model, [], { contrast: faint });
    expect(read.grid).toBe(PUZZLE);
  });

  it('keeps a pale digit the grid needs for its one solution', () => {
    // A given without which the puzzle has more than one solution, printed pale.
    const needed = cells.findIndex((k, cell) => {
      if (k === 0) return false;
      const without = Uint8Array.from(cells);
      without[cell] = 0;
      return countSolutions(shape, without, 2).count > 1;
    });
    expect(needed).toBeGreaterThanOrEqual(0);
    const pale = [...contrast];
    pale[needed] = 30;
    const read = readCells(inputs, model, [], { contrast: pale });
    expect(read.grid).toBe(PUZZLE);
    expect(read.unsure).toContain(needed);
  });
});
