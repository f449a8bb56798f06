// The play timer. Time comes from an injected monotonic clock (performance.now in the app, a
// fake in tests), so it never runs backwards when the wall clock changes and never counts
// while paused or hidden.

export type MonotonicClock = () => number;

export class Stopwatch {
  private accumulated: number;
  private startedAt: number | null = null;

  constructor(
    private readonly now: MonotonicClock,
    elapsedMs = 0,
  ) {
    this.accumulated = Math.max(0, elapsedMs);
  }

  get running(): boolean {
    return this.startedAt !== null;
  }

  start(): void {
    if (this.startedAt === null) this.startedAt = this.now();
  }

  pause(): void {
    if (this.startedAt === null) return;
    // Math.max guards against a clock that misbehaves: the total may only grow.
    this.accumulated += Math.max(0, this.now() - this.startedAt);
    this.startedAt = null;
  }

  elapsedMs(): number {
    if (this.startedAt === null) return this.accumulated;
    return this.accumulated + Math.max(0, this.now() - this.startedAt);
  }
}
