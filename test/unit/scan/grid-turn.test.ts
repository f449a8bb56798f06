// Quarter turns of the grid and of a cell's classifier input: four turns give back the start,
// and one turn moves the top-left cell to the top-right (clockwise).
import { describe, expect, it } from 'vitest';
import { DIGIT_INPUTS, DIGIT_SIDE } from '../../../src/games/sudoku/scan/read/cell-digit';
import { turnInput, turnSquare } from '../../../src/games/sudoku/scan/read/grid-turn';

describe('quarter turns', () => {
  it('turns a 9×9 square clockwise, and four turns give it back', () => {
    const cells = Array.from({ length: 81 }, (_, i) => i);
    const once = turnSquare(cells, 9);
    expect(once[8]).toBe(0); // top-left went top-right
    expect(once[0]).toBe(72); // bottom-left came top-left
    let back = cells;
    for (let t = 0; t < 4; t++) back = turnSquare(back, 9);
    expect(back).toEqual(cells);
  });

  it('turns a digit picture with its cells and swaps its height and width', () => {
    const input = new Float32Array(DIGIT_INPUTS);
    input[0] = 1; // top-left pixel
    input[DIGIT_SIDE * DIGIT_SIDE] = 0.7; // height
    input[DIGIT_SIDE * DIGIT_SIDE + 1] = 0.3; // width
    const once = turnInput(input);
    expect(once[DIGIT_SIDE - 1]).toBe(1);
    expect(once[DIGIT_SIDE * DIGIT_SIDE]).toBeCloseTo(0.3);
    expect(once[DIGIT_SIDE * DIGIT_SIDE + 1]).toBeCloseTo(0.7);
    let back: Float32Array = input;
    for (let t = 0; t < 4; t++) back = turnInput(back);
    expect(Array.from(back)).toEqual(Array.from(input));
  });
});
