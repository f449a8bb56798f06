// Sudoku's line in the game registry: its names, rules and today's puzzle, and how to load it.

import { words } from '../../../i18n/i18n';
import { defineGame } from '../../../play/define-game';
import { entryWithWords } from '../../../play/entry-with-words';
import type { SudokuPuzzle } from '../core/puzzle-record';
import { sudokuCore } from '../core/sudoku-core';
import { sudokuCard, sudokuLevelName } from './sudoku-card';
import { sudokuRecordNote } from './sudoku-record-note';
import { sudokuSettingRows } from './sudoku-settings';

export const sudokuEntry = defineGame<SudokuPuzzle>(
  entryWithWords(sudokuCard, () => words().gameText.sudoku, {
    core: sudokuCore,
    // Its board's cells, the number pad's keys and the school's rows (sudoku-board-view.ts,
    // sudoku-pad-view.ts, school-list.ts); the cells are the accessible grid's.
    targetPrefixes: ['cell', 'pad', 'technique'],
    gridCellPrefixes: ['cell'],
    title: (p) => `${sudokuCard.sizeLabel(p.size)} · ${sudokuLevelName(p.level)}`,
    recordNote: (own) => sudokuRecordNote(own),
    settingRows: sudokuSettingRows,
    load: () => import('./sudoku-play').then((m) => m.createSudoku),
    // lesson: in the game's screen chunk, which the first start needs anyway. A
    // chunk of its own shared the core rules with game-registry, and the bundler then split
    // those out into three more chunks on the idle start path (8 requests instead of 5: an
    // extra round trip in the first-visit budget, TTI over 2 s).
    firstSteps: () => import('./sudoku-play').then((m) => m.sudokuFirstSteps),
    // school: its own chunk, loaded when the school first opens (never on the start path).
    school: () => import('./sudoku-school').then((m) => m.sudokuSchool),
    // A printed puzzle read from a photo: its check screen in a chunk of its own, loaded when
    // Scan is first tapped; the reader's worker and model only with the first photo.
    scan: () => import('../scan/screen/sudoku-scan').then((m) => m.sudokuScan),
  }),
);
