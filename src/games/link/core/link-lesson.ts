// Link's first steps, as pure data and one pure step function: a real 3×4 board of
// four pairs, taken in turn by one straight line, by a line with one turn, by a line with two
// turns (the last pair still blocks the short way), then the last pair; and what each tap does. The words are the game's (words/), the drawing its
// board view (play/link-lesson-board.ts); a unit test walks this without a screen.

import { kindAt, type LinkBoard, type LinkCell, parseLinkBoard, tileCount } from './board';
import { removePair } from './gravity';
import { findPath } from './path';

/** a–a side by side (one line), then b–b round one corner, c–c round two (d–d blocks), d–d. */
const LINK_LESSON_BOARD = 'c.db\nd.ca\n.b.a';

/** The pair each step shows (a player may take another that joins: the lesson moves on). */
export const LINK_LESSON_PAIRS: readonly (readonly [LinkCell, LinkCell])[] = [
  [
    { r: 1, c: 3 },
    { r: 2, c: 3 },
  ],
  [
    { r: 0, c: 3 },
    { r: 2, c: 1 },
  ],
  [
    { r: 0, c: 0 },
    { r: 1, c: 2 },
  ],
  [
    { r: 0, c: 2 },
    { r: 1, c: 0 },
  ],
];

export const LINK_LESSON_STEPS = ['straight', 'oneTurn', 'twoTurns', 'lastPair', 'done'] as const;
type LinkLessonStep = (typeof LINK_LESSON_STEPS)[number];

export interface LinkLessonState {
  readonly step: number;
  readonly board: LinkBoard;
  readonly selected: LinkCell | null;
}

type LinkLessonOutcome = 'advanced' | 'stayed' | 'wrong';

export function linkLessonStart(): LinkLessonState {
  return { step: 0, board: parseLinkBoard(LINK_LESSON_BOARD), selected: null };
}

export function linkLessonStep(state: LinkLessonState): LinkLessonStep {
  return LINK_LESSON_STEPS[Math.min(state.step, LINK_LESSON_STEPS.length - 1)] as LinkLessonStep;
}

/** The pair the step points at: the step's own while it is there and joins, else the first
 *  pair in order that does (a player who took another pair is never shown a blocked one). */
export function linkLessonPair(state: LinkLessonState): readonly [LinkCell, LinkCell] | null {
  if (linkLessonStep(state) === 'done') return null;
  const own = LINK_LESSON_PAIRS[state.step];
  const onBoard = (p: readonly [LinkCell, LinkCell]) =>
    kindAt(state.board, p[0]) !== 0 &&
    kindAt(state.board, p[1]) !== 0 &&
    findPath(state.board, p[0], p[1]) !== null;
  if (own && onBoard(own)) return own;
  return LINK_LESSON_PAIRS.find(onBoard) ?? null;
}

/**
 * The lesson after a tap on `cell`, what the tap did, and the line drawn when a pair went.
 * As in the game: a first tap selects, a second of the same kind that a line of at most two
 * turns joins takes the pair, and any other second tap is wrong and becomes the selection.
 */
export function linkLessonTap(
  state: LinkLessonState,
  cell: LinkCell,
): { state: LinkLessonState; outcome: LinkLessonOutcome; path: LinkCell[] | null } {
  const stay = { state, outcome: 'stayed' as const, path: null };
  if (linkLessonStep(state) === 'done' || kindAt(state.board, cell) === 0) return stay;
  const first = state.selected;
  if (!first) return { ...stay, state: { ...state, selected: cell } };
  if (first.r === cell.r && first.c === cell.c)
    return { ...stay, state: { ...state, selected: null } };
  const path =
    kindAt(state.board, first) === kindAt(state.board, cell)
      ? findPath(state.board, first, cell)
      : null;
  if (!path) return { state: { ...state, selected: cell }, outcome: 'wrong', path: null };
  const board = removePair(state.board, first, cell, 'none').board;
  // The last pair ends the lesson's moves, whichever step it was taken in.
  const step = tileCount(board) === 0 ? LINK_LESSON_STEPS.length - 1 : state.step + 1;
  return { state: { step, board, selected: null }, outcome: 'advanced', path };
}
