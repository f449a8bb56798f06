// The one IndexedDB database, its typed schema, and the migration chain that builds it.
// Each schema version is one `if (oldVersion < N)` step, so a browser holding any older version
// runs exactly the steps it lacks, in order, inside the single upgrade transaction.

import {
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  openDB,
  type StoreNames,
} from 'idb';
import type { BestScoreRecord } from './best-score-record';
import type { DailyProgressRecord } from './daily-progress-record';
import type { JourneyProgressRecord } from './journey-progress-record';
import type {
  BestTime,
  PooledPuzzle,
  QuarantinedRecord,
  SavedGame,
  Statistics,
  StoredClock,
  StoredSettings,
} from './records';
import type { SkillProgressRecord } from './skill-progress-record';

const DATABASE_NAME = 'gridwise';
export const DATABASE_VERSION = 2;

export interface GridwiseSchema extends DBSchema {
  /** One game in progress per kind (a game's id, see kind-registry.ts). */
  games: { key: string; value: SavedGame };
  /** The clock of each game in progress (v2), written apart from the game; see StoredClock. */
  clocks: { key: string; value: StoredClock };
  /** Finished runs, pruned to the best 10 per bucket. Keyed by game id. */
  bestTimes: { key: string; value: BestTime; indexes: { bucket: string } };
  /** Counters per bucket (`${kind}:${size}:${level}`). */
  statistics: { key: string; value: Statistics };
  /** Generated puzzles waiting to be played. */
  pool: { key: number; value: PooledPuzzle; indexes: { bucket: string } };
  /** The settings record, and each game's daily progress under `daily:<id>`,
   *  journey progress under `journey:<id>` and technique-school progress under
   *  `skills:<id>`. */
  settings: {
    key: string;
    value:
      | StoredSettings
      | DailyProgressRecord
      | JourneyProgressRecord
      | SkillProgressRecord
      | BestScoreRecord;
  };
  /** Records that failed validation, kept for diagnosis instead of deleted. */
  quarantine: { key: number; value: QuarantinedRecord };
}

export type GridwiseDatabase = IDBPDatabase<GridwiseSchema>;
type UpgradeTransaction = IDBPTransaction<
  GridwiseSchema,
  ArrayLike<StoreNames<GridwiseSchema>>,
  'versionchange'
>;

/**
 * The migration chain. Version 1 is the first schema Gridwise shipped. A future version N adds
 * `if (oldVersion < N) { … }` below the others, transforming data through `tx`, and a test in
 * test/unit/storage/storage.test.ts that opens every older version with data in it (as it
 * opens version 1 now).
 */
function migrate(db: GridwiseDatabase, oldVersion: number, _tx: UpgradeTransaction): void {
  if (oldVersion < 1) {
    db.createObjectStore('games');
    db.createObjectStore('bestTimes').createIndex('bucket', 'bucket');
    db.createObjectStore('statistics');
    db.createObjectStore('pool', { autoIncrement: true }).createIndex('bucket', 'bucket');
    db.createObjectStore('settings');
    db.createObjectStore('quarantine', { autoIncrement: true });
  }
  if (oldVersion < 2) {
    // v2: the clock ticks into its own store instead of rewriting the whole game each second.
    db.createObjectStore('clocks');
  }
}

interface OpenHandlers {
  /** Another tab wants a newer schema: this connection closes so it is not blocked. */
  onVersionChange(): void;
  /** The browser closed the connection (storage cleared, disk error). */
  onTerminated(): void;
}

/** Why the database could not be opened, so the player can be told what to do. */
export type OpenFailure = 'newer' | 'timeout' | 'unavailable';

export class DatabaseOpenError extends Error {
  constructor(
    readonly failure: OpenFailure,
    message: string,
  ) {
    super(message);
    this.name = 'DatabaseOpenError';
  }
}

/**
 * How long an open may take before the app stops waiting: an upgrade blocked by an old tab, or
 * a profile whose storage stalls, would otherwise leave the player on "Loading…" for ever.
 */
const OPEN_TIMEOUT_MS = 5000;

export async function openDatabase(
  handlers: OpenHandlers,
  name = DATABASE_NAME,
  timeoutMs = OPEN_TIMEOUT_MS,
): Promise<GridwiseDatabase> {
  if (typeof indexedDB === 'undefined' || indexedDB === null)
    throw new DatabaseOpenError('unavailable', 'IndexedDB is not available in this browser');
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const opening = openDB<GridwiseSchema>(name, DATABASE_VERSION, {
    upgrade: (database, oldVersion, _newVersion, tx) => migrate(database, oldVersion, tx),
    blocking: () => {
      opening.then((db) => db.close());
      handlers.onVersionChange();
    },
    terminated: () => handlers.onTerminated(),
  });
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new DatabaseOpenError('timeout', `the database did not open within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([opening, stalled]);
  } catch (error) {
    // An open that finishes after we stopped waiting must not hold the database (it would block
    // the next attempt's upgrade): close it as soon as it arrives.
    if (timedOut) opening.then((db) => db.close()).catch(() => {});
    if (error instanceof DOMException && error.name === 'VersionError')
      throw new DatabaseOpenError('newer', 'the saved data is from a newer version of Gridwise');
    if (error instanceof DatabaseOpenError) throw error;
    throw new DatabaseOpenError(
      'unavailable',
      error instanceof Error ? error.message : String(error),
    );
  } finally {
    clearTimeout(timer);
  }
}
