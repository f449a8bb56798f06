// The logical solver: repeatedly takes the easiest step the techniques find, applies it, and
// tracks the hardest step (the puzzle's rating, as in Sudoku Explainer). With a limit it stops
// as soon as a step above the limit is unavoidable.

import { type Board, placeDigit } from './board';
import type { SolveStep } from './step';
import { HINT_TECHNIQUES, TECHNIQUES, type Technique } from './techniques';
import { TRIAL } from './techniques/chain-steps';
import { trialStep } from './techniques/trial';

interface SolveOptions {
  /** Stop once the rating is known to exceed this. */
  readonly stopAbove?: number;
  /** Keep every step (for explanations); otherwise only the hardest is kept. */
  readonly record?: boolean;
  /** The puzzle's solution (or a way to get it), for the last-resort trial step. */
  readonly solution?: ArrayLike<number> | (() => ArrayLike<number> | null);
}

interface SolveOutcome {
  /** Hardest step's rating; when `exceeded`, a lower bound above `stopAbove`. */
  readonly score: number;
  /** The hardest step applied, or (when `exceeded`) the step that went over, if known. */
  readonly hardest: SolveStep | null;
  readonly stepCount: number;
  /** Recorded steps (empty unless `record`). */
  readonly steps: readonly SolveStep[];
  readonly solved: boolean;
  readonly exceeded: boolean;
}

/** Applies a step's placements and eliminations; returns how many of them changed the board. */
export function applyStep(board: Board, step: SolveStep): number {
  let changed = 0;
  for (const { cell, digit } of step.placements) {
    if (board.values[cell] === 0) {
      placeDigit(board, cell, digit);
      changed++;
    }
  }
  for (const { cell, digit } of step.eliminations) {
    const mask = board.cand[cell] ?? 0;
    if ((mask & (1 << digit)) !== 0) {
      board.cand[cell] = mask & ~(1 << digit);
      changed++;
    }
  }
  return changed;
}

/** lowestLeft[i]: the lowest rating any technique from i on can give. */
function lowestFrom(list: readonly Technique[]): number[] {
  const out = list.map((t) => t.minRating);
  for (let i = out.length - 2; i >= 0; i--) out[i] = Math.min(out[i] ?? 0, out[i + 1] ?? 0);
  return out;
}
const LOWEST_LEFT = lowestFrom(TECHNIQUES);
const HINT_LOWEST_LEFT = lowestFrom(HINT_TECHNIQUES);

/** The smallest one-decimal rating strictly above `limit`. */
function aboveLimit(limit: number): number {
  return (Math.floor(limit * 10 + 1e-9) + 1) / 10;
}

/**
 * The easiest step on `board` at or below `limit`: a step, 'exceeded' when every remaining
 * option is rated above the limit, or null when no technique applies (then only trial helps).
 * Within one technique, any step rated at or below `floor` may be returned instead of the
 * very easiest (the solver passes the score so far, which such a step cannot change).
 * `forHint` adds the techniques only hints use (see HINT_TECHNIQUES).
 */
export function nextStep(
  board: Board,
  limit = Number.POSITIVE_INFINITY,
  floor = 0,
  forHint = false,
): SolveStep | 'exceeded' | null {
  const size = board.shape.size;
  const techniques: readonly Technique[] = forHint ? HINT_TECHNIQUES : TECHNIQUES;
  const lowestLeft = forHint ? HINT_LOWEST_LEFT : LOWEST_LEFT;
  for (let i = 0; i < techniques.length; i++) {
    const t = techniques[i] as Technique;
    if (size < t.minSize) continue;
    if ((lowestLeft[i] ?? 0) > limit) return 'exceeded';
    const found = t.find(board, limit, floor);
    if (found === 'exceeded') return 'exceeded';
    if (found) return found;
  }
  return TRIAL > limit ? 'exceeded' : null;
}

export function solveBoard(board: Board, options: SolveOptions = {}): SolveOutcome {
  const limit = options.stopAbove ?? Number.POSITIVE_INFINITY;
  const steps: SolveStep[] = [];
  let score = 0;
  let hardest: SolveStep | null = null;
  let stepCount = 0;
  const { values } = board;
  for (;;) {
    if (!values.includes(0)) {
      return { score, hardest, stepCount, steps, solved: true, exceeded: false };
    }
    let step = nextStep(board, limit, score);
    if (step === 'exceeded') {
      return {
        score: Math.max(score, aboveLimit(limit)),
        hardest,
        stepCount,
        steps,
        solved: false,
        exceeded: true,
      };
    }
    if (step === null && options.solution) {
      const solution =
        typeof options.solution === 'function' ? options.solution() : options.solution;
      if (solution) step = trialStep(board, solution);
    }
    if (step === null) return { score, hardest, stepCount, steps, solved: false, exceeded: false };
    if (step.rating > limit) {
      return { score: step.rating, hardest: step, stepCount, steps, solved: false, exceeded: true };
    }
    // Every technique reports only live candidates; a step that changes nothing would repeat
    // forever, so it is a bug worth failing loudly on.
    if (applyStep(board, step) === 0) throw new Error(`grader: ${step.name} changed nothing`);
    stepCount++;
    if (options.record) steps.push(step);
    if (step.rating > score) {
      score = step.rating;
      hardest = step;
    }
  }
}
