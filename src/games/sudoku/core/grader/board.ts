// The grader's working grid: digits plus a candidate bitmask per empty cell (bit d = digit d
// still possible). Every technique reads it; the solver loop and hint() apply steps to it.
// Per-size lookup tables (who sees whom, bit counts) are built once, so the techniques' inner
// loops only index typed arrays.

import { InvalidInputError } from '../../../../engine/game';
import { cellName } from '../codec';
import type { SudokuShape, SudokuSize } from '../geometry';

export interface Board {
  readonly shape: SudokuShape;
  /** 0 for an empty cell, else its digit. */
  readonly values: Uint8Array;
  /** Candidates of each empty cell (bit d for digit d); 0 for a filled cell. */
  readonly cand: Uint16Array;
}

/** Tables shared by every board of one size. */
export interface Tables {
  /** sees[a * cellCount + b] = 1 when a ≠ b share a row, column or box. */
  readonly sees: Uint8Array;
  /** Bits set in a candidate mask. */
  readonly popcount: Uint8Array;
  /** houseKind[h]: 0 row, 1 column, 2 box. */
  readonly houseKind: Uint8Array;
}

const tableCache = new Map<SudokuSize, Tables>();

export function tablesFor(shape: SudokuShape): Tables {
  const cached = tableCache.get(shape.size);
  if (cached) return cached;
  const n = shape.cellCount;
  const sees = new Uint8Array(n * n);
  shape.peers.forEach((list, cell) => {
    for (const p of list) sees[cell * n + p] = 1;
  });
  const popcount = new Uint8Array(1 << 11);
  for (let m = 1; m < popcount.length; m++) popcount[m] = (popcount[m >> 1] as number) + (m & 1);
  const houseKind = Uint8Array.from(shape.houses, (_, h) => Math.floor(h / shape.size));
  const tables = { sees, popcount, houseKind };
  tableCache.set(shape.size, tables);
  return tables;
}

/** Bits set in a mask (masks here never exceed 16 bits). */
export function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** The digits of a candidate mask, ascending. */
export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
  return out;
}

/** The single digit of a one-bit mask. */
export function digitOfBit(bit: number): number {
  return 31 - Math.clz32(bit);
}

/**
 * A board for `cells` (0 = empty): every empty cell gets the digits no peer holds. Throws
 * InvalidInputError for a wrong length, a bad digit, or two equal digits that see each other.
 */
export function createBoard(shape: SudokuShape, cells: ArrayLike<number>): Board {
  const { size, cellCount, allDigits, peers } = shape;
  if (cells.length !== cellCount) {
    throw new InvalidInputError(
      `A ${size}×${size} grid has ${cellCount} cells; got ${cells.length}.`,
    );
  }
  const values = new Uint8Array(cellCount);
  const cand = new Uint16Array(cellCount);
  for (let c = 0; c < cellCount; c++) {
    const d = cells[c] as number;
    if (!(Number.isInteger(d) && d >= 0 && d <= size)) {
      throw new InvalidInputError(`${cellName(shape, c)} holds ${d}; expected 0 or 1–${size}.`, c);
    }
    values[c] = d;
  }
  for (let c = 0; c < cellCount; c++) {
    const d = values[c] as number;
    let mask = d === 0 ? allDigits : 0;
    for (const p of peers[c] as Int16Array) {
      const pd = values[p] as number;
      if (pd === 0) continue;
      if (pd === d) {
        throw new InvalidInputError(
          `${d} appears at ${cellName(shape, Math.min(c, p))} and ${cellName(shape, Math.max(c, p))}, ` +
            'which share a row, column or box.',
          Math.max(c, p),
        );
      }
      mask &= ~(1 << pd);
    }
    cand[c] = mask;
  }
  return { shape, values, cand };
}

export function cloneBoard(board: Board): Board {
  return { shape: board.shape, values: board.values.slice(), cand: board.cand.slice() };
}

/** Writes `digit` in `cell` and removes it from the candidates of every peer. */
export function placeDigit(board: Board, cell: number, digit: number): void {
  const { values, cand } = board;
  values[cell] = digit;
  cand[cell] = 0;
  const keep = ~(1 << digit);
  for (const p of board.shape.peers[cell] as Int16Array) cand[p] = (cand[p] as number) & keep;
}

/** True when the board cannot be completed: an empty cell without candidates, or a digit with
 *  no place left in some house. */
export function isBroken(board: Board): boolean {
  const { shape, values, cand } = board;
  for (let c = 0; c < shape.cellCount; c++) {
    if (values[c] === 0 && cand[c] === 0) return true;
  }
  for (const house of shape.houses) {
    let seen = 0;
    for (const c of house) seen |= (cand[c] as number) | (1 << (values[c] as number));
    if ((seen & shape.allDigits) !== shape.allDigits) return true;
  }
  return false;
}

export function emptyCount(board: Board): number {
  let n = 0;
  for (const v of board.values) if (v === 0) n++;
  return n;
}

/** "row 4", "column 2" or "box 5" (1-based, boxes numbered row by row). */
export function houseName(shape: SudokuShape, house: number): string {
  const kind = Math.floor(house / shape.size);
  const index = (house % shape.size) + 1;
  return `${kind === 0 ? 'row' : kind === 1 ? 'column' : 'box'} ${index}`;
}

/** "r1c2, r1c5 and r3c4". */
export function cellList(shape: SudokuShape, cells: readonly number[]): string {
  const names = cells.map((c) => cellName(shape, c));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "r1c2, r1c5 or r3c4". */
export function cellChoice(shape: SudokuShape, cells: readonly number[]): string {
  const names = cells.map((c) => cellName(shape, c));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** "2 can be removed from r1c7 and r1c9, 3 from r2c9" (grouped by digit). */
export function removalText(
  shape: SudokuShape,
  removals: readonly { cell: number; digit: number }[],
): string {
  const byDigit = new Map<number, number[]>();
  for (const { cell, digit } of removals) {
    const list = byDigit.get(digit) ?? [];
    list.push(cell);
    byDigit.set(digit, list);
  }
  return [...byDigit]
    .sort((a, b) => a[0] - b[0])
    .map(
      ([digit, cells], i) =>
        `${digit} ${i === 0 ? 'can be removed ' : ''}from ${cellList(shape, cells)}`,
    )
    .join(', ');
}

/** "row 2 and row 8" → "rows 2 and 8"; mixed kinds keep their names. */
export function houseList(shape: SudokuShape, houses: readonly number[]): string {
  const kinds = new Set(houses.map((h) => Math.floor(h / shape.size)));
  if (kinds.size !== 1 || houses.length < 2) {
    const names = houses.map((h) => houseName(shape, h));
    return names.length <= 1
      ? names.join('')
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  }
  const kind = ['rows', 'columns', 'boxes'][[...kinds][0] as number];
  const nums = houses.map((h) => String((h % shape.size) + 1));
  return `${kind} ${nums.slice(0, -1).join(', ')} and ${nums[nums.length - 1]}`;
}

/** "1, 4 and 7". */
export function digitList(digits: readonly number[]): string {
  if (digits.length <= 1) return digits.join('');
  return `${digits.slice(0, -1).join(', ')} and ${digits[digits.length - 1]}`;
}

/** Positions of `digit` in `house` as a bitmask over the house's cell order. */
export function positionsIn(board: Board, house: number, digit: number): number {
  const cells = board.shape.houses[house] as Int16Array;
  const bit = 1 << digit;
  let mask = 0;
  for (let i = 0; i < cells.length; i++) {
    if (((board.cand[cells[i] as number] as number) & bit) !== 0) mask |= 1 << i;
  }
  return mask;
}

/** The cells of `house` selected by a position mask. */
export function cellsAt(shape: SudokuShape, house: number, positions: number): number[] {
  const cells = shape.houses[house] as Int16Array;
  const out: number[] = [];
  for (let m = positions; m !== 0; m &= m - 1) out.push(cells[31 - Math.clz32(m & -m)] as number);
  return out;
}

/** The house shared by every cell of `cells` of the given kind (0 row, 1 column, 2 box), or -1. */
export function commonHouse(shape: SudokuShape, cells: readonly number[], kind: number): number {
  if (cells.length === 0) return -1;
  const h = (shape.houseOfCell[cells[0] as number] as readonly number[])[kind] as number;
  for (const c of cells) {
    if ((shape.houseOfCell[c] as readonly number[])[kind] !== h) return -1;
  }
  return h;
}
