// The generator client against a worker stand-in that really makes puzzles with the worker's own
// makers, in process: queue order (urgent first), validation of every answer, and recovery when
// the worker crashes or hangs (a fresh worker, the held request fails with a message, the queue
// goes on). The client is the thing under test; the worker side is real code on a fake thread.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelledError, GeneratorClient } from '../../../src/app/puzzles/generator-client';
import { encodeSudokuShare } from '../../../src/games/sudoku/core/share-code';
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

  it('reads a shared link in the worker: the puzzle, or why not, ahead of background work', async () => {
    const { c, workers } = client([]);
    const made = await c.generate({ game: 'sudoku', size: 4, level: 'easy' }, 'm1', true);
    const code = encodeSudokuShare((made.puzzle as unknown as { puzzle: string }).puzzle, 4);
    const background = c.generate({ game: 'sudoku', size: 6, level: 'easy' }, 'b1', false);
    const opened = c.openShared(`#play/sudoku/${code}`, false);
    const refused = c.openShared('hello', true);
    expect(await opened.result).toMatchObject({ ok: true, game: 'sudoku' });
    expect(await refused.result).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not a Gridwise puzzle code/),
    });
    await background;
    expect(workers[0]?.seen.slice(1, 3)).toEqual([
      expect.stringMatching(/^sudoku:6:easy$|^open-shared/),
      expect.stringMatching(/^open-shared/),
    ]);
  });

  it('cancels a shared link: queued, it is dropped; in the worker, the worker is replaced', async () => {
    const { c, workers } = client(['hang']);
    const held = c.openShared('#play/sudoku/A4', false);
    const queued = c.openShared('#play/link/A', false);
    queued.cancel();
    await expect(queued.result).rejects.toThrow(CancelledError);
    held.cancel();
    await expect(held.result).rejects.toThrow(CancelledError);
    expect(workers[0]?.terminated).toBe(true);
    // Not a fault: the restart count is for crashes and hangs.
    expect(c.restarts).toBe(0);
    const after = await c.openShared('#play/sudoku/1234', false).result;
    expect(after).toMatchObject({ ok: false, message: expect.stringMatching(/16, 36 or 81/) });
  });
});
