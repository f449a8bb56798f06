// What a hint's last stage shows of why, checked against the grid on its own terms: every
// witness digit is on the board and sees each cell it rules out through the house named, the
// witnesses and the cells "ruled out already" account for every other place (hidden single)
// or every other digit (naked single), and a pattern never includes what the step removes.

import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../src/games/sudoku/core/codec';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import type { SudokuShape } from '../../../src/games/sudoku/core/geometry';
import { createBoard } from '../../../src/games/sudoku/core/grader/board';
import { reasonsFor, type StepReasons } from '../../../src/games/sudoku/core/grader/reasons';
import { applyStep, nextStep } from '../../../src/games/sudoku/core/grader/solve';
import type { SolveStep } from '../../../src/games/sudoku/core/grader/step';
import { hintStages } from '../../../src/games/sudoku/core/hint-stages';
import { HARD, realHints } from './real-steps';

/** A step with what the board shows of it, and the grid it was found on. */
interface Case {
  readonly state: { readonly shape: SudokuShape; readonly values: Uint8Array };
  readonly step: SolveStep;
  readonly reasons: StepReasons;
}

const inHouse = (state: Case['state'], house: number, cell: number) =>
  (state.shape.houses[house] as Int16Array).includes(cell);

/** Whether `digit` could still go in `cell` as far as the digits on the grid go. */
function open(state: Case['state'], cell: number, digit: number): boolean {
  if (state.values[cell] !== 0) return false;
  return !Array.from(state.shape.peers[cell] as Int16Array).some((p) => state.values[p] === digit);
}

/** The grader's own path through generated puzzles, with the reasons of every step. */
function graderCases(): Case[] {
  const out: Case[] = [];
  const puzzles = [
    HARD,
    ...(
      [
        [9, 'medium', 1],
        [9, 'hard', 2],
        [9, 'expert', 3],
        [9, 'expert', 4],
        [9, 'expert', 5],
        [6, 'hard', 4],
        [4, 'medium', 5],
      ] as const
    ).map(([size, level, seed]) => generateSudoku({ size, level, seed }).puzzle),
  ];
  for (const puzzle of puzzles) {
    const { shape, cells } = parsePuzzle(puzzle);
    const board = createBoard(shape, cells);
    for (let i = 0; i < 200 && board.values.includes(0); i++) {
      const step = nextStep(board);
      if (step === null || step === 'exceeded') break;
      out.push({
        state: { shape, values: board.values.slice() },
        step,
        reasons: reasonsFor(board, step),
      });
      applyStep(board, step);
    }
  }
  return out;
}

describe('witnesses of singles', () => {
  const hints = realHints();
  const cases: Case[] = [
    ...hints.map(({ state, hint }) => ({ state, step: hint.step, reasons: hint.reasons })),
    ...graderCases(),
  ];
  const singles = (kind: string): Case[] =>
    cases.filter(({ step }) => step.explanation.kind === kind);

  it('are met often enough to mean something', () => {
    expect(singles('hidden-single').length).toBeGreaterThan(100);
    expect(singles('naked-single').length).toBeGreaterThan(5);
    // Witnesses alone, and together with candidates ruled out by notes or earlier removals.
    expect(singles('naked-single').some((c) => c.reasons.ruledOut.length === 0)).toBe(true);
    expect(singles('hidden-single').some((c) => c.reasons.ruledOut.length > 0)).toBe(true);
  });

  it('each witness digit is on the board and sees every cell it rules out, through its house', () => {
    for (const { state, step, reasons } of cases) {
      for (const w of reasons.witnesses) {
        expect(state.values[w.cell], step.name).toBe(w.digit);
        expect(inHouse(state, w.house, w.cell)).toBe(true);
        expect(w.cells.length).toBeGreaterThan(0);
        for (const c of w.cells) {
          expect(c).not.toBe(w.cell);
          expect(inHouse(state, w.house, c)).toBe(true);
        }
      }
    }
  });

  it('hidden single: the witnesses and the cells ruled out already are every other empty cell', () => {
    for (const { state, step, reasons } of singles('hidden-single')) {
      const e = step.explanation;
      if (e.kind !== 'hidden-single') continue;
      const others = Array.from(state.shape.houses[e.house] as Int16Array).filter(
        (c) => c !== e.cell && state.values[c] === 0,
      );
      const covered = reasons.witnesses.flatMap((w) => w.cells);
      const already = reasons.ruledOut.map((r) => r.cell);
      expect([...covered, ...already].sort((a, b) => a - b)).toEqual(others);
      for (const w of reasons.witnesses) expect(w.digit).toBe(e.digit);
      // "Ruled out already" only where no digit on the board does it.
      for (const r of reasons.ruledOut) {
        expect(r.digit).toBe(e.digit);
        expect(open(state, r.cell, r.digit)).toBe(true);
      }
    }
  });

  it('naked single: the witnesses and the digits ruled out already are every other digit', () => {
    for (const { state, step, reasons } of singles('naked-single')) {
      const e = step.explanation;
      if (e.kind !== 'naked-single') continue;
      const digits = [
        ...reasons.witnesses.map((w) => w.digit),
        ...reasons.ruledOut.map((r) => r.digit),
      ].sort((a, b) => a - b);
      const expected = Array.from({ length: state.shape.size }, (_, i) => i + 1).filter(
        (d) => d !== e.digit,
      );
      expect(digits).toEqual(expected);
      for (const w of reasons.witnesses) expect(w.cells).toEqual([e.cell]);
      for (const r of reasons.ruledOut) expect(open(state, e.cell, r.digit)).toBe(true);
    }
  });

  it('are part of the last stage only, and only for singles', () => {
    for (const { state, hint } of hints) {
      const stages = hintStages(hint, state.shape);
      const last = stages[stages.length - 1];
      expect(last?.witnesses).toEqual(hint.reasons.witnesses);
      const single = /single/.test(hint.step.explanation.kind);
      if (!single) expect(hint.reasons.witnesses).toEqual([]);
    }
  });
});

describe('the pattern of other steps', () => {
  it('is made of live candidates of its cells, never of the ones it removes', () => {
    let patterns = 0;
    for (const { state, hint } of realHints()) {
      const { pattern, links } = hint.reasons;
      if (hint.step.placements.length > 0 && hint.step.eliminations.length === 0) continue;
      patterns++;
      expect(pattern.length, hint.step.name).toBeGreaterThan(0);
      const removed = new Set(hint.step.eliminations.map((e) => `${e.cell}:${e.digit}`));
      for (const p of pattern) {
        expect(removed.has(`${p.cell}:${p.digit}`)).toBe(false);
        expect(hint.step.cells).toContain(p.cell);
        expect(open(state, p.cell, p.digit)).toBe(true);
        if (state.notes[p.cell] !== 0)
          expect(((state.notes[p.cell] as number) >> p.digit) & 1).toBe(1);
      }
      // A chain's links join candidates of its pattern (or the one it removes or places).
      const inPattern = new Set(
        [...pattern, ...hint.step.eliminations, ...hint.step.placements].map(
          (p) => `${p.cell}:${p.digit}`,
        ),
      );
      for (const { from, to } of links) {
        expect(inPattern.has(`${from.cell}:${from.digit}`)).toBe(true);
        expect(inPattern.has(`${to.cell}:${to.digit}`)).toBe(true);
      }
      if (hint.step.chains) expect(links.length).toBeGreaterThan(0);
    }
    expect(patterns).toBeGreaterThan(20);
  });
});
