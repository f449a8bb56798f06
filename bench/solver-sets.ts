// The puzzle sets the solver bench times, read from ../shared/data/sudoku, and the check that a
// solver's answer is right. Every set holds unique puzzles only, so "right" means: one solution,
// complete, valid, and keeping every given.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { shapeFor } from '../src/games/sudoku/core/geometry';
import { puzzleLines } from '../src/games/sudoku/core/puzzle-lines';

const DATA = fileURLToPath(new URL('../../shared/data/sudoku/', import.meta.url));
const SHAPE = shapeFor(9);

/** The rating floor for the SE-rated set: about 150 puzzles (SE ≥ 9.0 would leave 32). */
export const SE_FLOOR = 8.5;

export type SolverSetId = '17-clue' | 'forum-hardest' | 'se-hardest';

export interface SolverSet {
  id: SolverSetId;
  title: string;
  /** One line on what the set is, printed above its table. */
  about: string;
}

export const SOLVER_SETS: readonly SolverSet[] = [
  {
    id: '17-clue',
    title: '17-clue',
    about: 'every known 17-clue puzzle, a prefix of the file: mostly settled by logic',
  },
  {
    id: 'forum-hardest',
    title: 'forum-hardest-1106',
    about: "the enjoysudoku forum's hardest list, all of it: where guessing dominates",
  },
  {
    id: 'se-hardest',
    title: `se-rated SE ≥ ${SE_FLOOR}`,
    about: `the lines of se-rated-train.txt rated SE ≥ ${SE_FLOOR}, in file order: hardest for people, but few guesses for a solver`,
  },
];

/** The first `max` puzzles of a set (0 = empty cell). */
export function loadSet(id: SolverSetId, max: number): Uint8Array[] {
  if (id === '17-clue') return puzzleLines(readFileSync(`${DATA}17-clue.txt`, 'utf8'), max);
  if (id === 'forum-hardest') {
    return puzzleLines(readFileSync(`${DATA}forum-hardest-1106.txt`, 'utf8'), max);
  }
  // se-rated-train.txt: "<12-char hash> <81-char puzzle> <rating>" per line.
  const out: Uint8Array[] = [];
  const lines = readFileSync(`${DATA}se-rated-train.txt`, 'utf8').split('\n');
  for (const [i, line] of lines.entries()) {
    if (out.length >= max) break;
    const fields = line.trim().split(/\s+/);
    if (fields.length < 3) continue;
    const [, text = '', rating = ''] = fields;
    if (!(Number(rating) >= SE_FLOOR)) continue;
    const [puzzle] = puzzleLines(text);
    if (puzzle === undefined || puzzle.length !== 81) {
      throw new Error(`se-rated-train.txt line ${i + 1}: expected an 81-character puzzle`);
    }
    out.push(puzzle);
  }
  return out;
}

/** A complete valid grid that keeps every given; the sets are all unique, so this is "right". */
export function isRightAnswer(
  puzzle: Uint8Array,
  answer: ArrayLike<number | null> | null,
): boolean {
  if (answer === null || answer.length !== 81) return false;
  for (let c = 0; c < 81; c++) {
    const d = answer[c] ?? 0;
    if (!(d >= 1 && d <= 9) || (puzzle[c] !== 0 && puzzle[c] !== d)) return false;
  }
  for (const house of SHAPE.houses) {
    let seen = 0;
    for (const c of house) seen |= 1 << (answer[c] ?? 0);
    if (seen !== SHAPE.allDigits) return false;
  }
  return true;
}
