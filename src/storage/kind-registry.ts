// The ids of the games this build plays: the one list storage checks a record's `kind` against.
// Light on purpose (ids only, no game code): the first screen reads saved games before any game
// is loaded, and the mirror's worker reads them with no game at all. The app's registry
// (src/app/game-registry.ts) joins its games too, so a game added there is never quarantined.

const kinds = new Set<string>(['sudoku', 'link']);

/** True when `value` is the id of a game this build plays. */
export function isKnownKind(value: unknown): value is string {
  return typeof value === 'string' && kinds.has(value);
}

/** The ids storage accepts, in the order they joined. */
export function knownKinds(): readonly string[] {
  return [...kinds];
}

/** A game registered at run time (e.g. the test-only game) joins the list. */
export function joinKind(id: string): void {
  kinds.add(id);
}
