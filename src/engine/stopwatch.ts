// The play timer. Time comes from an injected monotonic clock (performance.now in the app, a
// fake in tests), so it never runs backwards when the wall clock changes and never counts
// while paused or hidden.
//
// Elapsed time is the sum of the forward steps between readings of the clock, not "now minus
// when it started": should the clock ever step back, the time shown does not drop (a reading
// may only add), and counting goes on from the new reading instead of freezing until the clock
// has caught up with its old value.

type MonotonicClock = () => number;

export class Stopwatch {
  private accumulated: number;
  /** The clock's last reading while running; null while paused. */
  private lastReading: number | null = null;

  constructor(
    private readonly now: MonotonicClock,
    elapsedMs = 0,
  ) {
    // A restored value comes from storage: anything but a finite positive number counts as 0.
    this.accumulated = Number.isFinite(elapsedMs) ? Math.max(0, elapsedMs) : 0;
  }

  get running(): boolean {
    return this.lastReading !== null;
  }

  start(): void {
    if (this.lastReading === null) this.lastReading = this.now();
  }

  pause(): void {
    if (this.lastReading === null) return;
    this.advance();
    this.lastReading = null;
  }

  elapsedMs(): number {
    if (this.lastReading !== null) this.advance();
    return this.accumulated;
  }

  /** Adds the time since the last reading (nothing if the clock stepped back). */
  private advance(): void {
    const t = this.now();
    this.accumulated += Math.max(0, t - (this.lastReading as number));
    this.lastReading = t;
  }
}
