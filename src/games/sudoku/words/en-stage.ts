// Sudoku's words on the stage, in English (the source of keys): its screen's (`words().sudoku`),
// its rules and share texts (`words().gameText.sudoku`) and what can be wrong with its share codes
// (`words().codeProblems`, by the kinds of ../core/problems.ts). Loaded with the stage, found
// by src/i18n/game-words-stage-registry.ts (`stageWords`) and composed into the catalogue.

import type { ProblemSentences } from '../../../engine/code-problems';
import type { GameStageWords } from '../../../i18n/catalogue-types';
import { plural } from '../../../i18n/en';
import type { SUDOKU_PROBLEMS } from '../core/problems';

// A kind without words, a word for no kind, or a sentence asking for a detail the kind lacks
// does not compile.
const problems = {
  'sudoku-empty':
    'There is nothing to read: paste a share code, or a puzzle of 16, 36 or 81 characters.',
  'sudoku-bad-char': (p: { at: string; char: string }) =>
    `Character ${p.at} of the code is "${p.char}"; a share code uses only A–Z, a–z, 0–9, - and _ ` +
    '(and a puzzle string only digits and .).',
  'sudoku-version': (p: { first: string; expected: string }) =>
    'This code may be from a newer version of Gridwise (update to open it), or it is not a ' +
    `Gridwise Sudoku code: it starts with "${p.first}", and this version reads codes that ` +
    `start with "${p.expected}".`,
  'sudoku-no-size': 'The code is too short: it ends after its first character.',
  'sudoku-size': (p: { char: string }) =>
    `Character 2 of the code is "${p.char}"; it gives the grid size, which must be 4, 6 or 9.`,
  'sudoku-too-short': (p: { size: string; min: string; length: string }) =>
    `The code is too short: a ${p.size}×${p.size} code has at least ${p.min} characters; ` +
    `this one has ${p.length}.`,
  'sudoku-given-beyond': (p: { at: string; size: string }) =>
    `The code has a typo: character ${p.at} marks a given beyond the last cell of a ${p.size}×${p.size} grid.`,
  'sudoku-length': (p: { length: string; size: string; givens: string; expected: string }) =>
    `The code has ${p.length} characters, but a ${p.size}×${p.size} code with these ${p.givens} givens ` +
    `has ${p.expected}: a character is missing or extra, or one was mistyped.`,
  'sudoku-digits-damaged': 'The code is damaged: its digits part is larger than its givens allow.',
  'sudoku-no-solution': 'This puzzle has no solution: its givens contradict each other further on.',
  'sudoku-many-solutions':
    'This puzzle has more than one solution, so logic alone cannot finish it: a given is missing.',
  'puzzle-length': (p: { expected: string; length: string }) =>
    `A puzzle needs ${p.expected} characters (one per cell); this one has ${p.length}.`,
  'puzzle-length-any': (p: { length: string }) =>
    `A puzzle needs 16, 36 or 81 characters (one per cell); this one has ${p.length}.`,
  'puzzle-char': (p: { at: string; row: string; column: string; char: string; max: string }) =>
    `Character ${p.at} (row ${p.row}, column ${p.column}) is "${p.char}"; ` +
    `use 1–${p.max} for a digit and . or 0 for an empty cell.`,
  // Players read cells as words here (the command line says r1c3).
  'puzzle-clash': (p: {
    digit: string;
    row1: string;
    column1: string;
    row2: string;
    column2: string;
  }) =>
    `The givens break a rule: ${p.digit} appears at row ${p.row1}, column ${p.column1} and ` +
    `row ${p.row2}, column ${p.column2}, which share a row, column or box.`,
} as const satisfies ProblemSentences<typeof SUDOKU_PROBLEMS>;

export const sudokuStageWords = {
  screen: {
    // The settings rows Sudoku adds to the settings screen (play/sudoku-settings.ts).
    settings: {
      digits: 'Digits',
      digitsNormal: 'Normal',
      digitsLarge: 'Large',
      conflict: 'Sudoku input: a digit that breaks a rule is…',
      conflictRefuse: 'Refused',
      conflictMark: 'Marked',
      conflictCheck: 'Checked vs answer',
      conflictRefuseNote: 'A digit that repeats in its row, column or box is not written.',
      conflictMarkNote: 'Repeats are written and marked, for you to fix later.',
      conflictCheckNote: 'Wrong digits are marked too, and each counts as a mistake.',
      autoClean: 'Remove notes from peers when a digit is placed',
      entry: 'Sudoku entry',
      entryCell: 'Cell, then digit',
      entryDigit: 'Digit, then cells',
    },
    // What a best time's own part says on its records row (play/sudoku-record-note.ts).
    records: {
      strict: 'strict',
      marked: 'marked',
      checked: 'checked',
      mistakes: (p: { policy: string; count: number; countText: string }) =>
        `${p.policy}, ${p.countText} ${plural(p.count, 'mistake', 'mistakes')}`,
    },
    making: 'Making a new puzzle…',
    makeFailed: 'Could not make a puzzle',
    newTitle: 'Start a new game?',
    newBody: 'This puzzle and your progress on it will be lost.',
    newConfirm: 'New game',
    notes: '✎ Notes',
    notesOn: '✎ Notes on',
    answer: 'Answer',
    autoNotes: 'Auto-notes',
    erase: 'Erase',
    padKey: (p: { digit: string; left: string }) => `${p.digit}, ${p.left} left`,
    padKeyDone: (p: { digit: string }) => `${p.digit}, all placed`,
    oneNote: 'The next digit goes in as a digit; then back to notes.',
    oneNoteOn: 'The next digit goes in as a note.',
    autoNotesAssisted: 'Every empty cell now shows its candidates. This game counts as assisted.',
    autoNotesSaid: 'Notes filled in for every empty cell.',
    pausedSaid: 'Paused. The board is hidden until you resume.',
    resumedSaid: 'Resumed.',
    pickDigit: 'Pick a digit, then tap its cells.',
    pickCell: 'Tap a cell first, then a digit.',
    givenCell: (p: { where: string }) => `${p.where} holds a given digit; it can't change.`,
    notesEmptyOnly: 'Notes go in empty cells. Clear the digit first.',
    putDown: (p: { digit: string }) => `${p.digit} put down.`,
    picked: (p: { digit: string; asNote: boolean }) =>
      `${p.digit} picked: tap the cells it goes in${p.asNote ? ' as a note' : ''}.`,
    clash: (p: { digit: string; house: 'row' | 'column' | 'box' }) =>
      `${p.digit} is already in this ${p.house}.`,
    wrongDigit: (p: { digit: string; where: string; mistakes: string }) =>
      `${p.digit} is not the right digit for ${p.where} (mistake ${p.mistakes}).`,
    placed: (p: { digit: string; where: string }) => `${p.digit} in ${p.where}.`,
    revealTitle: 'Show the answer?',
    revealBody:
      'The whole solution will be filled in. The game counts as played, never as a win or a record.',
    revealConfirm: 'Show answer',
    answerShown: 'Answer shown',
    answerShownDetail: (p: { where: string; time: string }) =>
      `${p.where} · ${p.time} · revealed, not a win`,
    solved: 'Solved!',
    solvedDetail: (p: { where: string; time: string; notes: string }) =>
      `${p.where} in ${p.time}${p.notes}`,
    solvedNotes: (p: { notes: string }) => ` (${p.notes})`,
    assisted: 'assisted',
    mistakes: (p: { count: number; countText: string }) =>
      `${p.countText} ${plural(p.count, 'mistake', 'mistakes')}`,
    listJoin: ', ',
    solvedSaid: (p: { where: string; time: string }) => `Solved! ${p.where} in ${p.time}.`,
    hintDone: (p: { title: string }) => `Done: ${p.title}.`,
    hintSaid: (p: { title: string; text: string }) => `Hint: ${p.title}. ${p.text}`,
    placeOne: (p: { digit: string }) => `Place ${p.digit}`,
    placeThem: 'Place them',
    removeThem: 'Remove them',
    // school: the hint card's way to the technique's lesson.
    learnTechnique: (p: { name: string }) => `Learn ${p.name}`,
    cell: (p: { row: string; column: string }) => `row ${p.row}, column ${p.column}`,
    cellName: (p: { row: string; column: string }) => `Row ${p.row}, column ${p.column}`,
    cellGiven: (p: { where: string; digit: string }) => `${p.where}: ${p.digit}, given`,
    cellWrong: (p: { where: string; digit: string }) => `${p.where}: ${p.digit}, wrong`,
    cellYours: (p: { where: string; digit: string }) => `${p.where}: ${p.digit}, yours`,
    cellNotes: (p: { where: string; notes: string }) => `${p.where}: empty, notes ${p.notes}`,
    cellEmpty: (p: { where: string }) => `${p.where}: empty`,
    // Sudoku screen: the icon buttons' short labels, the More sheet, the mistakes count.
    toolUndo: 'Undo',
    toolRedo: 'Redo',
    toolNotes: 'Notes',
    toolAutoNotes: 'Auto-notes',
    toolHint: 'Hint',
    toolMore: 'More',
    menuTitle: 'More actions',
    menuClose: 'Close',
    menuRules: 'How to play',
    mistakesShown: (p: { countText: string }) => `Mistakes ${p.countText}`,
    // lesson: the first steps on a 4×4 board, and the Rules pictures' captions.
    lesson: {
      tapCell: 'Tap the glowing cell.',
      placeDigit: 'Each row, column and box holds 1–4 once. This row lacks a 2: tap 2 on the pad.',
      fillOther: 'Now the other empty cell: tap it, then the digit its row lacks.',
      done: 'Solved! Every cell is filled and no digit repeats. Ready for a real one?',
      wrong: 'Not that one: that digit is already in its row, column or box.',
      pictureRow: 'A row holds each digit once',
      pictureColumn: 'So does a column',
      pictureBox: 'And each box',
    },
  },
  text: {
    // What else a pasted text may be (the core's pastedForm, word for word), and the line the
    // Open dialog adds for it.
    pastedForms: ['a Sudoku as 16, 36 or 81 digits and dots'],
    pasteHints: ['A Sudoku written as 16, 36 or 81 digits and dots works too.'],
    recordsLegend: [
      'Strict / marked / checked: how rule-breaking digits were handled in that run.',
    ],
    rulesTitle: 'How to play Sudoku',
    rules: [
      'Fill every empty cell with a digit.',
      'Each row, each column and each outlined box must hold every digit exactly once: 1–9 on a 9×9 grid, 1–6 on 6×6, 1–4 on 4×4.',
      'Bold dark digits are given and cannot change. Your digits are blue.',
      'Tap a cell, then tap a digit. Tap the same digit again, or ⌫, to clear it. Or, with Digit first in Settings, tap a digit, then every cell it goes in.',
      'Notes: switch Notes on and tap digits to pencil in the ones a cell might hold; the pad shows small digits while Notes is on. To pencil just one, long-press the cell, then tap the digit. A placed digit leaves the notes of its row, column and box. Auto-notes fills in every candidate. Each key of the pad shows how many of its digit are still to place.',
      'A digit that repeats one already in its row, column or box is refused, and the clashing cell flashes. A digit that breaks no rule goes in even when it is not the answer: nothing says so until it leads to a clash (a hint points it out). In Settings you can have rule-breaking digits only marked, or every digit checked against the answer, with mistakes counted in the header.',
      'Hint shows where to look, then the technique, then the exact step, which one tap can carry out. Hints and auto-notes mark the game as assisted in your records. Answer fills in the solution: the game is then revealed, counted as played but never as a win, and kept out of Records, best, average and win rate.',
      'Records list your ten fastest wins per size and level, with how rule-breaking digits were handled: strict (refused), marked, or checked against the answer. A streak counts wins in a row without help: an assisted win, or leaving a game unfinished for a new one, starts it again. A game counts as played from its first move: one left with no move is not counted.',
      'Undo and Redo walk back and forth through your moves. Pause covers the board and stops the clock. Every puzzle has exactly one solution. Up to Master it can be found by reasoning, step by step; an Extreme puzzle may also need trial: trying a digit and following it until it breaks a rule.',
      'Keyboard: arrows move, 1–9 write, Backspace clears, N notes, H hint, P pause, Ctrl+Z undoes, Ctrl+Y redoes.',
    ],
    boardLabel: 'Sudoku board',
    sharedNoun: 'Sudoku',
    shareTitle: 'A Sudoku from Gridwise',
  },
  problems,
} as const;

/** What the words registry finds (src/i18n/game-words-stage-registry.ts, by import.meta.glob). */
export const stageWords: GameStageWords = sudokuStageWords;

// Types `words().sudoku`, `words().gameText.sudoku` and its problems for the catalogues.
declare module '../../../i18n/game-words-by-id' {
  interface GameStageWordsById {
    readonly sudoku: typeof sudokuStageWords;
  }
}
