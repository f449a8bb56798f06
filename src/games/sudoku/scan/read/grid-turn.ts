// A photo of a page lying on a table often carries the wrong orientation tag (the phone cannot
// tell which way is up when it points down), so the grid may come out a quarter, half or three
// quarters turned. The digits' shapes (taller than wide) tell sideways from not; the network's
// confidence and the repeats a reading makes tell upright from upside down.

import { DIGIT_SIDE } from './cell-digit';
import { classify, type DigitModel } from './digit-model';

/** How much likelier (summed log-probability) a turned reading must be when the digits' shapes
 *  cannot tell upright from sideways. */
const TURN_MARGIN = 8;
/** What a repeat in a house costs a turn's score: a printed grid never repeats a digit. */
const REPEAT_COST = 3;

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

/** Cells whose digit is clearly taller than wide, and clearly wider than tall. */
function digitShapes(inputs: (Float32Array | null)[]): { tall: number; wide: number } {
  const at = DIGIT_SIDE * DIGIT_SIDE;
  let tall = 0;
  let wide = 0;
  for (const input of inputs) {
    if (input === null) continue;
    const h = input[at] ?? 0;
    const w = input[at + 1] ?? 0;
    if (h > w * 1.1) tall++;
    else if (w > h * 1.1) wide++;
  }
  return { tall, wide };
}

/** A turn's likelihood: each digit's best digit class (summed log), less the repeats it reads. */
function turnScore(cells: (Float32Array | null)[], model: DigitModel): number {
  let score = 0;
  const classes: number[] = [];
  for (const input of cells) {
    if (input === null) {
      classes.push(0);
      continue;
    }
    const p = classify(model, input);
    let top = 1;
    for (let k = 2; k < p.length; k++) if ((p[k] ?? 0) > (p[top] ?? 0)) top = k;
    // Only digit classes count: a turned digit must not win by looking like "empty".
    score += Math.log((p[top] ?? 0) + 1e-6);
    classes.push((p[0] ?? 0) > (p[top] ?? 0) ? 0 : top);
  }
  return score - REPEAT_COST * repeats(classes);
}

/** Pairs of equal digits sharing a row, column or box. */
function repeats(classes: number[]): number {
  let n = 0;
  for (let a = 0; a < 81; a++) {
    if (classes[a] === 0) continue;
    for (let b = a + 1; b < 81; b++) {
      if (classes[b] !== classes[a]) continue;
      const ra = Math.floor(a / 9);
      const rb = Math.floor(b / 9);
      const ca = a % 9;
      const cb = b % 9;
      const box =
        Math.floor(ra / 3) === Math.floor(rb / 3) && Math.floor(ca / 3) === Math.floor(cb / 3);
      if (ra === rb || ca === cb || box) n++;
    }
  }
  return n;
}

/**
 * How many quarter turns clockwise make the grid's digits likeliest (0..3). Printed digits are
 * taller than wide, so their shapes alone tell upright or upside down from sideways; between the
 * two turns left, the likelier reading wins (upside down, a 6 passes for a 9 and a 1 for a 1, but
 * the other digits read worse and repeat in their houses). When the shapes cannot tell (few
 * digits, square ones), all four turns compete and upright is kept unless a turn is clearly likelier.
 */
export function bestTurn(inputs: (Float32Array | null)[], model: DigitModel): number {
  const scores: number[] = [];
  let cells = inputs;
  for (let turn = 0; turn < 4; turn++) {
    scores.push(turnScore(cells, model));
    cells = turnSquare(cells, 9).map((input) => (input === null ? null : turnInput(input)));
  }
  const score = (turn: number) => scores[turn] ?? Number.NEGATIVE_INFINITY;
  const { tall, wide } = digitShapes(inputs);
  const clear = Math.abs(tall - wide) >= 4 && Math.max(tall, wide) >= 2 * Math.min(tall, wide);
  if (clear) {
    const [a, b] = tall > wide ? [0, 2] : [1, 3];
    return score(b) > score(a) ? b : a;
  }
  let best = 0;
  for (let turn = 1; turn < 4; turn++)
    if (score(turn) > score(0) + TURN_MARGIN && score(turn) > score(best)) best = turn;
  return best;
}
