// The generator client against a worker stand-in that really makes puzzles with the worker's own
// makers, in process: queue order (urgent first), validation of every answer, and recovery when
// the worker crashes or hangs (a fresh worker, the held request fails with a message, the queue
// goes on). The client is the thing under test; the worker side is real code on a fake thread.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeneratorClient } from '../../../src/app/generator-client';
import { type Behaviour, CORES, FakeWorker } from './fake-worker';

function client(script: Behaviour[], timeoutMs = 60_000) {
  const workers: FakeWorker[] = [];
  const next = () => script.shift() ?? 'make';
  const c = new GeneratorClient(CORES, {
    timeoutMs,
    makeWorker: () => {
      const w = new FakeWorker(next);
      workers.push(w);
      return w;
    },
  });
  return { c, workers };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GeneratorClient', () => {
  it('serves urgent requests before background ones, with validated puzzles', async () => {
    const { c, workers } = client([]);
    const background = c.generate({ game: 'link', size: 'small', level: 'classic' }, 'b1', false);
    const later = c.generate({ game: 'sudoku', size: 4, level: 'easy' }, 'b2', false);
    const urgent = c.generate({ game: 'sudoku', size: 9, level: 'easy' }, 'u1', true);
    const [b, l, u] = await Promise.all([background, later, urgent]);
    expect(b.game).toBe('link');
    expect(l.puzzle.size).toBe(4);
    expect(u.puzzle.size).toBe(9);
    // The first request was already with the worker; the urgent one jumped the queue after it.
    expect(workers[0]?.seen).toEqual(['link:small:classic', 'sudoku:9:easy', 'sudoku:4:easy']);
  });

  it('fails a request the worker answers with garbage or for another request, and goes on', async () => {
    const { c } = client(['garbage', 'wrong-id']);
    await expect(
      c.generate({ game: 'sudoku', size: 4, level: 'easy' }, 's1', true),
    ).rejects.toThrow('generator sent a bad message');
    await expect(
      c.generate({ game: 'sudoku', size: 4, level: 'easy' }, 's2', true),
    ).rejects.toThrow(/answered request \d+, expected/);
    const ok = await c.generate({ game: 'sudoku', size: 4, level: 'easy' }, 's3', true);
    expect(ok.game).toBe('sudoku');
    expect(c.restarts).toBe(0);
  });

  it('replaces a crashed worker: the held request fails, the queue is served by the new one', async () => {
    const { c, workers } = client(['crash']);
    const lost = c.generate({ game: 'sudoku', size: 4, level: 'easy' }, 'c1', true);
    const queued = c.generate({ game: 'link', size: 'small', level: 'fall' }, 'c2', false);
    await expect(lost).rejects.toThrow('the puzzle maker stopped (out of memory)');
    expect((await queued).game).toBe('link');
    expect(c.restarts).toBe(1);
    expect(workers).toHaveLength(2);
    expect(workers[0]?.terminated).toBe(true);
    expect(workers[1]?.seen).toEqual(['link:small:fall']);
  });

  it('replaces a worker that stops answering after the timeout', async () => {
    vi.useFakeTimers();
    const { c, workers } = client(['hang'], 5_000);
    const stuck = c.generate({ game: 'sudoku', size: 4, level: 'easy' }, 'h1', true);
    const after = c.generate({ game: 'sudoku', size: 4, level: 'easy' }, 'h2', true);
    const stuckResult = stuck.catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(c.restarts).toBe(0);
    await vi.advanceTimersByTimeAsync(2);
    expect(await stuckResult).toBe('the puzzle maker took longer than 5 s');
    await vi.advanceTimersByTimeAsync(10);
    expect((await after).game).toBe('sudoku');
    expect(c.restarts).toBe(1);
    expect(workers[0]?.terminated).toBe(true);
  });
});
