// The puzzle pool on fake-indexeddb with a real generator client (its worker on the test's own
// thread): what the last session left is loaded and checked, bad or outdated puzzles are dropped
// once, "New game" is a synchronous pop when a puzzle is ready and a worker request when not,
// and the background fill tops every bucket up to its depth.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { GeneratorClient } from '../../../src/app/puzzles/generator-client';
import { PuzzlePool } from '../../../src/app/puzzles/puzzle-pool';
import type { PuzzleSpec } from '../../../src/games/game-core';
import { sudokuMaker } from '../../../src/games/sudoku/core/sudoku-maker';
import { openDatabase } from '../../../src/storage/database';
import { GridwiseStorage } from '../../../src/storage/storage';
import { CORES, FakeWorker } from './fake-worker';

let dbCount = 0;

async function setup(buckets: PuzzleSpec[]) {
  const db = await openDatabase(
    { onVersionChange: () => {}, onTerminated: () => {} },
    `pool-${dbCount++}`,
  );
  const storage = new GridwiseStorage(db, () => {});
  const workers: FakeWorker[] = [];
  const generator = new GeneratorClient(CORES, {
    makeWorker: () => {
      const w = new FakeWorker(() => 'make');
      workers.push(w);
      return w;
    },
  });
  const problems: string[] = [];
  let seeds = 0;
  const pool = new PuzzlePool(
    storage,
    generator,
    CORES,
    buckets,
    () => `seed${++seeds}`,
    (m) => problems.push(m),
  );
  return { storage, pool, workers, problems, generator };
}

const EASY4: PuzzleSpec = { game: 'sudoku', size: 4, level: 'easy' };
const SMALL: PuzzleSpec = { game: 'link', size: 'small', level: 'classic' };

async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('PuzzlePool', () => {
  it('loads good pooled puzzles and drops bad, misfiled and outdated ones', async () => {
    const { storage, pool, generator } = await setup([EASY4]);
    const good = sudokuMaker.make({ size: 4, level: 'easy' }, 'good');
    const version = sudokuMaker.core.generatorVersion;
    await storage.addToPool('sudoku:4:easy', version, { ...good });
    await storage.addToPool('sudoku:4:easy', version, { ...good, solution: '1111'.repeat(4) });
    await storage.addToPool('sudoku:9:easy', version, { ...good });
    await storage.addToPool('sudoku:4:easy', version - 1, { ...good });
    await pool.load();
    expect(pool.sizes()).toEqual({ 'sudoku:4:easy': 1 });
    // The bad ones are gone from disk too: a second load finds only the good one.
    const again = new PuzzlePool(
      storage,
      generator,
      CORES,
      [EASY4],
      () => 's',
      () => {},
    );
    await again.load();
    expect(again.sizes()).toEqual({ 'sudoku:4:easy': 1 });
  });

  it('pops a ready puzzle at once, and asks the worker when none is ready', async () => {
    const { storage, pool } = await setup([EASY4]);
    const made = sudokuMaker.make({ size: 4, level: 'easy' }, 'ready');
    await storage.addToPool('sudoku:4:easy', sudokuMaker.core.generatorVersion, { ...made });
    await pool.load();
    const first = pool.take(EASY4);
    if (first instanceof Promise) throw new Error('a ready puzzle should come at once');
    expect((first.puzzle as typeof made).puzzle).toBe(made.puzzle);
    const second = pool.take(EASY4);
    expect(second).toBeInstanceOf(Promise);
    const waited = await second;
    expect(waited.game).toBe('sudoku');
    expect(waited.puzzle.size).toBe(4);
  });

  it('tops every bucket up in the background and keeps what it made on disk', async () => {
    const { storage, pool, problems } = await setup([EASY4, SMALL]);
    await pool.load();
    pool.scheduleFill();
    await until(
      () =>
        (pool.sizes()['sudoku:4:easy'] ?? 0) >= 2 && (pool.sizes()['link:small:classic'] ?? 0) >= 2,
      'two puzzles in each bucket',
    );
    expect(problems).toEqual([]);
    const onDisk = await storage.loadPool(() => true);
    expect(onDisk.filter((e) => e.bucket === 'link:small:classic').length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('keeps what a full disk refused in memory, reports it, and writes it on catch-up', async () => {
    const { storage, pool, problems } = await setup([EASY4]);
    let full = true;
    const addToPool = storage.addToPool.bind(storage);
    storage.addToPool = (...args) =>
      full
        ? Promise.reject(new DOMException('disk full', 'QuotaExceededError'))
        : addToPool(...args);
    const results: unknown[] = [];
    pool.onWriteResult = (e) => results.push(e);
    await pool.load();
    pool.scheduleFill();
    await until(() => results.length > 0, 'a write result');
    expect((results[0] as DOMException).name).toBe('QuotaExceededError');
    expect(problems).toEqual([]);
    // The puzzle is still served this visit.
    expect(pool.sizes()['sudoku:4:easy']).toBe(1);
    expect(await storage.loadPool(() => true)).toEqual([]);
    full = false;
    await pool.saveUnsaved();
    expect(results.at(-1)).toBeNull();
    expect((await storage.loadPool(() => true)).map((e) => e.bucket)).toEqual(['sudoku:4:easy']);
  });
});
