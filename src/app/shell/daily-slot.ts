// daily slot: each game keeps its daily apart from its free game. One controller (screen
// and run) per game plays one of the two slots at a time; its journal writes the live one's key
// (slot-key.ts). Entering the other slot writes the leaving game to its own key first, then
// brings the other back from its key, so a New game, an opened code or a shared link (the free
// slot) never replaces the daily, and the daily button continues a saved daily of its date.

import { type Container, Text } from 'pixi.js';
import { dailyKey } from '../../engine/daily';
import type { GameController } from '../../play/game-api';
import type { GameDraft } from '../../play/game-draft';
import type { SavedGame } from '../../storage/records';
import type { SlotName } from '../../storage/slot-key';
import type { GridwiseStorage } from '../../storage/storage';
import { dailyDateOfSeed } from '../daily/daily-seed';
import { playedAtOf } from '../saving/game-journal';
import type { GameSlot, GameSlots } from './game-slots';
import { type NextGame, startAsking } from './replace-guard';

/** What state() reports of a game's slots. */
export interface SlotReport {
  live: SlotName;
  /** The date of the game's daily in progress (live or kept on disk), or null. */
  daily: string | null;
  /** The slot whose game in progress is kept on disk while the other plays, or null. */
  kept: SlotName | null;
  /** The slot the Continue card continues (the game played last), or null: no card. */
  continues: SlotName | null;
  /** The game header's title as drawn ("Daily · 26 Nov", "9×9 · Hard"), or null. */
  heading: string | null;
}

/** The text of the game header's title in `view` (the top bar labels it 'game-title'). */
function headingOf(view: Container): string | null {
  for (const child of view.children) {
    if (child instanceof Text && child.label === 'game-title') return child.text;
    const found = headingOf(child);
    if (found !== null) return found;
  }
  return null;
}

/** The date of the daily `slot`'s controller plays, when it is a daily still in progress. */
function liveDailyDate(slot: GameSlot): string | null {
  if (slot.live !== 'daily' || !slot.controller.inProgress) return null;
  const draft = slot.controller.draft();
  return draft ? dailyDateOfSeed(String(draft.puzzle.seed ?? ''), slot.entry.core.id) : null;
}

/** The date of `game`'s daily in progress, wherever it is (live, or kept on disk), or null. */
export function dailyInProgress(slot: GameSlot): string | null {
  if (slot.live === 'daily') return liveDailyDate(slot);
  const parked = slot.parked;
  if (parked?.slot !== 'daily') return null;
  return dailyDateOfSeed(String(parked.draft.puzzle.seed ?? ''), slot.entry.core.id);
}

/** Whether `slot`'s free game is in progress (live, or kept while the daily plays). */
export function freeInProgress(slot: GameSlot): boolean {
  return slot.live === 'free' ? slot.controller.inProgress : slot.parked?.slot === 'free';
}

/** The game the Continue card offers: the one played last of the live game and the kept one. */
export function lastPlayed(slot: GameSlot): { slot: SlotName; draft: GameDraft } | null {
  const live = slot.controller.inProgress ? slot.controller.draft() : null;
  const parked = slot.parked;
  if (parked && (!live || parked.playedAt > slot.playedAt)) return parked;
  return live ? { slot: slot.live, draft: live } : null;
}

export function slotReports(slots: GameSlots): Record<string, SlotReport> {
  const out: Record<string, SlotReport> = {};
  for (const slot of slots.all())
    out[slot.entry.core.id] = {
      live: slot.live,
      daily: dailyInProgress(slot),
      kept: slot.parked?.slot ?? null,
      continues: lastPlayed(slot)?.slot ?? null,
      heading: headingOf(slot.controller.screen.view),
    };
  return out;
}

export class DailySlot {
  /** The changes of slot asked for, one after the other (a double tap must not interleave two). */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly slots: GameSlots,
    private readonly storage: () => GridwiseStorage | null,
    private readonly report: (error: unknown) => void,
  ) {}

  /**
   * Makes `target` the live slot of `game`. The game leaving is written to its own key (and
   * put away, never abandoned); the one in `target` comes back from its key. Resolves true when
   * a saved game was brought back (or `target` was live already with a game in progress).
   */
  enter(game: string, target: SlotName): Promise<boolean> {
    const entered = this.turn.then(() => this.switchTo(game, target));
    this.turn = entered.catch(() => {});
    return entered;
  }

  private async switchTo(game: string, target: SlotName): Promise<boolean> {
    const slot = this.slots.get(game);
    if (!slot) return false;
    if (slot.live === target) return slot.controller.inProgress;
    const { controller, journal } = slot;
    const leaving = controller.inProgress ? controller.draft() : null;
    // Every move is on disk already (the journal writes each); the clock's last second too.
    if (leaving) void journal?.writeClock(leaving.kind, leaving.id, leaving.elapsedMs);
    await journal?.settle();
    slot.parked = leaving ? { slot: slot.live, draft: leaving, playedAt: slot.playedAt } : null;
    controller.park();
    slot.live = target;
    slot.playedAt = 0;
    if (journal) journal.slot = target;
    const saved = await this.load(game, target);
    if (!saved) {
      journal?.adopt(0);
      return false;
    }
    try {
      controller.restore(saved);
      journal?.adopt(saved.rev, saved);
      slot.playedAt = playedAtOf(saved);
      return controller.inProgress;
    } catch (error) {
      await this.storage()
        ?.setAsideGame(saved, (error as Error).message)
        .catch((e: unknown) => this.report(e));
      journal?.adopt(0);
      return false;
    }
  }

  /**
   * The daily of `date` (today when left out) is live and in progress after this when it was
   * saved: true, continue it; false, the caller makes that date's daily (none saved, or the
   * saved one is of another day and the calendar asked for this one).
   */
  async continueDaily(game: string, date?: string): Promise<boolean> {
    const restored = await this.enter(game, 'daily');
    const slot = this.slots.get(game);
    return restored && slot !== undefined && liveDailyDate(slot) === (date ?? dailyKey(new Date()));
  }

  private async load(game: string, slot: SlotName): Promise<SavedGame | null> {
    const storage = this.storage();
    if (!storage) return null;
    return storage.loadGame(game as SavedGame['kind'], slot).catch((e: unknown) => {
      this.report(e);
      return null;
    });
  }
}

/** The shell's starts, each in its slot: a new game or a shared puzzle in the free one, a daily
 *  in the daily one (continued when saved, else `make` makes it). `open` shows the game once
 *  its slot is live, so the other slot's game is never on screen meanwhile. */
export function slotStarts(
  slots: GameSlots,
  storage: () => GridwiseStorage | null,
  shell: { openGame(game: string): void; reportStorage(error: unknown): void },
): {
  /**
   * `start` in the free slot; with `next` (what it begins), asking first when it would replace
   * a played game (replace-guard.ts). Without: the caller has asked already (a shared puzzle).
   */
  free(game: string, start: (controller: GameController) => void, next?: NextGame): void;
  /** The Continue card: the game played last, its slot made live first when it was kept. */
  resume(game: string): void;
  /** New game from a daily's screen: in the free slot, asking first if a free game is there. */
  newFree(game: string, spec: { size: string | number; level: string }): void;
  /** The daily of `date` (`next` says which): continued when saved; another day's daily in
   *  progress is only replaced when the player says so. */
  daily(
    game: string,
    date: string | undefined,
    make: (controller: GameController) => void,
    next: NextGame,
  ): void;
} {
  const dailySlot = new DailySlot(slots, storage, (error) => shell.reportStorage(error));
  const live = (game: string, start: (controller: GameController) => void, next?: NextGame) => {
    shell.openGame(game);
    const slot = slots.get(game);
    if (!slot) return;
    if (next) startAsking(slot.entry, slot.controller, next, start);
    else start(slot.controller);
  };
  return {
    free: (game, start, next) =>
      void dailySlot.enter(game, 'free').then(() => live(game, start, next)),
    newFree: (game, spec) =>
      void dailySlot
        .enter(game, 'free')
        .then((kept) => live(game, (c) => (kept ? c.askNewGame() : c.startNew(spec)))),
    resume: (game) => {
      const slot = slots.get(game);
      const last = slot ? lastPlayed(slot) : null;
      if (!last || last.slot === slot?.live) shell.openGame(game);
      else void dailySlot.enter(game, last.slot).then(() => shell.openGame(game));
    },
    daily: (game, date, make, next) =>
      void dailySlot
        .continueDaily(game, date)
        .then((continued) => live(game, continued ? () => {} : make, continued ? undefined : next)),
  };
}
