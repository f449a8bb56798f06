// The game ids storage accepts as a saved game's `kind`: filled by the app's registry of cards
// (src/app/game-cards.ts registers each game it lists), so storage names no game and a game
// joins without editing this room. A record of an id no registered game has is quarantined as
// before, never dropped.

const kinds = new Set<string>();

/** Lets storage keep games of `id` (called once per game by the registry). */
export function registerGameKind(id: string): void {
  kinds.add(id);
}

/** True when `value` is the id of a registered game. */
export function isGameKind(value: unknown): value is string {
  return typeof value === 'string' && kinds.has(value);
}

/** The registered ids, for the words of a validation error. */
export function gameKinds(): readonly string[] {
  return [...kinds];
}
