// The technique school's 200-sample check (#26): 200 practice positions spread evenly over
// every technique the school has positions for (all but Forcing X-Chain and Dynamic Forcing
// Chain (+), see canPractise), each made from its own seed, each with exactly one
// solution and hint() giving the stated technique on the board the player sees (digits, and
// the position's notes as the player's notes). Slow tier: `npm run test:samples`.

import { describe, expect, it } from 'vitest';
import { shapeFor } from '../../src/games/sudoku/core/geometry';
import { hint } from '../../src/games/sudoku/core/grader/hint';
import {
  canPractise,
  makePracticePosition,
  SCHOOL_TECHNIQUES,
} from '../../src/games/sudoku/core/school';
import { countSolutions } from '../../src/games/sudoku/core/solver';

const SAMPLES = 200;
const SHAPE = shapeFor(9);
const cells = (text: string) => Uint8Array.from(text, (ch) => (ch === '.' ? 0 : Number(ch)));

/** Every technique that has practice positions (the one without is named in the unit test). */
const TAUGHT = SCHOOL_TECHNIQUES.map((t) => t.id).filter(canPractise);
/** Sample i is technique i mod 32: six or seven positions each. */
const CASES = Array.from({ length: SAMPLES }, (_, i) => {
  const technique = TAUGHT[i % TAUGHT.length] as string;
  return { technique, seed: `sample:${Math.floor(i / TAUGHT.length)}` };
});

describe(`${SAMPLES} practice positions over every technique`, () => {
  it.each(CASES)('$technique ($seed)', ({ technique, seed }) => {
    const p = makePracticePosition(technique, seed);
    expect(p.technique).toBe(technique);
    const puzzle = cells(p.puzzle);
    const values = cells(p.values);
    expect(countSolutions(SHAPE, puzzle, 2).count).toBe(1);
    for (let c = 0; c < 81; c++) {
      if (puzzle[c] !== 0) expect(values[c]).toBe(puzzle[c]);
      if (values[c] !== 0) expect(String(values[c])).toBe(p.solution[c]);
    }
    const state = {
      shape: SHAPE,
      givens: puzzle,
      values,
      notes: Uint16Array.from(p.notes),
      assisted: false,
    };
    const h = hint(state);
    expect(h.kind).toBe('step');
    if (h.kind === 'step') expect(h.step.technique).toBe(technique);
  });
});
