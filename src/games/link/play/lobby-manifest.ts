// Link on the first screen: its card (names, sizes, levels: the id storage keeps), found by the
// lobby's registries (src/engine/game-manifest.ts). Link has no settings of its own.

import type { LobbyManifest } from '../../../play/game-manifest';
import { linkCard } from './link-card';

export const manifest: LobbyManifest = {
  // The second card (the same place as in core/worker-manifest.ts).
  order: 2,
  card: linkCard,
};
