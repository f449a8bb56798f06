// Issue #22, item 9: an import never pushes the player's own best times out, refuses times no
// one could make, keeps Records and Stats in agreement, and says what it did. Storage on
// fake-indexeddb, as the other storage tests.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeBestTime, LONGEST_WIN_MS, winFloorMs } from '../../../src/app/saving/best-time-judge';
import { recordRows } from '../../../src/app/screens/format-records';
import { importTimesWords } from '../../../src/app/words/import-times-words';
import { openDatabase } from '../../../src/storage/database';
import {
  type BestTime,
  compareBestTimes,
  RECORD_FORMAT,
  type Statistics,
} from '../../../src/storage/records';
import { GridwiseStorage } from '../../../src/storage/storage';

let n = 0;
async function storage(): Promise<GridwiseStorage> {
  const db = await openDatabase({ onVersionChange() {}, onTerminated() {} }, `merge-${n++}`);
  return new GridwiseStorage(db, () => {});
}

const BUCKET = 'sudoku:4:easy';

function run(id: string, ms: number, assisted = false, bucket = BUCKET): BestTime {
  return { format: RECORD_FORMAT, id, bucket, ms, date: 1, assisted, own: { policy: 'refuse' } };
}

function stats(bucket: string, started: number, won: number, bestMs: number | null): Statistics {
  return {
    format: RECORD_FORMAT,
    bucket,
    started,
    won,
    wonMs: won * (bestMs ?? 0),
    timedWins: won,
    bestMs,
    streak: 0,
    bestStreak: 3,
    revealed: 0,
    totalMs: won * (bestMs ?? 0),
    recent: [],
    playedIds: [],
    finishedIds: [],
    lastAt: 0,
  };
}

/** The issue's file: 10,000 best times at 1.0–11 s for sudoku:4:easy, one table claiming 1.0 s. */
function issueFile() {
  const bestTimes = Array.from({ length: 10_000 }, (_, i) => run(`imp-${i}`, 1000 + i));
  return {
    games: [],
    bestTimes,
    statistics: [stats(BUCKET, 10_000, 10_000, 1000)],
    settings: null,
  };
}

describe('the floor of a win', () => {
  it('is the fewest moves at a quarter second each, per game × size × level', () => {
    expect(winFloorMs('sudoku:4:easy')).toBe(10 * 250);
    expect(winFloorMs('sudoku:6:hard')).toBe(20 * 250);
    expect(winFloorMs('sudoku:9:extreme')).toBe(49 * 250);
    expect(winFloorMs('link:small:classic')).toBe(20 * 250);
    expect(winFloorMs('link:large:drift-left')).toBe(72 * 250);
    expect(winFloorMs('sudoku:4:expert')).toBeNull(); // 4×4 offers Easy only
    expect(winFloorMs('chess:8:easy')).toBeNull();
  });

  it('refuses too fast, too slow and unknown buckets, and accepts the rest', () => {
    expect(judgeBestTime(run('a', 2499))).toEqual({ kind: 'too-fast', floorMs: 2500 });
    expect(judgeBestTime(run('a', 2500))).toBeNull();
    expect(judgeBestTime(run('a', LONGEST_WIN_MS + 1))).toMatchObject({ kind: 'too-slow' });
    expect(judgeBestTime(run('a', Number.NaN))).toMatchObject({ kind: 'too-fast' });
    expect(judgeBestTime(run('a', 5000, false, 'sudoku:5:easy'))).toEqual({
      kind: 'unknown-bucket',
    });
  });
});

describe('importing the issue file over a local 2.8 s win', () => {
  it('keeps the local win in Records and Stats, refuses the impossible, and says so', async () => {
    const store = await storage();
    await store.countPlayed(BUCKET, 'mine');
    await store.recordWin(run('mine', 2800));
    const summary = await store.importBackup(issueFile(), 'replace', judgeBestTime);

    const records = await store.bestTimes(BUCKET);
    expect(records.map((r) => r.id)).toContain('mine');
    expect(records).toHaveLength(10);
    expect(records.every((r) => r.ms >= 2500)).toBe(true);
    const statistics = await store.statistics(BUCKET);
    expect(statistics.bestMs).toBe(recordRows(records)[0]?.ms);
    expect(statistics.bestMs).toBe(2500);
    expect(statistics.won).toBeGreaterThanOrEqual(10);
    expect(statistics.wonMs / statistics.timedWins).toBeGreaterThanOrEqual(2500);

    expect(summary).toMatchObject({ bestTimes: 9, ownKept: 1, alreadyHere: 0 });
    expect(summary.refused).toHaveLength(1500); // 1.000–2.499 s
    expect(summary.leftOut).toBe(10_000 - 1500 - 9);
    expect(importTimesWords(summary)).toBe(
      ' Your own best time was kept.' +
        ' 1,500 times were refused as quicker than anyone can play (the quickest: 0:01.0 at' +
        ' Sudoku 4×4 · Easy, where no win takes under 0:02.5).' +
        ' 8,491 slower times were left out: Records keep ten per size and level.',
    );
  });

  it('never evicts ten local times, even for faster possible ones', async () => {
    const store = await storage();
    for (let i = 0; i < 10; i++) await store.recordWin(run(`mine-${i}`, 9000 + i * 100));
    const summary = await store.importBackup(issueFile(), 'replace', judgeBestTime);
    const records = await store.bestTimes(BUCKET);
    expect(records.map((r) => r.id).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `mine-${i}`).sort(),
    );
    expect(summary.bestTimes).toBe(0);
    expect((await store.statistics(BUCKET)).bestMs).toBe(9000);
  });

  it('counts a second import of the same file as already here', async () => {
    const store = await storage();
    const file = { games: [], bestTimes: [run('x', 4000)], statistics: [], settings: null };
    await store.importBackup(file, 'replace', judgeBestTime);
    const again = await store.importBackup(file, 'replace', judgeBestTime);
    expect(again).toMatchObject({ bestTimes: 0, alreadyHere: 1, ownKept: 1 });
  });
});

// Random local wins (through recordWin, as the app writes them) and a random backup over them.
const bucketArb = fc.constantFrom('sudoku:4:easy', 'sudoku:9:hard', 'link:small:classic');
const runArb = (prefix: string) =>
  fc.record({
    id: fc.integer({ min: 0, max: 40 }).map((i) => `${prefix}${i}`),
    bucket: bucketArb,
    ms: fc.oneof(fc.integer({ min: 0, max: 60_000 }), fc.constant(LONGEST_WIN_MS + 5)),
    assisted: fc.boolean(),
  });
const statsArb = fc.record({
  bucket: bucketArb,
  started: fc.integer({ min: 0, max: 50 }),
  won: fc.integer({ min: 0, max: 50 }),
  bestMs: fc.option(fc.integer({ min: 0, max: 60_000 })),
});

describe('any merge (property)', () => {
  it('keeps every local entry, and Stats agree with Records in every bucket', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Local ids are unique, as the app's are (freshId): one id in two buckets would be one
        // record moved, not two wins.
        fc.uniqueArray(runArb('l'), { selector: (r) => r.id, maxLength: 14 }),
        // Imported ids overlap the local ones sometimes ("l" prefix), as a re-import would.
        fc.array(fc.oneof(runArb('i'), runArb('l')), { maxLength: 30 }),
        fc.array(statsArb, { maxLength: 4 }),
        async (local, imported, importedStats) => {
          const store = await storage();
          for (const r of local) {
            await store.countPlayed(r.bucket, r.id);
            await store.recordWin(run(r.id, r.ms, r.assisted, r.bucket));
          }
          const before = new Map<string, string[]>();
          for (const b of ['sudoku:4:easy', 'sudoku:9:hard', 'link:small:classic'])
            before.set(b, (await store.bestTimes(b)).map((r) => r.id).sort());
          await store.importBackup(
            {
              games: [],
              bestTimes: imported.map((r) => run(r.id, r.ms, r.assisted, r.bucket)),
              statistics: importedStats.map((s) => stats(s.bucket, s.started, s.won, s.bestMs)),
              settings: null,
            },
            'replace',
            judgeBestTime,
          );
          for (const [bucket, ids] of before) {
            const records = await store.bestTimes(bucket);
            const after = records.map((r) => r.id);
            for (const id of ids) expect(after).toContain(id);
            expect(records).toEqual([...records].sort(compareBestTimes));
            const s = await store.statistics(bucket);
            const firstUnassisted = records.find((r) => !r.assisted);
            expect(s.bestMs).toBe(firstUnassisted?.ms ?? null);
            expect(s.won).toBeGreaterThanOrEqual(records.length);
            expect(s.timedWins).toBeGreaterThanOrEqual(records.filter((r) => !r.assisted).length);
            expect(s.started).toBeGreaterThanOrEqual(s.won);
            if (s.bestMs !== null && s.timedWins > 0)
              expect(s.wonMs / s.timedWins).toBeGreaterThanOrEqual(s.bestMs);
          }
          store.close();
        },
      ),
      { numRuns: 60 },
    );
  });
});
