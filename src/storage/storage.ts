// Everything the app keeps, behind one small async API over the IndexedDB schema. Reads are
// validated (records.ts); a record that fails is moved to the quarantine store with the reason
// and reported through `onProblem`, so it never crashes the app and is never silently lost.

import type { SkillEntry } from '../engine/skill-progress';
import type { BackupContent } from './backup';
import { type ImportSummary, mergeBackup, readAllStores, storesEmpty } from './backup-stores';
import { BEST_SCORES } from './best-score-record';
import type { TimeJudge } from './best-time-merge';
import { isClosedError } from './closed-connection';
import type { DailyDay } from './daily-day';
import { readDailyProgress, writeDailyDay } from './daily-progress-store';
import type { GridwiseDatabase } from './database';
import { addWinIn, type FinishWrite, writeFinish } from './finish-store';
import {
  clockRecord,
  finishGameAt,
  loadGameAt,
  saveGameAt,
  setAsideGameAt,
} from './game-slot-store';
import { addReveal, markPlayed } from './honest-count';
import type { ImportRules } from './import-rules';
import type { JourneyStageResult } from './journey-progress-record';
import {
  type JourneyProgress,
  readJourneyProgress,
  writeJourneyPowerUps,
  writeJourneyStage,
} from './journey-progress-store';
import { readProgress } from './keyed-progress-store';
import { loadPoolAt, type PoolEntry } from './pool-store';
import { RecordReads, SETTINGS_KEY } from './record-reads';
import {
  BEST_TIMES_KEPT,
  type BestTime,
  type GameKind,
  type PooledPuzzle,
  type PuzzleParams,
  RECORD_FORMAT,
  type SavedGame,
  type Statistics,
  validateSettings,
} from './records';
import { readSkills, writeLesson, writePractice } from './skill-progress-store';
import { type SlotName, slotKey } from './slot-key';
import type { StorageProblemReport } from './storage-problem';

type SaveResult = { ok: true } | { ok: false; current: SavedGame | null };

export class GridwiseStorage {
  /** Opens a new connection when the browser closed ours (set by open-storage). */
  private reopen: (() => Promise<GridwiseDatabase>) | null = null;
  private reopening: Promise<void> | null = null;
  private readonly reads: RecordReads;

  constructor(
    private db: GridwiseDatabase,
    /** Told whenever a stored record had to be set aside. */
    private readonly onProblem: StorageProblemReport,
  ) {
    this.reads = new RecordReads(onProblem);
  }

  close(): void {
    this.db.close();
  }

  /** Called after every write of lasting data (moves, records, settings): the mirror follows. */
  onWritten: () => void = () => {};

  /** How to open a new connection when the browser closes ours (see reconnect). */
  setReopen(open: () => Promise<GridwiseDatabase>): void {
    this.reopen = open;
  }

  /**
   * The browser closed our connection: opens a new one, once however many callers ask, and
   * carries on with it. Rejects when there is no way to reopen or the open fails.
   */
  reconnect(): Promise<void> {
    const open = this.reopen;
    if (!open) return Promise.reject(new Error('the storage connection was closed'));
    // The clearing that closed us may still be running and close (abort) the first new
    // connection too, during its upgrade: try a few times, a little later each time.
    const openSoon = async (attempt: number): Promise<GridwiseDatabase> => {
      try {
        return await open();
      } catch (error) {
        if (attempt >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
        return openSoon(attempt + 1);
      }
    };
    this.reopening ??= openSoon(0)
      .then((db) => {
        this.db = db;
      })
      .finally(() => {
        this.reopening = null;
      });
    return this.reopening;
  }

  /**
   * Runs `op` on the open connection. When the connection turns out to be closed under it
   * (site data cleared while the app was open), the op is run once more on a new connection:
   * a transaction that failed that way was rolled back whole, so running it again is safe.
   */
  private async withDb<T>(op: (db: GridwiseDatabase) => Promise<T>): Promise<T> {
    // Clearing site data can close a connection opened while the clearing still runs, so a
    // second close is possible; a third is a real failure and is reported.
    for (let attempt = 0; ; attempt++) {
      if (this.reopening) await this.reopening;
      const db = this.db;
      try {
        return await op(db);
      } catch (error) {
        if (!this.reopen || !isClosedError(error) || attempt >= 2) throw error;
        if (this.db === db) await this.reconnect();
      }
    }
  }

  /**
   * The game in progress of this kind in `slot` (the free game, or its daily: slot-key.ts), or
   * null, with its clock (kept apart, see StoredClock) when that is ahead. A bad record, or one
   * filed under a key not its own, is quarantined and reported.
   */
  loadGame(kind: GameKind, slot: SlotName = 'free'): Promise<SavedGame | null> {
    return this.withDb((db) => loadGameAt(db, this.reads, kind, slot));
  }

  /**
   * The clock of the game `id` in progress: one blind put in its own store, so it neither waits
   * for nor bumps the game's revision.
   */
  saveClock(kind: GameKind, id: string, elapsedMs: number, slot: SlotName = 'free'): Promise<void> {
    return this.withDb(async (db) => {
      await db.put('clocks', clockRecord(id, elapsedMs), slotKey(kind, slot));
    });
  }

  /**
   * Writes `game` (under its own slot's key) if the slot still holds revision `game.rev - 1`
   * (0 when empty): a compare-and-set, so a tab working from a stale copy gets
   * `{ok: false, current}` instead of overwriting another tab's newer moves. A slot holding an
   * unreadable record is quarantined first, so the write never destroys it.
   */
  saveGame(game: SavedGame): Promise<SaveResult> {
    return this.withDb(async (db) => {
      const result = await saveGameAt(db, this.reads, game);
      if (result.ok) this.onWritten();
      return result;
    });
  }

  /** Clears the slot, but only if it still holds this game (another tab may have a newer one). */
  finishGame(kind: GameKind, id: string): Promise<void> {
    return this.withDb(async (db) => {
      await finishGameAt(db, kind, id);
      this.onWritten();
    });
  }

  /** Moves a game that validated but would not replay into quarantine, with the reason. */
  setAsideGame(game: SavedGame, reason: string): Promise<void> {
    return this.withDb((db) => setAsideGameAt(db, this.reads, game, reason));
  }

  /**
   * Records a won run and updates statistics; returns the bucket's ranked top 10. A revealed
   * game never comes here (recordReveal): it is never a win nor a best time.
   */
  recordWin(run: BestTime): Promise<BestTime[]> {
    return this.withDb(async (db) => {
      const tx = db.transaction(['bestTimes', 'statistics', 'quarantine'], 'readwrite');
      const ranked = await addWinIn(tx, this.reads, run);
      await tx.done;
      this.onWritten();
      return ranked;
    });
  }

  /**
   * A finished game's every consequence (its slot cleared, the win or reveal, the daily's day,
   * the journey's stage) in one transaction, so a kill keeps all of it or none of it. Returns
   * the win's bucket's top 10 (null when it was no win). Throws RecordError for a bad date or
   * stage, storing nothing.
   */
  async recordFinish(finish: FinishWrite): Promise<BestTime[] | null> {
    const ranked = await this.withDb((db) => writeFinish(db, this.reads, finish));
    this.onWritten();
    return ranked;
  }

  /** stats: a game finished with Answer: played and revealed, never a win or a record. */
  recordReveal(bucket: string, run: { id: string; ms: number; date: number }): Promise<void> {
    return this.withDb(async (db) => {
      const tx = db.transaction(['statistics', 'quarantine'], 'readwrite');
      const stats = await this.reads.readStatistics(tx, bucket);
      if (addReveal(stats, run)) await tx.objectStore('statistics').put(stats, bucket);
      await tx.done;
      this.onWritten();
    });
  }

  bestTimes(bucket: string): Promise<BestTime[]> {
    return this.withDb(async (db) => {
      const tx = db.transaction(['bestTimes', 'quarantine'], 'readwrite');
      const ranked = await this.reads.readBucket(tx, bucket);
      await tx.done;
      return ranked.slice(0, BEST_TIMES_KEPT);
    });
  }

  /** stats: game `id` had its first move: it is played (counted once, see markPlayed). */
  countPlayed(bucket: string, id: string, at = Date.now()): Promise<void> {
    return this.withDb(async (db) => {
      const tx = db.transaction(['statistics', 'quarantine'], 'readwrite');
      const stats = await this.reads.readStatistics(tx, bucket);
      markPlayed(stats, id, at);
      await tx.objectStore('statistics').put(stats, bucket);
      await tx.done;
      this.onWritten();
    });
  }

  /** A played game was left unfinished for another: it ends its bucket's streak. */
  countAbandoned(bucket: string): Promise<void> {
    return this.withDb(async (db) => {
      const tx = db.transaction(['statistics', 'quarantine'], 'readwrite');
      const stats = await this.reads.readStatistics(tx, bucket);
      stats.streak = 0;
      await tx.objectStore('statistics').put(stats, bucket);
      await tx.done;
    });
  }

  /** stats: the bucket a game was last played or finished in, or null (Records opens there). */
  lastPlayedBucket(): Promise<string | null> {
    return this.withDb(async (db) => {
      const tx = db.transaction(['statistics', 'quarantine'], 'readwrite');
      let last: { bucket: string; at: number } | null = null;
      for (const key of await tx.objectStore('statistics').getAllKeys()) {
        const stats = await this.reads.readStatistics(tx, String(key));
        if (stats.lastAt > 0 && (last === null || stats.lastAt > last.at))
          last = { bucket: stats.bucket, at: stats.lastAt };
      }
      await tx.done;
      return last?.bucket ?? null;
    });
  }

  statistics(bucket: string): Promise<Statistics> {
    return this.withDb(async (db) => {
      const tx = db.transaction(['statistics', 'quarantine'], 'readwrite');
      const stats = await this.reads.readStatistics(tx, bucket);
      await tx.done;
      return stats;
    });
  }

  loadSettings(): Promise<Record<string, unknown> | null> {
    return this.withDb(async (db) => {
      const tx = db.transaction(['settings', 'quarantine'], 'readwrite');
      const raw = await tx.objectStore('settings').get(SETTINGS_KEY);
      let values: Record<string, unknown> | null = null;
      if (raw !== undefined) {
        try {
          values = validateSettings(raw).values;
        } catch (error) {
          await this.reads.setAside(tx, 'settings', SETTINGS_KEY, raw, error);
        }
      }
      await tx.done;
      return values;
    });
  }

  saveSettings(values: Record<string, unknown>): Promise<void> {
    return this.withDb(async (db) => {
      const tx = db.transaction('settings', 'readwrite');
      const put = tx.store.put({ format: RECORD_FORMAT, values }, SETTINGS_KEY);
      // Commit now, in the task that made the change, not once the put's answer comes back: a
      // page closed (or reloaded) right after a change, Skip on a lesson say, still keeps it.
      tx.commit();
      await Promise.all([put, tx.done]);
      this.onWritten();
    });
  }

  /**
   * Every usable pooled puzzle with its key. Entries made by another generator version are
   * deleted on the way (cheap to remake, and they would not match the level rules any more).
   * Unreadable ones are dropped in the same pass, the first kept in quarantine for diagnosis,
   * and reported once however many there were (a damaged pool of 200 is one notice, not 200).
   */
  loadPool(isCurrent: (bucket: string, generator: number) => boolean): Promise<PoolEntry[]> {
    return this.withDb((db) => loadPoolAt(db, this.onProblem, isCurrent));
  }

  addToPool(bucket: string, generator: number, puzzle: PuzzleParams): Promise<number> {
    return this.withDb(async (db) => {
      const entry: PooledPuzzle = {
        format: RECORD_FORMAT,
        bucket,
        generator,
        puzzle,
        createdAt: Date.now(),
      };
      return db.add('pool', entry);
    });
  }

  removeFromPool(...keys: number[]): Promise<void> {
    return this.withDb(async (db) => {
      const tx = db.transaction('pool', 'readwrite');
      for (const key of keys) void tx.store.delete(key);
      await tx.done;
    });
  }

  // daily: each game's daily progress (daily-progress-store.ts).
  /** Called after an import brought daily progress in, so what the app holds reads it again. */
  readonly dailyImported = new Set<() => void>();

  /** A game's daily progress (date → played / won), empty when none or unreadable. */
  loadDailyProgress(kind: string): Promise<Record<string, DailyDay>> {
    return this.withDb((db) => readDailyProgress(db, this.reads, kind));
  }

  /** Folds a finished daily into its date (won stays won, the best time is kept). */
  async recordDailyDay(kind: string, date: string, day: DailyDay): Promise<void> {
    await this.withDb((db) => writeDailyDay(db, this.reads, kind, date, day));
    this.onWritten();
  }

  // journey: each game's journey progress (journey-progress-store.ts).
  /** Called after an import (a backup, the mirror) brought journey progress in. */
  readonly journeyImported = new Set<() => void>();

  /** A game's journey progress (era, stage → best clear), null when none or unreadable. */
  loadJourneyProgress(kind: string): Promise<JourneyProgress | null> {
    return this.withDb((db) => readJourneyProgress(db, this.reads, kind));
  }

  /**
   * Folds a cleared stage into its best (most stars, best score, longest combo, fastest time).
   * `era` is the ladder's (journey-stages.ts JOURNEY_ERA): a clear of an older era than the
   * one stored is not mixed into it. Throws RecordError for a bad stage or result, storing nothing.
   */
  async recordJourneyStage(
    kind: string,
    stage: number,
    result: JourneyStageResult,
    era = 1,
  ): Promise<void> {
    await this.withDb((db) => writeJourneyStage(db, this.reads, kind, stage, result, era));
    this.onWritten();
  }

  /** The power-ups a player holds on a game's journey, set (an earning or a spending). Throws
   *  RecordError for a bad name or count, storing nothing. */
  async saveJourneyPowerUps(
    kind: string,
    powerUps: Record<string, number>,
    era = 1,
  ): Promise<void> {
    await this.withDb((db) => writeJourneyPowerUps(db, this.reads, kind, powerUps, era));
    this.onWritten();
  }

  /** A game's best free-play scores (bucket → score), none when none or unreadable. */
  async loadBestScores(kind: string): Promise<Record<string, number>> {
    const record = await this.withDb((db) => readProgress(db, this.reads, kind, BEST_SCORES));
    return record?.scores ?? {};
  }

  // skills: each game's technique-school progress (skill-progress-store.ts).
  /** Called after an import (a backup, the mirror) brought technique progress in. */
  readonly skillsImported = new Set<() => void>();

  /** A game's skills (skill id → entry), empty when none or unreadable. */
  loadSkills(kind: string): Promise<Record<string, SkillEntry>> {
    return this.withDb((db) => readSkills(db, this.reads, kind));
  }

  /**
   * A practice position of `skill` finished, `hinted` when a hint was used on it: practised +1,
   * and found +1 with the streak +1 when unhinted, the streak back to 0 when hinted; mastered
   * at three in a row, never lost. Read, changed and written in one transaction; returns the
   * entry stored. Throws RecordError for a bad skill or game id, storing nothing.
   */
  async recordPractice(
    kind: string,
    skill: string,
    practice: { hinted: boolean },
  ): Promise<SkillEntry> {
    const entry = await this.withDb((db) => writePractice(db, this.reads, kind, skill, practice));
    this.onWritten();
    return entry;
  }

  /** `skill`'s lesson was read; returns the entry stored (throws as recordPractice does). */
  async recordLesson(kind: string, skill: string): Promise<SkillEntry> {
    const entry = await this.withDb((db) => writeLesson(db, this.reads, kind, skill));
    this.onWritten();
    return entry;
  }

  /** True when no game, best time, statistic or setting is stored (a first visit, or a wipe). */
  isEmpty(): Promise<boolean> {
    return this.withDb(storesEmpty);
  }

  /** Everything a backup holds, read in one transaction (bad records are set aside as usual). */
  readAll(): Promise<BackupContent> {
    return this.withDb((db) => readAllStores(db, this.reads));
  }

  /**
   * Merges a backup in, in one transaction, never losing what is here (see mergeBackup).
   * Says what it did.
   */
  async importBackup(
    content: BackupContent,
    settingsMode: 'replace' | 'if-none',
    rules?: ImportRules | TimeJudge,
  ): Promise<ImportSummary> {
    const summary = await this.withDb((db) => mergeBackup(db, content, settingsMode, rules));
    this.onWritten();
    if (summary.daily > 0) for (const heard of this.dailyImported) heard();
    if (summary.journey > 0) for (const heard of this.journeyImported) heard();
    if (summary.skills > 0) for (const heard of this.skillsImported) heard();
    return summary;
  }

  quarantined(): Promise<{ store: string; key: string; reason: string }[]> {
    return this.withDb(async (db) => {
      const all = await db.getAll('quarantine');
      return all.map(({ store, key, reason }) => ({ store, key, reason }));
    });
  }
}
