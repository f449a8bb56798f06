// The worker's registry of games (the app's is src/app/game-registry.ts): each game folder's
// core/worker-manifest.ts is found here, with no line per game (src/engine/game-manifest.ts).

import { CoreTable, type GameMaker } from '../engine/game-core';
import { inOrder, type WorkerManifest } from '../engine/game-manifest';

const makers: GameMaker[] = [];

/** The games' makers, in the games' order. */
export const MAKERS: readonly GameMaker[] = makers;

/** Their cores, by id: what the worker checks requests and puzzles against. */
export const MAKER_CORES = new CoreTable();

/** Adds a game's maker; throws on a second game with the same id. */
function addMaker(maker: GameMaker): void {
  MAKER_CORES.add(maker.core);
  makers.push(maker);
}

const found = import.meta.glob<WorkerManifest>('../games/*/core/worker-manifest.ts', {
  eager: true,
  import: 'manifest',
});
for (const { maker } of inOrder(found)) addMaker(maker);
