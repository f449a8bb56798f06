// How to play Sudoku, in plain words, for someone who has never seen one.

export const SUDOKU_RULES_TEXT: readonly string[] = [
  'Fill every empty cell with a digit.',
  'Each row, each column and each outlined box must hold every digit exactly once: 1–9 on a 9×9 grid, 1–6 on 6×6, 1–4 on 4×4.',
  'Bold dark digits are given and cannot change. Your digits are blue.',
  'Tap a cell, then tap a digit. Tap the same digit again, or ⌫, to clear it.',
  'Notes: switch Notes on and tap digits to pencil in the ones a cell might hold; the pad shows small digits while Notes is on. To pencil just one, long-press the cell, then tap the digit. A placed digit leaves the notes of its row, column and box. Auto-notes fills in every candidate. Each key of the pad shows how many of its digit are still to place.',
  'A digit that repeats one already in its row, column or box is refused, and the clashing cell flashes. In Settings you can have it only marked, or checked against the answer with mistakes counted.',
  'Hint shows where to look, then the technique, then the exact step. Hints, auto-notes and Answer mark the game as assisted in your records.',
  'Undo and Redo walk back and forth through your moves. Pause covers the board and stops the clock. Every puzzle has exactly one solution, and it can always be found by reasoning.',
  'Keyboard: arrows move, 1–9 write, Backspace clears, N notes, H hint, P pause, Ctrl+Z undoes, Ctrl+Y redoes.',
];
