// daily slot (#24): each game keeps its daily apart from its free game. One controller (screen
// and run) per game plays one of the two slots at a time; its journal writes the live one's key
// (slot-key.ts). Entering the other slot writes the leaving game to its own key first, then
// brings the other back from its key, so a New game, an opened code or a shared link (the free
// slot) never replaces the daily, and the daily button continues a saved daily of its date.

import { dailyKey } from '../../games/daily';
import type { GameController } from '../../play/game-api';
import type { SavedGame } from '../../storage/records';
import type { SlotName } from '../../storage/slot-key';
import type { GridwiseStorage } from '../../storage/storage';
import { dailyDateOfSeed } from '../daily/daily-seed';
import type { GameSlot, GameSlots } from './game-slots';

/** What state() reports of a game's slots. */
export interface SlotReport {
  live: SlotName;
  /** The date of the game's daily in progress (live or kept on disk), or null. */
  daily: string | null;
}

/** The date of the daily `slot`'s controller plays, when it is a daily still in progress. */
function liveDailyDate(slot: GameSlot): string | null {
  if (slot.live !== 'daily' || !slot.controller.inProgress) return null;
  const draft = slot.controller.draft();
  return draft ? dailyDateOfSeed(String(draft.puzzle.seed ?? ''), slot.entry.core.id) : null;
}

/** The date of `game`'s daily in progress, wherever it is (live, or kept on disk), or null. */
export function dailyInProgress(slot: GameSlot): string | null {
  return slot.live === 'daily' ? liveDailyDate(slot) : slot.parkedDaily;
}

export function slotReports(slots: GameSlots): Record<string, SlotReport> {
  const out: Record<string, SlotReport> = {};
  for (const slot of slots.all())
    out[slot.entry.core.id] = { live: slot.live, daily: dailyInProgress(slot) };
  return out;
}

export class DailySlot {
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
  async enter(game: string, target: SlotName): Promise<boolean> {
    const slot = this.slots.get(game);
    if (!slot) return false;
    if (slot.live === target) return slot.controller.inProgress;
    const { controller, journal } = slot;
    const leaving = controller.inProgress ? controller.draft() : null;
    if (leaving && journal) await journal.write(leaving);
    await journal?.settle();
    slot.parkedDaily = slot.live === 'daily' && leaving ? liveDailyDate(slot) : null;
    controller.park();
    slot.live = target;
    if (journal) journal.slot = target;
    const saved = await this.load(game, target);
    if (!saved) {
      journal?.adopt(0);
      return false;
    }
    try {
      controller.restore(saved);
      journal?.adopt(saved.rev);
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
  free(game: string, start: (controller: GameController) => void): void;
  daily(game: string, date: string | undefined, make: (controller: GameController) => void): void;
} {
  const dailySlot = new DailySlot(slots, storage, (error) => shell.reportStorage(error));
  const live = (game: string, start: (controller: GameController) => void) => {
    shell.openGame(game);
    const controller = slots.get(game)?.controller;
    if (controller) start(controller);
  };
  return {
    free: (game, start) => void dailySlot.enter(game, 'free').then(() => live(game, start)),
    daily: (game, date, make) =>
      void dailySlot
        .continueDaily(game, date)
        .then((continued) => live(game, continued ? () => {} : make)),
  };
}
