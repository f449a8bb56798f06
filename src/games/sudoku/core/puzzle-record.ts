// A generated Sudoku as it travels between the generator worker, the puzzle pool in IndexedDB
// and the game controller. It crosses thread and storage boundaries, so every reader checks it:
// the givens must parse, the solution must be a complete valid grid that keeps every given.

import { InvalidInputError } from '../../../engine/game';
import { parsePuzzle } from './codec';
import { isSudokuSize, type SudokuSize } from './geometry';
import { isSudokuTier, type SudokuTier } from './grader/levels';
import { isSolvedGrid } from './rules';

export interface SudokuPuzzle {
  size: SudokuSize;
  level: SudokuTier;
  seed: string;
  /** Codec text, '.' for an empty cell. */
  puzzle: string;
  solution: string;
}

/** Returns a clean copy of `value` or throws InvalidInputError naming the bad field. */
export function validateSudokuPuzzle(value: unknown, what = 'puzzle'): SudokuPuzzle {
  if (typeof value !== 'object' || value === null)
    throw new InvalidInputError(`${what} is not an object`);
  const o = value as Record<string, unknown>;
  if (!isSudokuSize(o.size)) throw new InvalidInputError(`${what}.size must be 4, 6 or 9`);
  if (!isSudokuTier(o.level))
    throw new InvalidInputError(`${what}.level "${String(o.level)}" is not a level`);
  if (typeof o.seed !== 'string') throw new InvalidInputError(`${what}.seed must be a string`);
  if (typeof o.puzzle !== 'string' || typeof o.solution !== 'string')
    throw new InvalidInputError(`${what}.puzzle and .solution must be strings`);
  const size = o.size;
  const parse = (text: string, field: string) => {
    try {
      return parsePuzzle(text, size);
    } catch (error) {
      throw new InvalidInputError(`${what}.${field}: ${(error as Error).message}`);
    }
  };
  const givens = parse(o.puzzle, 'puzzle').cells;
  const { shape, cells: solution } = parse(o.solution, 'solution');
  if (!isSolvedGrid(shape, solution))
    throw new InvalidInputError(`${what}.solution is not a complete valid grid`);
  for (let c = 0; c < givens.length; c++) {
    if (givens[c] !== 0 && givens[c] !== solution[c])
      throw new InvalidInputError(`${what}.solution disagrees with the given at cell ${c}`);
  }
  return { size, level: o.level, seed: o.seed, puzzle: o.puzzle, solution: o.solution };
}
