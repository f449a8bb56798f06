// A puzzle is checked once, where it comes in (the worker's answer, the pool read from disk, a
// saved game, a share code), and the checked object is remembered, frozen so it cannot change
// after: every later hand-over (the pool, the game's deps, the run) finds it here instead of
// validating it again.

const checkedBy = new WeakMap<object, string>();

/** Marks `puzzle` (frozen from now on) as checked by the core of `game`; returns it. */
export function markChecked<P extends object>(game: string, puzzle: P): P {
  checkedBy.set(Object.freeze(puzzle), game);
  return puzzle;
}

/** True when `value` is a puzzle the core of `game` has checked. */
export function isChecked(game: string, value: unknown): boolean {
  return typeof value === 'object' && value !== null && checkedBy.get(value) === game;
}

/** `value` as a checked puzzle of `game`: itself when already checked, else validated once. */
export function checkOnce<P extends object>(
  game: string,
  value: unknown,
  validate: (value: unknown) => P,
): P {
  return isChecked(game, value) ? (value as P) : markChecked(game, validate(value));
}
