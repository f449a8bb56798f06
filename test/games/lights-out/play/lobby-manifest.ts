// Lights Out on the first screen: its card, found by the lobby's registries
// (src/engine/game-manifest.ts). It has no settings of its own.

import type { LobbyManifest } from '../../../play/game-manifest';
import { lightsCard } from './lights-card';

export const manifest: LobbyManifest = {
  // After the real games (the same place as in core/worker-manifest.ts).
  order: 3,
  card: lightsCard,
};
