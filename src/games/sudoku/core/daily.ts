// The 9×9 Sudoku of a date, made exactly as the worker makes it from the date's spec
// (src/engine/daily.ts): the golden tests read dailies through it.

import { dailyEra, dailySpec } from '../../../engine/daily';
import { InvalidInputError } from '../../../engine/game';
import { generateSudoku, type SudokuLevel } from './generator';
import { isSudokuGrade } from './grader/levels';
import type { SudokuPuzzle } from './puzzle-record';
import { sudokuCore } from './sudoku-core';

interface DailySudoku extends SudokuPuzzle {
  readonly date: string;
  /** The era's scheme version. */
  readonly era: number;
  /** The weekday's level. `level` differs only if the generator ran out of attempts, and then
   *  says what the puzzle is (the closest it found). */
  readonly requested: SudokuLevel;
}

/** The 9×9 Sudoku of a date (YYYY-MM-DD). Throws InvalidInputError for a bad key. */
export function dailySudoku(key: string): DailySudoku {
  const era = dailyEra(key);
  const { size, level: tier, seed } = dailySpec(sudokuCore, key);
  // Every era's levels are graded ones (core/daily-eras.ts); Nightmare is never a daily.
  if (!isSudokuGrade(tier)) throw new InvalidInputError(`the daily's level ${tier} is not dug`);
  const requested: SudokuLevel = tier;
  const made = generateSudoku({ size, level: requested, seed });
  return {
    date: key,
    era: era.version,
    size,
    level: made.level,
    requested,
    seed,
    puzzle: made.puzzle,
    solution: made.solution,
  };
}
