// Sudoku's line in the game registry: its names, rules and today's puzzle, and how to load it.

import type { GameEntry } from '../../../play/game-entry';
import { dailySpec } from '../../daily';
import type { SudokuPuzzle } from '../core/puzzle-record';
import { sudokuCore } from '../core/sudoku-core';
import { SUDOKU_LEVEL_NAMES, sudokuCard } from './sudoku-card';
import { SUDOKU_RULES_TEXT } from './sudoku-rules-text';

export const sudokuEntry: GameEntry<SudokuPuzzle> = {
  ...sudokuCard,
  core: sudokuCore,
  title: (p) => `${sudokuCard.sizeLabel(p.size)} · ${SUDOKU_LEVEL_NAMES[p.level]}`,
  boardLabel: 'Sudoku board',
  sharedNoun: 'Sudoku',
  shareTitle: 'A Sudoku from Gridwise',
  policy: (settings) => settings.conflictMode,
  rules: { title: 'How to play Sudoku', lines: SUDOKU_RULES_TEXT },
  daily: (key) => dailySpec(key, 'sudoku'),
  load: () => import('./sudoku-play').then((m) => m.createSudoku),
};
