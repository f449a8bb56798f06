// A finished game's every consequence is written in one transaction (finish-store.ts): the slot
// cleared, the win counted and ranked, the daily's day won and the journey's stage kept — all or
// nothing, so a kill between writes can never keep half a win (the slot gone, the day not won).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/storage/database';
import { RECORD_FORMAT, RecordError } from '../../../src/storage/records';
import { GridwiseStorage } from '../../../src/storage/storage';
import { savedGame } from './saved-game-fixture';

let n = 0;
async function fresh() {
  const db = await openDatabase({ onVersionChange() {}, onTerminated() {} }, `finish-${n++}`);
  // Counts the transactions the storage opens, to prove a finish is one.
  let opened = 0;
  const transaction = db.transaction.bind(db);
  db.transaction = ((...args: Parameters<typeof transaction>) => {
    opened++;
    return transaction(...args);
  }) as typeof db.transaction;
  return { store: new GridwiseStorage(db, () => {}), opened: () => opened };
}

const win = (id: string, ms: number) => ({
  format: RECORD_FORMAT,
  id,
  bucket: 'link:small:classic',
  ms,
  date: 1,
  assisted: false,
  own: {},
});

const stageResult = { stars: 3 as const, score: 420, bestCombo: 4, ms: 30_000 };

describe('a finish in one transaction', () => {
  it('clears the slot, counts the win, wins the daily and keeps the stage, all at once', async () => {
    const { store, opened } = await fresh();
    await store.saveGame(savedGame({ kind: 'link', id: 'g1', rev: 1 }));
    const before = opened();
    const ranked = await store.recordFinish({
      kind: 'link',
      gameId: 'g1',
      win: win('g1', 30_000),
      daily: { date: '2026-12-02', day: { won: true, ms: 30_000 } },
      journey: { stage: 6, result: stageResult, era: 1 },
    });
    expect(opened() - before).toBe(1);
    expect(ranked?.map((r) => r.id)).toEqual(['g1']);
    expect(await store.loadGame('link')).toBeNull();
    expect((await store.statistics('link:small:classic')).won).toBe(1);
    expect(await store.loadDailyProgress('link')).toEqual({
      '2026-12-02': { won: true, ms: 30_000 },
    });
    expect((await store.loadJourneyProgress('link'))?.stages).toEqual({ '6': stageResult });
  });

  it('refuses a bad date before anything is written: the game stays, no win is counted', async () => {
    const { store } = await fresh();
    await store.saveGame(savedGame({ kind: 'link', id: 'g1', rev: 1 }));
    await expect(
      store.recordFinish({
        kind: 'link',
        gameId: 'g1',
        win: win('g1', 30_000),
        daily: { date: '2026-02-30', day: { won: true, ms: 30_000 } },
      }),
    ).rejects.toBeInstanceOf(RecordError);
    expect((await store.loadGame('link'))?.id).toBe('g1');
    expect((await store.statistics('link:small:classic')).won).toBe(0);
    expect(await store.bestTimes('link:small:classic')).toEqual([]);
  });

  it('a finish made again (after a failure that had landed) counts the win once', async () => {
    const { store } = await fresh();
    const finish = { kind: 'link', gameId: 'g1', win: win('g1', 30_000) };
    await store.recordFinish(finish);
    await store.recordFinish(finish);
    expect((await store.statistics('link:small:classic')).won).toBe(1);
  });

  it('leaves a newer game in the slot alone (another tab started one)', async () => {
    const { store } = await fresh();
    await store.saveGame(savedGame({ kind: 'link', id: 'newer', rev: 1 }));
    await store.recordFinish({ kind: 'link', gameId: 'g1', win: win('g1', 30_000) });
    expect((await store.loadGame('link'))?.id).toBe('newer');
  });

  it('folds the stage into a better one kept before, never lowering it', async () => {
    const { store } = await fresh();
    await store.recordFinish({
      kind: 'link',
      gameId: 'g1',
      journey: { stage: 2, result: stageResult, era: 1 },
    });
    await store.recordFinish({
      kind: 'link',
      gameId: 'g2',
      journey: { stage: 2, result: { stars: 1, score: 10, bestCombo: 1, ms: 70_000 }, era: 1 },
    });
    expect((await store.loadJourneyProgress('link'))?.stages['2']).toMatchObject({
      stars: 3,
      score: 420,
    });
  });
});
