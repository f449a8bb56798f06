// Sudoku's part of the daily scheme (the shared part, and why eras exist: src/engine/daily.ts):
// for each era, the generator version its dailies were made with and the level of each weekday.
// Light on purpose: the core (and so the app) imports it; the daily maker is ./daily.ts.

import { eraFields, type GameDaily, type GameDailyEra } from '../../../engine/daily';
import type { SudokuLevel } from './generator';
import type { SudokuPuzzle } from './puzzle-record';

interface SudokuDailyEra extends GameDailyEra {
  /** 9×9 level by weekday, Sunday first (as Date.getDay counts). */
  readonly levels: readonly [
    SudokuLevel,
    SudokuLevel,
    SudokuLevel,
    SudokuLevel,
    SudokuLevel,
    SudokuLevel,
    SudokuLevel,
  ];
}

/**
 * Oldest first. Levels stop at expert: master and extreme take up to a second to generate
 * (BENCHMARKS.md), too long for a tap on "Daily".
 */
export const SUDOKU_DAILY_ERAS: readonly SudokuDailyEra[] = [
  {
    era: 1,
    generator: 2,
    // The week builds up: an easy Monday, an expert weekend.
    levels: ['expert', 'easy', 'medium', 'medium', 'hard', 'hard', 'expert'],
  },
];

export const sudokuDaily: GameDaily<SudokuPuzzle> = {
  eras: SUDOKU_DAILY_ERAS,
  on(date) {
    const fields = eraFields(SUDOKU_DAILY_ERAS, date.era);
    return { size: 9, level: fields.levels[date.weekday] as SudokuLevel };
  },
};
