// From the 81 cells' classifier inputs to the read grid: the turn that puts the digits upright
// (grid-turn.ts), ink far fainter than the grid's digits set aside as a stain, the network's class
// for each cell (its odds averaged over the cell's shifted cuts), then the Sudoku's own rules:
// repeats in a house mended (grid-rules.ts), then a grid without exactly one solution
// (grid-solve-mend.ts).
// Apart from the cutting (read-grid.ts) so that the training's cache of cut cells outlives a
// change in how they are read.

import { classify, type DigitModel } from './digit-model';
import { mendRepeats } from './grid-rules';
import { mendBySolution, mendByTwoDigits } from './grid-solve-mend';
import { bestTurn, turnInput, turnSquare } from './grid-turn';

/** Below this margin between the two likeliest classes a cell is marked unsure. */
const UNSURE_MARGIN = 0.6;
/**
 * A cell whose ink is fainter than this share of the grid's usual digit's (the median contrast of
 * the cells with ink) is taken as a stain: plainly empty unless the grid needs a digit there (its
 * reading is then a faint one, grid-solve-mend.ts). Over the 160 photos, stains and show-through
 * measure 0.23–0.38 of their grid's usual digit, the palest printed digits 0.51.
 */
const STAIN_SHARE = 0.45;

/** What else the cutting gives for each cell (read-grid.ts), for a steadier reading. */
export interface CellExtras {
  /** VIEW_SHIFTS.length shifted cuts a cell, cell-major. */
  views?: (Float32Array | null)[];
  /** Each cell's ink contrast. */
  contrast?: number[];
}

/** The cells read the right way up: the best of four quarter turns (grid-turn.ts), then classified. */
export function readCells(
  inputs: (Float32Array | null)[],
  model: DigitModel,
  faint: (Float32Array | null)[] = [],
  extras: CellExtras = {},
): { grid: string; unsure: number[]; confidence: number[]; turns: number } {
  const turns = bestTurn(inputs, model);
  const turn = <T>(list: T[], one: (x: T) => T): T[] => {
    let cells = list;
    for (let t = 0; t < turns; t++) cells = turnSquare(cells, 9).map(one);
    return cells;
  };
  const turnCell = (input: Float32Array | null) => (input === null ? null : turnInput(input));
  const per = extras.views === undefined ? 0 : extras.views.length / 81;
  const views =
    per >= 1 && extras.views !== undefined
      ? turn(
          Array.from({ length: 81 }, (_, cell) =>
            extras.views?.slice(cell * per, (cell + 1) * per),
          ),
          (list) => list?.map(turnCell),
        )
      : [];
  let cells = turn(inputs, turnCell);
  let faintCells = faint.length === 81 ? turn(faint, turnCell) : [];
  if (extras.contrast?.length === 81) {
    const contrast = turn(extras.contrast, (c) => c);
    const inked = contrast.filter((_, cell) => cells[cell] !== null).sort((a, b) => a - b);
    const usual = inked[Math.floor(inked.length / 2)] ?? 0;
    const stains = cells.map(
      (input, cell) => input !== null && (contrast[cell] ?? 0) < STAIN_SHARE * usual,
    );
    if (stains.some((s) => s)) {
      faintCells = cells.map((input, cell) => (stains[cell] ? input : (faintCells[cell] ?? null)));
      cells = cells.map((input, cell) => (stains[cell] ? null : input));
    }
  }
  return { ...classifyCells(cells, model, faintCells, views), turns };
}

/** The mean of the network's odds over a cell's input and its shifted cuts that hold ink. */
function classifyViews(
  model: DigitModel,
  input: Float32Array,
  views: (Float32Array | null)[] | undefined,
): Float32Array {
  const sum = classify(model, input);
  let count = 1;
  for (const view of views ?? []) {
    if (view === null) continue;
    const p = classify(model, view);
    for (let k = 0; k < sum.length; k++) sum[k] = (sum[k] ?? 0) + (p[k] ?? 0);
    count++;
  }
  for (let k = 0; k < sum.length; k++) sum[k] = (sum[k] ?? 0) / count;
  return sum;
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
  views: ((Float32Array | null)[] | undefined)[] = [],
): { grid: string; unsure: number[]; confidence: number[] } {
  const plainlyEmpty = Float32Array.from({ length: 10 }, (_, k) => (k === 0 ? 1 : 0));
  const probs = inputs.map((input, cell) =>
    input === null ? plainlyEmpty : classifyViews(model, input, views[cell]),
  );
  const classes = probs.map((p) => p.indexOf(Math.max(...p)));
  const plain = inputs.map((input) => input === null);
  const changed = mendRepeats(classes, probs, plain);
  const faintProbs = faint.map((input) => (input === null ? null : classify(model, input)));
  const solved = mendBySolution(classes, probs, plain, faintProbs);
  if (solved !== null) changed.push(solved);
  else changed.push(...(mendByTwoDigits(classes, probs, plain, faintProbs) ?? []));
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
