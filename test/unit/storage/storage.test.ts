// Storage against fake-indexeddb (an in-memory IndexedDB implementing the spec): validation,
// quarantine instead of loss, compare-and-set between tabs, top-10 pruning, pool, migrations.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { fallbackNotice } from '../../../src/app/words/storage-words';
import { DATABASE_VERSION, DatabaseOpenError, openDatabase } from '../../../src/storage/database';
import { openStorage, reopenStorage } from '../../../src/storage/open-storage';
import { RECORD_FORMAT, type SavedGame } from '../../../src/storage/records';
import { GridwiseStorage } from '../../../src/storage/storage';
import type { StorageProblem } from '../../../src/storage/storage-problem';
import { savedGame } from './saved-game-fixture';

let dbCount = 0;
const handlers = { onVersionChange: () => {}, onTerminated: () => {} };

async function fresh(name = `test-${dbCount++}`) {
  const problems: string[] = [];
  const reports: StorageProblem[] = [];
  const db = await openDatabase(handlers, name);
  const report = (problem: StorageProblem) => {
    reports.push(problem);
    problems.push(problem.message);
  };
  return { storage: new GridwiseStorage(db, report), problems, reports, name, db };
}

const game = savedGame;

describe('GridwiseStorage', () => {
  it('saves and loads a game in progress exactly', async () => {
    const { storage } = await fresh();
    expect(await storage.loadGame('sudoku')).toBeNull();
    expect(await storage.saveGame(game())).toEqual({ ok: true });
    expect(await storage.loadGame('sudoku')).toEqual(game());
  });

  it('refuses a write based on a stale revision (another tab moved on) and keeps the newer one', async () => {
    const { storage } = await fresh();
    await storage.saveGame(game({ rev: 1, writer: 'a' }));
    await storage.saveGame(
      game({ rev: 2, writer: 'b', moves: ['v011', 'n022', 'x00'], applied: 3 }),
    );
    const stale = await storage.saveGame(game({ rev: 2, writer: 'a' }));
    expect(stale.ok).toBe(false);
    expect(stale.ok === false && stale.current?.writer).toBe('b');
    expect((await storage.loadGame('sudoku'))?.moves).toHaveLength(3);
  });

  it('quarantines a corrupt game record with the reason instead of crashing or deleting it', async () => {
    const { storage, problems, db } = await fresh();
    await db.put('games', { ...game(), applied: 9 } as SavedGame, 'sudoku');
    expect(await storage.loadGame('sudoku')).toBeNull();
    expect(problems[0]).toMatch(/applied is 9 but only 2 moves exist/);
    const aside = await storage.quarantined();
    expect(aside).toEqual([
      { store: 'games', key: 'sudoku', reason: expect.stringMatching(/applied is 9/) },
    ]);
    // The copy in quarantine is the whole record, untouched.
    expect((await db.getAll('quarantine'))[0]?.value).toMatchObject({ applied: 9, id: 'g1' });
    // And the slot is free for a new game.
    expect(await storage.saveGame(game({ rev: 1 }))).toEqual({ ok: true });
  });

  it('sets aside a record from a newer version rather than overwriting it', async () => {
    const { storage, problems, db } = await fresh();
    await db.put('games', { ...game(), format: RECORD_FORMAT + 1 } as SavedGame, 'sudoku');
    expect(await storage.saveGame(game({ rev: 1 }))).toEqual({ ok: true });
    expect(problems[0]).toMatch(/newer version of Gridwise/);
    expect((await db.getAll('quarantine'))[0]?.value).toMatchObject({ format: RECORD_FORMAT + 1 });
  });

  it('reports a record of the wrong type field by field', async () => {
    const { storage, problems, db } = await fresh();
    await db.put('games', { ...game(), elapsedMs: 'soon' } as unknown as SavedGame, 'sudoku');
    await storage.loadGame('sudoku');
    expect(problems[0]).toMatch(/elapsedMs should be a duration in ms, got "soon"/);
  });

  it('finishGame clears the slot only when it still holds that game', async () => {
    const { storage } = await fresh();
    await storage.saveGame(game({ id: 'newer' }));
    await storage.finishGame('sudoku', 'older');
    expect((await storage.loadGame('sudoku'))?.id).toBe('newer');
    await storage.finishGame('sudoku', 'newer');
    expect(await storage.loadGame('sudoku')).toBeNull();
  });

  it('keeps the 10 best times per bucket, unassisted first, and counts statistics', async () => {
    const { storage } = await fresh();
    const bucket = 'sudoku:9:hard';
    for (let i = 0; i < 14; i++) {
      await storage.countPlayed(bucket, `run${i}`);
      await storage.recordWin({
        format: RECORD_FORMAT,
        id: `run${i}`,
        bucket,
        ms: 100_000 - i * 1000,
        date: i,
        assisted: i % 5 === 0,
        own: { policy: 'refuse' },
      });
    }
    // A second finish of the same game (e.g. from another tab) is not counted twice.
    await storage.recordWin({
      format: RECORD_FORMAT,
      id: 'run13',
      bucket,
      ms: 1,
      date: 99,
      assisted: false,
      own: { policy: 'refuse' },
    });
    const best = await storage.bestTimes(bucket);
    expect(best).toHaveLength(10);
    expect(best.slice(0, 10).every((b) => !b.assisted)).toBe(true);
    expect(best[0]?.id).toBe('run13');
    const ms = best.map((b) => b.ms);
    expect(ms).toEqual([...ms].sort((a, b) => a - b));
    expect(await storage.bestTimes('sudoku:4:easy')).toEqual([]);
    const stats = await storage.statistics(bucket);
    expect(stats).toMatchObject({ started: 14, won: 14, bestMs: 87_000, timedWins: 11 });
    // The average is over the 11 unassisted wins only (i = 0, 5, 10 were assisted).
    const unassisted = [...Array(14).keys()].filter((i) => i % 5 !== 0);
    expect(stats.wonMs).toBe(unassisted.reduce((sum, i) => sum + 100_000 - i * 1000, 0));
    // Assisted wins (i = 0, 5, 10) reset the streak: 11, 12, 13 are the current run of three.
    expect(stats.streak).toBe(3);
    expect(stats.bestStreak).toBe(4);
    await storage.countAbandoned(bucket);
    expect((await storage.statistics(bucket)).streak).toBe(0);
  });

  it('reads statistics written before timedWins existed, counting every win as timed', async () => {
    const { storage, db } = await fresh();
    const old = {
      format: RECORD_FORMAT,
      bucket: 'sudoku:4:easy',
      started: 3,
      won: 2,
      wonMs: 60_000,
      bestMs: 25_000,
      streak: 2,
      bestStreak: 2,
    };
    await db.put('statistics', old as never, old.bucket);
    expect(await storage.statistics(old.bucket)).toEqual({
      ...old,
      timedWins: 2,
      // stats (#24): the honest-counting fields, defaulted (total time: the timed wins' at least).
      revealed: 0,
      totalMs: 60_000,
      recent: [],
      playedIds: [],
      finishedIds: [],
      lastAt: 0,
    });
  });

  it('round-trips settings and ignores a damaged settings record', async () => {
    const { storage, db, problems } = await fresh();
    await storage.saveSettings({ conflictMode: 'mark' });
    expect(await storage.loadSettings()).toEqual({ conflictMode: 'mark' });
    await db.put('settings', { format: RECORD_FORMAT, values: 'mark' } as never, 'settings');
    expect(await storage.loadSettings()).toBeNull();
    expect(problems).toHaveLength(1);
  });

  it('pools puzzles per generator version and drops stale or unreadable entries', async () => {
    const { storage, db } = await fresh();
    const key = await storage.addToPool('sudoku:4:easy', 3, { seed: 'a' });
    await storage.addToPool('sudoku:4:easy', 2, { seed: 'old' });
    await db.add('pool', { format: RECORD_FORMAT, bucket: 7 } as never);
    const loaded = await storage.loadPool((_bucket, generator) => generator === 3);
    expect(loaded).toEqual([{ key, bucket: 'sudoku:4:easy', puzzle: { seed: 'a' } }]);
    expect(await db.count('pool')).toBe(1);
    expect((await storage.quarantined()).map((q) => q.store)).toEqual(['pool']);
    await storage.removeFromPool(key);
    expect(await storage.loadPool((_bucket, generator) => generator === 3)).toEqual([]);
  });

  it('drops 200 unreadable pool entries in one pass with one notice, keeping the good ones', async () => {
    const { storage, db, problems, reports } = await fresh();
    const good = await storage.addToPool('sudoku:9:hard', 3, { seed: 'good' });
    for (let i = 0; i < 200; i++)
      await db.add('pool', { format: RECORD_FORMAT, bucket: 'sudoku:9:hard', puzzle: i } as never);
    const loaded = await storage.loadPool(() => true);
    expect(loaded.map((p) => p.key)).toEqual([good]);
    expect(problems).toEqual([expect.stringMatching(/^200 puzzles made ahead could not be read/)]);
    expect(reports).toMatchObject([{ kind: 'pool-dropped', count: 200 }]);
    expect(await db.count('pool')).toBe(1);
    expect(await storage.quarantined()).toHaveLength(1);
    // Dropped once: the next boot reads a clean pool and says nothing.
    await storage.loadPool(() => true);
    expect(problems).toHaveLength(1);
  });
});

describe('the clock, kept apart from the game', () => {
  it('ticks without touching the game record or its revision, and loads with the game', async () => {
    const { storage, db } = await fresh();
    await storage.saveGame(game({ elapsedMs: 1_000 }));
    await storage.saveClock('sudoku', 'g1', 5_000);
    await storage.saveClock('sudoku', 'g1', 6_000);
    expect((await db.get('games', 'sudoku'))?.elapsedMs).toBe(1_000);
    const loaded = await storage.loadGame('sudoku');
    expect(loaded?.elapsedMs).toBe(6_000);
    expect(loaded?.rev).toBe(1);
    // Another tab's next move still lands on revision 1 (the tick did not make it stale).
    expect(await storage.saveGame(game({ rev: 2, elapsedMs: 6_500 }))).toEqual({ ok: true });
  });

  it("ignores another game's clock and a clock behind the game's own", async () => {
    const { storage } = await fresh();
    await storage.saveGame(game({ elapsedMs: 4_000 }));
    await storage.saveClock('sudoku', 'old-game', 60_000);
    expect((await storage.loadGame('sudoku'))?.elapsedMs).toBe(4_000);
    await storage.saveClock('sudoku', 'g1', 3_000);
    expect((await storage.loadGame('sudoku'))?.elapsedMs).toBe(4_000);
  });

  it('sets an unreadable clock aside and still loads the game', async () => {
    const { storage, db, problems, reports } = await fresh();
    await storage.saveGame(game());
    await db.put('clocks', { format: RECORD_FORMAT, id: 'g1', elapsedMs: -5 } as never, 'sudoku');
    expect((await storage.loadGame('sudoku'))?.elapsedMs).toBe(1234);
    expect(problems[0]).toMatch(/clocks record could not be read.*elapsedMs/);
    expect(reports[0]).toMatchObject({ kind: 'set-aside', store: 'clocks' });
    expect(await storage.quarantined()).toEqual([
      expect.objectContaining({ store: 'clocks', key: 'sudoku' }),
    ]);
  });

  it('goes when the game is finished', async () => {
    const { storage, db } = await fresh();
    await storage.saveGame(game());
    await storage.saveClock('sudoku', 'g1', 5_000);
    await storage.finishGame('sudoku', 'g1');
    expect(await db.get('clocks', 'sudoku')).toBeUndefined();
  });
});

describe('migrations', () => {
  it('builds every store and index from nothing (version 0 → current)', async () => {
    const { db } = await fresh();
    expect(db.version).toBe(DATABASE_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(
      ['bestTimes', 'clocks', 'games', 'pool', 'quarantine', 'settings', 'statistics'].sort(),
    );
    expect([...db.transaction('bestTimes').store.indexNames]).toEqual(['bucket']);
    expect([...db.transaction('pool').store.indexNames]).toEqual(['bucket']);
  });

  it('upgrades a version 1 database with a game in it: the game stays, the clock store is added', async () => {
    const name = `v1-${dbCount++}`;
    const v1 = await openDB(name, 1, {
      upgrade: (db) => {
        db.createObjectStore('games').put(game(), 'sudoku');
        db.createObjectStore('bestTimes').createIndex('bucket', 'bucket');
        db.createObjectStore('statistics');
        db.createObjectStore('pool', { autoIncrement: true }).createIndex('bucket', 'bucket');
        db.createObjectStore('settings');
        db.createObjectStore('quarantine', { autoIncrement: true });
      },
    });
    v1.close();
    const upgraded = await fresh(name);
    expect(upgraded.db.objectStoreNames.contains('clocks')).toBe(true);
    expect(await upgraded.storage.loadGame('sudoku')).toEqual(game());
    await upgraded.storage.saveClock('sudoku', 'g1', 9_000);
    expect((await upgraded.storage.loadGame('sudoku'))?.elapsedMs).toBe(9_000);
  });

  it('reopening the current version keeps every record', async () => {
    const first = await fresh();
    await first.storage.saveGame(game());
    await first.storage.saveSettings({ conflictMode: 'mark' });
    first.storage.close();
    const again = await fresh(first.name);
    expect(await again.storage.loadGame('sudoku')).toEqual(game());
    expect(await again.storage.loadSettings()).toEqual({ conflictMode: 'mark' });
  });

  it('a database from a newer app version is not opened (and not touched)', async () => {
    const name = `future-${dbCount++}`;
    const future = await openDB(name, DATABASE_VERSION + 1, {
      upgrade: (db) => db.createObjectStore('games').put({ keep: true }, 'sudoku'),
    });
    future.close();
    await expect(openDatabase(handlers, name)).rejects.toMatchObject({
      failure: 'newer',
      message: expect.stringMatching(/newer version of Gridwise/),
    });
    const check = await openDB(name, DATABASE_VERSION + 1);
    expect(await check.get('games', 'sudoku')).toEqual({ keep: true });
  });

  it('closes on "versionchange" so a newer tab is not blocked, and says so', async () => {
    const name = `blocking-${dbCount++}`;
    let told = 0;
    await openDatabase({ onVersionChange: () => told++, onTerminated: () => {} }, name);
    const newer = await openDB(name, DATABASE_VERSION + 1);
    expect(newer.version).toBe(DATABASE_VERSION + 1);
    expect(told).toBe(1);
  });

  it('stops waiting for an open that stalls (an old tab blocks the upgrade), and lets go later', async () => {
    const name = `stalled-${dbCount++}`;
    // An old tab that never closes on "versionchange" holds version 1 open.
    const old = await openDB(name, 1, { upgrade: (db) => db.createObjectStore('games') });
    const started = Date.now();
    await expect(openDatabase(handlers, name, 200)).rejects.toMatchObject({ failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    // Once the old tab goes, the late open is closed again, so the next attempt gets through.
    old.close();
    const next = await openDatabase(handlers, name, 2000);
    expect(next.version).toBe(DATABASE_VERSION);
    next.close();
  });
});

describe('openStorage and reopenStorage', () => {
  const events = { onProblem: () => {}, onVersionChange: () => {}, onTerminated: () => {} };

  it('plays on in memory with a notice that says what to do, for each kind of failure', async () => {
    for (const [failure, words] of [
      ['newer', /newer version of Gridwise.*Reload to update/],
      ['timeout', /did not open.*retry/],
      ['unavailable', /private mode/],
    ] as const) {
      const opened = await openStorage(events, () =>
        Promise.reject(new DatabaseOpenError(failure, 'test')),
      );
      expect(opened).toMatchObject({ durable: false, failure });
      expect(fallbackNotice(failure)).toMatch(words);
      await opened.storage.saveSettings({ theme: failure });
      expect(await opened.storage.loadSettings()).toEqual({ theme: failure });
    }
  });

  it('carries on with a new connection after the browser closed the old one', async () => {
    const name = `reopened-${dbCount++}`;
    const opened = await openStorage(events, () => openDatabase(handlers, name));
    await opened.storage.saveGame(game());
    opened.storage.close();
    // The next call finds the connection closed, opens a new one and is run again on it.
    expect(await opened.storage.loadGame('sudoku')).toEqual(game());
    opened.storage.close();
    await reopenStorage(opened);
    expect(await opened.storage.loadSettings()).toBeNull();
    expect(await opened.storage.saveGame(game({ rev: 2 }))).toEqual({ ok: true });
  });
});
