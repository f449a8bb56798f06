// The check of a scanned grid before play, with the Sudoku core's own rules and solver: no digit
// repeated in a house; exactly one solution (the solver stops counting at two). When the grid
// fails, it points at the cells most likely misread, so the player looks there first: the cells
// that clash; for no solution, the read digits that, read as another digit, give one solution
// (and the ones the reader was unsure of); for many solutions, the cells the reader was unsure of.

import { type SudokuShape, shapeFor } from '../../core/geometry';
import { clashesFor, conflictingCells } from '../../core/rules';
import { countSolutions } from '../../core/solver';

/** What the grid's check says. */
export type ScanVerdict =
  | { kind: 'unique' }
  | { kind: 'few'; givens: number; suspects: number[] }
  | { kind: 'clash' | 'none' | 'many'; suspects: number[] };

/** Fewer givens than this never have one solution (McGuire et al., 2012). */
const FEWEST_GIVENS = 17;

/** Misread candidates beyond this many say little: then only the unsure cells are shown. */
const MOST_SUSPECTS = 8;

/** The grid (81 characters, '1'–'9' or '.') as the solver's cells. */
export function cellsOf(grid: string): Uint8Array {
  const cells = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const d = grid.charCodeAt(i) - 48;
    cells[i] = d >= 1 && d <= 9 ? d : 0;
  }
  return cells;
}

/** Checks a 9×9 grid; `unsure` are the cells the reader doubted (the player has not set). */
export function checkScan(grid: string, unsure: readonly number[]): ScanVerdict {
  const shape = shapeFor(9);
  const cells = cellsOf(grid);
  const givens = cells.reduce((n, d) => n + (d === 0 ? 0 : 1), 0);
  const sorted = (list: Iterable<number>) => [...new Set(list)].sort((a, b) => a - b);
  if (givens < FEWEST_GIVENS) return { kind: 'few', givens, suspects: sorted(unsure) };
  const clashing = conflictingCells(shape, cells);
  if (clashing.size > 0) return { kind: 'clash', suspects: sorted(clashing) };
  const count = countSolutions(shape, cells, 2).count;
  if (count === 1) return { kind: 'unique' };
  if (count >= 2) return { kind: 'many', suspects: sorted(unsure) };
  const removable = misreadCandidates(shape, cells);
  const filledUnsure = unsure.filter((c) => cells[c] !== 0);
  const suspects =
    removable.length <= MOST_SUSPECTS ? [...filledUnsure, ...removable] : filledUnsure;
  return { kind: 'none', suspects: sorted(suspects) };
}

/**
 * The givens that, read as another digit, make a puzzle with one solution: one of them is likely
 * the misread one. A given whose removal leaves no solution is not it; for the others, each
 * digit its houses allow is tried in its place (the solver stops at two; tens of solves in all).
 */
function misreadCandidates(shape: SudokuShape, cells: Uint8Array): number[] {
  const out: number[] = [];
  const trial = cells.slice();
  for (let c = 0; c < 81; c++) {
    const d = cells[c] ?? 0;
    if (d === 0) continue;
    trial[c] = 0;
    if (countSolutions(shape, trial, 1).count > 0 && readsAsAnother(shape, trial, c, d))
      out.push(c);
    trial[c] = d;
  }
  return out;
}

/** True when some digit other than `d`, put in the empty `cell`, gives one solution. */
function readsAsAnother(shape: SudokuShape, trial: Uint8Array, cell: number, d: number): boolean {
  for (let other = 1; other <= 9; other++) {
    if (other === d || clashesFor(shape, trial, cell, other).length > 0) continue;
    trial[cell] = other;
    const one = countSolutions(shape, trial, 2).count === 1;
    trial[cell] = 0;
    if (one) return true;
  }
  return false;
}
