// The worker's registry of games: one registerMaker line per game (the app's is
// src/app/game-registry.ts). A game that lives elsewhere (the tests' third game) joins by
// the same call.

import { CoreTable, type GameMaker } from '../games/game-core';
import { linkMaker } from '../games/link/core/link-maker';
import { sudokuMaker } from '../games/sudoku/core/sudoku-maker';

const makers: GameMaker[] = [];

/** The registered makers in the order they joined; grows with registerMaker. */
export const MAKERS: readonly GameMaker[] = makers;

/** Their cores, by id: what the worker checks requests and puzzles against. */
export const MAKER_CORES = new CoreTable();

/** Adds a game's maker; throws on a second game with the same id. */
export function registerMaker(maker: GameMaker): void {
  MAKER_CORES.add(maker.core);
  makers.push(maker);
}

registerMaker(sudokuMaker);
registerMaker(linkMaker);
