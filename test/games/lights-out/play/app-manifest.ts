// Lights Out in the app's registry (names, rules, its core and how to load its screen), found by
// src/app/game-registry.ts (src/engine/game-manifest.ts).

import type { AppManifest } from '../../../play/game-manifest';
import { lightsEntry } from './lights-entry';

export const manifest: AppManifest = { entry: lightsEntry };
