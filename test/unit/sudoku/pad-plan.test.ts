// @vitest-environment happy-dom
// The number pad's rows are even: erase stands apart when it would leave a short last row.
import { describe, expect, it } from 'vitest';
import { padPlan, SudokuPadView } from '../../../src/games/sudoku/view/sudoku-pad-view';

describe('padPlan', () => {
  it('keeps erase in the grid when the rows come out even (9×9 upright: 5 + 5; 4×4: one row)', () => {
    expect(padPlan(10, 374, 10)).toEqual({ columns: 5, rows: 2, erase: 'inline' });
    expect(padPlan(5, 374, 10)).toEqual({ columns: 5, rows: 1, erase: 'inline' });
    expect(padPlan(7, 1000, 10)).toEqual({ columns: 7, rows: 1, erase: 'inline' });
  });

  it('6×6 on a phone: digits 3 + 3 with a tall erase beside them, not 4 + 3', () => {
    expect(padPlan(7, 374, 10)).toEqual({ columns: 3, rows: 2, erase: 'tall' });
    expect(padPlan(7, 300, 5)).toEqual({ columns: 3, rows: 2, erase: 'tall' });
  });

  it('a three-column keypad puts erase in a wide row under full rows of digits', () => {
    expect(padPlan(7, 300, 3)).toEqual({ columns: 3, rows: 3, erase: 'wide' });
    expect(padPlan(10, 300, 3)).toEqual({ columns: 3, rows: 4, erase: 'wide' });
  });

  it('4×4 in three columns: digits 2 + 2 with a tall erase', () => {
    expect(padPlan(5, 300, 3)).toEqual({ columns: 2, rows: 2, erase: 'tall' });
  });

  it('sizes the pad for the rows the plan lays out', () => {
    expect(SudokuPadView.heightFor(7, 374, 52, 10)).toBe(2 * 52 + 6);
    expect(SudokuPadView.heightFor(10, 300, 52, 3)).toBe(4 * 52 + 3 * 6);
  });
});
