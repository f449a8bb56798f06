// The app's table of games. Everything in src/app and src/ui reaches a game through this table,
// never by its name; the worker has its own (src/worker/makers.ts) and the first screen its
// light half (src/app/game-cards.ts). Adding a game is adding its folder src/games/<id>/: each
// folder's play/app-manifest.ts (its entry, made by defineGame) is found here, with no line per
// game (src/engine/game-manifest.ts). A game that lives elsewhere (the tests' third game) joins
// by the same registerGame call.

import { CoreTable } from '../engine/game-core';
import type { GameEntry } from '../play/game-entry';
import type { AppManifest } from '../play/game-manifest';
import { GAME_CARDS, registerCard } from './game-cards';

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

/** Every game folder's entry, in its card's order. */
function foundEntries(): GameEntry[] {
  const found = import.meta.glob<AppManifest>('../games/*/play/app-manifest.ts', {
    eager: true,
    import: 'manifest',
  });
  // A folder with no first-screen part (no card listed yet) comes after those with one.
  const place = (entry: GameEntry) => {
    const at = GAME_CARDS.findIndex((c) => c.id === entry.id);
    return at < 0 ? GAME_CARDS.length : at;
  };
  return Object.values(found)
    .map((m) => m.entry)
    .sort((a, b) => place(a) - place(b));
}

for (const entry of foundEntries()) registerGame(entry);

export function gameEntry(id: string): GameEntry | undefined {
  return GAMES.find((g) => g.core.id === id);
}

/** The entry for `id`; the first game when `id` is not one (a record from a removed game). */
export function entryOrFirst(id: string): GameEntry {
  return gameEntry(id) ?? (GAMES[0] as GameEntry);
}
