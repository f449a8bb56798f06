// From the 81 cells' classifier inputs to the read grid: the turn that puts the digits upright
// (grid-turn.ts), the network's class for each cell, then the Sudoku's own rules: repeats in a
// house mended (grid-rules.ts), then a grid without exactly one solution (grid-solve-mend.ts).
// Apart from the cutting (read-grid.ts) so that the training's cache of cut cells outlives a
// change in how they are read.

import { classify, type DigitModel } from './digit-model';
import { mendRepeats } from './grid-rules';
import { mendBySolution } from './grid-solve-mend';
import { bestTurn, turnInput, turnSquare } from './grid-turn';

/** Below this margin between the two likeliest classes a cell is marked unsure. */
const UNSURE_MARGIN = 0.6;

/** The cells read the right way up: the best of four quarter turns (grid-turn.ts), then classified. */
export function readCells(
  inputs: (Float32Array | null)[],
  model: DigitModel,
  faint: (Float32Array | null)[] = [],
): { grid: string; unsure: number[]; confidence: number[]; turns: number } {
  const turns = bestTurn(inputs, model);
  const turn = (list: (Float32Array | null)[]) => {
    let cells = list;
    for (let t = 0; t < turns; t++)
      cells = turnSquare(cells, 9).map((input) => (input === null ? null : turnInput(input)));
    return cells;
  };
  return { ...classifyCells(turn(inputs), model, faint.length === 81 ? turn(faint) : []), turns };
}

/**
 * The 81 cells' classes (a null input is plainly empty), the unsure ones and each one's confidence.
 * Repeats in a house are mended first (grid-rules.ts), then a grid without exactly one solution
 * (grid-solve-mend.ts, which may read a `faint` cell as a digit); the cells either one changed
 * are marked unsure.
 */
function classifyCells(
  inputs: (Float32Array | null)[],
  model: DigitModel,
  faint: (Float32Array | null)[] = [],
): { grid: string; unsure: number[]; confidence: number[] } {
  const plainlyEmpty = Float32Array.from({ length: 10 }, (_, k) => (k === 0 ? 1 : 0));
  const probs = inputs.map((input) => (input === null ? plainlyEmpty : classify(model, input)));
  const classes = probs.map((p) => p.indexOf(Math.max(...p)));
  const plain = inputs.map((input) => input === null);
  const changed = mendRepeats(classes, probs, plain);
  const faintProbs = faint.map((input) => (input === null ? null : classify(model, input)));
  const solved = mendBySolution(classes, probs, plain, faintProbs);
  if (solved !== null) changed.push(solved);
  const unsure: number[] = [];
  const confidence: number[] = [];
  probs.forEach((p, cell) => {
    const chosen = p[classes[cell] ?? 0] ?? 0;
    let other = 0;
    for (let k = 0; k < p.length; k++) if (k !== classes[cell]) other = Math.max(other, p[k] ?? 0);
    confidence.push(chosen);
    // Mended cells are marked too: the player should look at them.
    if (chosen - other < UNSURE_MARGIN || changed.includes(cell)) unsure.push(cell);
  });
  const grid = classes.map((k) => (k === 0 ? '.' : String(k))).join('');
  return { grid, unsure, confidence };
}
