// A game is its folder: each folder under src/games/ holding a game hands every registry its part
// through the manifests the registries find by import.meta.glob (src/engine/game-manifest.ts).
// Checked here rather than at run time (the lobby's part runs in the first screen's chunk): each
// manifest names its own folder's game, the games' places are their own and the same for the
// lobby and the worker, and the registries list exactly the game folders, in that order.

import { describe, expect, it } from 'vitest';
import { GAME_CARDS } from '../../../src/app/game-cards';
import { GAMES } from '../../../src/app/game-registry';
import { GAME_SETTINGS } from '../../../src/app/settings-registry';
import type { WorkerManifest } from '../../../src/engine/game-manifest';
import type { AppManifest, LobbyManifest } from '../../../src/play/game-manifest';
import { MAKERS } from '../../../src/worker/makers';
import { gameFolders } from '../game-folders';

// Vite wants each glob's options written out in place.
const lobby = import.meta.glob<LobbyManifest>('../../../src/games/*/play/lobby-manifest.ts', {
  eager: true,
  import: 'manifest',
});
const app = import.meta.glob<AppManifest>('../../../src/games/*/play/app-manifest.ts', {
  eager: true,
  import: 'manifest',
});
const worker = import.meta.glob<WorkerManifest>('../../../src/games/*/core/worker-manifest.ts', {
  eager: true,
  import: 'manifest',
});

/** `found` as folder name → the id its manifest declares. */
function declared<M>(found: Record<string, M>, idOf: (m: M) => string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(found).map(([path, m]) => [path.split('/').at(-3) as string, idOf(m)]),
  );
}

const byFolder = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, id]));
const orderOf = (found: Record<string, { order: number }>) =>
  Object.fromEntries(Object.entries(found).map(([p, m]) => [p.split('/').at(-3), m.order]));

describe("each game folder's manifests", () => {
  const folders = gameFolders();

  it('every game folder has all three, each naming its own folder’s game', () => {
    expect(folders.length).toBeGreaterThanOrEqual(2);
    expect(declared(lobby, (m) => m.card.id)).toEqual(byFolder(folders));
    expect(declared(app, (m) => m.entry.id)).toEqual(byFolder(folders));
    expect(declared(worker, (m) => m.maker.core.id)).toEqual(byFolder(folders));
  });

  it('gives each game a place of its own, the same for the lobby and the worker', () => {
    const places = Object.values(lobby).map((m) => m.order);
    expect(new Set(places).size).toBe(places.length);
    expect(orderOf(worker)).toEqual(orderOf(lobby));
  });

  it('the registries list exactly the game folders, in the declared order', () => {
    const inOrder = Object.values(lobby)
      .sort((a, b) => a.order - b.order)
      .map((m) => m.card.id);
    expect([...inOrder].sort()).toEqual(folders);
    expect(GAME_CARDS.map((c) => c.id).slice(0, inOrder.length)).toEqual(inOrder);
    expect(GAMES.map((g) => g.id).slice(0, inOrder.length)).toEqual(inOrder);
    expect(MAKERS.map((m) => m.core.id).slice(0, inOrder.length)).toEqual(inOrder);
    // Sudoku's card first, as the lobby has always shown it.
    expect(inOrder[0]).toBe(GAME_CARDS[0]?.id);
  });

  it('the settings registry holds the section of every game that declares one', () => {
    const sections = Object.values(lobby)
      .sort((a, b) => a.order - b.order)
      .flatMap((m) => (m.settings ? [m.settings] : []));
    expect(sections.length).toBeGreaterThanOrEqual(1);
    expect(GAME_SETTINGS).toEqual(sections);
  });
});
