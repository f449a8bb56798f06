// Symmetric clue patterns, a generator option: the generator digs whole orbits of cells at once,
// so the pattern of givens (not their digits) looks the same after the symmetry is applied.
// - 'rotational': half-turn about the centre, r,c ↔ size−1−r, size−1−c (the classic newspaper
//   look); on 9×9 the centre cell is its own orbit.
// - 'mirror': left–right reflection, r,c ↔ r, size−1−c; on 9×9 the middle column maps to itself.
// Both map boxes onto boxes for every size here, so they never fight the box structure.

import type { SudokuShape } from './geometry';

export type ClueSymmetry = 'none' | 'rotational' | 'mirror';
export const CLUE_SYMMETRIES: readonly ClueSymmetry[] = ['none', 'rotational', 'mirror'];

export function isClueSymmetry(value: unknown): value is ClueSymmetry {
  return value === 'none' || value === 'rotational' || value === 'mirror';
}

/** The cell that `cell` maps to under the symmetry (itself for 'none'). */
export function symmetricCell(shape: SudokuShape, symmetry: ClueSymmetry, cell: number): number {
  const n = shape.size;
  if (symmetry === 'rotational') return shape.cellCount - 1 - cell;
  if (symmetry === 'mirror') return cell - (cell % n) + (n - 1 - (cell % n));
  return cell;
}

/**
 * The cells grouped into orbits (one or two cells each, since both symmetries are their own
 * inverse), each orbit listed once, ordered by its first cell.
 */
export function clueOrbits(shape: SudokuShape, symmetry: ClueSymmetry): number[][] {
  const orbits: number[][] = [];
  for (let cell = 0; cell < shape.cellCount; cell++) {
    const other = symmetricCell(shape, symmetry, cell);
    if (other === cell) orbits.push([cell]);
    else if (other > cell) orbits.push([cell, other]);
  }
  return orbits;
}

/** True when every given's symmetric cell holds a given too. */
export function hasSymmetricPattern(
  shape: SudokuShape,
  cells: ArrayLike<number>,
  symmetry: ClueSymmetry,
): boolean {
  for (let cell = 0; cell < shape.cellCount; cell++) {
    const mirrored = cells[symmetricCell(shape, symmetry, cell)] ?? 0;
    if (((cells[cell] ?? 0) === 0) !== (mirrored === 0)) return false;
  }
  return true;
}
