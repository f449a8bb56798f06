// school: one practice position as the player plays it, pure. The position shows the
// digits and the candidate notes at the moment a technique is the next step needed; the
// player finds the step by carrying it out (placing its digit, or removing the candidates it
// rules out). A digit that is not the solution's, or the removal of a note that is the cell's
// true digit, is refused and changes nothing — so the position can never be spoiled — and
// asking for the hint is remembered: a position found after a hint does not count towards
// mastery.

import { parsePuzzle } from './codec';
import { type SudokuState, sudokuGame, sudokuMoves } from './game';
import type { CellDigit } from './grader/step';

/** What a round needs of a practice position (the worker's, validated). */
export interface PracticeSource {
  /** The original puzzle's givens (81 characters, '.' empty). */
  readonly puzzle: string;
  /** Every digit on the board at this point: givens and digits placed so far. */
  readonly values: string;
  /** The candidates at this point, one bit mask per cell (bit d = digit d). */
  readonly notes: readonly number[];
  readonly solution: string;
  /** The step the technique gives here: what the player must find. */
  readonly step: {
    readonly placements: readonly CellDigit[];
    readonly eliminations: readonly CellDigit[];
  };
}

export interface PracticeRound {
  readonly state: SudokuState;
  /** Earlier states, for undo (the newest last). */
  readonly history: readonly SudokuState[];
  readonly solution: Uint8Array;
  readonly target: PracticeSource['step'];
  readonly found: boolean;
  readonly hinted: boolean;
}

export type PracticeMove =
  | { readonly kind: 'place'; readonly cell: number; readonly digit: number }
  | { readonly kind: 'note'; readonly cell: number; readonly digit: number }
  | { readonly kind: 'erase'; readonly cell: number };

/** What a move did: nothing (a given, or already found), taken, refused, or found the step. */
type PracticeOutcome = 'none' | 'taken' | 'wrong-digit' | 'needed-note' | 'found';

export function startRound(source: PracticeSource): PracticeRound {
  const { shape, cells: givens } = parsePuzzle(source.puzzle);
  const { cells: values } = parsePuzzle(source.values);
  const notes = new Uint16Array(shape.cellCount);
  for (let cell = 0; cell < shape.cellCount; cell++)
    notes[cell] = values[cell] === 0 ? (source.notes[cell] ?? 0) : 0;
  const state: SudokuState = { shape, givens, values, notes, assisted: false };
  return {
    state,
    history: [],
    solution: parsePuzzle(source.solution).cells,
    target: source.step,
    found: false,
    hinted: false,
  };
}

/** True once the state carries out the target step: one of its digits placed, or all of the
 *  candidates it removes gone. */
export function carriesOut(state: SudokuState, target: PracticeSource['step']): boolean {
  if (target.placements.length > 0)
    return target.placements.some(({ cell, digit }) => state.values[cell] === digit);
  return target.eliminations.every(
    ({ cell, digit }) =>
      state.values[cell] !== 0 || (((state.notes[cell] ?? 0) >> digit) & 1) === 0,
  );
}

function moveString(state: SudokuState, move: PracticeMove): string {
  const size = state.shape.size;
  const r = Math.floor(move.cell / size);
  const c = move.cell % size;
  if (move.kind === 'erase') return sudokuMoves.erase(r, c);
  if (move.kind === 'note') return sudokuMoves.note(r, c, move.digit);
  return sudokuMoves.writeAndClean(r, c, move.digit);
}

export function playMove(
  round: PracticeRound,
  move: PracticeMove,
): { round: PracticeRound; outcome: PracticeOutcome } {
  const { state, solution } = round;
  if (round.found || state.givens[move.cell] !== 0) return { round, outcome: 'none' };
  const truth = solution[move.cell] ?? 0;
  if (move.kind === 'place' && move.digit !== truth) return { round, outcome: 'wrong-digit' };
  const empty = state.values[move.cell] === 0;
  if (move.kind === 'erase' && empty) return { round, outcome: 'none' };
  if (move.kind === 'note') {
    if (!empty) return { round, outcome: 'none' };
    // Taking away the note of the cell's own digit would leave the cell without its answer.
    const on = (((state.notes[move.cell] ?? 0) >> move.digit) & 1) === 1;
    if (on && move.digit === truth) return { round, outcome: 'needed-note' };
  }
  const next = sudokuGame.apply(state, moveString(state, move));
  const found = carriesOut(next, round.target);
  return {
    round: { ...round, state: next, history: [...round.history, state], found },
    outcome: found ? 'found' : 'taken',
  };
}

/** The hint was asked for: the round no longer counts towards mastery. */
export function markHinted(round: PracticeRound): PracticeRound {
  return round.hinted ? round : { ...round, hinted: true };
}

/** The hint's moves carried out at once (its last stage's one tap). */
export function applyMoves(round: PracticeRound, moves: readonly string[]): PracticeRound {
  if (round.found) return round;
  let state = round.state;
  for (const move of moves) state = sudokuGame.apply(state, move);
  return {
    ...round,
    state,
    history: [...round.history, round.state],
    found: carriesOut(state, round.target),
    hinted: true,
  };
}

export function undoMove(round: PracticeRound): PracticeRound {
  const previous = round.history.at(-1);
  if (!previous || round.found) return round;
  return { ...round, state: previous, history: round.history.slice(0, -1) };
}
