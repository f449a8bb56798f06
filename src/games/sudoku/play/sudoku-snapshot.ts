// What `window.gridwise.state().game` reports for Sudoku, and what a screen reader says for
// each cell ("Row 2, column 5: 7, given", "Row 1, column 1: empty, notes 2 4 9").

import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import type { GameRun } from '../../../play/game-run';
import { formatNotes, type SudokuState } from '../core/game';
import type { SudokuSize } from '../core/geometry';
import type { SudokuTier } from '../core/grader/levels';
import type { SudokuPuzzle } from '../core/puzzle-record';
import { digitHighlight, focusDigit } from '../view/digit-highlight';
import type { HintModel } from './sudoku-hinting';

type GameStatus = 'playing' | 'paused' | 'won';

export interface SudokuSnapshot {
  kind: 'sudoku';
  size: SudokuSize;
  level: SudokuTier;
  seed: string;
  puzzle: string;
  values: string;
  notes: string;
  elapsedMs: number;
  status: GameStatus;
  assisted: boolean;
  selected: [number, number] | null;
  noteMode: boolean;
  /** Digit-first entry: the digit picked on the pad, or null. */
  picked: number | null;
  canUndo: boolean;
  canRedo: boolean;
  /** Wrong digits placed so far (check mode counts them). */
  mistakes: number;
  /** The hint stage on show, if any. */
  hint: HintModel | null;
  /** The digit in focus (picked, or in the selected cell) and where the board marks it: the
   *  cells holding it and the empty cells whose pencil marks of it are highlighted. */
  highlight: { digit: number; cells: [number, number][]; notes: [number, number][] } | null;
  /** Set when the player paused (not when the page was merely hidden). */
  pausedByPlayer: boolean;
}

export function sudokuSnapshot(
  run: GameRun<SudokuState, SudokuPuzzle, unknown>,
  ui: {
    selected: number | null;
    noteMode: boolean;
    picked: number | null;
    mistakes: number;
    hinting: { model(): HintModel | null };
  },
): SudokuSnapshot | null {
  const { session, puzzle } = run;
  if (!session || !puzzle) return null;
  const state = session.state;
  const size = state.shape.size;
  const at = (cell: number): [number, number] => [Math.floor(cell / size), cell % size];
  const digit = focusDigit(state.values, ui.selected, ui.picked);
  const lit = digitHighlight(state, digit);
  return {
    kind: 'sudoku',
    size,
    level: puzzle.level,
    seed: puzzle.seed,
    puzzle: puzzle.puzzle,
    values: Array.from(state.values, (v) => (v === 0 ? '.' : String(v))).join(''),
    notes: formatNotes(state),
    elapsedMs: Math.round(session.clock.elapsedMs()),
    status: run.status,
    assisted: run.assisted,
    selected: ui.selected === null ? null : at(ui.selected),
    noteMode: ui.noteMode,
    picked: ui.picked,
    canUndo: session.canUndo,
    canRedo: session.canRedo,
    mistakes: ui.mistakes,
    hint: ui.hinting.model(),
    highlight: digit === 0 ? null : { digit, cells: lit.cells.map(at), notes: lit.notes.map(at) },
    pausedByPlayer: run.pausedByPlayer,
  };
}

export function sudokuCellNames(state: SudokuState, wrong: ReadonlySet<number>): string[] {
  const { size } = state.shape;
  return Array.from(state.values, (v, i) => {
    const w = words().sudoku;
    const where = w.cellName({
      row: formatCount(Math.floor(i / size) + 1),
      column: formatCount((i % size) + 1),
    });
    if (v !== 0) {
      const said = { where, digit: String(v) };
      if (state.givens[i] !== 0) return w.cellGiven(said);
      return wrong.has(i) ? w.cellWrong(said) : w.cellYours(said);
    }
    const notes: number[] = [];
    for (let d = 1; d <= size; d++) if ((state.notes[i] as number) & (1 << d)) notes.push(d);
    return notes.length > 0
      ? w.cellNotes({ where, notes: notes.join(' ') })
      : w.cellEmpty({ where });
  });
}
