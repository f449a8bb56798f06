// What the app can ask the generator for, across both games, and the pool bucket each belongs
// to. One tagged union keeps the worker protocol, the pool and the records keyed the same way:
// `sudoku:9:hard`, `link:small:fall`.

import { LINK_GENERATOR_VERSION, type LinkSizeName } from '../games/link/core/generator';
import type { LinkLevelId } from '../games/link/core/levels';
import { type LinkPuzzle, validateLinkPuzzle } from '../games/link/core/puzzle-record';
import { GENERATOR_VERSION, type SudokuLevel } from '../games/sudoku/core/generator';
import type { SudokuSize } from '../games/sudoku/core/geometry';
import { type SudokuPuzzle, validateSudokuPuzzle } from '../games/sudoku/core/puzzle-record';

export type GameName = 'sudoku' | 'link';

export type PuzzleSpec =
  | { game: 'sudoku'; size: SudokuSize; level: SudokuLevel }
  | { game: 'link'; size: LinkSizeName; level: LinkLevelId };

export type MadePuzzle =
  | { game: 'sudoku'; puzzle: SudokuPuzzle }
  | { game: 'link'; puzzle: LinkPuzzle };

export function bucketOf(spec: { game: GameName; size: string | number; level: string }): string {
  return `${spec.game}:${spec.size}:${spec.level}`;
}

/** The spec a made puzzle actually fills (a Sudoku may come out at another level). */
export function specOf(made: MadePuzzle): PuzzleSpec {
  return made.game === 'sudoku'
    ? { game: 'sudoku', size: made.puzzle.size, level: made.puzzle.level }
    : { game: 'link', size: made.puzzle.size, level: made.puzzle.level };
}

/** The generator version of each game: pooled puzzles from another version are remade. */
export const GENERATOR_VERSIONS: Readonly<Record<GameName, number>> = {
  sudoku: GENERATOR_VERSION,
  link: LINK_GENERATOR_VERSION,
};

export function gameOfBucket(bucket: string): GameName | null {
  const game = bucket.slice(0, bucket.indexOf(':'));
  return game === 'sudoku' || game === 'link' ? game : null;
}

/** Checks a puzzle of `game` that came from outside (worker, storage); throws on a bad one. */
export function validateMade(game: GameName, value: unknown, what: string): MadePuzzle {
  if (game === 'sudoku') return { game, puzzle: validateSudokuPuzzle(value, what) };
  const { parsed: _parsed, ...puzzle } = validateLinkPuzzle(value, what);
  return { game, puzzle };
}
