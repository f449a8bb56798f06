// hint(state) on the player's own grid: mistakes first (wrong digits, then notes that leave
// out the true digit), a solved grid, and otherwise the next step from the player's pencil
// marks; following the hints must finish the puzzle, with or without notes.

import { describe, expect, it } from 'vitest';
import { formatCells, parsePuzzle } from '../../../src/games/sudoku/core/codec';
import {
  newSudokuState,
  type SudokuState,
  sudokuGame,
  sudokuMoves,
} from '../../../src/games/sudoku/core/game';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import { createBoard } from '../../../src/games/sudoku/core/grader/board';
import { hint, type SudokuHint } from '../../../src/games/sudoku/core/grader/index';
import { hintStages } from '../../../src/games/sudoku/core/hint-stages';
import { englishHints } from '../../../src/games/sudoku/core/hint-text/en';
import { solveUnique } from '../../../src/games/sudoku/core/solver';

// SE 7.2: needs chains, so hints go well beyond singles.
const HARD = '070090040140208037900010008080000090201040603400000001010000020000629000700080009';

function solutionOf(state: SudokuState): Uint8Array {
  return solveUnique(state.shape, state.givens) as Uint8Array;
}

const emptyCell = (state: SudokuState) => state.values.indexOf(0);

function rc(state: SudokuState, cell: number): [number, number] {
  return [Math.floor(cell / state.shape.size), cell % state.shape.size];
}

/** Pencils every candidate the grid allows into every empty cell. */
function withAllNotes(state: SudokuState): SudokuState {
  const board = createBoard(state.shape, state.values);
  let s = state;
  for (let c = 0; c < state.shape.cellCount; c++) {
    if (s.values[c] !== 0) continue;
    const [r, col] = rc(s, c);
    for (let d = 1; d <= s.shape.size; d++) {
      if (((board.cand[c] as number) & (1 << d)) !== 0) {
        s = sudokuGame.apply(s, sudokuMoves.note(r, col, d));
      }
    }
  }
  return s;
}

/** Plays a step hint: writes its digits and, where the player keeps notes, erases its removals. */
function follow(state: SudokuState, h: SudokuHint): SudokuState {
  if (h.kind !== 'step') throw new Error(`expected a step, got ${h.kind}`);
  let s = state;
  for (const e of h.step.eliminations) {
    const [r, c] = rc(s, e.cell);
    if (s.values[e.cell] === 0 && ((s.notes[e.cell] as number) & (1 << e.digit)) !== 0) {
      s = sudokuGame.apply(s, sudokuMoves.note(r, c, e.digit));
    }
  }
  for (const p of h.step.placements) {
    const [r, c] = rc(s, p.cell);
    s = sudokuGame.apply(s, sudokuMoves.write(r, c, p.digit));
  }
  return s;
}

describe('hint: mistakes first', () => {
  it('names wrong digits without revealing the right ones', () => {
    let state = newSudokuState(HARD);
    const solution = solutionOf(state);
    const cell = emptyCell(state);
    const wrong = ((solution[cell] as number) % 9) + 1;
    const [r, c] = rc(state, cell);
    state = sudokuGame.apply(state, sudokuMoves.write(r, c, wrong));
    const h = hint(state);
    expect(h).toMatchObject({ kind: 'wrong-digit', cells: [cell] });
    const said = hintStages(h, state.shape)
      .map((s) => s.text)
      .join(' ');
    expect(said).toContain(`Row ${r + 1}, column ${c + 1} holds a digit`);
    expect(said).not.toMatch(new RegExp(`\\b(is|be) ${solution[cell]}\\b`));
    expect(said).toMatch(/not part of the solution/);
  });

  it('reports notes that leave out the true digit, after wrong digits', () => {
    let state = newSudokuState(HARD);
    const solution = solutionOf(state);
    const cells = [...state.values.keys()].filter((c) => state.values[c] === 0);
    const noted = cells[3] as number;
    const [r, c] = rc(state, noted);
    const other = ((solution[noted] as number) % 9) + 1;
    state = sudokuGame.apply(state, sudokuMoves.note(r, c, other));
    expect(hint(state)).toMatchObject({ kind: 'wrong-notes', cells: [noted] });

    const written = cells[0] as number;
    const [wr, wc] = rc(state, written);
    state = sudokuGame.apply(
      state,
      sudokuMoves.write(wr, wc, ((solution[written] as number) % 9) + 1),
    );
    expect(hint(state).kind).toBe('wrong-digit');
  });

  it('says when the puzzle itself has no single solution', () => {
    expect(hint(newSudokuState(`1${'.'.repeat(80)}`)).kind).toBe('invalid-puzzle');
  });

  it('says when the grid is solved', () => {
    const state = newSudokuState(HARD);
    const solved = sudokuGame.apply(state, sudokuMoves.reveal(solutionOf(state)));
    expect(hint(solved).kind).toBe('solved');
  });
});

describe('hint: the next step', () => {
  it('starts with a single, in three stages', () => {
    const state = newSudokuState(generateSudoku({ size: 9, level: 'easy', seed: 3 }).puzzle);
    const h = hint(state);
    expect(h.kind).toBe('step');
    if (h.kind !== 'step') return;
    expect(h.step.name).toBe('Hidden Single');
    expect(h.where).toEqual({ kind: 'houses', houses: h.step.houses });
    expect(h.step.explanation).toMatchObject({ kind: 'hidden-single', house: h.step.houses[0] });
    expect(englishHints.deduction(h.step.explanation, state.shape)).toMatch(
      /can only go in row \d, column \d\.$/,
    );
    expect(h.step.placements).toHaveLength(1);
    expect(h.prerequisites).toEqual([]);
  });

  it('works from the player\u2019s notes: a removal they already made is not hinted again', () => {
    let state = withAllNotes(newSudokuState(HARD));
    // Follow hints until one removes candidates, then make that removal by hand.
    let h = hint(state);
    for (let i = 0; i < 200 && h.kind === 'step' && h.step.eliminations.length === 0; i++) {
      state = follow(state, h);
      h = hint(state);
    }
    expect(h.kind).toBe('step');
    if (h.kind !== 'step') return;
    const removal = h.step.eliminations;
    expect(removal.length).toBeGreaterThan(0);
    state = follow(state, h);
    const next = hint(state);
    expect(next.kind).toBe('step');
    if (next.kind !== 'step') return;
    const again = next.step.eliminations.filter((e) =>
      removal.some((r) => r.cell === e.cell && r.digit === e.digit),
    );
    expect(again).toEqual([]);
    // Every removal it suggests is a note the player still shows.
    for (const e of next.step.eliminations) {
      if (state.notes[e.cell] !== 0)
        expect(((state.notes[e.cell] as number) >> e.digit) & 1).toBe(1);
    }
  });

  it('builds on a note that settles a cell where the grid alone needs a chain', () => {
    let state = withAllNotes(newSudokuState(HARD));
    const solution = solutionOf(state);
    let h = hint(state);
    for (let i = 0; i < 200 && h.kind === 'step' && h.step.rating < 6.5; i++) {
      state = follow(state, h);
      h = hint(state);
    }
    expect(h.kind === 'step' && h.step.rating >= 6.5).toBe(true);
    // The player narrows one cell's notes to its true digit (as if they had seen it).
    const cell = emptyCell(state);
    const [r, c] = rc(state, cell);
    for (let d = 1; d <= 9; d++) {
      if (d !== solution[cell] && ((state.notes[cell] as number) >> d) & 1) {
        state = sudokuGame.apply(state, sudokuMoves.note(r, c, d));
      }
    }
    const next = hint(state);
    expect(next).toMatchObject({ kind: 'step', step: { technique: 'naked-single' } });
    if (next.kind === 'step') {
      expect(next.step.placements).toEqual([{ cell, digit: solution[cell] }]);
    }
  });

  it('finishes a hard puzzle when followed, with full notes', () => {
    let state = withAllNotes(newSudokuState(HARD));
    const solution = solutionOf(state);
    const seen = new Set<string>();
    for (let i = 0; i < 400 && hint(state).kind !== 'solved'; i++) {
      const h = hint(state);
      expect(h.kind).toBe('step');
      if (h.kind === 'step') seen.add(h.step.name);
      state = follow(state, h);
    }
    expect(formatCells(state.values)).toBe(formatCells(solution));
    expect(sudokuGame.isWon(state)).toBe(true);
    expect([...seen].some((t) => /Chain|Cycle/.test(t))).toBe(true);
  });

  it('finishes it without notes: every hint then places a digit', () => {
    let state = newSudokuState(HARD);
    let withPrerequisites = 0;
    for (let i = 0; i < 100 && hint(state).kind !== 'solved'; i++) {
      const h = hint(state);
      expect(h.kind).toBe('step');
      if (h.kind !== 'step') break;
      expect(h.step.placements.length).toBeGreaterThan(0);
      if (h.prerequisites.length > 0) withPrerequisites++;
      state = follow(state, h);
    }
    expect(sudokuGame.isWon(state)).toBe(true);
    expect(withPrerequisites).toBeGreaterThan(0);
  });

  it('works on 4×4 and 6×6', () => {
    for (const size of [4, 6] as const) {
      const puzzle = generateSudoku({ size, level: 'hard', seed: 5 }).puzzle;
      let state = newSudokuState(puzzle);
      for (let i = 0; i < 40 && hint(state).kind !== 'solved'; i++)
        state = follow(state, hint(state));
      expect(sudokuGame.isWon(state)).toBe(true);
      expect(parsePuzzle(puzzle).shape.size).toBe(size);
    }
  });
});
