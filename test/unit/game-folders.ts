// The games as the source tree has them: every folder under src/games/ that holds a game's
// entry. Tests that check something of each game read their list here, so a new folder is
// checked without a line in any test.

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const SRC = path.resolve(import.meta.dirname, '../../src');

/** The file that makes a folder under src/games/ a game, relative to the folder: its entry's
 *  manifest, which the app's registry finds (src/engine/game-manifest.ts). */
export const GAME_MARKER = 'play/app-manifest.ts';

/** The ids of the games in the tree at `src` (its src/games/<id>/ folders), sorted. */
export function gameFolders(src: string = SRC): string[] {
  const games = path.join(src, 'games');
  return readdirSync(games, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(games, d.name, GAME_MARKER)))
    .map((d) => d.name)
    .sort();
}
