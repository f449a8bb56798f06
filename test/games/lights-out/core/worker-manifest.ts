// Lights Out in the worker: how it makes a board, found by src/worker/makers.ts
// (src/engine/game-manifest.ts).

import type { WorkerManifest } from '../../../engine/game-manifest';
import { lightsMaker } from './lights-maker';

export const manifest: WorkerManifest = {
  // The third game (the same place as its card's, play/lobby-manifest.ts).
  order: 3,
  maker: lightsMaker,
};
