// "New game" gets its puzzle at once from the pool, or a promise from the worker. While the
// player waits, a progress panel shows (after a short delay, see ProgressPanel) and further
// "new game" taps are ignored; a failure is told in a toast and the current game stays.

export interface WaitScreen {
  showProgress(text: string): void;
  hideProgress(): void;
  toast: { show(text: string): void };
}

export class PuzzleWaiter {
  private waiting = false;

  /** True while a puzzle is being made for the player. */
  get busy(): boolean {
    return this.waiting;
  }

  /** Calls `start` with the puzzle now or when it arrives. Ignored while one is awaited. */
  run<P>(
    made: () => P | Promise<P>,
    screen: WaitScreen,
    words: { progress: string; failure: string },
    start: (puzzle: P) => void,
  ): void {
    if (this.waiting) return;
    const result = made();
    if (!(result instanceof Promise)) {
      start(result);
      return;
    }
    this.waiting = true;
    screen.showProgress(words.progress);
    const settle = () => {
      this.waiting = false;
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
