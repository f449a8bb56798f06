// Link in the worker: how it makes a board, found by src/worker/makers.ts
// (src/engine/game-manifest.ts).

import type { WorkerManifest } from '../../../engine/game-manifest';
import { linkMaker } from './link-maker';

export const manifest: WorkerManifest = {
  // The second game (the same place as its card's, play/lobby-manifest.ts).
  order: 2,
  maker: linkMaker,
};
