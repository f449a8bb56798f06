// Writes what the records and statistics keep: a game started (and the one it replaced), and a
// win with its time, help used and the game's own part. Failures are reported, never thrown,
// and never final: a write that failed (a full disk) is kept and made again by catchUp(), which
// SaveHealth calls when saving works again. Every result is reported: `null` once nothing waits.

import { bucketOf, type PuzzleBase } from '../../engine/game-core';
import type { FinishedRun } from '../../play/game-api';
import type { GameEntry } from '../../play/game-entry';
import { placeOf, type WinPlace } from '../../play/win-place';
import type { FinishWrite } from '../../storage/finish-store';
import { RECORD_FORMAT } from '../../storage/records';
import type { GridwiseStorage } from '../../storage/storage';

/** What a finish changes beyond the game's own records: the daily's day, the journey's stage. */
type FinishProgress = Pick<FinishWrite, 'daily' | 'journey'>;

export class RecordsWriter {
  /** Writes that failed, oldest first, to be made again. */
  private readonly failed: (() => Promise<unknown>)[] = [];
  private catchingUp = false;
  /** Writes begun and not yet settled (state().storage.pending counts them). */
  private running = 0;

  constructor(
    private readonly storage: () => GridwiseStorage | null,
    /** A write failed (`error`), or nothing waits any more (`null`). */
    private readonly report: (error: unknown) => void,
  ) {}

  /** Runs `write`; when it fails, says so and keeps it for catchUp(). Gives its result, or
   *  null when this first try failed. */
  private attempt<T>(write: () => Promise<T>): Promise<T | null> {
    this.running++;
    return write()
      .then(
        (result) => {
          if (this.failed.length === 0) this.report(null);
          else void this.catchUp();
          return result;
        },
        (e: unknown) => {
          this.failed.push(write);
          this.report(e);
          return null;
        },
      )
      .finally(() => {
        this.running--;
      });
  }

  /** Writes on their way to the disk: what is shown is on disk only when this is 0. */
  get pending(): number {
    return this.running;
  }

  /** Saving works again: the writes that failed are made now, in order. */
  async catchUp(): Promise<void> {
    if (this.catchingUp) return;
    this.catchingUp = true;
    try {
      while (this.failed.length > 0) {
        const write = this.failed[0] as () => Promise<unknown>;
        try {
          await write();
        } catch (e) {
          this.report(e); // still failing: kept for the next time
          return;
        }
        this.failed.shift();
      }
      this.report(null);
    } finally {
      this.catchingUp = false;
    }
  }

  /** Record writes waiting to be made again (diagnostics and tests). */
  get waiting(): number {
    return this.failed.length;
  }

  /**
   * A game was started in place of `replaced`. Nothing is counted yet (a game left with no move
   * is not played: played() counts it at its first move); `replaced` is only given when it was
   * played and left unfinished, and that ends its bucket's streak.
   */
  started(entry: GameEntry, _puzzle: PuzzleBase, replaced: PuzzleBase | null): void {
    const storage = this.storage();
    if (!storage || !replaced) return;
    const abandoned = bucketOf({ game: entry.core.id, ...replaced });
    void this.attempt(() => storage.countAbandoned(abandoned));
  }

  /** stats: game `gameId` had its first move: it counts as played (once, see markPlayed). */
  played(entry: GameEntry, puzzle: PuzzleBase, gameId: string): void {
    const storage = this.storage();
    const bucket = bucketOf({ game: entry.core.id, ...puzzle });
    const at = Date.now();
    if (storage) void this.attempt(() => storage.countPlayed(bucket, gameId, at));
  }

  /**
   * Writes the finished game with every consequence of it (`progress`: the daily's day, the
   * journey's stage) in one transaction; tells where a win placed among the ten best (null:
   * unknown, see attempt, or a revealed game, which is never a win nor a record).
   */
  async won(
    entry: GameEntry,
    run: FinishedRun,
    progress: FinishProgress = {},
  ): Promise<WinPlace | null> {
    const storage = this.storage();
    if (!storage) return null;
    const kind = entry.core.id;
    const bucket = bucketOf({ game: kind, ...run.puzzle });
    const finish = { kind, gameId: run.gameId, ...progress };
    if (run.revealed) {
      const reveal = { bucket, run: { id: run.gameId, ms: run.ms, date: Date.now() } };
      await this.attempt(() => storage.recordFinish({ ...finish, reveal }));
      return null;
    }
    // Made now, so a write made again later keeps the moment of the win.
    const win = {
      format: RECORD_FORMAT,
      id: run.gameId,
      bucket,
      ms: run.ms,
      date: Date.now(),
      assisted: run.assisted,
      own: run.own,
    };
    // A free-play score (never a helped win's, as a helped win sets no best time): the best
    // kept before is read first, so the card can say whether this win beat it.
    const scored = run.score !== undefined && !run.assisted ? run.score : null;
    const before =
      scored === null
        ? undefined
        : (await storage.loadBestScores(kind).catch((): Record<string, number> => ({})))[bucket];
    const bestScore = scored === null ? {} : { bestScore: { bucket, score: scored } };
    const ranked = await this.attempt(() => storage.recordFinish({ ...finish, win, ...bestScore }));
    if (!ranked) return null;
    const place = placeOf(win.id, ranked);
    if (scored === null) return place;
    const newBest = before === undefined || scored > before;
    return { ...place, score: { best: Math.max(before ?? 0, scored), newBest } };
  }
}
