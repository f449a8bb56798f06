// Sudoku's first steps and Rules pictures, drawn by the game's own board and pad
// views on a real 4×4 puzzle. The steps themselves are pure (core/sudoku-lesson.ts); this file
// turns taps into its moves and its state into what the views draw. Loaded on first use.

import { Container, Text } from 'pixi.js';
import { words } from '../../../i18n/i18n';
import type { FirstSteps, LessonBoard, LessonDeps, RulePicture } from '../../../play/lesson-api';
import { theme } from '../../../ui/theme';
import { newSudokuState, type SudokuState } from '../core/game';
import {
  SUDOKU_LESSON_PUZZLE,
  SUDOKU_LESSON_STEPS,
  type SudokuLessonMove,
  type SudokuLessonState,
  sudokuLessonNext,
  sudokuLessonStart,
  sudokuLessonStep,
  sudokuLessonTarget,
} from '../core/sudoku-lesson';
import { SudokuBoardView } from '../view/sudoku-board-view';
import { SudokuPadView } from '../view/sudoku-pad-view';

const PAD_ROW = 56;

/**
 * The board's state for a grid of digits and dots over the lesson's givens. One shape for the
 * whole lesson: a new shape makes the view rebuild its cells, which would take down a refused
 * digit still shaking in one of them.
 */
function boardState(base: SudokuState, grid: string): SudokuState {
  const values = Uint8Array.from(grid, (ch) => (ch === '.' ? 0 : Number(ch)));
  return { ...base, values };
}

class SudokuLessonBoard implements LessonBoard {
  readonly view = new Container({ label: 'lesson-board' });
  readonly steps = SUDOKU_LESSON_STEPS.length;
  private state: SudokuLessonState = sudokuLessonStart();
  private readonly base = newSudokuState(SUDOKU_LESSON_PUZZLE);
  private side = 0;
  private wrong = false;
  private readonly board: SudokuBoardView;
  private readonly pad: SudokuPadView;

  constructor(private readonly deps: LessonDeps) {
    this.board = new SudokuBoardView(deps.loop, (cell) => this.move({ kind: 'cell', cell }));
    this.pad = new SudokuPadView({
      digit: (digit) => this.move({ kind: 'digit', digit }),
      erase: () => {},
    });
    this.pad.setDigits(4);
    this.view.addChild(this.board, this.pad);
    this.draw();
  }

  get step(): number {
    return this.state.step;
  }

  get done(): boolean {
    return sudokuLessonStep(this.state) === 'done';
  }

  text(): string {
    const w = words().sudoku.lesson;
    return this.wrong ? w.wrong : w[sudokuLessonStep(this.state)];
  }

  private move(move: SudokuLessonMove): void {
    const before = this.state;
    const { state, outcome } = sudokuLessonNext(before, move);
    this.state = state;
    this.wrong = outcome === 'wrong';
    if (outcome === 'wrong' && move.kind === 'digit' && before.selected !== null)
      this.board.shakeRefused(before.selected, move.digit);
    this.draw();
    if (this.done && outcome === 'advanced' && before.selected !== null)
      this.board.playWin(before.selected);
    this.deps.changed();
  }

  private draw(): void {
    const target = sudokuLessonTarget(this.state);
    this.board.update(boardState(this.base, this.state.grid), {
      selected: this.state.selected ?? target,
      conflicts: new Set(),
    });
    // Each key shows how many of its digit are still to place, as in the game.
    this.pad.setRemaining((d) => 4 - [...this.state.grid].filter((ch) => ch === String(d)).length);
    this.pad.visible = !this.done;
    this.deps.loop.invalidate();
  }

  layout(width: number, height: number): void {
    const padH = SudokuPadView.heightFor(5, width, PAD_ROW);
    const side = Math.max(96, Math.min(width, height - padH - 16, 420));
    // The view rebuilds its cells on every layout, taking down a refused digit still shaking in
    // one; the runner lays out again whenever the words change, so only a new size lays out.
    if (side !== this.side) this.board.layout(side);
    this.side = side;
    this.board.position.set((width - this.board.boardSize) / 2, 0);
    const padW = Math.min(width, 420);
    this.pad.layout(padW, padH);
    this.pad.position.set((width - padW) / 2, this.board.boardSize + 16);
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}

/** A 4×4 board with one house filled in and outlined, and its caption under it. */
function housePicture(deps: LessonDeps, house: number, caption: string): RulePicture {
  const view = new Container({ label: 'rules-picture' });
  const board = new SudokuBoardView(deps.loop, () => {});
  board.eventMode = 'none';
  const base = newSudokuState(SUDOKU_LESSON_PUZZLE);
  const cells = base.shape.houses[house] as Int16Array;
  const solved = boardState(base, '1234341221434321');
  const givens = new Uint8Array(16);
  for (const c of cells) givens[c] = solved.values[c] as number;
  board.update(
    { ...base, givens, values: givens },
    {
      selected: null,
      conflicts: new Set(),
      hint: { houses: [house], cells: [], placements: [], eliminations: [] },
    },
  );
  const label = new Text({
    text: caption,
    style: { fontFamily: theme.fontFamily, fontSize: 13, fill: theme.ink, align: 'center' },
  });
  label.anchor.set(0.5, 0);
  view.addChild(board, label);
  return {
    view,
    caption,
    layout(side) {
      board.layout(side);
      label.style.wordWrap = true;
      label.style.wordWrapWidth = side;
      label.position.set(board.boardSize / 2, board.boardSize + 6);
      return board.boardSize + 6 + label.height;
    },
  };
}

export const sudokuFirstSteps: FirstSteps = {
  lesson: (deps) => new SudokuLessonBoard(deps),
  pictures(deps) {
    const w = words().sudoku.lesson;
    // Houses are rows, then columns, then boxes (core/geometry.ts): row 1, column 1, box 1.
    return [
      housePicture(deps, 0, w.pictureRow),
      housePicture(deps, 4, w.pictureColumn),
      housePicture(deps, 8, w.pictureBox),
    ];
  },
};
