// A read grid without exactly one solution is mended by the one change the network found likeliest
// that gives one solution; a grid read right is left alone, and so is one no likely change mends.
import { describe, expect, it } from 'vitest';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';
import { countSolutions } from '../../../src/games/sudoku/core/solver';
import {
  mendBySolution,
  mendByTwoDigits,
} from '../../../src/games/sudoku/scan/read/grid-solve-mend';

/** A newspaper puzzle of the photo set (image2), which has one solution. */
const PUZZLE = '9.3.....2.6.49.1.3...1...........9..3.1..4....8.7.243.1785.93........759...367...';
const classesOf = (grid: string) => [...grid].map((ch) => (ch === '.' ? 0 : Number(ch)));

/** The network's probabilities for each cell: sure of the class read, unless told otherwise. */
function sureOf(classes: number[]): Float32Array[] {
  return classes.map((k) => Float32Array.from({ length: 10 }, (_, j) => (j === k ? 1 : 0)));
}

const probability = (pairs: [number, number][]) => {
  const p = new Float32Array(10);
  for (const [k, q] of pairs) p[k] = q;
  return p;
};

describe('mending a read grid by its one solution', () => {
  it('leaves a grid with one solution as read', () => {
    const classes = classesOf(PUZZLE);
    const probs = sureOf(classes);
    probs[0] = probability([
      [9, 0.6],
      [4, 0.4],
    ]);
    expect(mendBySolution(classes, probs, Array(81).fill(false))).toBeNull();
    expect(classes).toEqual(classesOf(PUZZLE));
  });

  it("takes a misread digit's likelier alternative when that gives one solution", () => {
    const truth = classesOf(PUZZLE);
    const cell = truth.indexOf(5); // the first 5, read as a 6
    const classes = [...truth];
    classes[cell] = 6;
    const probs = sureOf(classes);
    probs[cell] = probability([
      [6, 0.7],
      [5, 0.25],
      [8, 0.05],
    ]);
    expect(countSolutions(shapeFor(9), classes, 2).count).not.toBe(1);
    expect(mendBySolution(classes, probs, Array(81).fill(false))).toBe(cell);
    expect(classes).toEqual(truth);
  });

  it('reads a pale digit passed over as empty from its faint reading', () => {
    const truth = classesOf(PUZZLE);
    const shape = shapeFor(9);
    // A given whose loss leaves the puzzle with many solutions.
    const cell = truth.findIndex((d, c) => {
      if (d === 0) return false;
      const without = [...truth];
      without[c] = 0;
      return countSolutions(shape, without, 2).count > 1;
    });
    expect(cell).toBeGreaterThanOrEqual(0);
    const classes = [...truth];
    classes[cell] = 0;
    const fixed = classes.map((k) => k === 0);
    const faint: (Float32Array | null)[] = Array(81).fill(null);
    faint[cell] = probability([
      [truth[cell] ?? 0, 0.8],
      [0, 0.2],
    ]);
    expect(mendBySolution(classes, sureOf(classes), fixed, faint)).toBe(cell);
    expect(classes).toEqual(truth);
  });

  it('leaves a grid no likely change mends, for the player to fix', () => {
    const truth = classesOf(PUZZLE);
    const cell = truth.indexOf(5);
    const classes = [...truth];
    classes[cell] = 6;
    // The network was sure of the 6: no other class is likely enough to try.
    expect(mendBySolution(classes, sureOf(classes), Array(81).fill(false))).toBeNull();
    expect(classes[cell]).toBe(6);
  });

  /** Two givens whose loss leaves many solutions, and each alone given back still leaves many. */
  function twoNeeded(truth: number[]): [number, number] {
    const shape = shapeFor(9);
    const givens = truth.flatMap((d, c) => (d === 0 ? [] : [c]));
    for (const a of givens) {
      for (const b of givens) {
        if (b <= a) continue;
        const onlyA = [...truth];
        onlyA[b] = 0;
        const onlyB = [...truth];
        onlyB[a] = 0;
        if (countSolutions(shape, onlyA, 2).count > 1 && countSolutions(shape, onlyB, 2).count > 1)
          return [a, b];
      }
    }
    throw new Error('no such pair');
  }

  /** The true grid with two needed digits read as empty, each read faintly at `odds`. */
  function twoPassedOver(oddsA: number, oddsB: number) {
    const truth = classesOf(PUZZLE);
    const [a, b] = twoNeeded(truth);
    const classes = [...truth];
    classes[a] = 0;
    classes[b] = 0;
    const fixed = classes.map((k) => k === 0);
    const faint: (Float32Array | null)[] = Array(81).fill(null);
    faint[a] = probability([[truth[a] ?? 0, oddsA]]);
    faint[b] = probability([[truth[b] ?? 0, oddsB]]);
    return { truth, a, b, classes, fixed, faint };
  }

  it('reads two pale digits passed over as empty, when one alone does not give one solution', () => {
    const { truth, a, b, classes, fixed, faint } = twoPassedOver(0.9, 0.8);
    expect(mendBySolution(classes, sureOf(classes), fixed, faint)).toBeNull();
    expect(mendByTwoDigits(classes, sureOf(classes), fixed, faint)).toEqual([a, b]);
    expect(classes).toEqual(truth);
  });

  it('tries no pair with a digit read below even odds', () => {
    const { a, classes, fixed, faint } = twoPassedOver(0.4, 0.9);
    expect(mendByTwoDigits(classes, sureOf(classes), fixed, faint)).toBeNull();
    expect(classes[a]).toBe(0);
  });
});
