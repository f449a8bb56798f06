// Soundness over many puzzles of every size: walking the grader's full solution path, no step
// may remove a cell's true digit or place a wrong one, every link of a static chain must hold
// on the grid of that moment, and the walk must end in the solution.

import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../src/games/sudoku/core/codec';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import {
  type SudokuShape,
  type SudokuSize,
  shapeFor,
} from '../../../src/games/sudoku/core/geometry';
import { type Board, createBoard } from '../../../src/games/sudoku/core/grader/board';
import { applyStep, explainSudoku } from '../../../src/games/sudoku/core/grader/index';
import type { ChainNode, SolveStep } from '../../../src/games/sudoku/core/grader/step';
import { englishHints } from '../../../src/games/sudoku/core/hint-text/en';
import { solveUnique } from '../../../src/games/sudoku/core/solver';
import { samplePuzzles, sampleText } from '../../data/sudoku-data';

/** Techniques whose chains use only links that hold on the grid as it is. */
const STATIC_CHAINS = new Set([
  'cycle',
  'forcing-x-chain',
  'forcing-chain',
  'cell-forcing-chain',
  'region-forcing-chain',
]);

function staticLink(board: Board, a: ChainNode, b: ChainNode): boolean {
  const { shape, cand } = board;
  const sees = (x: number, y: number) => x !== y && (shape.peers[x] as Int16Array).includes(y);
  if (a.on && !b.on) {
    return a.cell === b.cell ? a.digit !== b.digit : a.digit === b.digit && sees(a.cell, b.cell);
  }
  if (!a.on && b.on) {
    if (a.cell === b.cell) return cand[a.cell] === ((1 << a.digit) | (1 << b.digit));
    return (
      a.digit === b.digit &&
      shape.houses.some((h) => {
        const places = Array.from(h).filter((c) => ((cand[c] as number) & (1 << a.digit)) !== 0);
        return places.length === 2 && places.includes(a.cell) && places.includes(b.cell);
      })
    );
  }
  return false;
}

/** Walks the solution path; returns the techniques used. */
function checkPath(shape: SudokuShape, cells: Uint8Array): Set<string> {
  const solution = solveUnique(shape, cells) as Uint8Array;
  expect(solution).not.toBeNull();
  const board = createBoard(shape, cells);
  const used = new Set<string>();
  for (const step of explainSudoku(shape, cells) as SolveStep[]) {
    used.add(step.technique);
    for (const e of step.eliminations) {
      expect(
        solution[e.cell],
        `${step.name}: ${englishHints.deduction(step.explanation, shape)}`,
      ).not.toBe(e.digit);
      expect(((board.cand[e.cell] as number) >> e.digit) & 1, 'eliminates a live candidate').toBe(
        1,
      );
    }
    for (const p of step.placements) {
      expect(
        solution[p.cell],
        `${step.name}: ${englishHints.deduction(step.explanation, shape)}`,
      ).toBe(p.digit);
    }
    expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
    if (STATIC_CHAINS.has(step.technique)) {
      for (const chain of step.chains ?? []) {
        for (let i = 0; i + 1 < chain.length; i++) {
          expect(staticLink(board, chain[i] as ChainNode, chain[i + 1] as ChainNode)).toBe(true);
        }
      }
    }
    applyStep(board, step);
  }
  expect(Array.from(board.values)).toEqual(Array.from(solution));
  return used;
}

function generated(size: SudokuSize, level: 'easy' | 'medium' | 'hard', seeds: number) {
  return Array.from({ length: seeds }, (_, seed) =>
    parsePuzzle(generateSudoku({ size, level, seed }).puzzle),
  );
}

describe('every step agrees with the solution', () => {
  it('on generated 4×4 and 6×6 puzzles of every level', () => {
    for (const size of [4, 6] as const) {
      for (const level of ['easy', 'medium', 'hard'] as const) {
        for (const { shape, cells } of generated(size, level, 15)) checkPath(shape, cells);
      }
    }
  });

  it('on generated 9×9 puzzles', () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      for (const { shape, cells } of generated(9, level, 8)) checkPath(shape, cells);
    }
  });

  // Every 700th puzzle of the SE-rated set (SE 5.0–9.3): chains of every kind. Those lines
  // are vendored in test/data/sudoku/.
  const sample = sampleText('se-rated-train.every-700.txt')
    .trim()
    .split('\n')
    .map((line) => line.split(/\s+/)[1] as string);
  it.each(sample.map((p, i) => [i, p]))('on SE-rated puzzle #%i', (_, puzzle) => {
    checkPath(shapeFor(9), parsePuzzle(puzzle as string).cells);
  });

  it('on two of the hardest known puzzles (dynamic chains and trial)', () => {
    const hardest = samplePuzzles('forum-hardest-1106.head-40.txt', 2);
    const used = new Set<string>();
    for (const cells of hardest) for (const t of checkPath(shapeFor(9), cells)) used.add(t);
    expect(used.has('dynamic-forcing-chain-plus')).toBe(true);
  });
});
