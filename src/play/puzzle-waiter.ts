// "New game" gets its puzzle at once from the pool, or a promise from the worker. While the
// player waits, a progress panel shows (after a short delay, see ProgressPanel), with how far a
// long making got, and further "new game" taps are ignored; a failure is told in a toast and
// the current game stays.

import type { MakingProgress } from '../engine/game-core';
import { formatCount } from '../i18n/format';
import { words } from '../i18n/i18n';
import { formatDuration } from './format';

/** How far a long making got, as the wait shows it: "0:42 so far · 3,120 tried". */
export function makingSoFar(p: MakingProgress): string {
  return words().play.makingSoFar({
    time: formatDuration(p.elapsedMs),
    tries: formatCount(p.tries),
  });
}

export interface WaitScreen {
  /** The wait's words, and a line under them on how far it got (null: none yet). */
  showProgress(text: string, detail?: string | null): void;
  hideProgress(): void;
  toast: { show(text: string): void };
}

export class PuzzleWaiter {
  private waiting = false;

  /** True while a puzzle is being made for the player. */
  get busy(): boolean {
    return this.waiting;
  }

  /**
   * Calls `start` with the puzzle now or when it arrives. Ignored while one is awaited. `made`
   * may `tell` how far the making got, shown under the wait's words while it lasts.
   */
  run<P>(
    made: (tell: (detail: string) => void) => P | Promise<P>,
    screen: WaitScreen,
    words: { progress: string; failure: string },
    start: (puzzle: P) => void,
  ): void {
    if (this.waiting) return;
    let detail: string | null = null;
    let shown = false;
    const result = made((told) => {
      detail = told;
      if (shown) screen.showProgress(words.progress, detail);
    });
    if (!(result instanceof Promise)) {
      start(result);
      return;
    }
    this.waiting = true;
    shown = true;
    screen.showProgress(words.progress, detail);
    const settle = () => {
      this.waiting = false;
      shown = false;
      screen.hideProgress();
    };
    result.then(
      (puzzle) => {
        settle();
        start(puzzle);
      },
      (error: unknown) => {
        settle();
        screen.toast.show(`${words.failure}: ${(error as Error).message}`);
      },
    );
  }
}
