// A game's entry typed for its own puzzle, handed to the registries at the common type.
//
// Everything on an entry already widens safely to `GameEntry` (its core's methods take the
// game's puzzle, and the app only passes them puzzles of that game) except the screen factory:
// it wants deps whose `newPuzzle` returns the game's own puzzle. `defineGame` wraps that one
// seam so the widening is checked instead of cast: a puzzle the shell hands over has been
// checked by the game's own core (once, where it came in) before the game sees it.

import { checkOnce } from '../engine/checked-puzzle';
import type { GameCore, PuzzleBase } from '../engine/game-core';
import type { GameController, GameModuleDeps } from './game-api';
import type { GameEntry } from './game-entry';

type Factory<P extends PuzzleBase> = (deps: GameModuleDeps<P>) => GameController;

/** `deps` as a game of puzzle `P` receives them: new puzzles read through its core. */
export function depsFor<P extends PuzzleBase>(
  deps: GameModuleDeps<PuzzleBase>,
  core: GameCore<P>,
): GameModuleDeps<P> {
  // The pool's puzzles were checked where they came in: read here only what was not.
  const read = (puzzle: PuzzleBase): P =>
    checkOnce(core.id, puzzle, (value) => core.validatePuzzle(value, 'puzzle'));
  return {
    ...deps,
    newPuzzle(spec, progress) {
      const made = deps.newPuzzle(spec, progress);
      return made instanceof Promise ? made.then(read) : read(made);
    },
  };
}

/**
 * The entry a registry lists: `entry` itself (its getters still follow the language in use),
 * with `load` handing the game deps typed for its puzzle.
 */
export function defineGame<P extends PuzzleBase>(entry: GameEntry<P>): GameEntry {
  const load = async (): Promise<Factory<PuzzleBase>> => {
    const create = await entry.load();
    return (deps) => create(depsFor(deps, entry.core));
  };
  // Checked here: every member but `load` widens to the common type as it is.
  const widened: Omit<GameEntry, 'load'> = entry;
  // Copying the descriptors (not spreading the values) keeps `get name()` and the like live.
  const { load: _typed, ...members } = Object.getOwnPropertyDescriptors(widened) as Record<
    string,
    PropertyDescriptor
  >;
  return Object.defineProperties({ load }, members) as typeof widened & { load: typeof load };
}
