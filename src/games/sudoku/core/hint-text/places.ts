// Where things are on the grid, before any words: a house's kind and number, a box's place in
// the arrangement of boxes, and cells grouped by the line they share. Every language renders
// these; none of them has to redo the geometry.

import type { SudokuShape } from '../geometry';

type HouseKind = 'row' | 'column' | 'box';

/** A box's place: three bands across and down on 9×9, three down and two across on 6×6
 *  (boxes of two rows and three columns), two and two on 4×4. */
type BoxRow = 'top' | 'middle' | 'bottom';
type BoxColumn = 'left' | 'middle' | 'right';

interface HousePlace {
  readonly kind: HouseKind;
  /** 1-based row or column number; for a box, its number in reading order. */
  readonly number: number;
}

export function houseKind(shape: SudokuShape, house: number): HouseKind {
  const k = Math.floor(house / shape.size);
  return k === 0 ? 'row' : k === 1 ? 'column' : 'box';
}

export function housePlace(shape: SudokuShape, house: number): HousePlace {
  return { kind: houseKind(shape, house), number: (house % shape.size) + 1 };
}

function band<T>(index: number, count: number, names: readonly [T, T, T]): T {
  if (count === 3) return names[index] as T;
  return index === 0 ? names[0] : names[2];
}

/** Where a box sits, e.g. { row: 'top', column: 'left' }; the centre box of 9×9 is
 *  { row: 'middle', column: 'middle' }. */
export function boxPlace(shape: SudokuShape, house: number): { row: BoxRow; column: BoxColumn } {
  const box = house - 2 * shape.size;
  const across = shape.size / shape.boxCols;
  const down = shape.size / shape.boxRows;
  return {
    row: band(Math.floor(box / across), down, ['top', 'middle', 'bottom']),
    column: band(box % across, across, ['left', 'middle', 'right']),
  };
}

/** 1-based row and column of a cell. */
export function cellPlace(shape: SudokuShape, cell: number): { row: number; column: number } {
  return { row: Math.floor(cell / shape.size) + 1, column: (cell % shape.size) + 1 };
}

/** Cells that share one line: `line` is the row (or column) number, `across` the column (or
 *  row) numbers of the cells in it, ascending. */
interface LineGroup {
  readonly line: number;
  readonly across: readonly number[];
}

/**
 * `cells` grouped by rows or by columns, whichever needs fewer groups (rows on a tie), lines
 * in order. One group means the cells share a line.
 */
export function lineGroups(
  shape: SudokuShape,
  cells: readonly number[],
): { by: 'row' | 'column'; groups: LineGroup[] } {
  const group = (by: 'row' | 'column'): LineGroup[] => {
    const map = new Map<number, number[]>();
    for (const c of new Set(cells)) {
      const { row, column } = cellPlace(shape, c);
      const [line, across] = by === 'row' ? [row, column] : [column, row];
      const list = map.get(line) ?? [];
      list.push(across);
      map.set(line, list);
    }
    return [...map]
      .sort((a, b) => a[0] - b[0])
      .map(([line, across]) => ({ line, across: across.sort((a, b) => a - b) }));
  };
  const rows = group('row');
  const columns = group('column');
  return columns.length < rows.length
    ? { by: 'column', groups: columns }
    : { by: 'row', groups: rows };
}

/** Candidate removals grouped by digit, digits ascending, cells in the order given. */
function byDigit(
  removals: readonly { cell: number; digit: number }[],
): { digit: number; cells: number[] }[] {
  const map = new Map<number, number[]>();
  for (const { cell, digit } of removals) {
    const list = map.get(digit) ?? [];
    if (!list.includes(cell)) list.push(cell);
    map.set(digit, list);
  }
  return [...map].sort((a, b) => a[0] - b[0]).map(([digit, cells]) => ({ digit, cells }));
}

/** Removals told together when digits leave the same cells: each group's cells and digits. */
export function bySameCells(
  removals: readonly { cell: number; digit: number }[],
): { cells: number[]; digits: number[] }[] {
  const sameCells = new Map<string, { cells: number[]; digits: number[] }>();
  for (const { digit, cells } of byDigit(removals)) {
    const key = [...cells].sort((a, b) => a - b).join(',');
    const entry = sameCells.get(key) ?? { cells, digits: [] };
    entry.digits.push(digit);
    sameCells.set(key, entry);
  }
  return [...sameCells.values()];
}
