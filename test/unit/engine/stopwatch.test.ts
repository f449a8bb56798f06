// The play timer: built from segments of an injected monotonic clock, it counts only while
// running, keeps nothing from paused or hidden time, never goes backwards, and resumes from a
// restored total.

import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { Stopwatch } from '../../../src/engine/stopwatch';

/** A clock the test moves by hand. */
function fakeClock(start = 1_000) {
  let now = start;
  return {
    read: () => now,
    advance: (ms: number) => {
      now += ms;
    },
    set: (ms: number) => {
      now = ms;
    },
  };
}

describe('Stopwatch segments', () => {
  it('adds up start–pause segments and ignores the gaps between them', () => {
    const clock = fakeClock();
    const w = new Stopwatch(clock.read);
    expect(w.running).toBe(false);
    expect(w.elapsedMs()).toBe(0);
    clock.advance(5_000); // before the first start: not counted
    w.start();
    expect(w.running).toBe(true);
    clock.advance(1_200);
    expect(w.elapsedMs()).toBe(1_200);
    w.pause();
    clock.advance(60_000);
    expect(w.elapsedMs()).toBe(1_200);
    w.start();
    clock.advance(300);
    w.pause();
    w.start();
    clock.advance(500);
    expect(w.elapsedMs()).toBe(2_000);
  });

  it('reading the time does not change it', () => {
    const clock = fakeClock();
    const w = new Stopwatch(clock.read);
    w.start();
    clock.advance(400);
    for (let i = 0; i < 5; i++) expect(w.elapsedMs()).toBe(400);
    clock.advance(100);
    expect(w.elapsedMs()).toBe(500);
  });

  it('a page hidden for an hour adds nothing once paused on hide and resumed on show', () => {
    const clock = fakeClock();
    const w = new Stopwatch(clock.read);
    w.start();
    clock.advance(90_000);
    w.pause(); // visibilitychange: hidden
    clock.advance(3_600_000);
    expect(w.elapsedMs()).toBe(90_000);
    w.start(); // visible again
    clock.advance(10_000);
    expect(w.elapsedMs()).toBe(100_000);
  });
});

describe('Stopwatch with a misbehaving clock', () => {
  it('never shows less than before when the clock steps back while running', () => {
    const clock = fakeClock(10_000);
    const w = new Stopwatch(clock.read);
    w.start();
    clock.advance(4_000);
    expect(w.elapsedMs()).toBe(4_000);
    clock.set(11_000); // three seconds back
    expect(w.elapsedMs()).toBe(4_000);
    w.pause();
    expect(w.elapsedMs()).toBe(4_000);
  });

  it('after a step back, counts on from the new reading instead of freezing', () => {
    const clock = fakeClock(10_000);
    const w = new Stopwatch(clock.read);
    w.start();
    clock.advance(4_000);
    expect(w.elapsedMs()).toBe(4_000);
    clock.set(0);
    expect(w.elapsedMs()).toBe(4_000);
    clock.advance(1_000);
    expect(w.elapsedMs()).toBe(5_000);
  });

  it('a clock already behind at start counts nothing negative', () => {
    const clock = fakeClock(1_000);
    const w = new Stopwatch(clock.read, 2_000);
    w.start();
    clock.set(-5_000);
    w.pause();
    expect(w.elapsedMs()).toBe(2_000);
  });

  it('is monotone under a random walk of the clock', () => {
    const clock = fakeClock(0);
    const w = new Stopwatch(clock.read);
    const rng = createRng('stopwatch-walk');
    let last = 0;
    for (let i = 0; i < 2_000; i++) {
      clock.advance(rng.int(2_000) - 600); // mostly forward, sometimes back
      if (rng.int(10) === 0) w.pause();
      if (rng.int(8) === 0) w.start();
      const now = w.elapsedMs();
      expect(now).toBeGreaterThanOrEqual(last);
      last = now;
    }
    expect(last).toBeGreaterThan(0);
  });
});

describe('Stopwatch restored and repeated calls', () => {
  it('continues from a restored total, paused until started', () => {
    const clock = fakeClock();
    const w = new Stopwatch(clock.read, 125_000);
    expect(w.running).toBe(false);
    clock.advance(10_000);
    expect(w.elapsedMs()).toBe(125_000);
    w.start();
    clock.advance(5_000);
    expect(w.elapsedMs()).toBe(130_000);
  });

  it('treats a broken restored total as zero', () => {
    const clock = fakeClock();
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const w = new Stopwatch(clock.read, bad);
      expect(w.elapsedMs()).toBe(0);
      w.start();
      clock.advance(10);
      expect(w.elapsedMs()).toBe(10);
    }
  });

  it('a second start keeps the first segment; a second pause adds nothing', () => {
    const clock = fakeClock();
    const w = new Stopwatch(clock.read);
    w.start();
    clock.advance(100);
    w.start();
    clock.advance(100);
    expect(w.elapsedMs()).toBe(200);
    w.pause();
    clock.advance(100);
    w.pause();
    expect(w.running).toBe(false);
    expect(w.elapsedMs()).toBe(200);
  });

  it('a pause before any start does nothing', () => {
    const clock = fakeClock();
    const w = new Stopwatch(clock.read, 50);
    w.pause();
    clock.advance(100);
    expect(w.elapsedMs()).toBe(50);
    expect(w.running).toBe(false);
  });
});
