// The JavaScript solvers the solver bench times: Gridwise's two paths and the npm peers. Each
// converts a puzzle to its own format ahead of time (outside the timings) and returns 1..9
// digits or null. tdoku is not here: it runs natively (bench/tdoku.ts).

import { createRequire } from 'node:module';
import { SudokuSolver } from '@algorithm.ts/sudoku';
import { solve as sudokuCoreSolve } from 'sudoku-core';
import { shapeFor } from '../src/games/sudoku/core/geometry';
import { countSolutions, countSolutionsGeneral } from '../src/games/sudoku/core/solver';
import { lastGuessCount } from '../src/games/sudoku/core/solver-9x9';

const SHAPE = shapeFor(9);

export type SolveMode = 'first' | 'count to two';

/** One solver: converts a puzzle ahead of time, then solves it and returns 1..9 digits or null. */
export interface Contender {
  name: string;
  /** What one call does: stop at the first solution, or prove there is no second one. */
  mode: SolveMode;
  /** An npm peer (ranked for "× best peer") rather than Gridwise itself. */
  peer: boolean;
  prepare(puzzle: Uint8Array): unknown;
  solve(prepared: unknown): ArrayLike<number | null> | null;
  /** Guesses the last solve made, when the solver reports them. */
  guesses?: () => number;
}

// 'sudoku' is CommonJS whose exports Node's ESM loader cannot name, so it is required.
const { solvepuzzle } = createRequire(import.meta.url)('sudoku') as typeof import('sudoku');
const dlx = new SudokuSolver({ childMatrixWidth: 3 });
const dlxOut: number[] = new Array<number>(81).fill(-1);

export const CONTENDERS: readonly Contender[] = [
  {
    name: 'Gridwise',
    mode: 'count to two',
    peer: false,
    prepare: (p) => p,
    solve: (p) => {
      const r = countSolutions(SHAPE, p as Uint8Array, 2);
      return r.count === 1 ? r.solution : null;
    },
    guesses: lastGuessCount,
  },
  {
    name: 'Gridwise',
    mode: 'first',
    peer: false,
    prepare: (p) => p,
    solve: (p) => countSolutions(SHAPE, p as Uint8Array, 1).solution,
    guesses: lastGuessCount,
  },
  {
    // The cell-mask path that 4×4 and 6×6 use (and 9×9 used before the bitboard path).
    name: 'Gridwise general path',
    mode: 'count to two',
    peer: false,
    prepare: (p) => p,
    solve: (p) => {
      const r = countSolutionsGeneral(SHAPE, p as Uint8Array, 2);
      return r.count === 1 ? r.solution : null;
    },
  },
  {
    // Dancing links; stops at the first solution. Digits 0..8, -1 for empty.
    name: '@algorithm.ts/sudoku 4.0.3 (DLX)',
    mode: 'first',
    peer: true,
    prepare: (p) => Array.from(p, (d) => d - 1),
    solve: (p) => (dlx.solve(p as number[], dlxOut) ? dlxOut.map((d) => d + 1) : null),
  },
  {
    // David Bau's solver port; stops at the first solution. Digits 0..8, null for empty.
    name: 'sudoku 0.0.3',
    mode: 'first',
    peer: true,
    prepare: (p) => Array.from(p, (d) => (d === 0 ? null : d - 1)),
    solve: (p) => {
      const answer: unknown = solvepuzzle(p);
      return Array.isArray(answer) ? answer.map((d: number) => d + 1) : null;
    },
  },
  {
    // Human-style strategies to fill the grid, plus a plain backtracking count to two for
    // uniqueness (solve() runs both). Digits 1..9, null for empty.
    name: 'sudoku-core 3.0.3',
    mode: 'count to two',
    peer: true,
    prepare: (p) => Array.from(p, (d) => (d === 0 ? null : d)),
    solve: (p) => {
      const r = sudokuCoreSolve(p as (number | null)[]);
      return r.solved && r.error === undefined && r.board ? r.board : null;
    },
  },
];
