// The worker's registry of games: one line per game (the app's is src/app/game-registry.ts).

import type { GameMaker } from '../games/game-core';
import { linkMaker } from '../games/link/core/link-maker';
import { sudokuMaker } from '../games/sudoku/core/sudoku-maker';

export const MAKERS: readonly GameMaker[] = [sudokuMaker, linkMaker] as readonly GameMaker[];
