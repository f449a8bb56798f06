// Writes the game in progress to storage after every change, so that closing the tab, killing
// the browser or losing power between two moves loses nothing. Writes are queued one at a time
// and coalesced: while one is in flight only the newest snapshot waits, so a burst of taps
// costs at most two transactions. Every write is a compare-and-set on the slot's revision
// (see GridwiseStorage.saveGame), so two tabs can never silently overwrite each other.
// `write` returns when that change is on disk: the shell holds the frame that shows a move
// until then (RenderLoop.holdUntil), so what the player has seen drawn survives a kill.
// The clock is not part of these writes: it ticks into its own record (`writeClock`).

import type { GameDraft } from '../../play/game-draft';
import type { SavedGame } from '../../storage/records';
import { RECORD_FORMAT } from '../../storage/records';
import type { SlotName } from '../../storage/slot-key';
import type { GridwiseStorage } from '../../storage/storage';

interface JournalEvents {
  /** Another tab wrote a newer revision; the controller should adopt `current`. */
  onConflict(current: SavedGame | null): void;
  /** A write failed (e.g. quota exceeded); play goes on and the next change retries. */
  onWriteError(error: unknown): void;
  /** A write landed (tells other tabs, and that saving works). */
  onSaved(game: SavedGame): void;
  /** A clock write landed (`error` null) or failed. */
  onClockResult(error: unknown): void;
}

export class GameJournal {
  private baseRev = 0;
  private queued: GameDraft | null = null;
  private inFlight: Promise<void> | null = null;
  /** Callers of `write` whose snapshot is `queued` (or superseded by it). */
  private waiting: (() => void)[] = [];
  private lastClock: Promise<void> = Promise.resolve();
  /** Writes committed so far (diagnostics and tests). */
  committed = 0;
  /** Clock ticks written so far (diagnostics and tests). */
  clockWrites = 0;
  /**
   * daily slot: the slot whose key the writes go to (the game's free one or its daily).
   * Changed only between games (daily-slot.ts), after `flush`, with `adopt` of the new slot's rev.
   */
  slot: SlotName = 'free';

  constructor(
    private readonly storage: GridwiseStorage,
    readonly writer: string,
    private readonly events: JournalEvents,
  ) {}

  /** daily slot: the moves last written (a mark of them) and when they were made. */
  private played: { mark: string; at: number } | null = null;

  /** The revision this tab's copy is based on (after a load or an adopted conflict); `saved`
   *  is the record taken, whose moves were made at its `playedAt`. */
  adopt(rev: number, saved?: SavedGame): void {
    this.baseRev = rev;
    this.queued = null;
    this.played = saved ? { mark: movesMark(saved), at: playedAtOf(saved) } : null;
  }

  get revision(): number {
    return this.baseRev;
  }

  /** Snapshots waiting or being written; 0 means everything shown is on disk. */
  get pending(): number {
    return (this.inFlight ? 1 : 0) + (this.queued ? 1 : 0);
  }

  /**
   * Queues `draft` (replacing any older snapshot still waiting). Resolves once a snapshot at
   * least as new is on disk, or when the write has failed or lost to another tab (reported
   * through the events): the promise never rejects, it only says "nothing more to wait for".
   */
  write(draft: GameDraft): Promise<void> {
    this.queued = draft;
    const done = new Promise<void>((resolve) => this.waiting.push(resolve));
    if (!this.inFlight) this.inFlight = this.drain();
    return done;
  }

  /**
   * The clock of game `id`: a small blind write in its own store, in order, never waiting
   * behind a move. Each result is reported (a failed tick is caught up by the next one).
   */
  writeClock(kind: SavedGame['kind'], id: string, elapsedMs: number): Promise<void> {
    const slot = this.slot; // the slot of the game that ticked, even if the write waits
    this.lastClock = this.lastClock
      .then(() => this.storage.saveClock(kind, id, elapsedMs, slot))
      .then(
        () => {
          this.clockWrites++;
          this.events.onClockResult(null);
        },
        (error: unknown) => this.events.onClockResult(error),
      );
    return this.lastClock;
  }

  /** Resolves when every queued snapshot has been written (or has failed). */
  async flush(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  /** Resolves when every snapshot and every clock tick queued so far is written (or failed). */
  async settle(): Promise<void> {
    await this.flush();
    await this.lastClock;
  }

  private async drain(): Promise<void> {
    while (this.queued) {
      const draft = this.queued;
      const waiters = this.waiting;
      this.queued = null;
      this.waiting = [];
      const { slot: _drop, playedAt: _was, ...moves } = draft;
      // A write whose moves are those written before (the clock, the view) is not a move.
      const mark = movesMark(draft);
      if (this.played?.mark !== mark) this.played = { mark, at: Date.now() };
      const record: SavedGame = {
        ...moves,
        ...(this.slot === 'daily' ? { slot: 'daily' as const } : {}),
        playedAt: this.played.at,
        format: RECORD_FORMAT,
        rev: this.baseRev + 1,
        writer: this.writer,
        updatedAt: Date.now(),
      };
      try {
        const result = await this.storage.saveGame(record);
        if (result.ok) {
          this.baseRev = record.rev;
          this.committed++;
          this.events.onSaved(record);
        } else if (result.current && startsWith(this.queued ?? draft, result.current)) {
          // The other tab is behind us (or wrote before the clock moved apart, in v1): our
          // moves include all of its moves, so write ours (the newest we have) on top of its revision, keeping the
          // larger clock.
          const current = result.current as SavedGame;
          const next = this.queued ?? draft;
          this.baseRev = current.rev;
          this.queued = { ...next, elapsedMs: Math.max(next.elapsedMs, current.elapsedMs) };
          this.waiting.unshift(...waiters);
          continue;
        } else {
          this.queued = null;
          waiters.push(...this.waiting.splice(0));
          this.baseRev = result.current?.rev ?? 0;
          this.events.onConflict(result.current);
        }
      } catch (error) {
        this.events.onWriteError(error);
      }
      for (const resolve of waiters) resolve();
    }
    this.inFlight = null;
  }
}

/** The moves of a game, in short: a new move, an undo or a redo changes it. */
function movesMark(game: GameDraft): string {
  const { id, applied, moves } = game;
  return `${id}|${applied}|${moves.length}|${moves[applied - 1] ?? ''}|${moves.at(-1) ?? ''}`;
}

/** daily slot: when `saved`'s last move was made (older records: their last write). */
export function playedAtOf(saved: SavedGame): number {
  return saved.playedAt ?? saved.updatedAt;
}

/** True when `mine` is the same game and its applied moves start with all of `theirs`. */
export function startsWith(mine: GameDraft, theirs: SavedGame): boolean {
  if (mine.id !== theirs.id || theirs.applied > mine.applied) return false;
  for (let i = 0; i < theirs.applied; i++) if (mine.moves[i] !== theirs.moves[i]) return false;
  return true;
}
