// Sudoku as a pure state machine. A move is a short ASCII string so the move log can be saved,
// replayed and shared:
//   v<r><c><d>  write digit d (1..size) in row r, column c (0-based); d = 0 clears the digit
//   w<r><c><d>  write digit d (1..size) and remove note d from every peer (auto-clean notes);
//               one move, so one undo brings the digit and the peers' notes back together
//   n<r><c><d>  toggle pencil note d in an empty cell
//   N           auto-notes: every empty cell gets all its candidates as notes (assisted)
//   x<r><c>     erase the cell's digit and notes
//   A<grid>     reveal the answer: every cell takes the digit of <grid> (marks the game assisted)
// Rule-breaking digits are legal moves here: whether to refuse them is the player's setting and
// the controller's job, so the "mark conflicts" mode needs no second rule book.

import { type Game, InvalidInputError } from '../../../engine/game';
import { formatCells, parsePuzzle } from './codec';
import type { SudokuShape } from './geometry';
import { isSolvedGrid } from './rules';

export interface SudokuState {
  readonly shape: SudokuShape;
  /** 0 where the puzzle has no given. */
  readonly givens: Uint8Array;
  /** Givens plus player digits; 0 for empty. */
  readonly values: Uint8Array;
  /** Bit d set when note d is pencilled in; only meaningful in empty cells. */
  readonly notes: Uint16Array;
  /** True once the answer was revealed or notes were filled in automatically. */
  readonly assisted: boolean;
}

export function newSudokuState(puzzle: string): SudokuState {
  const { shape, cells } = parsePuzzle(puzzle);
  return {
    shape,
    givens: cells,
    values: cells.slice(),
    notes: new Uint16Array(shape.cellCount),
    assisted: false,
  };
}

export const sudokuMoves = {
  write: (r: number, c: number, d: number) => `v${r}${c}${d}`,
  writeAndClean: (r: number, c: number, d: number) => `w${r}${c}${d}`,
  autoNotes: () => 'N',
  note: (r: number, c: number, d: number) => `n${r}${c}${d}`,
  erase: (r: number, c: number) => `x${r}${c}`,
  reveal: (solution: ArrayLike<number>) => `A${formatCells(solution)}`,
};

function cellOf(state: SudokuState, move: string): number {
  const size = state.shape.size;
  const r = move.charCodeAt(1) - 48;
  const c = move.charCodeAt(2) - 48;
  if (!(r >= 0 && r < size && c >= 0 && c < size)) {
    throw new InvalidInputError(`Move "${move}": row and column must be 0–${size - 1}.`, 1);
  }
  const cell = r * size + c;
  if (state.givens[cell] !== 0) {
    throw new InvalidInputError(`Move "${move}": r${r + 1}c${c + 1} holds a given digit.`, 1);
  }
  return cell;
}

function digitOf(state: SudokuState, move: string, allowZero: boolean): number {
  const d = move.charCodeAt(3) - 48;
  if (!(d >= (allowZero ? 0 : 1) && d <= state.shape.size)) {
    throw new InvalidInputError(
      `Move "${move}": digit must be ${allowZero ? 0 : 1}–${state.shape.size}.`,
      3,
    );
  }
  return d;
}

function applySudokuMove(state: SudokuState, move: string): SudokuState {
  const kind = move[0];
  if (kind === 'A') return reveal(state, move);
  if (move === 'N') return autoNotes(state);
  const expectedLength = kind === 'x' ? 3 : 4;
  if (
    (kind !== 'v' && kind !== 'w' && kind !== 'n' && kind !== 'x') ||
    move.length !== expectedLength
  ) {
    throw new InvalidInputError(`"${move}" is not a Sudoku move.`, 0);
  }
  const cell = cellOf(state, move);
  const values = state.values.slice();
  const notes = state.notes.slice();
  if (kind === 'v') {
    values[cell] = digitOf(state, move, true);
    notes[cell] = 0;
  } else if (kind === 'w') {
    const d = digitOf(state, move, false);
    values[cell] = d;
    notes[cell] = 0;
    for (const peer of state.shape.peers[cell] as Int16Array)
      notes[peer] = (notes[peer] ?? 0) & ~(1 << d);
  } else if (kind === 'n') {
    if (values[cell] !== 0) {
      throw new InvalidInputError(`Move "${move}": notes go in empty cells only.`, 1);
    }
    notes[cell] = (notes[cell] ?? 0) ^ (1 << digitOf(state, move, false));
  } else {
    values[cell] = 0;
    notes[cell] = 0;
  }
  return { ...state, values, notes };
}

/** Every empty cell's candidates (digits no peer holds) as its notes. */
function autoNotes(state: SudokuState): SudokuState {
  const { shape, values } = state;
  const notes = new Uint16Array(shape.cellCount);
  const all = ((1 << (shape.size + 1)) - 1) & ~1;
  for (let cell = 0; cell < shape.cellCount; cell++) {
    if (values[cell] !== 0) continue;
    let mask = all;
    for (const peer of shape.peers[cell] as Int16Array) mask &= ~(1 << (values[peer] ?? 0));
    notes[cell] = mask;
  }
  return { ...state, notes, assisted: true };
}

function reveal(state: SudokuState, move: string): SudokuState {
  let parsed: ReturnType<typeof parsePuzzle>;
  try {
    parsed = parsePuzzle(move.slice(1), state.shape.size);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidInputError(`Reveal move: not a complete grid. ${reason}`, 1);
  }
  const { shape, cells } = parsed;
  if (!isSolvedGrid(shape, cells))
    throw new InvalidInputError('Reveal move: not a complete grid.', 1);
  for (let i = 0; i < cells.length; i++) {
    if (state.givens[i] !== 0 && state.givens[i] !== cells[i]) {
      throw new InvalidInputError(
        `Reveal move: the grid changes the given at cell ${i + 1}.`,
        i + 1,
      );
    }
  }
  return { ...state, values: cells, notes: new Uint16Array(shape.cellCount), assisted: true };
}

export const sudokuGame: Game<SudokuState> = {
  kind: 'sudoku',
  apply: applySudokuMove,
  isWon: (state) => isSolvedGrid(state.shape, state.values),
};

/** Notes as text for snapshots: per cell the noted digits in order, cells joined by ','. */
export function formatNotes(state: SudokuState): string {
  const parts: string[] = [];
  for (let i = 0; i < state.shape.cellCount; i++) {
    let s = '';
    const mask = state.notes[i] ?? 0;
    for (let d = 1; d <= state.shape.size; d++) if (mask & (1 << d)) s += d;
    parts.push(s);
  }
  return parts.join(',');
}
