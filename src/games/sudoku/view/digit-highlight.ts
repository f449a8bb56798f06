// Which digit the board highlights and where: the cells holding it and the pencil marks of it
// in empty cells, so a player scanning for one digit sees its candidates as well as its
// placements. Pure, so the board, the test snapshot and unit tests share one rule.

import type { SudokuState } from '../core/game';

/**
 * The digit in focus: the one picked on the pad (digit-first entry), else the digit in the
 * selected cell; 0 when neither gives one.
 */
export function focusDigit(
  values: ArrayLike<number>,
  selected: number | null,
  picked: number | null | undefined,
): number {
  if (picked) return picked;
  return selected === null ? 0 : (values[selected] ?? 0);
}

/** The cells holding `digit`, and the empty cells with a pencil mark of it, in cell order. */
export function digitHighlight(
  state: SudokuState,
  digit: number,
): { cells: number[]; notes: number[] } {
  const cells: number[] = [];
  const notes: number[] = [];
  if (digit === 0) return { cells, notes };
  const bit = 1 << digit;
  for (let i = 0; i < state.values.length; i++) {
    if (state.values[i] === digit) cells.push(i);
    else if (state.values[i] === 0 && ((state.notes[i] as number) & bit) !== 0) notes.push(i);
  }
  return { cells, notes };
}
