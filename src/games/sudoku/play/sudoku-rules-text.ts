// How to play Sudoku, in plain words, for someone who has never seen one.

export const SUDOKU_RULES_TEXT: readonly string[] = [
  'Fill every empty cell with a digit.',
  'Each row, each column and each outlined box must hold every digit exactly once: 1–9 on a 9×9 grid, 1–6 on 6×6, 1–4 on 4×4.',
  'Bold dark digits are given and cannot change. Your digits are blue.',
  'Tap a cell, then tap a digit. Tap the same digit again, or ⌫, to clear it. Or, with Digit first in Settings, tap a digit, then every cell it goes in.',
  'Notes: switch Notes on and tap digits to pencil in the ones a cell might hold; the pad shows small digits while Notes is on. To pencil just one, long-press the cell, then tap the digit. A placed digit leaves the notes of its row, column and box. Auto-notes fills in every candidate. Each key of the pad shows how many of its digit are still to place.',
  'A digit that repeats one already in its row, column or box is refused, and the clashing cell flashes. In Settings you can have it only marked, or checked against the answer with mistakes counted.',
  'Hint shows where to look, then the technique, then the exact step, which one tap can carry out. Hints, auto-notes and Answer mark the game as assisted in your records.',
  'Records list your ten fastest wins per size and level, with how rule-breaking digits were handled: strict (refused), marked, or checked against the answer. A streak counts wins in a row without help: an assisted win, or leaving a game unfinished for a new one, starts it again.',
  'Undo and Redo walk back and forth through your moves. Pause covers the board and stops the clock. Every puzzle has exactly one solution. Up to Master it can be found by reasoning, step by step; an Extreme puzzle may also need trial: trying a digit and following it until it breaks a rule.',
  'Keyboard: arrows move, 1–9 write, Backspace clears, N notes, H hint, P pause, Ctrl+Z undoes, Ctrl+Y redoes.',
];
