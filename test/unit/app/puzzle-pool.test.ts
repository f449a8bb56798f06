// The puzzle pool on fake-indexeddb with a real generator client (its worker on the test's own
// thread): what the last session left is loaded and checked, bad or outdated puzzles are dropped
// once, "New game" is a synchronous pop when a puzzle is ready and a worker request when not,
// and the background fill tops every bucket up to its depth.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { GeneratorClient } from '../../../src/app/puzzles/generator-client';
import { PuzzlePool } from '../../../src/app/puzzles/puzzle-pool';
import type { MadePuzzle, MakingProgress, PuzzleSpec } from '../../../src/engine/game-core';
import { sudokuMaker } from '../../../src/games/sudoku/core/sudoku-maker';
import { openDatabase } from '../../../src/storage/database';
import { GridwiseStorage } from '../../../src/storage/storage';
import { CORES, FakeWorker } from './fake-worker';

let dbCount = 0;

/**
 * The pool's wait before a top-up, here: the app's (1.5 s, checked below) is the time a player's
 * device leaves the page to settle; these tests would wait it out five times over.
 */
const SHORT_IDLE_MS = 20;

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
  pool.idleDelayMs = SHORT_IDLE_MS;
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

  it('waits a player’s pause of 1.5 s after a puzzle is taken before it asks for more', async () => {
    const { storage, generator, workers } = await setup([EASY4]);
    // The app's pool, with the app's delay (setup shortens it for the other tests).
    const pool = new PuzzlePool(
      storage,
      generator,
      CORES,
      [EASY4],
      () => 'seed',
      () => {},
    );
    expect(pool.idleDelayMs).toBe(1500);
    await pool.load();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      pool.scheduleFill();
      await vi.advanceTimersByTimeAsync(1499);
      expect(workers.flatMap((w) => w.seen)).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(workers.flatMap((w) => w.seen)).toEqual(['sudoku:4:easy']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('held (a test page, ?fill=off), tops nothing up and still makes a puzzle when asked', async () => {
    const { pool, workers } = await setup([EASY4]);
    await pool.load();
    pool.holdFill();
    // Taking one asks for a top-up; held, none is asked of the worker, a minute on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      pool.scheduleFill();
      const asked = pool.take(EASY4);
      expect(asked).toBeInstanceOf(Promise);
      await vi.advanceTimersByTimeAsync(60_000);
      expect((await asked).puzzle.size).toBe(4);
    } finally {
      vi.useRealTimers();
    }
    expect(pool.sizes()['sudoku:4:easy'] ?? 0).toBe(0);
    expect(workers.flatMap((w) => w.seen)).toEqual(['sudoku:4:easy']);
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

// Nightmare (#26): levels made ahead, in a second worker, after the others are stocked.
describe('PuzzlePool: levels made ahead', () => {
  const NIGHTMARE: PuzzleSpec = { game: 'sudoku', size: 9, level: 'nightmare' };

  async function withLane(hold = false) {
    const base = await setup([EASY4, NIGHTMARE]);
    const aheadWorkers: FakeWorker[] = [];
    // Made on first use, as pool-boot.ts makes the app's second worker.
    let lane: GeneratorClient | null = null;
    const client = () => {
      lane ??= new GeneratorClient(CORES, {
        makeWorker: () => {
          const w = new FakeWorker(() => 'make');
          aheadWorkers.push(w);
          return w;
        },
      });
      return lane;
    };
    let seeds = 0;
    const pool = new PuzzlePool(
      base.storage,
      base.generator,
      CORES,
      [EASY4, NIGHTMARE],
      () => `ahead-seed${++seeds}`,
      (m) => base.problems.push(m),
      { client, isAhead: (spec) => spec.level === 'nightmare' },
    );
    pool.idleDelayMs = SHORT_IDLE_MS;
    if (hold) pool.holdAhead();
    const seen: { easy: number; making: boolean; ready: number }[] = [];
    pool.onAhead = () => {
      const status = pool.aheadStatus()['sudoku:9:nightmare'];
      seen.push({
        easy: pool.sizes()['sudoku:4:easy'] ?? 0,
        making: (status?.making?.tries ?? 0) > 0,
        ready: status?.ready ?? 0,
      });
    };
    return { ...base, pool, aheadWorkers, seen };
  }

  it('makes one in its own worker once the others are stocked, telling its progress', async () => {
    const { pool, workers, aheadWorkers, seen, problems } = await withLane();
    pool.scheduleFill();
    await until(
      () => pool.aheadStatus()['sudoku:9:nightmare']?.ready === 1,
      'a Nightmare',
      120_000,
    );
    expect(problems).toEqual([]);
    // The ordinary worker never saw a Nightmare request; the second worker saw only that.
    expect(workers.flatMap((w) => w.seen)).not.toContain('sudoku:9:nightmare');
    expect(aheadWorkers.flatMap((w) => w.seen)).toEqual(['sudoku:9:nightmare']);
    // The easy bucket was full before the making began, progress came while it ran.
    expect(seen[0]?.easy).toBe(2);
    expect(seen.some((s) => s.making)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ ready: 1, making: false });
    // Taken at once from the pool, a real Nightmare (the next one is then being made).
    const made = pool.take(NIGHTMARE);
    expect(made instanceof Promise).toBe(false);
    expect((made as { puzzle: { level: string } }).puzzle.level).toBe('nightmare');
  }, 150_000);

  it('gives a player who starts one while it is made that one, with its progress, not a second', async () => {
    const base = await setup([NIGHTMARE]);
    // The lane's worker stood in for by a making the test finishes itself: what is under test
    // is where the pool sends the puzzle and the progress.
    const asked: boolean[] = [];
    let report: (p: MakingProgress) => void = () => {};
    let finish: (made: MadePuzzle) => void = () => {};
    const lane = {
      generate: (
        _spec: PuzzleSpec,
        _seed: string,
        urgent: boolean,
        progress?: (p: MakingProgress) => void,
      ) => {
        asked.push(urgent);
        report = progress ?? (() => {});
        return new Promise<MadePuzzle>((resolve) => {
          finish = resolve;
        });
      },
    } as unknown as GeneratorClient;
    const pool = new PuzzlePool(
      base.storage,
      base.generator,
      CORES,
      [NIGHTMARE],
      () => 'seed',
      (m) => base.problems.push(m),
      { client: () => lane, isAhead: () => true },
    );
    pool.idleDelayMs = SHORT_IDLE_MS;
    pool.scheduleFill();
    await until(() => asked.length === 1, 'the background making');
    report({ tries: 40, elapsedMs: 12_000 });
    const told: MakingProgress[] = [];
    const taken = pool.take(NIGHTMARE, (p) => told.push(p));
    expect(taken).toBeInstanceOf(Promise);
    // Told at once how far the making under way got, then as it goes; no second making asked.
    report({ tries: 90, elapsedMs: 20_000 });
    expect(told).toEqual([
      { tries: 40, elapsedMs: 12_000 },
      { tries: 90, elapsedMs: 20_000 },
    ]);
    expect(asked).toEqual([false]);
    const puzzle = sudokuMaker.make({ size: 9, level: 'hard' }, 'stand-in');
    finish({ game: 'sudoku', puzzle: { ...puzzle, level: 'nightmare' } });
    expect(((await taken) as MadePuzzle).puzzle).toMatchObject({ level: 'nightmare' });
    // It went to the player, not the pool; the lane goes on to make the next.
    expect(pool.aheadStatus()['sudoku:9:nightmare']?.ready).toBe(0);
    await until(() => asked.length === 2, 'the next making');
    expect(base.problems).toEqual([]);
  });

  it('makes them from the lane’s own seeds when it has them, asked for now or ahead', async () => {
    const base = await setup([NIGHTMARE]);
    const asked: { seed: string; urgent: boolean }[] = [];
    const finishes: ((made: MadePuzzle) => void)[] = [];
    const lane = {
      generate: (_spec: PuzzleSpec, seed: string, urgent: boolean) => {
        asked.push({ seed, urgent });
        return new Promise<MadePuzzle>((resolve) => finishes.push(resolve));
      },
    } as unknown as GeneratorClient;
    let laneSeeds = 0;
    const pool = new PuzzlePool(
      base.storage,
      base.generator,
      CORES,
      [NIGHTMARE],
      () => 'fresh',
      (m) => base.problems.push(m),
      { client: () => lane, isAhead: () => true, seed: () => `lane-${++laneSeeds}` },
    );
    pool.idleDelayMs = SHORT_IDLE_MS;
    const stand = sudokuMaker.make({ size: 9, level: 'hard' }, 'stand-in');
    const made: MadePuzzle = { game: 'sudoku', puzzle: { ...stand, level: 'nightmare' } };
    // None ready or under way: made for the player now, from the lane's first seed.
    const taken = pool.take(NIGHTMARE);
    expect(taken).toBeInstanceOf(Promise);
    finishes[0]?.(made);
    await taken;
    // Then the background's making, from the next.
    pool.scheduleFill();
    await until(() => asked.length === 2, 'the background making');
    expect(asked).toEqual([
      { seed: 'lane-1', urgent: true },
      { seed: 'lane-2', urgent: false },
    ]);
  });

  it('makes none on a page that holds them (a test’s fresh profile)', async () => {
    const { pool, aheadWorkers, seen } = await withLane(true);
    // Asking what is made ahead adds no empty bucket to the sizes a page waits on ("the pool
    // read from disk"): the lobby asks before the disk is read.
    expect(pool.aheadStatus()['sudoku:9:nightmare']).toEqual({ ready: 0, making: null });
    expect(pool.sizes()).toEqual({});
    pool.scheduleFill();
    // The top-up ends (and would turn to the levels made ahead) right after its last push.
    await until(() => pool.sizes()['sudoku:4:easy'] === 2, 'the easy bucket');
    expect(aheadWorkers).toEqual([]);
    expect(pool.aheadStatus()['sudoku:9:nightmare']).toEqual({ ready: 0, making: null });
    expect(seen.every((s) => !s.making)).toBe(true);
  });
});
