// The app's parts of a game's manifest (the shapes the registries in src/app find by
// import.meta.glob; the layout is in src/engine/game-manifest.ts).

import type { Ordered } from '../engine/game-manifest';
import type { GameCard, GameEntry } from './game-entry';
import type { GameSettings } from './game-settings';

/** The first screen's part (play/lobby-manifest.ts): light, in the first chunk. */
export interface LobbyManifest extends Ordered {
  readonly card: GameCard;
  /** The game's section of the settings, when it has settings of its own. */
  readonly settings?: GameSettings;
}

/** The app registry's part (play/app-manifest.ts): loaded with the registry, after the lobby;
 *  listed in its card's order. */
export interface AppManifest {
  readonly entry: GameEntry;
}
