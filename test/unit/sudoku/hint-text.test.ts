// The English hint renderer: its phrases (cells, houses, boxes by place, lists), and every
// technique's explanation worded from the data of real steps, with no cell code (r2c1), box
// number, or hole (undefined, NaN) left, and every stage of real hints likewise.

import { describe, expect, it } from 'vitest';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';
import type { ExplanationKind } from '../../../src/games/sudoku/core/grader/explanation';
import { hintStages, rewordStage } from '../../../src/games/sudoku/core/hint-stages';
import { englishHints } from '../../../src/games/sudoku/core/hint-text/en';
import { cells, house, houses } from '../../../src/games/sudoku/core/hint-text/en-phrases';
import type { HintRenderer } from '../../../src/games/sudoku/core/hint-text/types';
import { realHints, realSteps } from './real-steps';

const nine = shapeFor(9);
const six = shapeFor(6);
const four = shapeFor(4);
const at = (size: number, r: number, c: number) => (r - 1) * size + (c - 1);
const boxOf = (shape: typeof nine, r: number, c: number) =>
  (shape.houseOfCell[at(shape.size, r, c)] as readonly number[])[2] as number;

/** Codes and holes that must never reach a player. */
function flaws(text: string): string[] {
  const found: string[] = [];
  for (const [what, re] of [
    ['cell code', /\br\d+c\d+\b/i],
    ['box number', /\bbox(es)? \d/i],
    ['hole', /undefined|NaN|\[object|null/],
    ['double space', / {2}/],
    ['empty list', /(in|from|of|at) [,.;:]/],
  ] as const) {
    if (re.test(text)) found.push(`${what}: ${text}`);
  }
  if (!/^[A-Z0-9]/.test(text)) found.push(`starts in lower case: ${text}`);
  if (!/[.]$/.test(text)) found.push(`no full stop: ${text}`);
  return found;
}

describe('the checker of words', () => {
  it('catches codes, box numbers, holes and loose ends', () => {
    expect(flaws('In row 1, 5 can only go in row 1, column 3.')).toEqual([]);
    for (const text of [
      'In box 2, 4 can only go in r1c4.',
      'In the top-left box, 4 can only go in r1c4.',
      'In boxes 2 and 5, 4 fits.',
      'Row undefined, column 3 cannot be NaN.',
      'In row 1, 5 can only go in .',
      'in row 1, 5 can only go there.',
      'In row 1, 5 can only go there',
    ]) {
      expect(flaws(text), text).not.toEqual([]);
    }
  });
});

describe('English phrases', () => {
  it('names a cell by row and column', () => {
    expect(cells(nine, [at(9, 2, 1)])).toBe('row 2, column 1');
  });

  it('names 9×9 boxes by their place', () => {
    const names = [1, 4, 7].flatMap((r) => [1, 4, 7].map((c) => house(nine, boxOf(nine, r, c))));
    expect(names).toEqual([
      'the top-left box',
      'the top-middle box',
      'the top-right box',
      'the middle-left box',
      'the middle box',
      'the middle-right box',
      'the bottom-left box',
      'the bottom-middle box',
      'the bottom-right box',
    ]);
  });

  it('names 6×6 boxes (two rows by three columns, three down and two across)', () => {
    const names = [1, 3, 5].flatMap((r) => [1, 4].map((c) => house(six, boxOf(six, r, c))));
    expect(names).toEqual([
      'the top-left box',
      'the top-right box',
      'the middle-left box',
      'the middle-right box',
      'the bottom-left box',
      'the bottom-right box',
    ]);
    // Rows 3 and 4 make the middle band.
    expect(house(six, boxOf(six, 4, 6))).toBe('the middle-right box');
  });

  it('names 4×4 boxes', () => {
    const names = [1, 3].flatMap((r) => [1, 3].map((c) => house(four, boxOf(four, r, c))));
    expect(names).toEqual([
      'the top-left box',
      'the top-right box',
      'the bottom-left box',
      'the bottom-right box',
    ]);
  });

  it('lists houses naturally', () => {
    expect(houses(nine, [4, 1])).toBe('rows 2 and 5');
    expect(houses(nine, [9, 12, 15])).toBe('columns 1, 4 and 7');
    expect(houses(nine, [22, 18])).toBe('the top-left and middle boxes');
    expect(houses(nine, [18, 1, 12])).toBe('row 2, column 4 and the top-left box');
    expect(houses(nine, [1, 4], 'or')).toBe('rows 2 or 5');
  });

  it('lists cells by the line they share', () => {
    expect(cells(nine, [at(9, 2, 7), at(9, 2, 1), at(9, 2, 4)])).toBe('row 2, columns 1, 4 and 7');
    expect(cells(nine, [at(9, 5, 3), at(9, 2, 3)])).toBe('column 3, rows 2 and 5');
    expect(cells(nine, [at(9, 2, 3), at(9, 2, 7), at(9, 5, 3), at(9, 5, 7)])).toBe(
      'rows 2 and 5, columns 3 and 7',
    );
    expect(cells(nine, [at(9, 1, 2), at(9, 4, 5)])).toBe('row 1, column 2 and row 4, column 5');
    expect(cells(nine, [at(9, 1, 2), at(9, 1, 5), at(9, 3, 4), at(9, 8, 9)])).toBe(
      'row 1, columns 2 and 5; row 3, column 4; and row 8, column 9',
    );
    expect(cells(nine, [at(9, 1, 2), at(9, 4, 5)], 'or')).toBe(
      'row 1, column 2 or row 4, column 5',
    );
  });
});

describe('every technique in words, from real steps', () => {
  const steps = realSteps();

  it('words every step with no code or hole, under the grader’s own name', () => {
    const bad: string[] = [];
    for (const { shape, step, source } of steps) {
      const text = englishHints.deduction(step.explanation, shape);
      bad.push(...flaws(text).map((f) => `${source}, ${step.name}: ${f}`));
      expect(englishHints.techniqueName(step.explanation), source).toBe(step.name);
    }
    expect(bad).toEqual([]);
  });

  it('covers every technique family the grader rates (the W-Wing is a hint’s own)', () => {
    const all: ExplanationKind[] = [
      'hidden-single',
      'naked-single',
      'locked',
      'naked-subset',
      'hidden-subset',
      'fish',
      'single-digit-chain',
      'xy-wing',
      'als-wing',
      'unique-rectangle',
      'bug',
      'cycle',
      'forcing-chain',
      'contradiction',
      'double-forcing',
      'cell-forcing',
      'region-forcing',
      'trial',
    ];
    const kinds = new Set(steps.map((s) => s.step.explanation.kind));
    expect([...kinds].sort()).toEqual([...all].sort());
  });

  it('says what each deduction does with the digits it names', () => {
    for (const { shape, step } of steps) {
      const text = englishHints.deduction(step.explanation, shape);
      for (const { digit } of [...step.placements, ...step.eliminations]) {
        expect(text, step.name).toMatch(new RegExp(`\\b${digit}\\b`));
      }
    }
  });
});

describe('every stage of real hints in words', () => {
  it('has a title and a text with no code or hole, and a line for every technique', () => {
    const bad: string[] = [];
    let wWing = 0;
    for (const { state, hint } of realHints()) {
      if (hint.step.technique === 'w-wing') wWing++;
      for (const stage of hintStages(hint, state.shape)) {
        expect(stage.title.length, hint.step.name).toBeGreaterThan(3);
        expect(stage.title).not.toMatch(/undefined|NaN|\br\d+c\d+\b|\bbox \d/);
        bad.push(...flaws(stage.text).map((f) => `${hint.step.name}: ${f}`));
      }
    }
    expect(bad).toEqual([]);
    expect(wWing).toBeGreaterThan(0);
  });

  it('rewords a stage from its message alone, with any renderer', () => {
    const [{ state, hint }] = realHints() as [ReturnType<typeof realHints>[number]];
    // A stand-in second language: it must get everything it needs from the message.
    const shouting: HintRenderer = {
      ...englishHints,
      locale: 'en-x-loud',
      stage: (m, shape) => {
        const { title, text } = englishHints.stage(m, shape);
        return { title: title.toUpperCase(), text: text.toUpperCase() };
      },
    };
    for (const stage of hintStages(hint, state.shape)) {
      const loud = rewordStage(stage, state.shape, shouting);
      expect(loud.title).toBe(stage.title.toUpperCase());
      expect(loud.text).toBe(stage.text.toUpperCase());
      expect({ ...loud, title: stage.title, text: stage.text }).toEqual(stage);
    }
    expect(hintStages(hint, state.shape, shouting).map((s) => s.text)).toEqual(
      hintStages(hint, state.shape).map((s) => s.text.toUpperCase()),
    );
  });
});
