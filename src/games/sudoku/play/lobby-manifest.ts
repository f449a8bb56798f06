// Sudoku on the first screen: its card (names, sizes, levels: the id storage keeps) and its
// section of the settings, found by the lobby's registries (src/engine/game-manifest.ts).

import type { LobbyManifest } from '../../../play/game-manifest';
import { sudokuSettingValues } from '../core/sudoku-settings-values';
import { sudokuCard } from './sudoku-card';

export const manifest: LobbyManifest = {
  // The first card (the same place as in core/worker-manifest.ts).
  order: 1,
  card: sudokuCard,
  settings: sudokuSettingValues,
};
