// What the Sudoku screen is told and what it tells: the model the controller derives from the
// session and the UI state, and the intents every tap is forwarded as.

import type { SudokuState } from '../core/game';
import type { SudokuBoardUi } from '../view/sudoku-board-view';

export interface SudokuScreenIntents {
  cell: (cell: number) => void;
  digit: (d: number) => void;
  erase: () => void;
  notes: () => void;
  undo: () => void;
  redo: () => void;
  answer: () => void;
  newGame: () => void;
  home: () => void;
  rules: () => void;
  /** A long press on a cell: the notes shortcut. */
  longPress: (cell: number) => void;
  autoNotes: () => void;
  hint: () => void;
  hintMore: () => void;
  hintClose: () => void;
  hintApply: () => void;
  hintCollapse: () => void;
  hintExpand: () => void;
  /** school: the hint's technique in the technique school. */
  hintLearn: () => void;
  pause: () => void;
  resume: () => void;
  share: () => void;
}

/**
 * A moment the board plays once, carried by the model of the redraw that follows it: a digit
 * refused (the cell shakes, the cells it clashes with flash), or the win's wave from a cell.
 */
export type SudokuEffect =
  | {
      readonly kind: 'refused';
      readonly cell: number;
      readonly digit: number;
      readonly clashes: readonly number[];
    }
  | { readonly kind: 'won'; readonly from: number };

/** Everything the screen shows, derived by the controller from session + UI state. */
export interface SudokuScreenModel {
  state: SudokuState;
  board: SudokuBoardUi;
  title: string;
  timer: string;
  noteMode: boolean;
  /** Digit-first entry: the digit picked on the pad (null: none, or cell-first entry). */
  picked: number | null;
  canUndo: boolean;
  canRedo: boolean;
  finished: boolean;
  paused: boolean;
  /** Mistakes counted so far, shown by the clock in Checked mode only (null: not counted). */
  mistakes: number | null;
  /** What the board plays once on this redraw (each effect is in one model only). */
  effects: readonly SudokuEffect[];
  /** The hint stage on show: its text for the card (the board draws model.board.hint). */
  hint: {
    title: string;
    text: string;
    index: number;
    count: number;
    apply: string | null;
    collapsed: boolean;
    learn: string | null;
  } | null;
}
