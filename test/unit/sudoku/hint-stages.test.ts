// Hint stages from real hints on real puzzles: where to look (no technique, no digits), then
// the technique with its one line, then the exact deduction; mistakes are pointed at box first,
// then cell, and never with the right digit.

import { describe, expect, it } from 'vitest';
import { formatCells } from '../../../src/games/sudoku/core/codec';
import {
  newSudokuState,
  type SudokuState,
  sudokuGame,
  sudokuMoves,
} from '../../../src/games/sudoku/core/game';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import { createBoard } from '../../../src/games/sudoku/core/grader/board';
import { hint, type SudokuHint } from '../../../src/games/sudoku/core/grader/index';
import type { TechniqueId } from '../../../src/games/sudoku/core/grader/step';
import { type HintStage, hintStages } from '../../../src/games/sudoku/core/hint-stages';
import { englishHints } from '../../../src/games/sudoku/core/hint-text/en';
import { TECHNIQUE_LINES } from '../../../src/games/sudoku/core/hint-text/en-names';
import { solveUnique } from '../../../src/games/sudoku/core/solver';

/** 9×9 boxes by place, in reading order. */
const BOXES_9 = [
  'top-left',
  'top-middle',
  'top-right',
  'middle-left',
  'middle',
  'middle-right',
  'bottom-left',
  'bottom-middle',
  'bottom-right',
];

// SE 7.2: its hints run from singles to chains.
const HARD = '070090040140208037900010008080000090201040603400000001010000020000629000700080009';

const rc = (state: SudokuState, cell: number): [number, number] => [
  Math.floor(cell / state.shape.size),
  cell % state.shape.size,
];

function withAllNotes(state: SudokuState): SudokuState {
  const board = createBoard(state.shape, state.values);
  let s = state;
  for (let c = 0; c < state.shape.cellCount; c++) {
    if (s.values[c] !== 0) continue;
    for (let d = 1; d <= s.shape.size; d++) {
      if (((board.cand[c] as number) >> d) & 1)
        s = sudokuGame.apply(s, sudokuMoves.note(...rc(s, c), d));
    }
  }
  return s;
}

/** Plays a step hint: its removals where the player has notes, then its digits. */
function follow(state: SudokuState, h: SudokuHint): SudokuState {
  if (h.kind !== 'step') throw new Error(`expected a step, got ${h.kind}`);
  let s = state;
  for (const e of h.step.eliminations) {
    if (s.values[e.cell] === 0 && ((s.notes[e.cell] as number) >> e.digit) & 1) {
      s = sudokuGame.apply(s, sudokuMoves.note(...rc(s, e.cell), e.digit));
    }
  }
  for (const p of h.step.placements)
    s = sudokuGame.apply(s, sudokuMoves.write(...rc(s, p.cell), p.digit));
  return s;
}

/** Every hint met while following hints to the end. */
function hintsOf(start: SudokuState): { state: SudokuState; hint: SudokuHint }[] {
  const out: { state: SudokuState; hint: SudokuHint }[] = [];
  let state = start;
  for (let i = 0; i < 400; i++) {
    const h = hint(state);
    if (h.kind !== 'step') break;
    out.push({ state, hint: h });
    state = follow(state, h);
  }
  expect(sudokuGame.isWon(state)).toBe(true);
  return out;
}

function expectInGrid(state: SudokuState, stage: HintStage): void {
  const { cellCount, size } = state.shape;
  for (const c of stage.cells) expect(c >= 0 && c < cellCount).toBe(true);
  for (const h of stage.houses) expect(h >= 0 && h < 3 * size).toBe(true);
  for (const p of [...stage.placements, ...stage.eliminations]) {
    expect(p.cell >= 0 && p.cell < cellCount && p.digit >= 1 && p.digit <= size).toBe(true);
  }
}

/** The three stages of a step hint, checked against the hint they come from. */
function checkStepStages(state: SudokuState, h: SudokuHint): HintStage[] {
  if (h.kind !== 'step') throw new Error('expected a step');
  const stages = hintStages(h, state.shape);
  expect(stages).toHaveLength(3);
  const [where, technique, deduction] = stages as [HintStage, HintStage, HintStage];
  for (const s of stages) expectInGrid(state, s);
  // 1: where to look, and nothing else.
  expect(where.message).toEqual({ kind: 'where', where: h.where });
  expect(where.text).toMatch(/^Look at /);
  expect(where.text).not.toContain(h.step.name);
  expect(where.houses.length + where.cells.length).toBeGreaterThan(0);
  expect([...where.placements, ...where.eliminations]).toEqual([]);
  // Only the last stage draws why, or can be applied.
  for (const early of [where, technique]) {
    expect([...early.pattern, ...early.witnesses, ...early.links, ...early.moves]).toEqual([]);
  }
  // 2: the technique, with its line, still no digits.
  expect(technique.title).toBe(h.step.name);
  expect(technique.text.startsWith(TECHNIQUE_LINES[h.step.technique])).toBe(true);
  expect([...technique.placements, ...technique.eliminations]).toEqual([]);
  // …and the board marks no more than stage 1 did: the target is stage 3's to show.
  expect(technique.cells).toEqual(where.cells);
  expect(technique.houses).toEqual(where.houses);
  // 3: the deduction, exactly.
  expect(deduction.text).toContain(englishHints.deduction(h.step.explanation, state.shape));
  expect(deduction.moves).toEqual(h.moves);
  expect(deduction.witnesses).toEqual(h.reasons.witnesses);
  expect(deduction.pattern).toEqual(h.reasons.pattern);
  expect(deduction.placements).toEqual(h.step.placements);
  expect(deduction.eliminations).toEqual([
    ...h.prerequisites.flatMap((p) => p.eliminations),
    ...h.step.eliminations,
  ]);
  expect(deduction.placements.length + deduction.eliminations.length).toBeGreaterThan(0);
  expect(new Set(deduction.cells)).toEqual(new Set([...where.cells, ...h.step.cells]));
  return stages;
}

describe('hint stages of a logical step', () => {
  it('a hidden single: look at its house, then the technique, then the digit', () => {
    const state = newSudokuState(generateSudoku({ size: 9, level: 'easy', seed: 3 }).puzzle);
    const h = hint(state);
    const [where, technique, deduction] = checkStepStages(state, h);
    if (h.kind !== 'step') return;
    expect(where?.houses).toEqual(h.step.houses);
    expect(where?.cells).toEqual([]);
    expect(where?.text).toMatch(/^Look at (row \d|column \d|the [a-z-]+ box)\.$/);
    expect(technique?.title).toBe('Hidden Single');
    expect(technique?.text).toBe(TECHNIQUE_LINES['hidden-single']);
    expect(deduction?.placements).toHaveLength(1);
  });

  it('every hint of a hard puzzle played with full notes, chains included', () => {
    const seen = new Set<TechniqueId>();
    for (const { state, hint: h } of hintsOf(withAllNotes(newSudokuState(HARD)))) {
      checkStepStages(state, h);
      if (h.kind === 'step') seen.add(h.step.technique);
    }
    expect(seen.size).toBeGreaterThan(4);
    expect([...seen].some((t) => t.includes('chain') || t === 'cycle')).toBe(true);
  });

  it('a chain hint points at the cell its chain starts from', () => {
    for (const { state, hint: h } of hintsOf(withAllNotes(newSudokuState(HARD)))) {
      if (h.kind !== 'step' || !h.step.chains) continue;
      const [where] = hintStages(h, state.shape);
      expect(where?.cells).toEqual([h.step.chains[0]?.[0]?.cell]);
      expect(where?.houses).toEqual([]);
      return;
    }
    throw new Error('no chain hint met');
  });

  it('without notes, the removals a placement rests on are part of the deduction', () => {
    let withPrerequisites = 0;
    for (const { state, hint: h } of hintsOf(newSudokuState(HARD))) {
      const stages = checkStepStages(state, h);
      if (h.kind !== 'step' || h.prerequisites.length === 0) continue;
      withPrerequisites++;
      const [, technique, deduction] = stages;
      expect(deduction?.text).toMatch(/^First: /);
      const first = h.prerequisites[0] as (typeof h.prerequisites)[number];
      expect(deduction?.text).toContain(englishHints.deduction(first.explanation, state.shape));
      expect(deduction?.text).toContain(
        `Then: ${englishHints.deduction(h.step.explanation, state.shape)}`,
      );
      expect(technique?.text).toContain(h.prerequisites[0]?.name);
      expect(deduction?.eliminations.length).toBeGreaterThan(0);
    }
    expect(withPrerequisites).toBeGreaterThan(0);
  });

  it('works on 4×4 and 6×6 grids', () => {
    for (const [size, level] of [
      [4, 'easy'],
      [6, 'expert'],
    ] as const) {
      const start = newSudokuState(generateSudoku({ size, level, seed: 'stages' }).puzzle);
      for (const { state, hint: h } of hintsOf(withAllNotes(start))) checkStepStages(state, h);
    }
  });
});

describe('hint stages of a mistake', () => {
  const start = newSudokuState(HARD);
  const solution = solveUnique(start.shape, start.givens) as Uint8Array;
  const empties = [...start.values.keys()].filter((c) => start.values[c] === 0);

  it('a wrong digit: first its box, then the cell, never the right digit', () => {
    const cell = empties[10] as number;
    const right = solution[cell] as number;
    const state = sudokuGame.apply(start, sudokuMoves.write(...rc(start, cell), (right % 9) + 1));
    const h = hint(state);
    expect(h.kind).toBe('wrong-digit');
    const stages = hintStages(h, state.shape);
    expect(stages).toHaveLength(2);
    const [box, exact] = stages as [HintStage, HintStage];
    const boxOfCell = (state.shape.houseOfCell[cell] as readonly number[])[2];
    expect(box.houses).toEqual([boxOfCell]);
    expect(box.cells).toEqual([]);
    expect(box.text).toContain(`the ${BOXES_9[(boxOfCell as number) - 18]} box`);
    expect(box.text).not.toMatch(/row|column/);
    expect(exact.cells).toEqual([cell]);
    const [r, c] = rc(state, cell);
    expect(exact.title).toBe(`Check row ${r + 1}, column ${c + 1}`);
    expect(exact.text).toBe(
      `Row ${r + 1}, column ${c + 1} holds a digit that is not part of the solution. ` +
        'Erase it, then ask for another hint.',
    );
    // Applying the last stage erases the wrong digit, and nothing else.
    expect(exact.moves).toEqual([sudokuMoves.erase(r, c)]);
    for (const s of stages) {
      expect([...s.placements, ...s.eliminations]).toEqual([]);
      // The only numbers are row and column numbers: no digit of the grid is told.
      const names = /\b(rows?|columns?) \d(?:(?:, | and )\d)*/gi;
      expect(s.text.replace(names, '')).not.toMatch(/\d/);
    }
  });

  it('several wrong digits: their boxes, then the cells', () => {
    let state = start;
    const cells = [empties[0] as number, empties[empties.length - 1] as number];
    for (const c of cells) {
      state = sudokuGame.apply(
        state,
        sudokuMoves.write(...rc(state, c), ((solution[c] as number) % 9) + 1),
      );
    }
    const [box, exact] = hintStages(hint(state), state.shape) as [HintStage, HintStage];
    expect(box.houses).toHaveLength(2);
    expect(box.text).toMatch(/^There are digits .* in the [a-z-]+ and [a-z-]+ boxes\.$/);
    expect(exact.title).toBe('Check these cells');
    expect(exact.cells).toEqual(cells);
  });

  it('notes that leave out the true digit', () => {
    const cell = empties[3] as number;
    const other = ((solution[cell] as number) % 9) + 1;
    const state = sudokuGame.apply(start, sudokuMoves.note(...rc(start, cell), other));
    const h = hint(state);
    expect(h.kind).toBe('wrong-notes');
    const [box, exact] = hintStages(h, state.shape) as [HintStage, HintStage];
    expect(box.text).toMatch(
      /^There are notes that leave out the digit that belongs there in the [a-z-]+ box\.$/,
    );
    expect(box.cells).toEqual([]);
    expect(exact.cells).toEqual([cell]);
    expect(exact.text).toMatch(/Add the missing candidate/);
  });
});

describe('hint stages with nothing to deduce', () => {
  it('a solved grid and a puzzle without one solution get one stage each', () => {
    const state = newSudokuState(HARD);
    const solved = sudokuGame.apply(
      state,
      sudokuMoves.reveal(solveUnique(state.shape, state.givens) as Uint8Array),
    );
    expect(formatCells(solved.values)).not.toContain('.');
    const done = hintStages(hint(solved), state.shape);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ title: 'Solved', houses: [], cells: [], placements: [] });
    const broken = hintStages(hint(newSudokuState(`1${'.'.repeat(80)}`)), state.shape);
    expect(broken).toHaveLength(1);
    expect(broken[0]?.text).toMatch(/exactly one solution/);
  });
});

describe('technique lines', () => {
  it('one plain sentence per technique, about the method and not about a grid', () => {
    for (const [id, line] of Object.entries(TECHNIQUE_LINES)) {
      expect(line, id).toMatch(/^[A-Z].{20,220}\.$/);
      expect(line, id).not.toMatch(/\d|r\dc\d/);
    }
  });
});
