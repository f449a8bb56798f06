// Reading records inside a transaction: each is validated (records.ts), and one that fails is
// moved to the quarantine store in the same transaction and reported, never dropped silently.

import type { IDBPTransaction, StoreNames } from 'idb';
import type { GridwiseSchema } from './database';
import {
  type BestTime,
  compareBestTimes,
  RECORD_FORMAT,
  RecordError,
  type Statistics,
  validateBestTime,
  validateStatistics,
} from './records';
import type { SetAsideStore, StorageProblemReport } from './storage-problem';

export type AnyTransaction = IDBPTransaction<
  GridwiseSchema,
  ArrayLike<StoreNames<GridwiseSchema>>,
  'readwrite'
>;

/** The settings store holds one record, under this key. */
export const SETTINGS_KEY = 'settings';

export function emptyStatistics(bucket: string): Statistics {
  return {
    format: RECORD_FORMAT,
    bucket,
    started: 0,
    won: 0,
    wonMs: 0,
    timedWins: 0,
    bestMs: null,
    streak: 0,
    bestStreak: 0,
    revealed: 0,
    totalMs: 0,
    recent: [],
    playedIds: [],
    finishedIds: [],
    lastAt: 0,
  };
}

export class RecordReads {
  constructor(
    /** Called with a player-readable sentence whenever a stored record had to be set aside. */
    private readonly onProblem: StorageProblemReport,
  ) {}

  /** A bucket's best times, good ones only, fastest first. */
  async readBucket(tx: AnyTransaction, bucket: string): Promise<BestTime[]> {
    const raws: unknown[] = await tx.objectStore('bestTimes').index('bucket').getAll(bucket);
    const good: BestTime[] = [];
    for (const raw of raws) {
      try {
        good.push(validateBestTime(raw));
      } catch (error) {
        await this.setAside(tx, 'bestTimes', bestTimeKey(raw), raw, error);
      }
    }
    return good.sort(compareBestTimes);
  }

  /** A bucket's statistics, or empty ones when there are none or they cannot be read. */
  async readStatistics(tx: AnyTransaction, bucket: string): Promise<Statistics> {
    const raw: unknown = await tx.objectStore('statistics').get(bucket);
    if (raw === undefined) return emptyStatistics(bucket);
    try {
      return validateStatistics(raw);
    } catch (error) {
      await this.setAside(tx, 'statistics', bucket, raw, error);
      return emptyStatistics(bucket);
    }
  }

  /** Copies a bad record into quarantine (same transaction) and reports it. */
  async setAside(
    tx: AnyTransaction,
    store: SetAsideStore,
    key: IDBValidKey,
    value: unknown,
    error: unknown,
  ): Promise<void> {
    const reason = error instanceof RecordError ? error.message : String(error);
    await tx
      .objectStore('quarantine')
      .add({ store, key: String(key), reason, value, at: Date.now() });
    await tx.objectStore(store).delete(key as never);
    this.onProblem({
      kind: 'set-aside',
      store,
      reason,
      message: `A stored ${store} record could not be read (${reason}); it was set aside.`,
    });
  }
}

/** The key a best-time record was stored under, read from a record that may be malformed. */
export function bestTimeKey(raw: unknown): string {
  return String((raw as { id?: unknown } | null)?.id ?? 'unknown');
}
