// The app's table of games: one registerGame line per game. Everything in src/app and src/ui
// reaches a game through this table, never by its name; the worker has its own
// (src/worker/makers.ts) and the first screen its light half (src/app/game-cards.ts).
// Adding a game: a folder src/games/<id>/ (core, view, play with its entry made by
// defineGame) and one line here, in game-cards.ts and in src/worker/makers.ts. A game that
// lives elsewhere (the tests' third game) joins by the same registerGame call.

import { CoreTable } from '../games/game-core';
import { linkEntry } from '../games/link/play/link-entry';
import { sudokuEntry } from '../games/sudoku/play/sudoku-entry';
import type { GameEntry } from '../play/game-entry';
import { registerCard } from './game-cards';

const games: GameEntry[] = [];

/** The registered games in the order they joined; grows with registerGame. */
export const GAMES: readonly GameEntry[] = games;

/** Their cores, by id (share links, the pool, saved games). */
export const CORES = new CoreTable();

/**
 * Adds a game (an entry made by defineGame) to every table of the app: the games, their
 * cores, the first screen's cards and the ids storage keeps. Throws on a second game with
 * the same id.
 */
export function registerGame(entry: GameEntry): void {
  CORES.add(entry.core);
  games.push(entry);
  registerCard(entry);
}

registerGame(sudokuEntry);
registerGame(linkEntry);

export function gameEntry(id: string): GameEntry | undefined {
  return GAMES.find((g) => g.core.id === id);
}

/** The entry for `id`; the first game when `id` is not one (a record from a removed game). */
export function entryOrFirst(id: string): GameEntry {
  return gameEntry(id) ?? (GAMES[0] as GameEntry);
}
