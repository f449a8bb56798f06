// A photo of a page lying on a table often carries the wrong orientation tag (the phone cannot
// tell which way is up when it points down), so the grid may come out a quarter, half or three
// quarters turned. Digits turned on their side look like no digit to the network: the grid is
// read in all four turns and the turn whose digits the network is surest of wins.

import { DIGIT_SIDE } from './cell-digit';
import { classify, type DigitModel } from './digit-model';

/** How much likelier (summed log-probability) a turned reading must be than the upright one. */
const TURN_MARGIN = 8;

/** A cell's classifier input turned a quarter clockwise (its picture, and height for width). */
export function turnInput(input: Float32Array): Float32Array {
  const n = DIGIT_SIDE;
  const out = new Float32Array(input.length);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) out[y * n + x] = input[(n - 1 - x) * n + y] ?? 0;
  }
  out[n * n] = input[n * n + 1] ?? 0;
  out[n * n + 1] = input[n * n] ?? 0;
  out[n * n + 2] = input[n * n + 2] ?? 0;
  return out;
}

/** Any row-major side×side square turned a quarter clockwise. */
export function turnSquare<T>(cells: T[], side: number): T[] {
  const out: T[] = [];
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) out.push(cells[(side - 1 - x) * side + y] as T);
  }
  return out;
}

/** How many quarter turns clockwise make the grid's digits likeliest (0..3). */
export function bestTurn(inputs: (Float32Array | null)[], model: DigitModel): number {
  let cells = inputs;
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  let upright = 0;
  for (let turn = 0; turn < 4; turn++) {
    let score = 0;
    for (const input of cells) {
      if (input === null) continue;
      const p = classify(model, input);
      let top = 0;
      for (let k = 1; k < p.length; k++) top = Math.max(top, p[k] ?? 0);
      // Only digit classes count: a turned digit must not win by looking like "empty".
      score += Math.log(top + 1e-6);
    }
    // Upright is kept unless a turn is clearly likelier: a digit upside down can still pass for
    // one (6 and 9, 1, 8), and a wrong turn garbles the whole grid.
    if (turn === 0) upright = score;
    if (turn === 0 || (score > upright + TURN_MARGIN && score > bestScore)) {
      bestScore = score;
      best = turn;
    }
    cells = turnSquare(cells, 9).map((input) => (input === null ? null : turnInput(input)));
  }
  return best;
}
