// "New game" on a game's screen: a new puzzle of the same size and level at once when nothing
// would be lost, else only after the player confirms (Keep playing is the default answer).

import type { PuzzleBase } from '../engine/game-core';
import type { GameRun } from './game-run';

export function askNewGame<S, P extends PuzzleBase, Snapshot>(run: GameRun<S, P, Snapshot>): void {
  const puzzle = run.puzzle;
  if (!puzzle) return;
  const spec = { size: puzzle.size, level: puzzle.level };
  // A daily is kept in its own slot: nothing is lost, no question asked (daily-slot.ts).
  if (run.deps.newGameElsewhere?.(spec)) return;
  const startNew = () => run.startNew(spec);
  if (run.status === 'won' || !run.session?.canUndo) {
    startNew();
    return;
  }
  // Keep playing is the default answer: a quick tap never loses the game in progress.
  run.screen.confirm({
    ...run.rules.words.newGame,
    cancelIsDefault: true,
    onConfirm: startNew,
    onCancel: () => {},
  });
}
