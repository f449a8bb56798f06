// At launch: each game's unfinished game from last time is restored and offered ("Continue").
// A record that validates but does not replay is set aside for diagnosis (never deleted) and
// that game starts clean.

import type { SavedGame } from '../../storage/records';
import type { GridwiseStorage } from '../../storage/storage';
import type { GameSlots } from './game-slots';

/** Restores every game; returns the id of the one saved last (home opens on it), or null. */
export async function restoreSavedGames(
  slots: GameSlots,
  storage: GridwiseStorage,
  report: (error: unknown) => void,
): Promise<string | null> {
  let latest = 0;
  let latestGame: string | null = null;
  for (const slot of slots.all()) {
    const game = slot.entry.core.id;
    const saved = await storage.loadGame(game as SavedGame['kind']).catch((e: unknown) => {
      report(e);
      return null;
    });
    if (!saved) continue;
    try {
      slot.controller.restore(saved);
      slot.journal?.adopt(saved.rev);
      if (slot.controller.inProgress && saved.updatedAt > latest) {
        latest = saved.updatedAt;
        latestGame = game;
      }
    } catch (error) {
      await storage.setAsideGame(saved, (error as Error).message).catch((e: unknown) => report(e));
      slot.journal?.adopt(0);
    }
  }
  return latestGame;
}
