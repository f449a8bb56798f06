// "Apply" in one tap: the moves a hint's last stage carries, played through the real game
// rules (game.ts), do exactly what its text says: the digits it places are written, the
// candidates it removes leave the player's notes, and nothing else on the grid changes.
// Following hints by their moves alone solves a puzzle, with notes and without.

import { describe, expect, it } from 'vitest';
import { newSudokuState, type SudokuState, sudokuGame } from '../../../src/games/sudoku/core/game';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import { hintStages } from '../../../src/games/sudoku/core/hint-stages';
import { followHints, HARD, realHints, withAllNotes } from './real-steps';

const rc = (state: SudokuState, cell: number) =>
  `row ${Math.floor(cell / state.shape.size) + 1}, column ${(cell % state.shape.size) + 1}`;

describe('a hint applied by its moves', () => {
  it('does what the text says, and nothing else', () => {
    let removals = 0;
    let placements = 0;
    for (const { state, hint } of realHints()) {
      const last = hintStages(hint, state.shape).at(-1);
      if (!last) throw new Error('no stages');
      let after = state;
      for (const move of last.moves) after = sudokuGame.apply(after, move);
      const placed = new Map(last.placements.map((p) => [p.cell, p.digit]));
      const shown = last.eliminations.filter(
        (e) => state.values[e.cell] === 0 && ((state.notes[e.cell] as number) >> e.digit) & 1,
      );
      for (let c = 0; c < state.shape.cellCount; c++) {
        expect(after.values[c], rc(state, c)).toBe(placed.get(c) ?? state.values[c]);
        if (placed.has(c)) continue;
        let notes = state.notes[c] as number;
        for (const e of shown) if (e.cell === c) notes &= ~(1 << e.digit);
        expect(after.notes[c], `${hint.step.name} at ${rc(state, c)}`).toBe(notes);
      }
      // The text names each placement's cell and digit, and each digit it removes.
      for (const { cell, digit } of last.placements) {
        expect(last.text).toContain(rc(state, cell));
        expect(last.text).toMatch(new RegExp(`\\b${digit}\\b`));
      }
      for (const { digit } of shown) expect(last.text).toMatch(new RegExp(`\\b${digit}\\b`));
      removals += shown.length;
      placements += last.placements.length;
    }
    expect(removals).toBeGreaterThan(50);
    expect(placements).toBeGreaterThan(50);
  });

  it('solves a hard puzzle when followed to the end, with full notes and without', () => {
    for (const start of [newSudokuState(HARD), withAllNotes(newSudokuState(HARD))]) {
      const { end } = followHints(start);
      expect(sudokuGame.isWon(end)).toBe(true);
    }
  });

  it('solves 4×4 and 6×6 puzzles the same way', () => {
    for (const [size, level] of [
      [4, 'hard'],
      [6, 'expert'],
    ] as const) {
      const start = newSudokuState(generateSudoku({ size, level, seed: 'apply' }).puzzle);
      expect(sudokuGame.isWon(followHints(start).end)).toBe(true);
      expect(sudokuGame.isWon(followHints(withAllNotes(start)).end)).toBe(true);
    }
  });

  it('never toggles a note the player does not show (which would add it)', () => {
    for (const { state, hint } of realHints()) {
      for (const move of hint.moves) {
        if (move[0] !== 'n') continue;
        const cell = Number(move[1]) * state.shape.size + Number(move[2]);
        expect(((state.notes[cell] as number) >> Number(move[3])) & 1).toBe(1);
      }
    }
  });
});
