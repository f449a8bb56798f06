// Sudoku's first steps, as pure data and one pure step function: a real 4×4 puzzle
// with two empty cells, and the moves each step asks for. The words of each step are the
// game's (words/), the drawing its board view (play/sudoku-lesson-board.ts): this file says only
// what a move does to the lesson, so a unit test can walk it without a screen.

/** The lesson's puzzle: 4×4, every digit given but two (row 1 col 2 is 2; row 3 col 3 is 4). */
export const SUDOKU_LESSON_PUZZLE = '1.34341221.34321';

/** The first empty cell (row 0, column 1) and its digit; the second (row 2, column 2) and its. */
export const LESSON_FIRST = { cell: 1, digit: 2 } as const;
export const LESSON_SECOND = { cell: 10, digit: 4 } as const;

/** The steps in order: tap the cell, place its digit, fill the other cell, then read on. */
export const SUDOKU_LESSON_STEPS = ['tapCell', 'placeDigit', 'fillOther', 'done'] as const;
type SudokuLessonStep = (typeof SUDOKU_LESSON_STEPS)[number];

export interface SudokuLessonState {
  readonly step: number;
  readonly selected: number | null;
  /** The grid as digits and dots (the puzzle, plus what the player placed). */
  readonly grid: string;
}

export type SudokuLessonMove =
  | { readonly kind: 'cell'; readonly cell: number }
  | { readonly kind: 'digit'; readonly digit: number };

/** What a move did: moved the lesson on, changed nothing that counts, or was a wrong digit. */
type LessonOutcome = 'advanced' | 'stayed' | 'wrong';

export function sudokuLessonStart(): SudokuLessonState {
  return { step: 0, selected: null, grid: SUDOKU_LESSON_PUZZLE };
}

export function sudokuLessonStep(state: SudokuLessonState): SudokuLessonStep {
  return SUDOKU_LESSON_STEPS[
    Math.min(state.step, SUDOKU_LESSON_STEPS.length - 1)
  ] as SudokuLessonStep;
}

/** The cell the step points at (drawn selected-looking until the player taps it), or null. */
export function sudokuLessonTarget(state: SudokuLessonState): number | null {
  const step = sudokuLessonStep(state);
  if (step === 'tapCell' || step === 'placeDigit') return LESSON_FIRST.cell;
  if (step === 'fillOther') return LESSON_SECOND.cell;
  return null;
}

/** The lesson after `move`, and what the move did. A given cell cannot be selected. */
export function sudokuLessonNext(
  state: SudokuLessonState,
  move: SudokuLessonMove,
): { state: SudokuLessonState; outcome: LessonOutcome } {
  const step = sudokuLessonStep(state);
  if (step === 'done') return { state, outcome: 'stayed' };
  if (move.kind === 'cell') {
    if (state.grid[move.cell] !== '.') return { state, outcome: 'stayed' };
    const selected = { ...state, selected: move.cell };
    // The first step is only the tap on the first cell; later steps take a tap as a selection.
    if (step === 'tapCell' && move.cell === LESSON_FIRST.cell)
      return { state: { ...selected, step: state.step + 1 }, outcome: 'advanced' };
    return { state: selected, outcome: 'stayed' };
  }
  const want = step === 'fillOther' ? LESSON_SECOND : step === 'placeDigit' ? LESSON_FIRST : null;
  if (!want || state.selected !== want.cell) return { state, outcome: 'stayed' };
  if (move.digit !== want.digit) return { state, outcome: 'wrong' };
  const grid =
    state.grid.slice(0, want.cell) + String(want.digit) + state.grid.slice(want.cell + 1);
  return { state: { step: state.step + 1, selected: null, grid }, outcome: 'advanced' };
}
