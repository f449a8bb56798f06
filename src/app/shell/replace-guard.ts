// No tap throws a played game away without asking. Every start that lands in a slot holding a
// game in progress with a move in it (Start in the lobby, a journey stage, another day's daily
// over the daily in progress) opens that game and asks over it: "Start a new Sudoku · 9×9 ·
// Extreme? Your Sudoku · 9×9 · Nightmare in progress (12:40) will be lost." Keep playing is the
// default answer (btn:cancel); Start new (btn:confirm) goes on. Asking rather than keeping one
// saved game per size and level: the lobby stays one Continue per game, and the player sees
// the game they would lose behind the question. A game kept in its other slot (a daily while
// the free game waits) is never at stake: it is parked, not replaced.

import { words } from '../../i18n/i18n';
import { formatDuration } from '../../play/format';
import type { GameController } from '../../play/game-api';
import type { GameEntry } from '../../play/game-entry';
import { resumeInfo } from '../lobby/lobby-games';

/** What a start would begin, as far as it is known before the puzzle is made. */
export type NextGame = { size?: unknown; level?: unknown; seed?: unknown };

/**
 * Runs `start` on `controller`, asking first when it would replace a played game in progress.
 * `next` says what would begin (its title in the question).
 */
export function startAsking(
  entry: GameEntry,
  controller: GameController,
  next: NextGame,
  start: (controller: GameController) => void,
): void {
  const current = controller.atStake ? controller.draft() : null;
  if (!current) {
    start(controller);
    return;
  }
  const w = words().play;
  const nextTitle = resumeInfo(entry, { puzzle: { ...next }, elapsedMs: 0 }).title;
  controller.screen.confirm({
    title: w.replaceTitle({ next: w.replaceNew({ title: nextTitle }) }),
    body: w.replaceBody({
      current: resumeInfo(entry, current).title,
      time: formatDuration(current.elapsedMs),
    }),
    confirm: w.replaceConfirm,
    cancel: words().common.keepPlaying,
    cancelIsDefault: true,
    onConfirm: () => start(controller),
    onCancel: () => {},
  });
}
