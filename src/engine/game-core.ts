// What every game's core offers the rest of the app, so the worker, the puzzle pool, the records
// and share links handle any game through one table instead of branching on its name. A game
// is one folder under src/games/<id>/ whose core exports a `GameCore`; the registries that list
// them are `src/app/game-registry.ts` (the app) and `src/worker/makers.ts` (the worker).

import { checkOnce } from './checked-puzzle';
import type { CodeProblem, ProblemFields } from './code-problems';
import type { GameDaily } from './daily';
import type { GameOwn } from './game-own';

/** What every stored or shared puzzle carries, whatever the game. */
export interface PuzzleBase {
  readonly size: string | number;
  readonly level: string;
  readonly seed: string;
}

/** A request for a puzzle: game, size and level (`sudoku:9:hard`, `link:small:fall`). */
export interface PuzzleSpec {
  readonly game: string;
  readonly size: string | number;
  readonly level: string;
}

/** A puzzle together with the game it belongs to. */
export interface MadePuzzle<P extends PuzzleBase = PuzzleBase> {
  readonly game: string;
  readonly puzzle: P;
}

/**
 * Why a code cannot be played: the English `message` (the command line's words) and the same as
 * data (`problem`), which the app words in the player's language; null only for a refusal no
 * code can cause (then the English is shown).
 */
export type CodeRefusal = {
  readonly ok: false;
  readonly message: string;
  readonly problem: CodeProblem | null;
};

/** A share code read back: the game's own fields (board, level…) or why it cannot be read. */
type ShareRead = { readonly ok: true } | CodeRefusal;

type ShareDecoded<P> = { ok: true; puzzle: P } | CodeRefusal;

export interface GameCore<P extends PuzzleBase = PuzzleBase> {
  /** The id in buckets, share links, storage and automation ids. */
  readonly id: string;
  /** Pooled puzzles made by another generator version are remade. */
  readonly generatorVersion: number;
  /** Sizes in the order players see them. */
  readonly sizes: readonly P['size'][];
  /** The levels a size offers (Sudoku's small grids offer fewer). */
  levelsAt(size: P['size']): readonly P['level'][];
  /**
   * The fewest moves a win at (size, level) takes on any puzzle Gridwise makes: empty cells to
   * fill (Sudoku), pairs to take (Link). An imported best time quicker than a human could make
   * that many moves is refused (src/app/saving/best-time-judge.ts).
   */
  fewestMoves(size: P['size'], level: P['level']): number;
  /**
   * Nightmare: true for a (size, level) whose puzzles take long to make (seconds to
   * tens of seconds): the pool makes them ahead, one at a time, in a worker of their own, and
   * reports progress meanwhile; the lobby offers the level once one is ready. Absent: none.
   */
  madeAhead?(size: P['size'], level: P['level']): boolean;
  /** Reads size and level from outside input; throws InvalidInputError naming what is wrong. */
  parseSpec(size: unknown, level: unknown, what: string): { size: P['size']; level: P['level'] };
  /** A clean copy of a puzzle from outside (worker, storage); throws naming the bad field. */
  validatePuzzle(value: unknown, what: string): P;
  /** The share code of a puzzle (URL-safe, versioned, checked). */
  encodeShare(puzzle: P): string;
  /** Reads a share code, or says what is wrong with it and where; never throws. */
  decodeShare(code: string): ShareRead;
  /**
   * True when `code` is shaped like this game's code (its version and first fields), broken or
   * not: a pasted code that no game reads gets the message of the game it was meant for.
   */
  claimsShare(code: string): boolean;
  /**
   * Throws (naming the problem) unless a saved game's puzzle is valid, its moves replay on it
   * and its own part is the game's: the lobby offers "Continue" only for a game that will open.
   */
  checkSaved(saved: {
    puzzle: unknown;
    moves: readonly string[];
    applied: number;
    own: GameOwn;
  }): void;

  /** The puzzle a read code starts (or why it cannot be played here); never throws. */
  puzzleFromShare(read: object, code: string): ShareDecoded<P>;

  // the game's part of the daily scheme and of the share readers' English.
  /** Its fields of each daily era and how a date picks its size and level (src/engine/daily.ts). */
  readonly daily: GameDaily<P>;
  /**
   * What else a pasted code of this game may be, in the command line's English, said when a
   * pasted text reads as no game's code ("a Sudoku as 16, 36 or 81 digits and dots"); null when
   * only its share code reads.
   */
  readonly pastedForm: string | null;

  // the game's own kinds of share-code problem, each with its details' types (the
  // shared kinds are in code-problems.ts); the worker protocol checks a problem against them,
  // and the game's words (src/games/<id>/words/) say each kind in every language.
  readonly problems: ProblemFields;

  // a game with a technique school (only some have one) says which techniques it
  // teaches and reads back a practice position made by its maker in the worker.
  readonly practice?: PracticeCore;

  /** A game with a journey: the newest era of its ladder this build knows (an imported journey
   *  of a newer era is from a newer Gridwise, and is refused). Absent: no journey. */
  readonly journeyEra?: number;
}

/** A game's technique school as the worker protocol sees it. */
export interface PracticeCore {
  /** True for a technique id the school teaches. */
  isTechnique(value: unknown): boolean;
  /** A clean copy of a practice position from outside (the worker); throws naming the field.
   *  The game's own type; every position says which technique it is for. */
  validatePosition(value: unknown, what: string): { readonly technique: string };
}

/** How far a long making has come (a level made ahead): candidates tried, time spent. */
export interface MakingProgress {
  readonly tries: number;
  readonly elapsedMs: number;
}

/** A game's worker side: how it makes a puzzle (never imported by the main thread). */
export interface GameMaker<P extends PuzzleBase = PuzzleBase> {
  readonly core: GameCore<P>;
  /** A puzzle of `spec` from `seed`; a long making (a level made ahead) reports `progress`
   *  now and then, at least every few seconds. */
  make(
    spec: { size: P['size']; level: P['level'] },
    seed: string,
    progress?: (p: MakingProgress) => void,
  ): P;
  /** a practice position where `technique` is the next step (games with a school). */
  practice?(technique: string, seed: string): { readonly technique: string };
}

export function bucketOf(spec: PuzzleSpec): string {
  return `${spec.game}:${spec.size}:${spec.level}`;
}

/** The spec a made puzzle actually fills (a Sudoku may come out at another level). */
export function specOf(made: MadePuzzle): PuzzleSpec {
  return { game: made.game, size: made.puzzle.size, level: made.puzzle.level };
}

export function gameOfBucket(bucket: string): string {
  const colon = bucket.indexOf(':');
  return colon < 0 ? '' : bucket.slice(0, colon);
}

/** Finds games by id in a registry's list of cores. */
export class CoreTable {
  private readonly byId = new Map<string, GameCore>();
  private readonly list: GameCore[] = [];

  constructor(cores: readonly GameCore[] = []) {
    for (const core of cores) this.add(core);
  }

  // a registry fills its table of cores from the games its manifests find.
  /** Adds a game's core; throws when another core already has its id (two games, one id). */
  add(core: GameCore): void {
    if (this.byId.has(core.id)) throw new Error(`two games have the id "${core.id}"`);
    this.byId.set(core.id, core);
    this.list.push(core);
  }

  /** The cores in the order they were registered. */
  get cores(): readonly GameCore[] {
    return this.list;
  }

  get(id: unknown): GameCore | undefined {
    return typeof id === 'string' ? this.byId.get(id) : undefined;
  }

  /** Every (size, level) of every game, in the order the pool fills them. */
  allSpecs(): PuzzleSpec[] {
    return this.cores.flatMap((core) =>
      core.sizes.flatMap((size) =>
        core.levelsAt(size).map((level) => ({ game: core.id, size, level })),
      ),
    );
  }

  /** Every game's own kinds of share-code problem (`GameCore.problems`), to check one read back. */
  problemTables(): readonly ProblemFields[] {
    return this.cores.map((core) => core.problems);
  }

  /** Checks a puzzle of `game` from outside; throws naming what is wrong. */
  validateMade(game: unknown, value: unknown, what: string): MadePuzzle {
    const core = this.get(game);
    if (!core) throw new TypeError(`${what}: the game "${String(game)}" is unknown`);
    return {
      game: core.id,
      puzzle: checkOnce(core.id, value, (v) => core.validatePuzzle(v, what)),
    };
  }
}
