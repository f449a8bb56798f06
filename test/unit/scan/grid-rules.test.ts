// Mending a read that repeats a digit: the least sure cell of the repeat takes its next likeliest
// class that repeats nothing; a plainly empty cell is never touched.
import { describe, expect, it } from 'vitest';
import { mendRepeats } from '../../../src/games/sudoku/scan/read/grid-rules';

const sure = (k: number, p = 0.99): Float32Array => {
  const out = new Float32Array(10).fill((1 - p) / 9);
  out[k] = p;
  return out;
};

describe('mendRepeats', () => {
  it('gives the less sure of two repeated digits its second choice', () => {
    const classes = new Array<number>(81).fill(0);
    const probs = Array.from({ length: 81 }, () => sure(0));
    classes[0] = 5;
    probs[0] = sure(5);
    classes[8] = 5; // same row
    const unsure = new Float32Array(10);
    unsure[5] = 0.55;
    unsure[6] = 0.4;
    unsure[0] = 0.05;
    probs[8] = unsure;
    const changed = mendRepeats(classes, probs, new Array<boolean>(81).fill(false));
    expect(changed).toEqual([8]);
    expect(classes[8]).toBe(6);
    expect(classes[0]).toBe(5);
  });

  it('leaves a read with no repeat as it is', () => {
    const classes = new Array<number>(81).fill(0);
    classes[0] = 1;
    classes[10] = 2;
    const probs = classes.map((k) => sure(k, 0.7));
    expect(mendRepeats(classes, probs, new Array<boolean>(81).fill(false))).toEqual([]);
    expect(classes[0]).toBe(1);
    expect(classes[10]).toBe(2);
  });

  it('marks both cells of a repeat it cannot mend without a change to something unlikely', () => {
    const classes = new Array<number>(81).fill(0);
    classes[0] = 3;
    classes[9] = 3; // same column and box
    const probs = classes.map((k) => sure(k, 0.999));
    const changed = mendRepeats(classes, probs, new Array<boolean>(81).fill(false));
    expect(changed.sort((a, b) => a - b)).toEqual([0, 9]);
    expect(classes[0]).toBe(3);
    expect(classes[9]).toBe(3);
  });
});
