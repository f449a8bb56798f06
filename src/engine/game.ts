// The contract every game core fulfils, in the spirit of Simon Tatham's back ends: a pure
// state machine that the shared Session drives. Moves are short ASCII strings so that a saved
// game is just params + puzzle + move log.

/** Thrown when text from outside (a puzzle, a move, a record) is not valid. */
export class InvalidInputError extends Error {
  /** Where the problem is, e.g. a character index or a line number; -1 when not positional. */
  readonly position: number;
  constructor(message: string, position = -1) {
    super(message);
    this.name = 'InvalidInputError';
    this.position = position;
  }
}

/** A game's pure rules. `State` must be treated as immutable: `apply` returns a new one. */
export interface Game<State> {
  readonly kind: string;
  /** Throws InvalidInputError when `move` is malformed or not legal in `state`. */
  apply(state: State, move: string): State;
  isWon(state: State): boolean;
}
