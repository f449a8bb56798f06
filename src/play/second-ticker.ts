// Wakes a game once per whole second of its clock, and only then: the timer label changes and
// the clock is journaled, with no frames or timers in between (battery).

export class SecondTicker {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    /** Reads the clock's elapsed ms. */
    private readonly elapsedMs: () => number,
    /** Called at start (persist = false: nothing has changed yet) and on each whole second. */
    private readonly onSecond: (persist: boolean) => void,
  ) {}

  start(): void {
    this.tick(false);
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private readonly tick = (persist: boolean): void => {
    this.stop();
    this.onSecond(persist);
    const ms = this.elapsedMs();
    // 5 ms past the second, so the label never shows the previous second again.
    this.timer = setTimeout(() => this.tick(true), 1000 - (ms % 1000) + 5);
  };
}
