// stats (#24) honest counting, against fake-indexeddb: a game is played once (first move and
// finish, two tabs), a revealed game is played and revealed but never a win, a best time, a best
// or an average; the recent wins the Stats chart draws are kept bounded; the last bucket played
// is known (Records opens there); and the new fields survive backup → import and validation.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { RecordsWriter } from '../../../src/app/saving/records-writer';
import type { GameEntry } from '../../../src/play/game-entry';
import { makeBackup, readBackup } from '../../../src/storage/backup';
import { openDatabase } from '../../../src/storage/database';
import {
  type BestTime,
  RECENT_WINS_KEPT,
  RECORD_FORMAT,
  RecordError,
  validateStatistics,
} from '../../../src/storage/records';
import { GridwiseStorage } from '../../../src/storage/storage';

let n = 0;
async function fresh(): Promise<GridwiseStorage> {
  const db = await openDatabase({ onVersionChange() {}, onTerminated() {} }, `honest-${n++}`);
  return new GridwiseStorage(db, () => {});
}

const BUCKET = 'sudoku:9:easy';

function win(id: string, ms: number, date = 1, assisted = false, bucket = BUCKET): BestTime {
  return { format: RECORD_FORMAT, id, bucket, ms, date, assisted, own: {} };
}

describe('honest counting in storage', () => {
  it('counts a game played once, whoever asks (first move twice, then its win)', async () => {
    const store = await fresh();
    await store.countPlayed(BUCKET, 'g1', 10);
    await store.countPlayed(BUCKET, 'g1', 11); // a second tab, or a reload
    await store.recordWin(win('g1', 60_000, 12));
    await store.recordWin(win('g1', 60_000, 12)); // finished twice
    expect(await store.statistics(BUCKET)).toMatchObject({
      started: 1,
      won: 1,
      timedWins: 1,
      wonMs: 60_000,
      totalMs: 60_000,
      bestMs: 60_000,
      streak: 1,
      recent: [{ ms: 60_000, date: 12, assisted: false }],
      lastAt: 12,
    });
  });

  it('a revealed game is played and revealed, never a win, best time, best or average', async () => {
    const store = await fresh();
    await store.recordWin(win('a', 50_000, 1));
    await store.countPlayed(BUCKET, 'r', 2);
    await store.recordReveal(BUCKET, { id: 'r', ms: 5_000, date: 3 });
    await store.recordReveal(BUCKET, { id: 'r', ms: 5_000, date: 3 }); // twice: counted once
    const stats = await store.statistics(BUCKET);
    expect(stats).toMatchObject({
      started: 2,
      won: 1,
      revealed: 1,
      bestMs: 50_000,
      wonMs: 50_000,
      timedWins: 1,
      totalMs: 55_000,
      streak: 0,
      bestStreak: 1,
    });
    expect(stats.recent.map((r) => r.ms)).toEqual([50_000]);
    expect((await store.bestTimes(BUCKET)).map((t) => t.id)).toEqual(['a']);
  });

  it('keeps the last 30 wins for the chart, oldest first, hinted ones marked', async () => {
    const store = await fresh();
    for (let i = 0; i < RECENT_WINS_KEPT + 5; i++)
      await store.recordWin(win(`w${i}`, 10_000 + i, i, i % 7 === 0));
    const { recent, won } = await store.statistics(BUCKET);
    expect(won).toBe(RECENT_WINS_KEPT + 5);
    expect(recent).toHaveLength(RECENT_WINS_KEPT);
    expect(recent[0]).toEqual({ ms: 10_005, date: 5, assisted: false });
    expect(recent.at(-1)).toEqual({ ms: 10_034, date: 34, assisted: false });
    expect(recent.find((r) => r.date === 7)?.assisted).toBe(true);
  });

  it('knows the bucket last played (a first move or a finish)', async () => {
    const store = await fresh();
    expect(await store.lastPlayedBucket()).toBeNull();
    await store.recordWin(win('a', 9_000, 100, false, 'sudoku:4:easy'));
    await store.countPlayed('link:small:classic', 'b', 200);
    expect(await store.lastPlayedBucket()).toBe('link:small:classic');
    await store.recordReveal('sudoku:6:hard', { id: 'c', ms: 1, date: 300 });
    expect(await store.lastPlayedBucket()).toBe('sudoku:6:hard');
  });

  it('backs up and imports revealed, total time, recent wins and ids', async () => {
    const here = await fresh();
    await here.recordWin(win('a', 40_000, 5));
    await here.countPlayed(BUCKET, 'r', 6);
    await here.recordReveal(BUCKET, { id: 'r', ms: 2_000, date: 7 });
    const text = JSON.stringify(makeBackup(await here.readAll(), 8));
    const read = readBackup(text);
    if (!read.ok) throw new Error(read.message);
    const there = await fresh();
    await there.importBackup(read.backup, 'replace');
    expect(await there.statistics(BUCKET)).toEqual(await here.statistics(BUCKET));
    expect(await there.statistics(BUCKET)).toMatchObject({ revealed: 1, totalMs: 42_000 });
    expect(await there.lastPlayedBucket()).toBe(BUCKET);
  });
});

describe('RecordsWriter', () => {
  // The writer needs only the game's id from its entry.
  const sudoku = { core: { id: 'sudoku' } } as GameEntry;
  const puzzle = { size: 9, level: 'easy', seed: 's' };

  it('writes an Answer game as revealed: no best time, no place, not a win', async () => {
    const store = await fresh();
    const writer = new RecordsWriter(
      () => store,
      () => {},
    );
    writer.played(sudoku, puzzle, 'g1');
    const run = { gameId: 'g1', puzzle, ms: 3_000, assisted: true, own: {} };
    expect(await writer.won(sudoku, { ...run, revealed: true })).toBeNull();
    expect(await store.bestTimes(BUCKET)).toEqual([]);
    expect(await store.statistics(BUCKET)).toMatchObject({ started: 1, won: 0, revealed: 1 });
    const place = await writer.won(sudoku, {
      ...run,
      gameId: 'g2',
      assisted: false,
      revealed: false,
    });
    expect(place).toMatchObject({ rank: 1 });
    expect(await store.statistics(BUCKET)).toMatchObject({ started: 2, won: 1, revealed: 1 });
  });

  it('counts nothing at a start; a played game left for another ends its streak', async () => {
    const store = await fresh();
    const writer = new RecordsWriter(
      () => store,
      () => {},
    );
    await writer.won(sudoku, {
      gameId: 'a',
      puzzle,
      ms: 9,
      assisted: false,
      revealed: false,
      own: {},
    });
    writer.started(sudoku, puzzle, null);
    await store.statistics(BUCKET); // lets the writes queued before this read land
    expect(await store.statistics(BUCKET)).toMatchObject({ started: 1, streak: 1 });
    writer.started(sudoku, puzzle, puzzle);
    await store.statistics(BUCKET);
    expect(await store.statistics(BUCKET)).toMatchObject({ started: 1, streak: 0 });
  });
});

describe('validating the honest-counting fields', () => {
  const base = {
    format: RECORD_FORMAT,
    bucket: BUCKET,
    started: 1,
    won: 1,
    wonMs: 9,
    timedWins: 1,
    bestMs: 9,
    streak: 1,
    bestStreak: 1,
  };

  it('reads an older record without them, with their defaults', () => {
    expect(validateStatistics(base)).toMatchObject({
      revealed: 0,
      totalMs: 9,
      recent: [],
      playedIds: [],
      finishedIds: [],
      lastAt: 0,
    });
  });

  it('refuses bad values, saying which field and why', () => {
    expect(() => validateStatistics({ ...base, revealed: -1 })).toThrow(
      new RecordError('statistics.revealed should be a whole number, got -1'),
    );
    expect(() =>
      validateStatistics({ ...base, recent: [{ ms: 'x', date: 1, assisted: false }] }),
    ).toThrow(/statistics\.recent should be at most 30 wins/);
    const tooMany = Array.from({ length: 31 }, (_, i) => ({ ms: i, date: i, assisted: false }));
    expect(() => validateStatistics({ ...base, recent: tooMany })).toThrow(/statistics\.recent/);
    expect(() => validateStatistics({ ...base, playedIds: [1] })).toThrow(/statistics\.playedIds/);
    expect(() => validateStatistics({ ...base, lastAt: Number.NaN })).toThrow(/statistics\.lastAt/);
  });

  it('keeps only the fields it knows in a recent win', () => {
    const read = validateStatistics({
      ...base,
      recent: [{ ms: 1, date: 2, assisted: true, extra: 'dropped' }],
    });
    expect(read.recent).toEqual([{ ms: 1, date: 2, assisted: true }]);
  });
});
