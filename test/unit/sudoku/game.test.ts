import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/engine/game';
import { Session } from '../../../src/engine/session';
import { Stopwatch } from '../../../src/engine/stopwatch';
import { formatCells } from '../../../src/games/sudoku/core/codec';
import {
  formatNotes,
  newSudokuState,
  sudokuGame,
  sudokuMoves,
} from '../../../src/games/sudoku/core/game';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';
import {
  clashesFor,
  clashHouse,
  conflictingCells,
  isSolvedGrid,
} from '../../../src/games/sudoku/core/rules';

const PUZZLE = '1.3...1.....4...';
const SOLUTION = '1234341221434321';

describe('Sudoku game moves', () => {
  it('writes, clears and erases player digits', () => {
    let s = newSudokuState(PUZZLE);
    s = sudokuGame.apply(s, sudokuMoves.write(0, 1, 2));
    expect(s.values[1]).toBe(2);
    s = sudokuGame.apply(s, sudokuMoves.write(0, 1, 0));
    expect(s.values[1]).toBe(0);
    s = sudokuGame.apply(s, 'v014');
    s = sudokuGame.apply(s, sudokuMoves.erase(0, 1));
    expect(s.values[1]).toBe(0);
  });

  it('never mutates the previous state', () => {
    const s0 = newSudokuState(PUZZLE);
    const s1 = sudokuGame.apply(s0, 'v012');
    expect(s0.values[1]).toBe(0);
    expect(s1).not.toBe(s0);
  });

  it('toggles notes in empty cells, and a written digit clears them', () => {
    let s = newSudokuState(PUZZLE);
    s = sudokuGame.apply(s, sudokuMoves.note(0, 1, 2));
    s = sudokuGame.apply(s, sudokuMoves.note(0, 1, 4));
    expect(formatNotes(s).split(',')[1]).toBe('24');
    s = sudokuGame.apply(s, sudokuMoves.note(0, 1, 4));
    expect(formatNotes(s).split(',')[1]).toBe('2');
    s = sudokuGame.apply(s, sudokuMoves.write(0, 1, 2));
    expect(s.notes[1]).toBe(0);
    expect(() => sudokuGame.apply(s, sudokuMoves.note(0, 1, 3))).toThrow(/empty cells/);
  });

  it('writes a digit and removes that note from every peer in one undoable move', () => {
    // 4×4: cell (0,1) has peers (0,3) in its row, (2,1) in its column, (1,0) in its box.
    let s = newSudokuState(PUZZLE);
    for (const [r, c] of [
      [0, 3],
      [2, 1],
      [1, 0],
      [3, 3],
    ] as const) {
      s = sudokuGame.apply(s, sudokuMoves.note(r, c, 2));
      s = sudokuGame.apply(s, sudokuMoves.note(r, c, 4));
    }
    const session = new Session(sudokuGame, s, new Stopwatch(() => 0));
    session.apply(sudokuMoves.writeAndClean(0, 1, 2));
    const notes = formatNotes(session.state).split(',');
    expect([notes[3], notes[9], notes[4]]).toEqual(['4', '4', '4']);
    expect(notes[15]).toBe('24'); // (3,3) is no peer of (0,1)
    expect(session.state.values[1]).toBe(2);
    session.undo();
    expect(formatNotes(session.state)).toBe(formatNotes(s));
    expect(() => sudokuGame.apply(s, 'w010')).toThrow(/digit must be 1–4/);
  });

  it('fills every empty cell with its candidates and marks the game assisted', () => {
    let s = newSudokuState(PUZZLE);
    s = sudokuGame.apply(s, sudokuMoves.autoNotes());
    expect(s.assisted).toBe(true);
    const notes = formatNotes(s).split(',');
    // (0,1): row has 1,3; box has 1 → candidates 2,4. (0,0) is a given: no notes.
    expect(notes[0]).toBe('');
    expect(notes[1]).toBe('24');
    // Brute force: a digit is a note exactly when no peer holds it.
    for (let cell = 0; cell < 16; cell++) {
      if (s.values[cell] !== 0) continue;
      for (let d = 1; d <= 4; d++) {
        const held = [...(s.shape.peers[cell] as Int16Array)].some((p) => s.values[p] === d);
        expect((notes[cell] as string).includes(String(d))).toBe(!held);
      }
    }
  });

  it('refuses to change a given, with the cell named', () => {
    const s = newSudokuState(PUZZLE);
    expect(() => sudokuGame.apply(s, 'v003')).toThrow(/r1c1 holds a given/);
    expect(() => sudokuGame.apply(s, 'x00')).toThrow(InvalidInputError);
  });

  it('rejects malformed moves with a clear message', () => {
    const s = newSudokuState(PUZZLE);
    for (const bad of ['', 'q012', 'v01', 'v0123', 'v415', 'v015', 'n010', 'x0', 'x44']) {
      expect(() => sudokuGame.apply(s, bad), bad).toThrow(InvalidInputError);
    }
  });

  it('accepts rule-breaking digits (the controller decides policy) and reports the conflict', () => {
    let s = newSudokuState(PUZZLE);
    s = sudokuGame.apply(s, 'v011');
    expect([...conflictingCells(s.shape, s.values)].sort()).toEqual([0, 1]);
    expect(sudokuGame.isWon(s)).toBe(false);
  });

  it('recognises a win only for a full, valid grid', () => {
    let s = newSudokuState(PUZZLE);
    const moves: string[] = [];
    for (let i = 0; i < 16; i++) {
      if (PUZZLE[i] === '.')
        moves.push(sudokuMoves.write(Math.floor(i / 4), i % 4, Number(SOLUTION[i])));
    }
    for (const m of moves.slice(0, -1)) s = sudokuGame.apply(s, m);
    expect(sudokuGame.isWon(s)).toBe(false);
    s = sudokuGame.apply(s, moves.at(-1) as string);
    expect(sudokuGame.isWon(s)).toBe(true);
    expect(formatCells(s.values)).toBe(SOLUTION);
  });

  it('reveals the answer as one move that marks the game assisted', () => {
    let s = newSudokuState(PUZZLE);
    s = sudokuGame.apply(s, sudokuMoves.reveal(Array.from(SOLUTION, Number)));
    expect(s.assisted).toBe(true);
    expect(sudokuGame.isWon(s)).toBe(true);
    expect(() => sudokuGame.apply(newSudokuState(PUZZLE), `A${'1'.repeat(16)}`)).toThrow(
      /complete grid/,
    );
    const swapped = '2134341212434321';
    expect(() => sudokuGame.apply(newSudokuState(PUZZLE), `A${swapped}`)).toThrow(
      InvalidInputError,
    );
  });

  it('replays a move log through a Session, undo history included', () => {
    const session = new Session(sudokuGame, newSudokuState(PUZZLE), new Stopwatch(() => 0));
    session.apply('v012');
    session.apply('n034');
    session.apply('v132');
    session.undo();
    const copy = Session.replay(
      sudokuGame,
      newSudokuState(PUZZLE),
      session.toLog(),
      new Stopwatch(() => 0),
    );
    expect(formatCells(copy.state.values)).toBe(formatCells(session.state.values));
    expect(formatNotes(copy.state)).toBe(formatNotes(session.state));
    expect(copy.canRedo).toBe(true);
  });
});

describe('Sudoku rules', () => {
  const shape = shapeFor(9);
  it('names the house of a clash', () => {
    expect(clashHouse(shape, 0, 5)).toBe('row');
    expect(clashHouse(shape, 0, 45)).toBe('column');
    expect(clashHouse(shape, 0, 10)).toBe('box');
  });

  it('finds every clash for a digit among the peers', () => {
    const values = new Uint8Array(81);
    values[8] = 5; // same row as cell 0
    values[72] = 5; // same column
    values[20] = 5; // same box
    values[40] = 5; // unrelated
    expect(clashesFor(shape, values, 0, 5).sort((a, b) => a - b)).toEqual([8, 20, 72]);
    expect(clashesFor(shape, values, 0, 4)).toEqual([]);
  });

  it('knows a solved grid from an almost-solved one', () => {
    const shape4 = shapeFor(4);
    expect(isSolvedGrid(shape4, Array.from(SOLUTION, Number))).toBe(true);
    expect(isSolvedGrid(shape4, Array.from(`${SOLUTION.slice(0, 15)}0`, Number))).toBe(false);
  });
});
