// The technique school's core (#26): the catalogue, and practice positions where the technique
// is the next step the hint gives. A few techniques and fixed seeds here; the 200-sample run
// over every technique is test/samples/practice-samples.test.ts (npm run test:samples).

import { describe, expect, it } from 'vitest';
import { shapeFor } from '../../../../src/games/sudoku/core/geometry';
import { createBoard } from '../../../../src/games/sudoku/core/grader/board';
import { hint } from '../../../../src/games/sudoku/core/grader/hint';
import {
  canPractise,
  isSchoolTechnique,
  makeLessonExample,
  makePracticePosition,
  type PracticePosition,
  SCHOOL_FAMILIES,
  SCHOOL_TECHNIQUES,
  validatePracticePosition,
} from '../../../../src/games/sudoku/core/school';
import { makeSourcedPosition } from '../../../../src/games/sudoku/core/school/practice-position';
import { NOT_PRACTISED } from '../../../../src/games/sudoku/core/school/school-techniques';
import { countSolutions } from '../../../../src/games/sudoku/core/solver';

const SHAPE = shapeFor(9);
const cells = (text: string) => Uint8Array.from(text, (ch) => (ch === '.' ? 0 : Number(ch)));

/** What the app would show: the digits, and the position's notes as the player's notes. */
function stateOf(p: PracticePosition) {
  const givens = cells(p.puzzle);
  return {
    shape: SHAPE,
    givens,
    values: cells(p.values),
    notes: Uint16Array.from(p.notes),
    assisted: false,
  };
}

/** Checks everything a position promises, independently of how it was made. */
function expectSound(p: PracticePosition, technique: string): void {
  expect(p.technique).toBe(technique);
  const puzzle = cells(p.puzzle);
  const values = cells(p.values);
  const solution = cells(p.solution);
  const counted = countSolutions(SHAPE, puzzle, 2);
  expect(counted.count).toBe(1);
  expect(Array.from(counted.solution ?? [])).toEqual(Array.from(solution));
  // The notes are the digits no peer holds, narrowed by earlier steps: never a digit a peer
  // holds, always the cell's answer, nothing in a filled cell.
  const free = createBoard(SHAPE, values).cand;
  for (let c = 0; c < 81; c++) {
    if (puzzle[c] !== 0) expect(values[c]).toBe(puzzle[c]);
    const notes = p.notes[c] ?? -1;
    if (values[c] !== 0) {
      expect(values[c]).toBe(solution[c]);
      expect(notes).toBe(0);
    } else {
      expect(notes & ~(free[c] ?? 0)).toBe(0);
      expect((notes >> (solution[c] ?? 0)) & 1).toBe(1);
    }
  }
  const h = hint(stateOf(p));
  expect(h.kind).toBe('step');
  if (h.kind !== 'step') return;
  expect(h.step.technique).toBe(technique);
  expect(h.step).toEqual(p.step);
  expect(h.step.placements.length + h.step.eliminations.length).toBeGreaterThan(0);
}

describe('school catalogue', () => {
  it('lists the families and techniques the Learn screen groups, trial left out', () => {
    expect(SCHOOL_FAMILIES).toEqual([
      'singles',
      'intersections',
      'subsets',
      'fish',
      'single-digit',
      'wings',
      'uniqueness',
      'chains',
    ]);
    const byFamily = (f: string) =>
      SCHOOL_TECHNIQUES.filter((t) => t.family === f)
        .map((t) => t.id)
        .sort();
    expect(byFamily('singles')).toEqual(['hidden-single', 'naked-single']);
    expect(byFamily('intersections')).toEqual(['claiming', 'pointing']);
    expect(byFamily('fish')).toEqual(['jellyfish', 'swordfish', 'x-wing']);
    expect(byFamily('uniqueness')).toEqual(['bug-plus-one', 'unique-rectangle']);
    expect(byFamily('subsets')).toHaveLength(6);
    expect(byFamily('single-digit')).toHaveLength(5);
    expect(byFamily('wings')).toHaveLength(5);
    expect(byFamily('chains')).toHaveLength(8);
    expect(SCHOOL_TECHNIQUES).toHaveLength(33);
    expect(new Set(SCHOOL_TECHNIQUES.map((t) => t.id)).size).toBe(33);
    expect(SCHOOL_TECHNIQUES[0]?.id).toBe('hidden-single');
    expect(SCHOOL_TECHNIQUES.at(-1)?.id).toBe('dynamic-forcing-chain-plus');
    expect(isSchoolTechnique('w-wing')).toBe(true);
    expect(isSchoolTechnique('trial')).toBe(false);
    expect(isSchoolTechnique(7)).toBe(false);
  });
});

describe('practice positions', () => {
  // Fresh ones (a generated puzzle), W-Wing (only the hint's technique list has it) and bank ones.
  it.each([
    'hidden-single',
    'naked-single',
    'pointing',
    'x-wing',
    'xy-wing',
    'w-wing',
    'forcing-chain',
    'swordfish',
    'bug-plus-one',
  ])('%s is the next step the hint gives, on a puzzle with one solution', (technique) => {
    for (const seed of ['a', 'b']) expectSound(makePracticePosition(technique, seed), technique);
  });

  it('comes from the bank, moved by a symmetry, for a rare technique', () => {
    const made = makeSourcedPosition('jellyfish', 'a');
    expect(made.source).toBe('bank');
    expectSound(made.position, 'jellyfish');
  });

  it('is the same for the same seed and differs for another', () => {
    const a = makePracticePosition('xy-wing', 's1');
    expect(makePracticePosition('xy-wing', 's1')).toEqual(a);
    expect(makePracticePosition('xy-wing', 's2').values).not.toBe(a.values);
    const bank = makePracticePosition('swordfish', 's1');
    expect(makePracticePosition('swordfish', 's1')).toEqual(bank);
    expect(makePracticePosition('swordfish', 's2').puzzle).not.toBe(bank.puzzle);
  });

  it('gives each lesson one fixed example', () => {
    const example = makeLessonExample('pointing');
    expectSound(example, 'pointing');
    expect(makeLessonExample('pointing')).toBe(example);
    expect(example).toEqual(makePracticePosition('pointing', 'lesson:pointing'));
  });

  it('has positions for every technique but the two never met as the easiest step', () => {
    const without = SCHOOL_TECHNIQUES.map((t) => t.id).filter((id) => !canPractise(id));
    expect(without).toEqual(['forcing-x-chain', 'dynamic-forcing-chain-plus']);
    // The Learn screen's light list (no bank loaded) says the same.
    expect(without).toEqual([...NOT_PRACTISED]);
    expect(() => makePracticePosition('forcing-x-chain', 'a')).toThrow(
      /No practice position for forcing-x-chain/,
    );
  });

  it('refuses a technique the school does not teach', () => {
    expect(() => makePracticePosition('trial', 'a')).toThrow(/Unknown technique: trial/);
    expect(() => makeLessonExample('nonsense')).toThrow(/Unknown technique/);
  });
});

describe('validatePracticePosition', () => {
  const good = makePracticePosition('naked-pair', 'v');
  const emptyCell = good.values.indexOf('.');
  const answer = Number(good.solution[emptyCell]);
  const filled = [...good.values].findIndex((ch) => ch !== '.');

  it('accepts a made position and returns a copy', () => {
    const read = validatePracticePosition(structuredClone(good));
    expect(read).toEqual({ ok: true, position: good });
  });

  const damaged: [string, (p: Record<string, unknown>) => void, RegExp][] = [
    ['not an object', () => {}, /must be an object/],
    ['technique', (p) => (p.technique = 'trial'), /technique "trial" is not taught/],
    ['puzzle', (p) => (p.puzzle = good.puzzle.slice(1)), /puzzle must be 81 characters/],
    ['values', (p) => (p.values = `${good.values.slice(0, 80)}x`), /values must be 81/],
    [
      'values: a wrong digit',
      (p) => {
        const v = [...good.values];
        v[emptyCell] = String((answer % 9) + 1);
        p.values = v.join('');
      },
      new RegExp(`values has a wrong digit in cell ${emptyCell}`),
    ],
    ['solution', (p) => (p.solution = good.solution.replace(/1/g, 'x')), /solution must be 81/],
    [
      'notes: the answer left out',
      (p) => {
        const notes = [...good.notes];
        notes[emptyCell] = (notes[emptyCell] ?? 0) & ~(1 << answer);
        p.notes = notes;
      },
      new RegExp(`notes\\[${emptyCell}\\] leaves out the cell's answer`),
    ],
    ['notes: too short', (p) => (p.notes = good.notes.slice(1)), /notes must be a list of 81/],
    [
      'step: another technique',
      (p) => (p.step = { ...good.step, technique: 'x-wing' }),
      /step.technique must be "naked-pair"/,
    ],
    [
      'step: removes the answer',
      (p) => (p.step = { ...good.step, eliminations: [{ cell: emptyCell, digit: answer }] }),
      new RegExp(`step.eliminations removes the answer of cell ${emptyCell}`),
    ],
  ];
  it.each(damaged)(
    'rejects a damaged position (%s) with a message naming the field',
    (_, damage, message) => {
      const copy = structuredClone(good) as unknown as Record<string, unknown>;
      damage(copy);
      const read = validatePracticePosition(_ === 'not an object' ? 'garbage' : copy);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.message).toMatch(message);
    },
  );

  it('rejects notes in a filled cell', () => {
    const copy = structuredClone(good) as unknown as Record<string, unknown>;
    const notes = [...good.notes];
    notes[filled] = 2;
    copy.notes = notes;
    const read = validatePracticePosition(copy);
    expect(read).toMatchObject({ ok: false, message: expect.stringMatching(/must be 0/) });
  });
});
