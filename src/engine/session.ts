// A Session owns what every game shares (Tatham's "midend"): the move log with undo/redo and
// the play clock. Games stay pure; the session is what gets saved and restored by replay.

import type { Game } from './game';
import { Stopwatch } from './stopwatch';

/** What is needed to rebuild a session by replay: every move made (the redo branch too) and
 *  how many of them are currently applied. */
interface SessionLog {
  moves: string[];
  applied: number;
}

/**
 * A session as a game's rules see it: its state, history and clock reading. Only the game run
 * plays, undoes or redoes a move (Tatham's midend), so the rules cannot.
 */
export interface PlayedSession<State> {
  readonly state: State;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly isWon: boolean;
  readonly clock: { elapsedMs(): number };
  toLog(): SessionLog;
}

export class Session<State> implements PlayedSession<State> {
  private readonly history: State[];
  private readonly moves: string[] = [];
  private position = 0;

  constructor(
    private readonly game: Game<State>,
    initial: State,
    readonly clock: Stopwatch,
  ) {
    this.history = [initial];
  }

  get state(): State {
    return this.history[this.position] as State;
  }

  get canUndo(): boolean {
    return this.position > 0;
  }

  get canRedo(): boolean {
    return this.position < this.moves.length;
  }

  /** Applies a move; throws (leaving the session unchanged) if the game rejects it. A new move
   *  discards the redo branch, as in every editor. */
  apply(move: string): State {
    const next = this.game.apply(this.state, move);
    this.history.length = this.position + 1;
    this.moves.length = this.position;
    this.history.push(next);
    this.moves.push(move);
    this.position++;
    return next;
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    this.position--;
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    this.position++;
    return true;
  }

  get isWon(): boolean {
    return this.game.isWon(this.state);
  }

  toLog(): SessionLog {
    return { moves: [...this.moves], applied: this.position };
  }

  /** Rebuilds a session by replaying `log`; throws InvalidInputError on a move the game rejects,
   *  so a damaged record is reported instead of producing a wrong board. */
  static replay<S>(game: Game<S>, initial: S, log: SessionLog, clock: Stopwatch): Session<S> {
    if (!Number.isInteger(log.applied) || log.applied < 0 || log.applied > log.moves.length) {
      throw new RangeError(`applied=${log.applied} is outside 0..${log.moves.length}`);
    }
    const session = new Session(game, initial, clock);
    for (const move of log.moves) session.apply(move);
    session.position = log.applied;
    return session;
  }
}

/**
 * Throws (naming the move) unless `log` replays on `initial`: a saved game is checked this way
 * before the lobby offers to continue it, without building any of the game's screen.
 */
export function replayCheck<S>(
  game: Game<S>,
  initial: S,
  log: { moves: readonly string[]; applied: number },
): void {
  Session.replay(
    game,
    initial,
    { moves: [...log.moves], applied: log.applied },
    new Stopwatch(() => 0),
  );
}
