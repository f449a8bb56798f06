// The Sudoku game as the shell loads it: its screen, the shared run with Sudoku's rules of
// interaction, and its board for the accessible grid. Loaded through the game registry.

import { words } from '../../../i18n/i18n';
import type { AccessibleBoard, GameController, GameModuleDeps } from '../../../play/game-api';
import { GameRun } from '../../../play/game-run';
import { RunController } from '../../../play/run-controller';
import type { SudokuState } from '../core/game';
import type { SudokuPuzzle } from '../core/puzzle-record';
import { SudokuRules } from './sudoku-rules';
import type { SudokuScreenIntents } from './sudoku-screen';
import { SudokuScreen } from './sudoku-screen';
import { sudokuSettingsOf } from './sudoku-settings';
import type { SudokuSnapshot } from './sudoku-snapshot';

export function createSudoku(deps: GameModuleDeps<SudokuPuzzle>): GameController {
  // The screen needs its intents at construction and the rules need the screen: the intents
  // object is filled in once the rules exist (they are looked up at tap time).
  const intents = {} as SudokuScreenIntents;
  const screen = new SudokuScreen(deps.loop, intents);
  screen.board.setLargeDigits(sudokuSettingsOf(deps.settings).largeDigits);
  const run = new GameRun<SudokuState, SudokuPuzzle, SudokuSnapshot | null>(
    'sudoku',
    screen,
    deps,
    (r) => new SudokuRules(r, screen, deps.settings),
  );
  const sudoku = run.rules as SudokuRules;
  Object.assign(intents, sudoku.intents);
  const board = (): AccessibleBoard | null => {
    const names = sudoku.cellNames();
    if (names.length === 0 || run.pausedByPlayer) return null;
    const at = screen.board.getGlobalPosition();
    const size = screen.board.boardSize;
    return {
      label: words().gameText.sudoku.boardLabel,
      names,
      columns: Math.round(Math.sqrt(names.length)),
      focus: sudoku.selected,
      rect: { x: at.x, y: at.y, width: size, height: size },
      activate: (cell) => sudoku.intents.cell(cell),
    };
  };
  const controller = new RunController(run, screen, board);
  const settingsChanged = controller.settingsChanged.bind(controller);
  controller.settingsChanged = () => {
    screen.board.setLargeDigits(sudokuSettingsOf(deps.settings).largeDigits);
    settingsChanged();
  };
  return controller;
}

// lesson: the first steps travel with the game's screen (see sudoku-entry.ts).
export { sudokuFirstSteps } from './sudoku-first-steps';
