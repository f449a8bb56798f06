// At launch: each game's unfinished game from last time is restored and offered ("Continue").
// A record that validates but does not replay is set aside for diagnosis (never deleted) and
// that game starts clean.

import { dailyKey } from '../../engine/daily';
import { words } from '../../i18n/i18n';
import type { SavedGame } from '../../storage/records';
import type { SlotName } from '../../storage/slot-key';
import { slotOf } from '../../storage/slot-key';
import type { GridwiseStorage } from '../../storage/storage';
import { dailyGames } from '../daily/daily-book';
import { dailyDoneWords } from '../daily/daily-done';
import type { HomeLobby } from '../lobby/home-lobby';
import { resumeInfo } from '../lobby/lobby-games';
import { dailyInProgress, lastPlayed } from '../shell/daily-slot';
import type { GameSlot, GameSlots } from '../shell/game-slots';
import { GameJournal, playedAtOf } from './game-journal';
import type { TabSync } from './tab-sync';
import type { WriteSites } from './write-sites';

/** Restores every game; returns the id of the one saved last (home opens on it), or null. */
export async function restoreSavedGames(
  slots: GameSlots,
  storage: GridwiseStorage,
  report: (error: unknown) => void,
): Promise<string | null> {
  // daily: each game's daily progress comes back with its games.
  await slots.daily.open(storage, dailyGames()).catch((e: unknown) => report(e));
  for (const slot of slots.all())
    await slot.journey?.open(storage).catch((e: unknown) => report(e));
  let latest = 0;
  let latestGame: string | null = null;
  for (const slot of slots.all()) {
    const game = slot.entry.core.id;
    const saved = await restoreGame(slot, storage, report);
    if (saved && slot.controller.inProgress && playedAtOf(saved) > latest) {
      latest = playedAtOf(saved);
      latestGame = game;
    }
  }
  return latestGame;
}

/**
 * daily slot: a game's free game and its daily are both on disk; the one played last is
 * made live (the Continue card's), the other is kept on disk (noted as parked: the daily button
 * and the Continue card read it). Returns the record restored, or null.
 */
async function restoreGame(
  slot: GameSlot,
  storage: GridwiseStorage,
  report: (error: unknown) => void,
): Promise<SavedGame | null> {
  const kind = slot.entry.core.id as SavedGame['kind'];
  const load = (which: SlotName) =>
    storage.loadGame(kind, which).catch((e: unknown) => {
      report(e);
      return null;
    });
  const free = await load('free');
  const daily = await load('daily');
  const dailyFirst = daily !== null && (free === null || playedAtOf(daily) > playedAtOf(free));
  const order = dailyFirst ? [daily, free] : [free, daily];
  for (const saved of order) {
    if (!saved) continue;
    const which = slotOf(saved);
    try {
      slot.controller.restore(saved);
      slot.live = which;
      if (slot.journal) slot.journal.slot = which;
      slot.journal?.adopt(saved.rev, saved);
      slot.playedAt = playedAtOf(saved);
      const other = which === 'free' ? daily : free;
      slot.parked = other
        ? { slot: slotOf(other), draft: other, playedAt: playedAtOf(other) }
        : null;
      return saved;
    } catch (error) {
      await storage.setAsideGame(saved, (error as Error).message).catch((e: unknown) => report(e));
      slot.journal?.adopt(0);
    }
  }
  return null;
}

/** A saved game that could not be read: the player is told why; nothing is restored from it. */
export function reportUnreadGame(door: { notify(message: string): void }, error: unknown): null {
  console.error(error);
  door.notify(
    words().notices.gameUnread({ why: error instanceof Error ? error.message : String(error) }),
  );
  return null;
}

/**
 * Each game's journal: its moves and clock go to IndexedDB; another tab's newer write is adopted
 * (told), and every write's result goes to the write sites' health.
 */
export function openJournals(
  slots: GameSlots,
  storage: GridwiseStorage,
  tabId: string,
  tabs: TabSync,
  writes: WriteSites,
): void {
  slots.openJournals(
    (game) =>
      new GameJournal(storage, tabId, {
        onConflict: (current) => tabs.adopt(game, current, true),
        onWriteError: (error) => writes.result('moves', error),
        onClockResult: (error) => writes.result('clock', error),
        onSaved: (saved) => {
          const slot = slots.get(game);
          if (slot?.live === slotOf(saved)) slot.playedAt = playedAtOf(saved); // "played last"
          writes.result('moves', null);
          tabs.announce(saved);
        },
      }),
  );
}

/** The lobby's continue cards, one per game in progress. */
export function syncResumable(slots: GameSlots, lobby: HomeLobby): void {
  for (const slot of slots.all()) {
    // daily slot: the game played last, live or kept in the other slot.
    const draft = lastPlayed(slot)?.draft;
    lobby.setResumable(slot.entry.core.id, draft ? resumeInfo(slot.entry, draft) : null);
    lobby.setDailyKept(slot.entry.core.id, dailyInProgress(slot) === dailyKey(new Date()));
    const summary = slots.daily.summary(slot.entry.core.id);
    lobby.setDailyDone(slot.entry.core.id, dailyDoneWords(summary.days));
    lobby.setDailyStreak(slot.entry.core.id, summary.streak);
  }
}
