// Render on demand. Nothing draws while nothing changes: a change asks for one frame, and an
// animation keeps frames coming only while it runs. This replaces Pixi's always-on ticker,
// which would wake the GPU 60 times a second on an idle board and drain a phone's battery.

export type Tween = (elapsedMs: number) => boolean; // returns true while it wants more frames

export class RenderLoop {
  private frameRequested = false;
  private readonly tweens = new Set<{ start: number; step: Tween }>();
  private readonly drawnListeners = new Set<() => void>();
  /** Frames drawn since start; exposed so tests can prove the idle board draws nothing. */
  framesDrawn = 0;
  /** When the last frame finished drawing (performance.now), for latency measurements. */
  lastFrameAt = 0;
  /** Frames are held (not drawn) until this time or until every hold has settled. */
  private heldUntil = 0;
  private holds = 0;
  private heldSince: number | null = null;
  /** Frames that waited on a hold, and how long the last one waited (bench/move-latency.ts). */
  readonly held = { frames: 0, lastMs: 0 };

  constructor(
    private readonly draw: () => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Ask for one frame (coalesced: many requests before the next frame draw once). */
  invalidate(): void {
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame(this.frame);
  }

  /**
   * Draws nothing new until `work` settles, for at most `maxMs`: the shell holds the frame that
   * shows a move until the move is on disk, so what the player saw survives a kill. A hold
   * that outlives `maxMs` (a slow disk) stops holding; the change is then drawn anyway.
   */
  holdUntil(work: Promise<unknown>, maxMs: number): void {
    // The limit runs from the first of overlapping holds: a stream of taps on a slow disk can
    // hold the screen for maxMs at most, not for as long as the taps keep coming.
    if (this.holds === 0) this.heldUntil = this.now() + maxMs;
    this.holds++;
    const release = () => {
      this.holds--;
      if (this.holds === 0) this.heldUntil = 0;
      // A held frame is already booked (see frame): it draws at the next animation frame.
    };
    work.then(release, release);
  }

  /** True while a frame is waiting on a hold (see holdUntil). */
  get holding(): boolean {
    return this.holds > 0 && this.now() < this.heldUntil;
  }

  /** Runs `step` every frame until it returns false. Returns a function that cancels it. */
  animate(step: Tween): () => void {
    const entry = { start: this.now(), step };
    this.tweens.add(entry);
    this.invalidate();
    return () => {
      this.tweens.delete(entry);
    };
  }

  /**
   * Calls `listener` after every drawn frame, so DOM mirrors of the canvas (the accessible
   * layer) follow exactly what was drawn and do no work while the board is idle. Returns a
   * function that stops the calls.
   */
  onDrawn(listener: () => void): () => void {
    this.drawnListeners.add(listener);
    return () => {
      this.drawnListeners.delete(listener);
    };
  }

  /** True while any animation is running. */
  get animating(): boolean {
    return this.tweens.size > 0;
  }

  /** True when no frame is waiting to be drawn and nothing animates: the screen is final. */
  get idle(): boolean {
    return !this.frameRequested && this.tweens.size === 0;
  }

  private readonly frame = (): void => {
    if (this.holding) {
      // Checked again each animation frame until the hold settles or runs out.
      this.heldSince ??= this.now();
      requestAnimationFrame(this.frame);
      return;
    }
    if (this.heldSince !== null) {
      this.held.frames++;
      this.held.lastMs = this.now() - this.heldSince;
      this.heldSince = null;
    }
    this.frameRequested = false;
    const t = this.now();
    for (const entry of [...this.tweens]) {
      if (!entry.step(t - entry.start)) this.tweens.delete(entry);
    }
    this.draw();
    this.framesDrawn++;
    this.lastFrameAt = this.now();
    if (this.tweens.size > 0) this.invalidate();
    // After the next frame is booked, so a failing listener cannot stall an animation.
    for (const listener of [...this.drawnListeners]) listener();
  };
}

/** Standard easing, so every animation in the app feels alike. */
export const ease = {
  outCubic: (t: number) => 1 - (1 - t) ** 3,
  inOutSine: (t: number) => -(Math.cos(Math.PI * t) - 1) / 2,
  outBack: (t: number) => 1 + 2.70158 * (t - 1) ** 3 + 1.70158 * (t - 1) ** 2,
};
