// The app's table of games. Everything in src/app and src/ui reaches a game through this table,
// never by its name; the worker has its own (src/worker/makers.ts) and the first screen its
// light half (src/app/game-cards.ts). Adding a game is adding its folder src/games/<id>/: each
// folder's play/app-manifest.ts (its entry, made by defineGame) is found here, with no line per
// game (src/engine/game-manifest.ts).

import { CoreTable } from '../engine/game-core';
import type { GameEntry } from '../play/game-entry';
import type { AppManifest } from '../play/game-manifest';
import { GAME_CARDS } from './game-cards';

const games: GameEntry[] = [];

/** The games, in their cards' order. */
export const GAMES: readonly GameEntry[] = games;

/** Their cores, by id (share links, the pool, saved games). */
export const CORES = new CoreTable();

/** Adds a game (an entry made by defineGame) to the games and its core to the cores; throws on
 *  a second game with the same id. Its card is the lobby's (game-cards.ts). */
function addGame(entry: GameEntry): void {
  CORES.add(entry.core);
  games.push(entry);
}

/** Every game folder's entry, in its card's order. */
function foundEntries(): GameEntry[] {
  const found = import.meta.glob<AppManifest>('../games/*/play/app-manifest.ts', {
    eager: true,
    import: 'manifest',
  });
  const place = (entry: GameEntry) => {
    const at = GAME_CARDS.findIndex((c) => c.id === entry.id);
    return at < 0 ? GAME_CARDS.length : at;
  };
  return Object.values(found)
    .map((m) => m.entry)
    .sort((a, b) => place(a) - place(b));
}

for (const entry of foundEntries()) addGame(entry);

export function gameEntry(id: string): GameEntry | undefined {
  return GAMES.find((g) => g.core.id === id);
}

/** The entry for `id`; the first game when `id` is not one (a record from a removed game). */
export function entryOrFirst(id: string): GameEntry {
  return gameEntry(id) ?? (GAMES[0] as GameEntry);
}
