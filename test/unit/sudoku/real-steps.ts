// Real grader steps and real hints to check hint text and hint data on: the full logical
// solutions of generated puzzles of every size and level, of every 700th puzzle of the public
// SE-rated set, of two of the forum's hardest, the stored grid states of the rarer techniques,
// and the hints met while a player follows hints to the end (by applying each hint's moves).

import { parsePuzzle } from '../../../src/games/sudoku/core/codec';
import {
  newSudokuState,
  type SudokuState,
  sudokuGame,
  sudokuMoves,
} from '../../../src/games/sudoku/core/game';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import { type SudokuShape, shapeFor } from '../../../src/games/sudoku/core/geometry';
import {
  explainSudoku,
  gradesFor,
  hint,
  type SudokuHint,
} from '../../../src/games/sudoku/core/grader/index';
import { nextStep } from '../../../src/games/sudoku/core/grader/solve';
import type { SolveStep } from '../../../src/games/sudoku/core/grader/step';
import { samplePuzzles, sampleText } from '../../data/sudoku-data';
import { boardOf, FIXTURES } from './grader-states';

// SE 7.2: hints from singles to chains, the W-Wing among them.
export const HARD =
  '070090040140208037900010008080000090201040603400000001010000020000629000700080009';

export interface RealStep {
  readonly shape: SudokuShape;
  readonly step: SolveStep;
  readonly source: string;
}

export function realSteps(): RealStep[] {
  const out: RealStep[] = [];
  const add = (shape: SudokuShape, cells: ArrayLike<number>, source: string) => {
    for (const step of explainSudoku(shape, cells)) out.push({ shape, step, source });
  };
  for (const size of [4, 6, 9] as const) {
    for (const level of gradesFor(size).filter((l) => l !== 'extreme')) {
      for (let seed = 0; seed < 3; seed++) {
        const { shape, cells } = parsePuzzle(generateSudoku({ size, level, seed }).puzzle);
        add(shape, cells, `${size}×${size} ${level} seed ${seed}`);
      }
    }
  }
  // Every 700th line of the SE-rated bank and the first forum-hardest puzzles, vendored.
  const rated = sampleText('se-rated-train.every-700.txt').trim().split('\n');
  rated.forEach((line, i) => {
    add(
      shapeFor(9),
      parsePuzzle(line.split(/\s+/)[1] as string).cells,
      `SE-rated line ${i * 700 + 1}`,
    );
  });
  const hardest = samplePuzzles('forum-hardest-1106.head-40.txt', 2);
  hardest.forEach((cells, i) => {
    add(shapeFor(9), cells, `hardest #${i + 1}`);
  });
  for (const f of FIXTURES) {
    out.push({ shape: shapeFor(9), step: nextStep(boardOf(f)) as SolveStep, source: f.name });
  }
  return out;
}

/** Every empty cell's candidates as notes (the auto-notes move). */
export function withAllNotes(state: SudokuState): SudokuState {
  return sudokuGame.apply(state, sudokuMoves.autoNotes());
}

export interface HintMet {
  readonly state: SudokuState;
  readonly hint: Extract<SudokuHint, { kind: 'step' }>;
}

/** The hints met while following hints from `start` by applying each one's moves, and the
 *  state reached (solved, if the moves carry every hint out). */
export function followHints(start: SudokuState): { met: HintMet[]; end: SudokuState } {
  const met: HintMet[] = [];
  let state = start;
  for (let i = 0; i < 500; i++) {
    const h = hint(state);
    if (h.kind !== 'step') break;
    met.push({ state, hint: h });
    if (h.moves.length === 0) break;
    for (const move of h.moves) state = sudokuGame.apply(state, move);
  }
  return { met, end: state };
}

/** The hints of a hard 9×9 (with full notes and without), and of a 4×4 and a 6×6. */
export function realHints(): HintMet[] {
  const starts = [
    newSudokuState(HARD),
    withAllNotes(newSudokuState(HARD)),
    newSudokuState(generateSudoku({ size: 4, level: 'hard', seed: 5 }).puzzle),
    withAllNotes(
      newSudokuState(generateSudoku({ size: 6, level: 'expert', seed: 'hints' }).puzzle),
    ),
    withAllNotes(newSudokuState(generateSudoku({ size: 9, level: 'expert', seed: 7 }).puzzle)),
  ];
  return starts.flatMap((s) => followHints(s).met);
}
