// Reads a practice position that crossed from the worker (outside input, like every worker
// message): the shape of each field, and that the fields agree with each other, in
// milliseconds. Whether hint() really gives the technique is the worker's check
// (practice-check.ts); re-running it here would cost the main thread up to a chain search.

import { shapeFor } from '../geometry';
import type { SolveStep } from '../grader/step';
import { countSolutions } from '../solver';
import type { PracticePosition } from './practice-position';
import { isSchoolTechnique } from './school-techniques';

export type PracticeRead =
  | { readonly ok: true; readonly position: PracticePosition }
  | { readonly ok: false; readonly message: string };

const SHAPE = shapeFor(9);
const CELLS = SHAPE.cellCount;
const ALL = SHAPE.allDigits;

class Bad extends Error {}

function digitsOf(value: unknown, field: string, empty: boolean): Uint8Array {
  const pattern = empty ? /^[1-9.]{81}$/ : /^[1-9]{81}$/;
  if (typeof value !== 'string' || !pattern.test(value)) {
    const what = empty ? "digits 1–9 and '.'" : 'digits 1–9';
    throw new Bad(`${field} must be ${CELLS} characters of ${what}`);
  }
  return Uint8Array.from(value, (ch) => (ch === '.' ? 0 : Number(ch)));
}

function cellDigits(value: unknown, field: string): { cell: number; digit: number }[] {
  if (!Array.isArray(value)) throw new Bad(`${field} must be a list`);
  return value.map((item: unknown, i) => {
    const o = item as { cell?: unknown; digit?: unknown } | null;
    const cell = o?.cell;
    const digit = o?.digit;
    if (!(Number.isInteger(cell) && Number.isInteger(digit))) {
      throw new Bad(`${field}[${i}] must have a cell and a digit`);
    }
    if (
      !(
        (cell as number) >= 0 &&
        (cell as number) < CELLS &&
        (digit as number) >= 1 &&
        (digit as number) <= 9
      )
    ) {
      throw new Bad(`${field}[${i}] is off the board`);
    }
    return { cell: cell as number, digit: digit as number };
  });
}

function readStep(
  value: unknown,
  technique: string,
  solution: Uint8Array,
  notes: number[],
): SolveStep {
  if (typeof value !== 'object' || value === null) throw new Bad('step must be an object');
  const s = value as Record<string, unknown>;
  if (s.technique !== technique) throw new Bad(`step.technique must be "${technique}"`);
  if (typeof s.name !== 'string') throw new Bad('step.name must be a string');
  if (typeof s.rating !== 'number' || !Number.isFinite(s.rating)) {
    throw new Bad('step.rating must be a number');
  }
  for (const field of ['houses', 'cells', 'digits'] as const) {
    const list = s[field];
    if (!(Array.isArray(list) && list.every((n) => Number.isInteger(n) && n >= 0 && n < CELLS))) {
      throw new Bad(`step.${field} must be a list of indexes`);
    }
  }
  const placements = cellDigits(s.placements, 'step.placements');
  const eliminations = cellDigits(s.eliminations, 'step.eliminations');
  if (placements.length + eliminations.length === 0) {
    throw new Bad('step must place a digit or remove a note');
  }
  for (const { cell, digit } of placements) {
    if (solution[cell] !== digit)
      throw new Bad(`step.placements puts a wrong digit in cell ${cell}`);
  }
  for (const { cell, digit } of eliminations) {
    if (solution[cell] === digit)
      throw new Bad(`step.eliminations removes the answer of cell ${cell}`);
    if ((((notes[cell] ?? 0) >> digit) & 1) === 0) {
      throw new Bad(`step.eliminations removes a note cell ${cell} does not have`);
    }
  }
  if (typeof s.explanation !== 'object' || s.explanation === null) {
    throw new Bad('step.explanation must be an object');
  }
  if (s.chains !== undefined && !Array.isArray(s.chains))
    throw new Bad('step.chains must be a list');
  return value as SolveStep;
}

function read(x: unknown): PracticePosition {
  if (typeof x !== 'object' || x === null) throw new Bad('the position must be an object');
  const o = x as Record<string, unknown>;
  const technique = o.technique;
  if (!isSchoolTechnique(technique))
    throw new Bad(`technique "${String(technique)}" is not taught`);
  const puzzle = digitsOf(o.puzzle, 'puzzle', true);
  const values = digitsOf(o.values, 'values', true);
  const solution = digitsOf(o.solution, 'solution', false);
  const { count, solution: only } = countSolutions(SHAPE, puzzle, 2);
  if (count !== 1)
    throw new Bad(`puzzle must have exactly one solution; it has ${count === 0 ? 'none' : 'more'}`);
  if (!only?.every((d, c) => d === solution[c])) throw new Bad("solution is not the puzzle's");
  for (let c = 0; c < CELLS; c++) {
    if (puzzle[c] !== 0 && values[c] !== puzzle[c])
      throw new Bad(`values must keep the given in cell ${c}`);
    if (values[c] !== 0 && values[c] !== solution[c])
      throw new Bad(`values has a wrong digit in cell ${c}`);
  }
  if (!values.includes(0)) throw new Bad('values must leave a cell to fill');
  const notes = o.notes;
  if (!(Array.isArray(notes) && notes.length === CELLS))
    throw new Bad(`notes must be a list of ${CELLS} numbers`);
  for (let c = 0; c < CELLS; c++) {
    const m: unknown = notes[c];
    if (!(Number.isInteger(m) && (m as number) >= 0 && ((m as number) & ~ALL) === 0)) {
      throw new Bad(`notes[${c}] must be a mask of digits 1–9`);
    }
    const mask = m as number;
    if (values[c] !== 0) {
      if (mask !== 0) throw new Bad(`notes[${c}] must be 0: the cell holds a digit`);
      continue;
    }
    if (((mask >> (solution[c] ?? 0)) & 1) === 0)
      throw new Bad(`notes[${c}] leaves out the cell's answer`);
    for (const p of SHAPE.peers[c] as Int16Array) {
      if (((mask >> (values[p] ?? 0)) & 1) === 1 && values[p] !== 0) {
        throw new Bad(`notes[${c}] has ${values[p]}, which a peer holds`);
      }
    }
  }
  const step = readStep(o.step, technique, solution, notes as number[]);
  return {
    technique,
    puzzle: o.puzzle as string,
    values: o.values as string,
    notes: [...(notes as number[])],
    solution: o.solution as string,
    step,
  };
}

/** The position, or a message naming the field that is wrong (English, for logs and errors). */
export function validatePracticePosition(x: unknown): PracticeRead {
  try {
    return { ok: true, position: read(x) };
  } catch (error) {
    if (error instanceof Bad) return { ok: false, message: `practice position: ${error.message}` };
    throw error;
  }
}
