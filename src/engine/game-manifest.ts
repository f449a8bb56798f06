// How a game's folder joins Gridwise with no line in a shared file: each registry finds its part
// of every game with Vite's import.meta.glob over src/games/*/, one small file per chunk the part
// loads with (a single file would pull the whole game into the first screen's chunk):
//
//   <id>/play/lobby-manifest.ts   the first screen: card (and so the id storage keeps), settings
//   <id>/play/app-manifest.ts     the app's registry (loaded after the lobby): the entry
//   <id>/core/worker-manifest.ts  the worker: the maker
//   <id>/words/en-start.ts, en-stage.ts, zh-hans.ts   the catalogues, per chunk and language
//
// The folder's name is the game's id. Registries list the games by `order` (the lobby's order).

import type { GameMaker } from './game-core';

/** The part of a manifest every registry reads: where the game stands in the list. */
export interface Ordered {
  /** The game's place in every list (the lobby's cards, the pool's filling): lowest first. */
  readonly order: number;
}

/** The worker's part of a game (core/worker-manifest.ts). */
export interface WorkerManifest extends Ordered {
  readonly maker: GameMaker;
}

/**
 * The manifests `import.meta.glob` found (by path), in their declared order. That each declares
 * its folder's game and a place of its own is checked by the unit tests (game-manifests.test.ts),
 * not here: this runs in the first screen's chunk.
 */
export function inOrder<M extends Ordered>(found: Readonly<Record<string, M>>): M[] {
  return Object.values(found).sort((a, b) => a.order - b.order);
}
