// Practice positions for the technique school, made on demand (in the worker): a real board
// where the given technique is the next step needed, everything simpler already exhausted.
//
// Two sources, both deterministic per (technique, seed), and every position is checked by
// hint() before it is served (practice-check.ts):
// - fresh: the generator makes puzzles at the level where the technique is common, and the
//   grader's easiest-first walk stops just before its first step (practice-walk.ts). Used for
//   techniques that show up often enough for a median under 200 ms (PRACTICE_PLAN, measured
//   by scripts/school/mine-practice-bank.ts).
// - bank: for the rare ones (Jellyfish, BUG+1, Nishio, dynamic forcing chains…), puzzles where
//   the walk meets the technique were mined once (practice-bank.ts: the generator's, and for
//   a technique it never needed, our own Nightmare puzzles'); one is
//   walked again and the position is then moved by a seeded symmetry (practice-symmetry.ts),
//   which keeps its logic but makes it a different board. Also the fallback when the fresh
//   attempts all miss.

import { InvalidInputError } from '../../../../engine/game';
import { createRng } from '../../../../engine/rng';
import { formatCells, parsePuzzle } from '../codec';
import { generateSudoku, type SudokuLevel } from '../generator';
import type { SolveStep } from '../grader/step';
import { solveUnique } from '../solver';
import { PRACTICE_BANK } from './practice-bank';
import { practiceState, stepIfTechnique } from './practice-check';
import { PRACTICE_PLAN } from './practice-plan';
import { mapDigits, mapMasks, randomSymmetry, type Symmetry } from './practice-symmetry';
import { type WalkPosition, walkFirstSteps } from './practice-walk';
import { isSchoolTechnique, type SchoolTechniqueId } from './school-techniques';

export interface PracticePosition {
  readonly technique: SchoolTechniqueId;
  /** The original puzzle's givens: 81 characters, '.' for empty. */
  readonly puzzle: string;
  /** The digits on the board now: givens plus the digits placed so far, '.' for empty. */
  readonly values: string;
  /** The grader's candidates now, as pencil notes (bit d = digit d); 0 for a filled cell. */
  readonly notes: readonly number[];
  readonly solution: string;
  /** The step hint() gives here (its technique is `technique`). */
  readonly step: SolveStep;
}

/** Symmetries tried on one mined board before the next (the first nearly always passes: a
 *  symmetry keeps which techniques apply, and only a tie inside one finder can change). */
const SYMMETRY_TRIES = 4;

/**
 * Where the walk of each bank puzzle stops, kept for the worker's lifetime: the bank is small
 * (a few puzzles per technique), the walk is deterministic, and for the dynamic forcing chains
 * it costs as much as the check. Positions are still moved and checked on every request.
 */
const bankWalks = new Map<string, WalkPosition | undefined>();

function walkTo(
  technique: SchoolTechniqueId,
  puzzle: string,
  fromBank: boolean,
  walk: () => WalkPosition | undefined,
): WalkPosition | undefined {
  if (!fromBank) return walk();
  const key = `${technique}/${puzzle}`;
  if (!bankWalks.has(key)) bankWalks.set(key, walk());
  return bankWalks.get(key);
}

/**
 * The checked position just before the first `technique` step of `puzzle`'s walk, moved by
 * the first of `moves` that passes the check (null: left as it is), or null.
 */
function positionIn(
  technique: SchoolTechniqueId,
  puzzle: string,
  moves: readonly (Symmetry | null)[],
): PracticePosition | null {
  const { shape, cells } = parsePuzzle(puzzle, 9);
  const solution = solveUnique(shape, cells);
  if (!solution) return null;
  const at = walkTo(technique, puzzle, moves[0] !== null, () =>
    walkFirstSteps(shape, cells, new Set([technique])).get(technique),
  );
  if (!at) return null;
  for (const sym of moves) {
    const givens = sym ? mapDigits(sym, cells) : cells;
    const values = sym ? mapDigits(sym, at.values) : at.values;
    const notes = sym ? mapMasks(sym, at.cand) : at.cand;
    const step = stepIfTechnique(practiceState(shape, givens, values, notes), technique);
    if (step) {
      return {
        technique,
        puzzle: formatCells(givens),
        values: formatCells(values),
        notes: Array.from(notes),
        solution: formatCells(sym ? mapDigits(sym, solution) : solution),
        step,
      };
    }
  }
  return null;
}

/**
 * False for a technique no position can be made for yet: the walk never met it as the easiest
 * step in any puzzle mined (2,880 generated, and 30 of our own Nightmare puzzles). Today that is
 * Forcing X-Chain (likely because the X-Chains of up to six links, tried first, reach the same
 * removals; not verified) and Dynamic Forcing Chain (+), which the grader needs only above the
 * Nightmare puzzles' 9.0–9.1. The Learn screen teaches them without practice (NOT_PRACTISED).
 */
export function canPractise(technique: SchoolTechniqueId): boolean {
  return PRACTICE_PLAN[technique] !== undefined || (PRACTICE_BANK[technique]?.length ?? 0) > 0;
}

/** A position and where it came from (the bench reports the sources). */
interface SourcedPosition {
  readonly position: PracticePosition;
  /** 'fresh': a generated puzzle; 'bank': a mined one, moved by a symmetry. */
  readonly source: 'fresh' | 'bank';
  /** Generated puzzles tried (fresh ones that missed included). */
  readonly made: number;
}

/**
 * A practice position for `technique`; the same (technique, seed) always gives the same one.
 * Throws InvalidInputError for a technique the school does not teach.
 */
export function makePracticePosition(technique: string, seed: string | number): PracticePosition {
  return makeSourcedPosition(technique, seed).position;
}

export function makeSourcedPosition(technique: string, seed: string | number): SourcedPosition {
  if (!isSchoolTechnique(technique)) {
    throw new InvalidInputError(`Unknown technique: ${String(technique)}.`);
  }
  const key = `${technique}/${String(seed)}`;
  const plan = PRACTICE_PLAN[technique];
  for (let i = 0; i < (plan?.tries ?? 0); i++) {
    const level = plan?.level as SudokuLevel;
    const made = generateSudoku({ size: 9, level, seed: `practice/${key}/${i}` });
    const found = positionIn(technique, made.puzzle, [null]);
    if (found) return { position: found, source: 'fresh', made: i + 1 };
  }
  const bank = PRACTICE_BANK[technique] ?? [];
  const rng = createRng(`practice/${key}`);
  const first = bank.length > 0 ? rng.int(bank.length) : 0;
  const symmetries = Array.from({ length: SYMMETRY_TRIES }, () => randomSymmetry(rng));
  for (let k = 0; k < bank.length; k++) {
    const puzzle = bank[(first + k) % bank.length] as string;
    const found = positionIn(technique, puzzle, symmetries);
    if (found) return { position: found, source: 'bank', made: plan?.tries ?? 0 };
  }
  throw new Error(`No practice position for ${technique} (seed ${String(seed)}).`);
}

const lessons = new Map<SchoolTechniqueId, PracticePosition>();

/** The lesson's fixed example for `technique`: the practice position of seed `lesson:<id>`. */
export function makeLessonExample(technique: string): PracticePosition {
  if (!isSchoolTechnique(technique)) {
    throw new InvalidInputError(`Unknown technique: ${String(technique)}.`);
  }
  let example = lessons.get(technique);
  if (!example) {
    example = makePracticePosition(technique, `lesson:${technique}`);
    lessons.set(technique, example);
  }
  return example;
}
