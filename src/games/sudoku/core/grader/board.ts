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
  for (let m = 1; m < popcount.length; m++) popcount[m] = (popcount[m >> 1] ?? 0) + (m & 1);
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
    const d = cells[c] ?? 0;
    if (!(Number.isInteger(d) && d >= 0 && d <= size)) {
      throw new InvalidInputError(`${cellName(shape, c)} holds ${d}; expected 0 or 1–${size}.`, c);
    }
    values[c] = d;
  }
  for (let c = 0; c < cellCount; c++) {
    const d = values[c] ?? 0;
    let mask = d === 0 ? allDigits : 0;
    for (const p of peers[c] as Int16Array) {
      const pd = values[p] ?? 0;
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

/** Writes `digit` in `cell` and removes it from the candidates of every peer. */
export function placeDigit(board: Board, cell: number, digit: number): void {
  const { values, cand } = board;
  values[cell] = digit;
  cand[cell] = 0;
  const keep = ~(1 << digit);
  for (const p of board.shape.peers[cell] as Int16Array) cand[p] = (cand[p] ?? 0) & keep;
}

/** Positions of `digit` in `house` as a bitmask over the house's cell order. */
export function positionsIn(board: Board, house: number, digit: number): number {
  const cells = board.shape.houses[house] as Int16Array;
  const bit = 1 << digit;
  let mask = 0;
  for (let i = 0; i < cells.length; i++) {
    if (((board.cand[cells[i] ?? 0] ?? 0) & bit) !== 0) mask |= 1 << i;
  }
  return mask;
}

/** The cells of `house` selected by a position mask. */
export function cellsAt(shape: SudokuShape, house: number, positions: number): number[] {
  const cells = shape.houses[house] as Int16Array;
  const out: number[] = [];
  for (let m = positions; m !== 0; m &= m - 1) out.push(cells[31 - Math.clz32(m & -m)] ?? 0);
  return out;
}

/** The house shared by every cell of `cells` of the given kind (0 row, 1 column, 2 box), or -1. */
export function commonHouse(shape: SudokuShape, cells: readonly number[], kind: number): number {
  if (cells.length === 0) return -1;
  const h = (shape.houseOfCell[cells[0] ?? 0] as readonly number[])[kind] as number;
  for (const c of cells) {
    if ((shape.houseOfCell[c] as readonly number[])[kind] !== h) return -1;
  }
  return h;
}
