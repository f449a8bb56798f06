// The digit the board highlights and where: placed cells and the pencil marks of that digit.
import { describe, expect, it } from 'vitest';
import { newSudokuState, sudokuGame, sudokuMoves } from '../../../src/games/sudoku/core/game';
import { digitHighlight, focusDigit } from '../../../src/games/sudoku/view/digit-highlight';

describe('focusDigit', () => {
  const values = [1, 0, 3, 0];
  it('is the picked digit when there is one, whatever is selected', () => {
    expect(focusDigit(values, 0, 4)).toBe(4);
    expect(focusDigit(values, null, 2)).toBe(2);
  });
  it('else the digit in the selected cell, and 0 for an empty cell or no selection', () => {
    expect(focusDigit(values, 2, null)).toBe(3);
    expect(focusDigit(values, 1, undefined)).toBe(0);
    expect(focusDigit(values, null, null)).toBe(0);
  });
});

describe('digitHighlight', () => {
  it('lists the cells holding the digit and the empty cells with a note of it', () => {
    // A 4×4 grid: a given 2 at r1c3, a player's 2 at r4c1, notes of 2 in r1c2 and r2c1.
    let state = newSudokuState('1.2.............');
    const moves = [
      sudokuMoves.write(3, 0, 2),
      sudokuMoves.note(0, 1, 2),
      sudokuMoves.note(0, 1, 4),
      sudokuMoves.note(1, 0, 2),
      sudokuMoves.note(1, 1, 4),
    ];
    for (const move of moves) state = sudokuGame.apply(state, move);
    expect(digitHighlight(state, 2)).toEqual({ cells: [2, 12], notes: [1, 4] });
    expect(digitHighlight(state, 4)).toEqual({ cells: [], notes: [1, 5] });
    expect(digitHighlight(state, 1)).toEqual({ cells: [0], notes: [] });
  });

  it('marks nothing for digit 0 (no digit in focus)', () => {
    const state = sudokuGame.apply(newSudokuState('1.2.............'), sudokuMoves.note(0, 1, 3));
    expect(digitHighlight(state, 0)).toEqual({ cells: [], notes: [] });
  });

  it('ignores notes left in a cell that now holds a digit', () => {
    const base = newSudokuState('1.2.............');
    const notes = base.notes.slice();
    notes[1] = 1 << 3;
    const values = base.values.slice();
    values[1] = 4;
    expect(digitHighlight({ ...base, values, notes }, 3)).toEqual({ cells: [], notes: [] });
  });
});
