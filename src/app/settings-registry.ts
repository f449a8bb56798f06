// Each game's section of the player's settings (its keys, defaults and how a stored copy is read
// back), from every game folder that has settings (its play/lobby-manifest.ts). Light on purpose:
// the front door reads the stored settings before any game is loaded, so the manifest lists only
// the games' pure setting values, never their play code (the rows and their words come with the
// game: GameEntry.settingRows).

import type { GameSettings } from '../play/game-settings';
import { LOBBY_MANIFESTS } from './game-cards';

export const GAME_SETTINGS: readonly GameSettings[] = LOBBY_MANIFESTS.flatMap((m) =>
  m.settings ? [m.settings] : [],
);
