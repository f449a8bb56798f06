// The Link board's running animations: each is a step function driven by the render loop for a
// fixed time, then an end that snaps to the final state. Any of them can be finished early
// (a new move arrives), and a delayed one waits on a timer so nothing is drawn before it begins.

import type { RenderLoop } from '../../../ui/render-loop';

/** Board animations change what is where and always end on update(); the others only decorate. */
type RunTag = 'match' | 'reshuffle' | 'shake' | 'hint' | 'win' | 'points';

interface Run {
  readonly tag: RunTag;
  readonly duration: number;
  elapsed: number;
  /** Jumps to the end state (idempotent). */
  finish(): void;
}

export class AnimationRuns {
  private readonly runs = new Set<Run>();

  constructor(private readonly loop: RenderLoop) {}

  /**
   * Runs `step` each frame for `duration` ms, then `end`; finish() can jump to `end`. A `delay`
   * waits on a timer first, so nothing is drawn while the animation has not begun.
   */
  start(
    tag: RunTag,
    duration: number,
    step: (t: number) => void,
    end: () => void,
    delay = 0,
  ): void {
    let done = false;
    let cancel = (): void => {};
    let timer: ReturnType<typeof setTimeout> | null = null;
    // `inFrame`: the loop draws right after this step, so no extra frame is needed.
    const stop = (inFrame: boolean) => {
      if (done) return;
      done = true;
      if (timer !== null) clearTimeout(timer);
      cancel();
      this.runs.delete(run);
      end();
      if (!inFrame) this.loop.invalidate();
    };
    const run: Run = { tag, duration: delay + duration, elapsed: 0, finish: () => stop(false) };
    this.runs.add(run);
    const begin = () => {
      timer = null;
      cancel = this.loop.animate((t) => {
        run.elapsed = delay + t;
        if (t >= duration) {
          stop(true);
          return false;
        }
        step(t);
        return true;
      });
    };
    if (delay > 0) timer = setTimeout(begin, delay);
    else begin();
  }

  /** Ends at once (in their end state) the runs `which` picks. */
  finish(which: (tag: RunTag) => boolean): void {
    for (const run of [...this.runs]) if (which(run.tag)) run.finish();
  }

  /** How long until the runs `which` picks are all over, in ms (0 when none runs). */
  remaining(which: (tag: RunTag) => boolean): number {
    let left = 0;
    for (const run of this.runs)
      if (which(run.tag)) left = Math.max(left, run.duration - run.elapsed);
    return left;
  }
}
