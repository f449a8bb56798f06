// Sudoku's line in the game registry: its names, rules and today's puzzle, and how to load it.

import { words } from '../../../i18n/i18n';
import { entryWithWords } from '../../../play/entry-with-words';
import type { GameEntry } from '../../../play/game-entry';
import { dailySpec } from '../../daily';
import type { SudokuPuzzle } from '../core/puzzle-record';
import { sudokuCore } from '../core/sudoku-core';
import { sudokuCard, sudokuLevelName } from './sudoku-card';

export const sudokuEntry: GameEntry<SudokuPuzzle> = entryWithWords(
  sudokuCard,
  () => words().gameText.sudoku,
  {
    core: sudokuCore,
    title: (p) => `${sudokuCard.sizeLabel(p.size)} · ${sudokuLevelName(p.level)}`,
    policy: (settings) => settings.conflictMode,
    daily: (key) => dailySpec(key, 'sudoku'),
    load: () => import('./sudoku-play').then((m) => m.createSudoku),
  },
);
