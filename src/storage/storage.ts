// Everything the app keeps, behind one small async API over the IndexedDB schema. Reads are
// validated (records.ts); a record that fails is moved to the quarantine store with the reason
// and reported through `onProblem`, so it never crashes the app and is never silently lost.

import type { IDBPTransaction, StoreNames } from 'idb';
import type { GridwiseDatabase, GridwiseSchema } from './database';
import {
  BEST_TIMES_KEPT,
  type BestTime,
  compareBestTimes,
  type GameKind,
  type PooledPuzzle,
  type PuzzleParams,
  RECORD_FORMAT,
  RecordError,
  type SavedGame,
  type Statistics,
  validateBestTime,
  validateClock,
  validatePooledPuzzle,
  validateSavedGame,
  validateSettings,
  validateStatistics,
} from './records';

type AnyTransaction = IDBPTransaction<
  GridwiseSchema,
  ArrayLike<StoreNames<GridwiseSchema>>,
  'readwrite'
>;

export type SaveResult = { ok: true } | { ok: false; current: SavedGame | null };

const SETTINGS_KEY = 'settings';

function emptyStatistics(bucket: string): Statistics {
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
  };
}

export class GridwiseStorage {
  constructor(
    private db: GridwiseDatabase,
    /** Called with a player-readable sentence whenever a stored record had to be set aside. */
    private readonly onProblem: (message: string) => void,
  ) {}

  close(): void {
    this.db.close();
  }

  /** Carries on with a new connection after the browser closed the old one (see reopen). */
  replaceDatabase(db: GridwiseDatabase): void {
    this.db = db;
  }

  /**
   * The game in progress of this kind, or null, with its clock (kept apart, see StoredClock)
   * when that is ahead. A bad record is quarantined and reported.
   */
  async loadGame(kind: GameKind): Promise<SavedGame | null> {
    const tx = this.db.transaction(['games', 'clocks', 'quarantine'], 'readwrite');
    const raw = await tx.objectStore('games').get(kind);
    let game: SavedGame | null = null;
    if (raw !== undefined) {
      try {
        game = validateSavedGame(raw, `saved ${kind} game`);
      } catch (error) {
        await this.setAside(tx, 'games', kind, raw, error);
      }
    }
    const rawClock = game ? await tx.objectStore('clocks').get(kind) : undefined;
    if (game && rawClock !== undefined) {
      try {
        const clock = validateClock(rawClock, `stored ${kind} clock`);
        if (clock.id === game.id && clock.elapsedMs > game.elapsedMs)
          game = { ...game, elapsedMs: clock.elapsedMs };
      } catch (error) {
        await this.setAside(tx, 'clocks', kind, rawClock, error);
      }
    }
    await tx.done;
    return game;
  }

  /**
   * The clock of the game `id` in progress: one blind put in its own store, so it neither waits
   * for nor bumps the game's revision.
   */
  async saveClock(kind: GameKind, id: string, elapsedMs: number): Promise<void> {
    await this.db.put('clocks', { format: RECORD_FORMAT, id, elapsedMs }, kind);
  }

  /**
   * Writes `game` if the slot still holds revision `game.rev - 1` (0 when empty): a
   * compare-and-set, so a tab working from a stale copy gets `{ok: false, current}` instead of
   * overwriting another tab's newer moves. A slot holding an unreadable record is quarantined
   * first, so the write never destroys it.
   */
  async saveGame(game: SavedGame): Promise<SaveResult> {
    const tx = this.db.transaction(['games', 'quarantine'], 'readwrite');
    const store = tx.objectStore('games');
    const raw = await store.get(game.kind);
    let currentRev = 0;
    let current: SavedGame | null = null;
    if (raw !== undefined) {
      try {
        current = validateSavedGame(raw, `saved ${game.kind} game`);
        currentRev = current.rev;
      } catch (error) {
        await this.setAside(tx, 'games', game.kind, raw, error);
      }
    }
    if (currentRev !== game.rev - 1) {
      await tx.done;
      return { ok: false, current };
    }
    await store.put(game, game.kind);
    // Commit now rather than when the event loop next turns: a move is on disk sooner.
    tx.commit();
    await tx.done;
    return { ok: true };
  }

  /** Clears the slot, but only if it still holds this game (another tab may have a newer one). */
  async finishGame(kind: GameKind, id: string): Promise<void> {
    const tx = this.db.transaction(['games', 'clocks'], 'readwrite');
    const raw = (await tx.objectStore('games').get(kind)) as { id?: unknown } | undefined;
    if (raw?.id === id) {
      await tx.objectStore('games').delete(kind);
      await tx.objectStore('clocks').delete(kind);
    }
    await tx.done;
  }

  /** Moves a game that validated but would not replay into quarantine, with the reason. */
  async setAsideGame(game: SavedGame, reason: string): Promise<void> {
    const tx = this.db.transaction(['games', 'quarantine'], 'readwrite');
    const raw = (await tx.objectStore('games').get(game.kind)) as { id?: unknown } | undefined;
    if (raw?.id === game.id)
      await this.setAside(tx, 'games', game.kind, raw, new RecordError(reason));
    await tx.done;
  }

  /** Records a finished run and updates statistics; returns the bucket's ranked top 10. */
  async recordWin(run: BestTime): Promise<BestTime[]> {
    const tx = this.db.transaction(['bestTimes', 'statistics', 'quarantine'], 'readwrite');
    const times = tx.objectStore('bestTimes');
    if ((await times.get(run.id)) !== undefined) {
      await tx.done;
      return this.bestTimes(run.bucket);
    }
    await times.put(run, run.id);
    const ranked = await this.readBucket(tx, run.bucket);
    for (const dropped of ranked.slice(BEST_TIMES_KEPT)) await times.delete(dropped.id);
    const stats = await this.readStatistics(tx, run.bucket);
    stats.won++;
    if (run.assisted) {
      stats.streak = 0;
    } else {
      stats.wonMs += run.ms;
      stats.timedWins++;
      stats.bestMs = stats.bestMs === null ? run.ms : Math.min(stats.bestMs, run.ms);
      stats.streak++;
      stats.bestStreak = Math.max(stats.bestStreak, stats.streak);
    }
    await tx.objectStore('statistics').put(stats, run.bucket);
    await tx.done;
    return ranked.slice(0, BEST_TIMES_KEPT);
  }

  async bestTimes(bucket: string): Promise<BestTime[]> {
    const tx = this.db.transaction(['bestTimes', 'quarantine'], 'readwrite');
    const ranked = await this.readBucket(tx, bucket);
    await tx.done;
    return ranked.slice(0, BEST_TIMES_KEPT);
  }

  /** A game was started; `abandoned` when it replaced an unfinished one (breaks the streak). */
  async countStart(bucket: string, abandoned: string | null): Promise<void> {
    const tx = this.db.transaction(['statistics', 'quarantine'], 'readwrite');
    const stats = await this.readStatistics(tx, bucket);
    stats.started++;
    await tx.objectStore('statistics').put(stats, bucket);
    if (abandoned !== null) {
      const old = abandoned === bucket ? stats : await this.readStatistics(tx, abandoned);
      old.streak = 0;
      await tx.objectStore('statistics').put(old, abandoned);
    }
    await tx.done;
  }

  async statistics(bucket: string): Promise<Statistics> {
    const tx = this.db.transaction(['statistics', 'quarantine'], 'readwrite');
    const stats = await this.readStatistics(tx, bucket);
    await tx.done;
    return stats;
  }

  async loadSettings(): Promise<Record<string, unknown> | null> {
    const tx = this.db.transaction(['settings', 'quarantine'], 'readwrite');
    const raw = await tx.objectStore('settings').get(SETTINGS_KEY);
    let values: Record<string, unknown> | null = null;
    if (raw !== undefined) {
      try {
        values = validateSettings(raw).values;
      } catch (error) {
        await this.setAside(tx, 'settings', SETTINGS_KEY, raw, error);
      }
    }
    await tx.done;
    return values;
  }

  async saveSettings(values: Record<string, unknown>): Promise<void> {
    await this.db.put('settings', { format: RECORD_FORMAT, values }, SETTINGS_KEY);
  }

  /**
   * Every usable pooled puzzle with its key. Entries made by another generator version are
   * deleted on the way (cheap to remake, and they would not match the level rules any more).
   * Unreadable ones are dropped in the same pass, the first kept in quarantine for diagnosis,
   * and reported once however many there were (a damaged pool of 200 is one notice, not 200).
   */
  async loadPool(
    isCurrent: (bucket: string, generator: number) => boolean,
  ): Promise<{ key: number; bucket: string; puzzle: PuzzleParams }[]> {
    const tx = this.db.transaction(['pool', 'quarantine'], 'readwrite');
    const found: { key: number; bucket: string; puzzle: PuzzleParams }[] = [];
    let bad = 0;
    let firstReason = '';
    let cursor = await tx.objectStore('pool').openCursor();
    while (cursor) {
      const raw: unknown = cursor.value;
      try {
        const entry = validatePooledPuzzle(raw);
        if (isCurrent(entry.bucket, entry.generator))
          found.push({ key: cursor.primaryKey, bucket: entry.bucket, puzzle: entry.puzzle });
        else await cursor.delete();
      } catch (error) {
        if (bad++ === 0) {
          firstReason = error instanceof RecordError ? error.message : String(error);
          await tx.objectStore('quarantine').add({
            store: 'pool',
            key: String(cursor.primaryKey),
            reason: firstReason,
            value: raw,
            at: Date.now(),
          });
        }
        await cursor.delete();
      }
      cursor = await cursor.continue();
    }
    await tx.done;
    if (bad > 0) {
      this.onProblem(
        bad === 1
          ? `A puzzle made ahead could not be read (${firstReason}); it was set aside and will be made again.`
          : `${bad} puzzles made ahead could not be read (the first: ${firstReason}); they were dropped and will be made again.`,
      );
    }
    return found;
  }

  async addToPool(bucket: string, generator: number, puzzle: PuzzleParams): Promise<number> {
    const entry: PooledPuzzle = {
      format: RECORD_FORMAT,
      bucket,
      generator,
      puzzle,
      createdAt: Date.now(),
    };
    return this.db.add('pool', entry);
  }

  async removeFromPool(...keys: number[]): Promise<void> {
    const tx = this.db.transaction('pool', 'readwrite');
    for (const key of keys) void tx.store.delete(key);
    await tx.done;
  }

  async quarantined(): Promise<{ store: string; key: string; reason: string }[]> {
    const all = await this.db.getAll('quarantine');
    return all.map(({ store, key, reason }) => ({ store, key, reason }));
  }

  private async readBucket(tx: AnyTransaction, bucket: string): Promise<BestTime[]> {
    const raws: unknown[] = await tx.objectStore('bestTimes').index('bucket').getAll(bucket);
    const good: BestTime[] = [];
    for (const raw of raws) {
      try {
        good.push(validateBestTime(raw));
      } catch (error) {
        const key = String((raw as { id?: unknown })?.id ?? 'unknown');
        await this.setAside(tx, 'bestTimes', key, raw, error);
      }
    }
    return good.sort(compareBestTimes);
  }

  private async readStatistics(tx: AnyTransaction, bucket: string): Promise<Statistics> {
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
  private async setAside(
    tx: AnyTransaction,
    store: StoreNames<GridwiseSchema>,
    key: IDBValidKey,
    value: unknown,
    error: unknown,
  ): Promise<void> {
    const reason = error instanceof RecordError ? error.message : String(error);
    await tx
      .objectStore('quarantine')
      .add({ store, key: String(key), reason, value, at: Date.now() });
    await tx.objectStore(store).delete(key as never);
    this.onProblem(`A stored ${store} record could not be read (${reason}); it was set aside.`);
  }
}
