// Sudoku's line in the game registry: its names, rules and today's puzzle, and how to load it.

import { words } from '../../../i18n/i18n';
import { defineGame } from '../../../play/define-game';
import type { SudokuPuzzle } from '../core/puzzle-record';
import { sudokuCore } from '../core/sudoku-core';
import { sudokuCard, sudokuLevelName } from './sudoku-card';
import { sudokuRecordNote } from './sudoku-record-note';
import { sudokuSettingRows } from './sudoku-settings';

export const sudokuEntry = defineGame<SudokuPuzzle>({
  ...sudokuCard,
  // The spread copied the card's names as they were; these follow the language in use.
  get name() {
    return sudokuCard.name;
  },
  get blurb() {
    return sudokuCard.blurb;
  },
  core: sudokuCore,
  title: (p) => `${sudokuCard.sizeLabel(p.size)} · ${sudokuLevelName(p.level)}`,
  get boardLabel() {
    return words().gameText.sudoku.boardLabel;
  },
  get sharedNoun() {
    return words().gameText.sudoku.sharedNoun;
  },
  get shareTitle() {
    return words().gameText.sudoku.shareTitle;
  },
  recordNote: (own) => sudokuRecordNote(own),
  settingRows: sudokuSettingRows,
  get rules() {
    const w = words().gameText.sudoku;
    return { title: w.rulesTitle, lines: w.rules };
  },
  load: () => import('./sudoku-play').then((m) => m.createSudoku),
});
