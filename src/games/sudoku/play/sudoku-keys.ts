// Desktop keyboard play for Sudoku: arrows move, digits write, Backspace clears, N notes,
// H hint (again: next step), P pause, M the More sheet, Escape closes a hint or the sheet,
// Ctrl+Z / Ctrl+Y undo and redo.
// Digit first (a setting), a digit key picks the digit and Enter or Space places it in the
// cell under the cursor, as a tap would.

import type { SudokuRules } from './sudoku-rules';

const ARROWS: Readonly<Record<string, [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Returns true when the key was used. */
export function sudokuKey(event: KeyboardEvent, rules: SudokuRules): boolean {
  const key = event.key;
  const ctrl = event.ctrlKey || event.metaKey;
  if (ctrl && (key === 'z' || key === 'Z')) {
    rules.undoRedo(event.shiftKey ? 'redo' : 'undo');
    return true;
  }
  if (ctrl && (key === 'y' || key === 'Y')) {
    rules.undoRedo('redo');
    return true;
  }
  if (ctrl || event.altKey) return false;
  const step = ARROWS[key];
  if (step) {
    rules.step(step[0], step[1]);
    return true;
  }
  if (key === 'Backspace' || key === 'Delete' || key === '0') {
    rules.erase();
    return true;
  }
  if (key === 'n' || key === 'N') {
    rules.toggleNotes();
    return true;
  }
  if (key === 'h' || key === 'H') {
    if (rules.hinting.open) rules.hinting.more();
    else rules.hinting.show();
    return true;
  }
  if (key === 'p' || key === 'P') {
    rules.togglePause();
    return true;
  }
  if (key === 'Escape' && rules.hinting.open) {
    rules.hinting.close();
    return true;
  }
  const d = key.charCodeAt(0) - 48;
  if (key.length === 1 && d >= 1 && d <= rules.boardSize) {
    rules.padDigit(d);
    return true;
  }
  if (key === 'Enter' || key === ' ') return rules.placePicked();
  return false;
}
