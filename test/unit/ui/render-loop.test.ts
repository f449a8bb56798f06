import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RenderLoop } from '../../../src/ui/render-loop';

// The browser's frame clock, driven by hand: each flush() runs the callbacks queued so far.
let queue: FrameRequestCallback[] = [];
let now = 0;
const flush = (ms = 16) => {
  now += ms;
  const due = queue;
  queue = [];
  for (const cb of due) cb(now);
};

beforeEach(() => {
  queue = [];
  now = 0;
  globalThis.requestAnimationFrame = (cb) => {
    queue.push(cb);
    return queue.length;
  };
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'requestAnimationFrame');
});

describe('RenderLoop', () => {
  it('draws nothing until asked, and once for many requests in one frame', () => {
    let draws = 0;
    const loop = new RenderLoop(
      () => draws++,
      () => now,
    );
    flush();
    expect(draws).toBe(0);
    loop.invalidate();
    loop.invalidate();
    loop.invalidate();
    expect(queue).toHaveLength(1);
    flush();
    expect(draws).toBe(1);
    flush();
    expect(draws).toBe(1);
    expect(loop.framesDrawn).toBe(1);
  });

  it('keeps drawing every frame while an animation runs, then stops', () => {
    let draws = 0;
    const loop = new RenderLoop(
      () => draws++,
      () => now,
    );
    const seen: number[] = [];
    loop.animate((t) => {
      seen.push(t);
      return t < 48;
    });
    for (let i = 0; i < 6; i++) flush();
    expect(seen).toEqual([16, 32, 48]);
    expect(draws).toBe(3);
    expect(loop.animating).toBe(false);
    expect(queue).toHaveLength(0);
  });

  it('holds a frame until the work it waits on settles, then draws at the next frame', async () => {
    let draws = 0;
    const loop = new RenderLoop(
      () => draws++,
      () => now,
    );
    let finish = () => {};
    loop.holdUntil(new Promise<void>((resolve) => (finish = resolve)), 150);
    loop.invalidate();
    flush();
    flush();
    expect(draws).toBe(0);
    expect(loop.idle).toBe(false);
    finish();
    await Promise.resolve();
    flush();
    expect(draws).toBe(1);
    expect(loop.idle).toBe(true);
  });

  it('stops holding after the longest wait it was given, and draws anyway', () => {
    let draws = 0;
    const loop = new RenderLoop(
      () => draws++,
      () => now,
    );
    loop.holdUntil(new Promise<void>(() => {}), 100);
    loop.invalidate();
    flush(50);
    expect(draws).toBe(0);
    flush(60);
    expect(draws).toBe(1);
  });

  it('holds at most the longest wait from the first of overlapping holds', () => {
    let draws = 0;
    const loop = new RenderLoop(
      () => draws++,
      () => now,
    );
    loop.holdUntil(new Promise<void>(() => {}), 100);
    loop.invalidate();
    flush(60);
    loop.holdUntil(new Promise<void>(() => {}), 100); // a second tap while the disk is slow
    flush(30);
    expect(draws).toBe(0);
    flush(20); // 110 ms after the first hold: drawn, though the second began 50 ms ago
    expect(draws).toBe(1);
  });

  it('can cancel an animation', () => {
    const loop = new RenderLoop(
      () => {},
      () => now,
    );
    let steps = 0;
    const cancel = loop.animate(() => {
      steps++;
      return true;
    });
    flush();
    cancel();
    flush();
    flush();
    expect(steps).toBe(1);
    expect(queue).toHaveLength(0);
  });

  it('tells onDrawn listeners after each drawn frame, never while idle, until unsubscribed', () => {
    let draws = 0;
    const loop = new RenderLoop(
      () => draws++,
      () => now,
    );
    const seen: number[] = [];
    const stop = loop.onDrawn(() => seen.push(draws));
    flush();
    expect(seen).toEqual([]);
    loop.invalidate();
    flush();
    flush();
    expect(seen).toEqual([1]);
    loop.animate((t) => t < 32);
    for (let i = 0; i < 4; i++) flush();
    expect(seen).toEqual([1, 2, 3]);
    stop();
    loop.invalidate();
    flush();
    expect(draws).toBe(4);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('keeps an animation going when an onDrawn listener throws', () => {
    const loop = new RenderLoop(
      () => {},
      () => now,
    );
    loop.onDrawn(() => {
      throw new Error('listener failed');
    });
    loop.animate((t) => t < 48);
    expect(() => flush()).toThrow('listener failed');
    expect(queue).toHaveLength(1);
  });
});
