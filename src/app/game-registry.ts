// The app's table of games: one line per game. Everything in src/app and src/ui reaches a game
// through this list, never by its name; the worker has its own list (src/worker/makers.ts).
// Adding a game: a folder src/games/<id>/ (core, view, play with its entry) and a line here
// and in src/worker/makers.ts.

import { CoreTable } from '../games/game-core';
import { linkEntry } from '../games/link/play/link-entry';
import { sudokuEntry } from '../games/sudoku/play/sudoku-entry';
import type { GameEntry } from '../play/game-entry';
import { joinKind } from '../storage/kind-registry';

// Each entry is typed for its own puzzle; the app passes puzzles only through the entry's own core,
// which validates them, so the list can be held at the common type.
export const GAMES = [sudokuEntry, linkEntry] as unknown as readonly GameEntry[];

export const CORES = new CoreTable(GAMES.map((g) => g.core));

// Storage keeps the saved games of every game listed here (its list of ids is light, for the
// first screen and the mirror's worker; a game listed here is in it even if that list lags).
for (const g of GAMES) joinKind(g.core.id);

export function gameEntry(id: string): GameEntry | undefined {
  return GAMES.find((g) => g.core.id === id);
}

/** The entry for `id`; the first game when `id` is not one (a record from a removed game). */
export function entryOrFirst(id: string): GameEntry {
  return gameEntry(id) ?? (GAMES[0] as GameEntry);
}
