// hint(state): the next logical step for the player's own grid. Mistakes come first: a digit
// that is not the solution's, then pencil notes that leave out a cell's true digit (no logic
// can be trusted on top of those). Otherwise the candidates are the digits no peer holds,
// narrowed to the player's notes wherever they have some, so the hint continues from their
// pencil marks. The hint is the easiest step whose result the player does not have yet: a
// placement, or the removal of a digit they still show in their notes. Removals in cells
// without notes are not visible progress, so such steps are taken silently and handed back as
// `prerequisites` of the step that follows from them (a player who keeps no notes thus always
// gets a placement, with the reasoning that leads to it).

import { cellName } from '../codec';
import type { SudokuState } from '../game';
import { solveUnique } from '../solver';
import { type Board, cellList, createBoard, houseName } from './board';
import { applyStep, nextStep } from './solve';
import type { SolveStep } from './step';
import { trialStep } from './techniques/trial';

/**
 * What hint() found, in the order it checks:
 * - 'invalid-puzzle': the givens have no solution or more than one, so no hint can be sound;
 * - 'wrong-digit': `cells` hold player digits that differ from the solution (not revealed);
 * - 'wrong-notes': `cells` have notes that leave out the digit that belongs there;
 * - 'solved': every cell is filled correctly;
 * - 'step': the easiest deduction from here. Show it in three stages: `where` (and
 *   step.houses / step.cells), then `technique` (step.name), then `explanation` with
 *   step.placements / step.eliminations. `prerequisites` lists, in order, the steps it rests
 *   on whose removals fall in cells where the player keeps no notes (empty when they do).
 */
export type SudokuHint =
  | { readonly kind: 'invalid-puzzle'; readonly explanation: string }
  | {
      readonly kind: 'wrong-digit' | 'wrong-notes';
      readonly cells: readonly number[];
      readonly explanation: string;
    }
  | { readonly kind: 'solved'; readonly explanation: string }
  | {
      readonly kind: 'step';
      readonly step: SolveStep;
      /** Stage 1: where to look. */
      readonly where: string;
      /** Stage 2: which technique. */
      readonly technique: string;
      /** Stage 3: the exact deduction. */
      readonly explanation: string;
      readonly prerequisites: readonly SolveStep[];
    };

/** How many silent steps a hint may take before it settles for an unseen removal. */
const MAX_PREREQUISITES = 40;

function plural(cells: readonly number[], one: string, many: string): string {
  return cells.length === 1 ? one : many;
}

function whereText(board: Board, step: SolveStep): string {
  const { shape } = board;
  const first = step.chains?.[0]?.[0];
  if (first) return `Look at ${cellName(shape, first.cell)} and what follows from it.`;
  if (step.houses.length > 0 && step.houses.length <= 2) {
    return `Look at ${step.houses.map((h) => houseName(shape, h)).join(' and ')}.`;
  }
  return `Look at ${cellList(shape, [...step.cells])}.`;
}

/** The player's grid as a board: peers' digits removed, narrowed to notes where present. */
export function boardFromState(state: SudokuState): Board {
  const board = createBoard(state.shape, state.values);
  for (let c = 0; c < state.shape.cellCount; c++) {
    const notes = state.notes[c] as number;
    if (state.values[c] === 0 && notes !== 0) {
      board.cand[c] = (board.cand[c] as number) & notes;
    }
  }
  return board;
}

export function hint(state: SudokuState): SudokuHint {
  const { shape, givens, values, notes } = state;
  const solution = solveUnique(shape, givens);
  if (!solution) {
    return {
      kind: 'invalid-puzzle',
      explanation: 'This puzzle does not have exactly one solution, so no hint can be trusted.',
    };
  }
  const wrong: number[] = [];
  for (let c = 0; c < shape.cellCount; c++) {
    if (values[c] !== 0 && values[c] !== solution[c]) wrong.push(c);
  }
  if (wrong.length > 0) {
    return {
      kind: 'wrong-digit',
      cells: wrong,
      explanation: `${cellList(shape, wrong)} ${plural(wrong, 'holds a digit', 'hold digits')} that ${plural(wrong, 'is', 'are')} not part of the solution.`,
    };
  }
  const badNotes: number[] = [];
  for (let c = 0; c < shape.cellCount; c++) {
    const m = notes[c] as number;
    if (values[c] === 0 && m !== 0 && (m & (1 << (solution[c] as number))) === 0) badNotes.push(c);
  }
  if (badNotes.length > 0) {
    return {
      kind: 'wrong-notes',
      cells: badNotes,
      explanation: `Your notes in ${cellList(shape, badNotes)} leave out the digit that belongs there.`,
    };
  }
  if (!values.includes(0)) return { kind: 'solved', explanation: 'The puzzle is solved.' };
  const board = boardFromState(state);
  const prerequisites: SolveStep[] = [];
  for (;;) {
    const found = nextStep(board, Number.POSITIVE_INFINITY, 0, true);
    const step = found === null || found === 'exceeded' ? trialStep(board, solution) : found;
    if (!step) return { kind: 'solved', explanation: 'The puzzle is solved.' };
    const visible =
      step.placements.length > 0 || step.eliminations.some((e) => (notes[e.cell] as number) !== 0);
    if (visible || prerequisites.length >= MAX_PREREQUISITES) {
      return {
        kind: 'step',
        step,
        where: whereText(board, step),
        technique: step.name,
        explanation: step.explanation,
        prerequisites,
      };
    }
    prerequisites.push(step);
    applyStep(board, step);
  }
}
