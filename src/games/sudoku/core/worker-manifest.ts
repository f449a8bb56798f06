// Sudoku in the worker: how it makes a puzzle, found by src/worker/makers.ts
// (src/engine/game-manifest.ts).

import type { WorkerManifest } from '../../../engine/game-manifest';
import { sudokuMaker } from './sudoku-maker';

export const manifest: WorkerManifest = {
  // The first game (the same place as its card's, play/lobby-manifest.ts).
  order: 1,
  maker: sudokuMaker,
};
