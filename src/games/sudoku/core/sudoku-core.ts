// Sudoku as the app's table of games sees it: sizes, levels, validation and share codes.

import { InvalidInputError } from '../../../engine/game';
import type { GameCore } from '../../../engine/game-core';
import { replayCheck } from '../../../engine/session';
import { parsePuzzle } from './codec';
import { sudokuDaily } from './daily-eras';
import { newSudokuState, sudokuGame } from './game';
import { EASY_GIVENS, GENERATOR_VERSION } from './generator';
import { isSudokuSize, SUDOKU_SIZES, type SudokuSize, shapeFor } from './geometry';
import { rateSudoku } from './grader';
import { isSudokuTier, madeAhead, NIGHTMARE_SCORE, tiersAt } from './grader/levels';
import { SUDOKU_PROBLEMS } from './problems';
import { type SudokuPuzzle, validateSudokuPuzzle } from './puzzle-record';
import { sudokuPractice } from './school/practice-core';
import {
  decodeSudokuShare,
  encodeSudokuShare,
  looksLikeSudokuShare,
  type SudokuShare,
} from './share-code';
import { decodeSudokuSaved } from './sudoku-own';

export const sudokuCore: GameCore<SudokuPuzzle> = {
  id: 'sudoku',
  problems: SUDOKU_PROBLEMS,
  practice: sudokuPractice,
  generatorVersion: GENERATOR_VERSION,
  sizes: SUDOKU_SIZES,
  levelsAt: (size: SudokuSize) => tiersAt(size),
  madeAhead: (_size, level) => madeAhead(level),
  // Easy keeps the most givens (EASY_GIVENS: measured, every easy puzzle of 3,000 / 400 / 150
  // seeds at 4×4 / 6×6 / 9×9 has exactly that many); harder levels are dug further. A shared
  // puzzle may have fewer holes: its time stays on the device it was won on, but an imported
  // one quicker than this is refused.
  fewestMoves: (size: SudokuSize) => shapeFor(size).cellCount - EASY_GIVENS[size],
  parseSpec(size, level, what) {
    const n = typeof size === 'string' ? Number(size) : size;
    if (!isSudokuSize(n)) throw new InvalidInputError(`${what}.size must be 4, 6 or 9`);
    if (!isSudokuTier(level))
      throw new InvalidInputError(`${what}.level "${String(level)}" is not a level`);
    return { size: n, level };
  },
  validatePuzzle: (value, what) => validateSudokuPuzzle(value, what),
  checkSaved(saved) {
    const puzzle = validateSudokuPuzzle(saved.puzzle, 'saved sudoku game');
    const state = newSudokuState(puzzle.puzzle);
    replayCheck(sudokuGame, state, saved);
    decodeSudokuSaved(saved.own, state.shape.cellCount, 'saved sudoku game');
  },
  encodeShare: (puzzle) => encodeSudokuShare(puzzle.puzzle, puzzle.size),
  decodeShare: (code) => decodeSudokuShare(code),
  claimsShare: (code) => looksLikeSudokuShare(code),
  puzzleFromShare(read, code) {
    const share = read as unknown as SudokuShare;
    // A shared puzzle is graded here so its records land in the right level.
    const { shape, cells } = parsePuzzle(share.puzzle, share.size);
    const rating = rateSudoku(shape, cells);
    // Nightmare: a 9×9 that rates 9.0 or more is one, whoever made it.
    const nightmare = share.size === 9 && rating.score >= NIGHTMARE_SCORE;
    return {
      ok: true,
      puzzle: {
        size: share.size,
        level: nightmare ? 'nightmare' : rating.level,
        seed: `shared:${code.slice(0, 40)}`,
        puzzle: share.puzzle,
        solution: share.solution,
      },
    };
  },
  pastedForm: 'a Sudoku as 16, 36 or 81 digits and dots',
  daily: sudokuDaily,
};
