// Sudoku's own part of its records (Tatham's encode_ui / decode_ui): shared code keeps these as
// an opaque object (src/engine/game-own.ts) and only this file knows their fields. Pure and
// worker-safe: the lobby's core checks a saved game with it before offering "Continue".

import { InvalidInputError } from '../../../engine/game';
import {
  type GameOwn,
  isCellOrNull,
  isFlag,
  isWholeNumber,
  ownField,
} from '../../../engine/game-own';

/** What makes a resume exact: the selected cell, the notes toggle, the mistakes counted. */
interface SudokuSavedOwn {
  selected: number | null;
  noteMode: boolean;
  /** Wrong digits placed so far (check mode). */
  mistakes: number;
}

/** The input policies a run may be played with. */
export type ConflictPolicy = 'refuse' | 'mark' | 'check';

/**
 * A win's own part: the input policy it was played with and the mistakes it made. Read back, the
 * policy is any word: a record from a newer build may name a policy this one does not have.
 */
interface SudokuRecordOwn {
  policy: string;
  mistakes: number;
}

const isWord = (v: unknown): v is string => typeof v === 'string';

export function encodeSudokuSaved(own: SudokuSavedOwn): GameOwn {
  return { selected: own.selected, noteMode: own.noteMode, mistakes: own.mistakes };
}

/**
 * Reads a saved game's own part (`cellCount`: the board's cells, for the selection). Records
 * from before mistakes were counted lack `mistakes`: they read as none.
 */
export function decodeSudokuSaved(
  own: GameOwn,
  cellCount: number,
  what = 'saved sudoku game',
): SudokuSavedOwn {
  const selected = ownField(own, 'selected', what, isCellOrNull, 'a cell index or null');
  if (selected !== null && selected >= cellCount)
    throw new InvalidInputError(`saved selection ${selected} is outside the board`);
  return {
    selected,
    noteMode: ownField(own, 'noteMode', what, isFlag, 'true or false'),
    mistakes:
      own.mistakes === undefined
        ? 0
        : ownField(own, 'mistakes', what, isWholeNumber, 'a whole number'),
  };
}

export function encodeSudokuRecord(own: { policy: ConflictPolicy; mistakes: number }): GameOwn {
  return { policy: own.policy, mistakes: own.mistakes };
}

/** Reads a best time's own part; throws naming the field that is not Sudoku's. */
export function decodeSudokuRecord(own: GameOwn, what = 'best time'): SudokuRecordOwn {
  return {
    policy: ownField(own, 'policy', what, isWord, 'an input policy'),
    mistakes:
      own.mistakes === undefined
        ? 0
        : ownField(own, 'mistakes', what, isWholeNumber, 'a whole number'),
  };
}
