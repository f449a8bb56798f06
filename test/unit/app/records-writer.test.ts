// The records writer never loses a win to a full disk: the write is kept and made again when
// saving works again (catchUp), with the moment of the win, not of the retry.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { RecordsWriter } from '../../../src/app/saving/records-writer';
import type { GameEntry } from '../../../src/play/game-entry';
import { openDatabase } from '../../../src/storage/database';
import { GridwiseStorage } from '../../../src/storage/storage';

const sudoku = { core: { id: 'sudoku' } } as unknown as GameEntry;
const puzzle = { size: 4, level: 'easy', seed: 's', puzzle: '1...', solution: '1234' };

describe('RecordsWriter', () => {
  it('keeps a win the disk refused, says so, and writes it once space returns', async () => {
    const db = await openDatabase({ onVersionChange() {}, onTerminated() {} }, 'records-writer');
    const real = new GridwiseStorage(db, () => {});
    let full = true;
    const flaky = Object.create(real) as GridwiseStorage;
    flaky.recordFinish = (finish) =>
      full
        ? Promise.reject(new DOMException('disk full', 'QuotaExceededError'))
        : real.recordFinish(finish);
    const reported: unknown[] = [];
    const writer = new RecordsWriter(
      () => flaky,
      (e) => reported.push(e),
    );
    writer.won(sudoku, {
      gameId: 'g1',
      puzzle,
      ms: 4000,
      assisted: false,
      own: { policy: 'refuse', mistakes: 0 },
    } as never);
    await expect.poll(() => reported.length).toBe(1);
    expect((reported[0] as DOMException).name).toBe('QuotaExceededError');
    expect(writer.waiting).toBe(1);
    await writer.catchUp();
    expect(writer.waiting).toBe(1); // still full: kept, and said again
    expect(reported).toHaveLength(2);
    full = false;
    await writer.catchUp();
    expect(writer.waiting).toBe(0);
    // Nothing waits any more: reported as `null`, so the notice can go.
    expect(reported.at(-1)).toBeNull();
    const best = await real.bestTimes('sudoku:4:easy');
    expect(best.map((b) => [b.id, b.ms])).toEqual([['g1', 4000]]);
  });

  it('counts a finish as pending until it is on disk, the daily day with it', async () => {
    const db = await openDatabase({ onVersionChange() {}, onTerminated() {} }, 'records-pending');
    const storage = new GridwiseStorage(db, () => {});
    const writer = new RecordsWriter(
      () => storage,
      () => {},
    );
    const daily = { date: '2026-12-02', day: { won: true, ms: 4000 } };
    const placed = writer.won(
      sudoku,
      { gameId: 'g1', puzzle, ms: 4000, assisted: false, own: {} } as never,
      { daily },
    );
    expect(writer.pending).toBe(1);
    expect(await placed).toMatchObject({ rank: 1 });
    expect(writer.pending).toBe(0);
    expect(await storage.loadDailyProgress('sudoku')).toEqual({ '2026-12-02': daily.day });
  });
});
