// One slot per game in the registry: its controller (screen + shared run + rules) and its own
// journal, so a Link move never conflicts with a Sudoku write. Which game is active decides what
// the 'game' screen shows.

import type { PuzzleBase } from '../../engine/game-core';
import type { GameController, GameModuleDeps } from '../../play/game-api';
import type { GameDraft } from '../../play/game-draft';
import type { GameEntry } from '../../play/game-entry';
import type { GameJourney } from '../../play/journey-api';
import { RECORD_FORMAT, type SavedGame } from '../../storage/records';
import type { SlotName } from '../../storage/slot-key';
import type { GridwiseStorage } from '../../storage/storage';
import type { RenderLoop } from '../../ui/render-loop';
import { yieldToBrowser } from '../../ui/yield-to-browser';
import { DailyBook } from '../daily/daily-book';
import { GAMES } from '../game-registry';
import type { GameJournal } from '../saving/game-journal';

/**
 * How long the frame showing a move may wait for the move to reach the disk. A write takes a
 * few ms; past this the disk is unusually slow and the player should see the move anyway.
 */
const MOVE_WRITE_HOLD_MS = 150;

export interface GameSlot {
  readonly entry: GameEntry;
  controller: GameController;
  /** Makes the game's controller (screen, run and rules); used again for a new look. */
  readonly create: (deps: GameModuleDeps<PuzzleBase>) => GameController;
  journal: GameJournal | null;
  /** journey: the game's ladder of stages (its map, progress and stage puzzles), or null. */
  readonly journey: GameJourney | null;
  /** daily slot: which of the game's two slots the controller plays (daily-slot.ts). */
  live: SlotName;
  /** daily slot: the other slot's game in progress, kept on disk while this one plays. */
  parked: ParkedGame | null;
  /** daily slot: when the live game was last written (played), for "played last". */
  playedAt: number;
}

/** daily slot: a game kept in the slot not live, as the Continue card needs it. */
interface ParkedGame {
  readonly slot: SlotName;
  readonly draft: GameDraft;
  readonly playedAt: number;
}

export class GameSlots {
  private readonly slots = new Map<string, GameSlot>();
  private current: string = (GAMES[0] as GameEntry).core.id;
  /** Each game's daily progress (daily part), restored with the games. */
  readonly daily = new DailyBook();

  /** Loads every game's screen and rules (each from its own chunk) and creates its controller. */
  async load(deps: (entry: GameEntry) => GameModuleDeps<PuzzleBase>): Promise<void> {
    const loaded = await Promise.all(
      GAMES.map(async (entry) => ({
        entry,
        create: await entry.load(),
        journey: (await entry.journey?.()) ?? null,
      })),
    );
    for (const { entry, create, journey } of loaded) {
      // One game's screen per task: building both at once would be one long task.
      await yieldToBrowser();
      this.slots.set(entry.core.id, {
        entry,
        controller: create(deps(entry)),
        create,
        journey,
        journal: null,
        live: 'free',
        parked: null,
        playedAt: 0,
      });
    }
    this.deps = deps;
  }

  private deps: ((entry: GameEntry) => GameModuleDeps<PuzzleBase>) | null = null;

  /**
   * A new look: every game's controller is made again (its sprites took their colours when they
   * were built) and takes over the game in progress from memory, board, notes, undo history,
   * clock and selection, as a restore from storage would. The old one is taken down.
   */
  rebuild(writer: string): void {
    const deps = this.deps;
    if (!deps) return;
    for (const slot of this.all()) {
      const old = slot.controller;
      const draft = old.draft();
      old.dispose();
      slot.controller = slot.create(deps(slot.entry));
      if (draft)
        slot.controller.restore(savedFrom(draft, slot.journal?.revision ?? 0, writer, slot.live));
      slot.controller.settingsChanged();
    }
  }

  get(id: string): GameSlot | undefined {
    return this.slots.get(id);
  }

  all(): GameSlot[] {
    return [...this.slots.values()];
  }

  get activeId(): string {
    return this.current;
  }

  set active(id: string) {
    if (this.slots.has(id)) this.current = id;
  }

  /** The active game's slot; undefined until the games are loaded. */
  get active(): GameSlot | undefined {
    return this.slots.get(this.current);
  }

  /** Writes of lasting data beside the journals (the records, a finish) that pending counts. */
  private readonly otherWrites: (() => number)[] = [];

  /** Counts `source`'s writes under way in `pending` too. */
  countPending(source: () => number): void {
    this.otherWrites.push(source);
  }

  /** Writes not yet on disk: every game's journal, the dailies, the records and finishes. */
  get pending(): number {
    const journals = this.all().reduce((n, s) => n + (s.journal?.pending ?? 0), 0);
    return this.otherWrites.reduce((n, count) => n + count(), journals + this.daily.pending);
  }

  get committed(): number {
    return this.all().reduce((n, s) => n + (s.journal?.committed ?? 0), 0);
  }

  /** Clock ticks written, over every game (they are not game writes: see StoredClock). */
  get clockWrites(): number {
    return this.all().reduce((n, s) => n + (s.journal?.clockWrites ?? 0), 0);
  }

  get generating(): boolean {
    return this.all().some((s) => s.controller.generating);
  }

  /** Writes `draft` to its game's journal; the frame that shows it waits until it is on disk. */
  write(game: string, draft: GameDraft, loop: RenderLoop): void {
    const journal = this.slots.get(game)?.journal;
    if (journal) loop.holdUntil(journal.write(draft), MOVE_WRITE_HOLD_MS);
  }

  /** Gives every game its journal, made by `make` with that game's event hooks. */
  openJournals(make: (game: string) => GameJournal): void {
    for (const slot of this.all()) slot.journal = make(slot.entry.core.id);
  }

  /**
   * Storage was opened again, empty: every game in progress is written again from memory
   * (each journal starts over at revision 0), and each game kept in its other slot (daily
   * slot) under that slot's key.
   */
  async rewriteAll(storage?: GridwiseStorage | null): Promise<void> {
    const writes: Promise<unknown>[] = [];
    for (const slot of this.all()) {
      const draft = slot.controller.draft();
      slot.journal?.adopt(0);
      if (draft && slot.journal) writes.push(slot.journal.write(draft));
      const kept = slot.parked;
      if (kept && storage) writes.push(storage.saveGame(keptRecord(kept, slot.journal)));
    }
    await Promise.all(writes);
  }

  /** Pauses every clock and writes every journal (before a reload or an update). */
  async flushAll(): Promise<void> {
    for (const slot of this.all()) {
      slot.controller.setVisible(false);
      await slot.journal?.flush();
    }
  }
}

/** A kept game (the slot not live) as its first record in a store opened again empty. */
function keptRecord(kept: ParkedGame, journal: GameJournal | null): SavedGame {
  const record = savedFrom(kept.draft, 1, journal?.writer ?? 'rewrite', kept.slot);
  return { ...record, playedAt: kept.playedAt };
}

/** A game in memory as a stored record says it, for a restore that reads no storage. */
function savedFrom(draft: GameDraft, rev: number, writer: string, slot: SlotName): SavedGame {
  const live = slot === 'daily' ? { slot: 'daily' as const } : {};
  return { ...draft, ...live, format: RECORD_FORMAT, rev, writer, updatedAt: Date.now() };
}
