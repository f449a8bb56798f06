// The one rule of Sudoku, asked the two ways the game needs: "which cells would this digit clash
// with?" (to refuse or mark a move) and "which cells clash right now?" (to draw conflicts).

import type { SudokuShape } from './geometry';

/** Cells among `cell`'s peers that already hold `digit`. Empty when the digit is allowed. */
export function clashesFor(
  shape: SudokuShape,
  values: ArrayLike<number>,
  cell: number,
  digit: number,
): number[] {
  const out: number[] = [];
  if (digit === 0) return out;
  for (const peer of shape.peers[cell] as Int16Array) if (values[peer] === digit) out.push(peer);
  return out;
}

/** Every cell whose digit is repeated in one of its houses. */
export function conflictingCells(shape: SudokuShape, values: ArrayLike<number>): Set<number> {
  const out = new Set<number>();
  for (const house of shape.houses) {
    for (let i = 0; i < house.length; i++) {
      const a = house[i] ?? 0;
      const d = values[a] ?? 0;
      if (d === 0) continue;
      for (let j = i + 1; j < house.length; j++) {
        const b = house[j] ?? 0;
        if (values[b] === d) {
          out.add(a);
          out.add(b);
        }
      }
    }
  }
  return out;
}

/** True when every cell holds a digit and no house repeats one. */
export function isSolvedGrid(shape: SudokuShape, values: ArrayLike<number>): boolean {
  for (let i = 0; i < shape.cellCount; i++) if (values[i] === 0) return false;
  return conflictingCells(shape, values).size === 0;
}

/** The house two clashing cells share, for the refusal message (the app puts it in words). */
export function clashHouse(
  shape: SudokuShape,
  cell: number,
  other: number,
): 'row' | 'column' | 'box' {
  const [r, c] = shape.houseOfCell[cell] as readonly [number, number, number];
  const [r2, c2] = shape.houseOfCell[other] as readonly [number, number, number];
  // Two different cells that clash share a row, a column or else a box.
  return r === r2 ? 'row' : c === c2 ? 'column' : 'box';
}

/**
 * Cells drawn as wrong: rule clashes always; with the solution given (check mode), also every
 * player digit that differs from it (`solution`: the puzzle's solution digits as text).
 */
export function wrongCells(
  shape: SudokuShape,
  values: ArrayLike<number>,
  givens: ArrayLike<number>,
  solution: string | null,
): Set<number> {
  const cells = conflictingCells(shape, values);
  if (solution === null) return cells;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? 0;
    if (v !== 0 && givens[i] === 0 && v !== solution.charCodeAt(i) - 48) cells.add(i);
  }
  return cells;
}
