// Sudoku in the app's registry (names, rules, its core and how to load its screen), found by
// src/app/game-registry.ts, which loads after the lobby (src/engine/game-manifest.ts).

import type { AppManifest } from '../../../play/game-manifest';
import { sudokuEntry } from './sudoku-entry';

export const manifest: AppManifest = { entry: sudokuEntry };
