// hint(state): the next logical step for the player's own grid. Mistakes come first: a digit
// that is not the solution's, then pencil notes that leave out a cell's true digit (no logic
// can be trusted on top of those). Otherwise the candidates are the digits no peer holds,
// narrowed to the player's notes wherever they have some, so the hint continues from their
// pencil marks. The hint is the easiest step whose result the player does not have yet: a
// placement, or the removal of a digit they still show in their notes. Removals in cells
// without notes are not visible progress, so such steps are taken silently and handed back as
// `prerequisites` of the step that follows from them (a player who keeps no notes thus always
// gets a placement, with the reasoning that leads to it).

import { type SudokuState, sudokuMoves } from '../game';
import { solveUnique } from '../solver';
import { type Board, createBoard } from './board';
import { reasonsFor, type StepReasons } from './reasons';
import { applyStep, nextStep } from './solve';
import type { SolveStep } from './step';
import { trialStep } from './techniques/trial';

/** Where a hint's first stage points: houses, cells, or the cell a chain starts from. */
export type HintWhere =
  | { readonly kind: 'houses'; readonly houses: readonly number[] }
  | { readonly kind: 'cells'; readonly cells: readonly number[] }
  | { readonly kind: 'chain-start'; readonly cell: number };

/**
 * What hint() found, in the order it checks:
 * - 'invalid-puzzle': the givens have no solution or more than one, so no hint can be sound;
 * - 'wrong-digit': `cells` hold player digits that differ from the solution (not revealed);
 * - 'wrong-notes': `cells` have notes that leave out the digit that belongs there;
 * - 'solved': every cell is filled correctly;
 * - 'step': the easiest deduction from here. Show it in three stages: `where`, then the
 *   technique (step.explanation names it), then the deduction with step.placements /
 *   step.eliminations and `reasons` (what to draw for why). `prerequisites` lists, in order,
 *   the steps it rests on whose removals fall in cells where the player keeps no notes (empty
 *   when they do). `moves` are the move strings (see game.ts) that carry the step out on the
 *   player's grid: the notes it removes that the player shows, then the digits it places.
 * The words come from a renderer (core/hint-text/).
 */
export type SudokuHint =
  | { readonly kind: 'invalid-puzzle' }
  | { readonly kind: 'wrong-digit' | 'wrong-notes'; readonly cells: readonly number[] }
  | { readonly kind: 'solved' }
  | {
      readonly kind: 'step';
      readonly step: SolveStep;
      readonly where: HintWhere;
      readonly reasons: StepReasons;
      readonly prerequisites: readonly SolveStep[];
      readonly moves: readonly string[];
    };

/** How many silent steps a hint may take before it settles for an unseen removal. */
const MAX_PREREQUISITES = 40;

function whereOf(step: SolveStep): HintWhere {
  const first = step.chains?.[0]?.[0];
  if (first) return { kind: 'chain-start', cell: first.cell };
  const e = step.explanation;
  if (e.kind === 'fish') return { kind: 'houses', houses: [...e.base] };
  if (step.houses.length > 0 && step.houses.length <= 2) {
    return { kind: 'houses', houses: [...step.houses] };
  }
  return { kind: 'cells', cells: [...step.cells] };
}

/** The moves that carry out `steps` on the player's grid: removals of notes they show, then
 *  placements. Removals in cells without notes change nothing the player sees, so they have
 *  no move (a note toggle there would add the note instead). */
function movesOf(state: SudokuState, steps: readonly SolveStep[]): string[] {
  const { size } = state.shape;
  const rc = (cell: number): [number, number] => [Math.floor(cell / size), cell % size];
  const out: string[] = [];
  for (const step of steps) {
    for (const { cell, digit } of step.eliminations) {
      if (state.values[cell] !== 0 || (((state.notes[cell] ?? 0) >> digit) & 1) === 0) continue;
      const move = sudokuMoves.note(...rc(cell), digit);
      if (!out.includes(move)) out.push(move);
    }
  }
  for (const step of steps) {
    for (const { cell, digit } of step.placements) out.push(sudokuMoves.write(...rc(cell), digit));
  }
  return out;
}

/** The player's grid as a board: peers' digits removed, narrowed to notes where present. */
function boardFromState(state: SudokuState): Board {
  const board = createBoard(state.shape, state.values);
  for (let c = 0; c < state.shape.cellCount; c++) {
    const notes = state.notes[c] ?? 0;
    if (state.values[c] === 0 && notes !== 0) {
      board.cand[c] = (board.cand[c] ?? 0) & notes;
    }
  }
  return board;
}

export function hint(state: SudokuState): SudokuHint {
  const { shape, givens, values, notes } = state;
  const solution = solveUnique(shape, givens);
  if (!solution) return { kind: 'invalid-puzzle' };
  const wrong: number[] = [];
  for (let c = 0; c < shape.cellCount; c++) {
    if (values[c] !== 0 && values[c] !== solution[c]) wrong.push(c);
  }
  if (wrong.length > 0) return { kind: 'wrong-digit', cells: wrong };
  const badNotes: number[] = [];
  for (let c = 0; c < shape.cellCount; c++) {
    const m = notes[c] ?? 0;
    if (values[c] === 0 && m !== 0 && (m & (1 << (solution[c] ?? 0))) === 0) badNotes.push(c);
  }
  if (badNotes.length > 0) return { kind: 'wrong-notes', cells: badNotes };
  if (!values.includes(0)) return { kind: 'solved' };
  const board = boardFromState(state);
  const prerequisites: SolveStep[] = [];
  for (;;) {
    const found = nextStep(board, Number.POSITIVE_INFINITY, 0, true);
    const step = found === null || found === 'exceeded' ? trialStep(board, solution) : found;
    if (!step) return { kind: 'solved' };
    const visible =
      step.placements.length > 0 || step.eliminations.some((e) => (notes[e.cell] ?? 0) !== 0);
    if (visible || prerequisites.length >= MAX_PREREQUISITES) {
      return {
        kind: 'step',
        step,
        where: whereOf(step),
        reasons: reasonsFor(board, step),
        prerequisites,
        moves: movesOf(state, [...prerequisites, step]),
      };
    }
    prerequisites.push(step);
    applyStep(board, step);
  }
}
