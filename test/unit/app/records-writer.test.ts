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
    flaky.recordWin = (run) =>
      full
        ? Promise.reject(new DOMException('disk full', 'QuotaExceededError'))
        : real.recordWin(run);
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
});
