import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../src/games/sudoku/core/codec';
import { solveUnique } from '../../../src/games/sudoku/core/solver';
import {
  LESSON_FIRST,
  LESSON_SECOND,
  SUDOKU_LESSON_PUZZLE,
  sudokuLessonNext,
  sudokuLessonStart,
  sudokuLessonStep,
  sudokuLessonTarget,
} from '../../../src/games/sudoku/core/sudoku-lesson';

const cell = (c: number) => ({ kind: 'cell', cell: c }) as const;
const digit = (d: number) => ({ kind: 'digit', digit: d }) as const;

describe('Sudoku first steps', () => {
  it('is a real 4×4 puzzle whose answer the steps ask for', () => {
    const { shape, cells } = parsePuzzle(SUDOKU_LESSON_PUZZLE);
    expect(shape.size).toBe(4);
    const solution = solveUnique(shape, cells);
    expect(solution?.[LESSON_FIRST.cell]).toBe(LESSON_FIRST.digit);
    expect(solution?.[LESSON_SECOND.cell]).toBe(LESSON_SECOND.digit);
  });

  it('walks tap a cell → place its digit → fill the other cell → done', () => {
    let s = sudokuLessonStart();
    expect(sudokuLessonStep(s)).toBe('tapCell');
    expect(sudokuLessonTarget(s)).toBe(LESSON_FIRST.cell);
    let r = sudokuLessonNext(s, cell(LESSON_FIRST.cell));
    expect(r.outcome).toBe('advanced');
    s = r.state;
    expect(sudokuLessonStep(s)).toBe('placeDigit');
    r = sudokuLessonNext(s, digit(LESSON_FIRST.digit));
    expect(r.outcome).toBe('advanced');
    s = r.state;
    expect(sudokuLessonStep(s)).toBe('fillOther');
    expect(s.grid[LESSON_FIRST.cell]).toBe(String(LESSON_FIRST.digit));
    s = sudokuLessonNext(s, cell(LESSON_SECOND.cell)).state;
    expect(sudokuLessonStep(s)).toBe('fillOther');
    r = sudokuLessonNext(s, digit(LESSON_SECOND.digit));
    expect(r.outcome).toBe('advanced');
    expect(sudokuLessonStep(r.state)).toBe('done');
    expect(r.state.grid).not.toContain('.');
  });

  it('stays on a step for a tap elsewhere, a given cell or a digit with nothing selected', () => {
    const s = sudokuLessonStart();
    expect(sudokuLessonNext(s, cell(LESSON_SECOND.cell))).toMatchObject({ outcome: 'stayed' });
    expect(sudokuLessonNext(s, cell(0))).toEqual({ state: s, outcome: 'stayed' });
    expect(sudokuLessonNext(s, digit(2))).toEqual({ state: s, outcome: 'stayed' });
  });

  it('says a wrong digit is wrong and keeps the cell empty', () => {
    const s = sudokuLessonNext(sudokuLessonStart(), cell(LESSON_FIRST.cell)).state;
    const r = sudokuLessonNext(s, digit(3));
    expect(r.outcome).toBe('wrong');
    expect(r.state).toEqual(s);
  });

  it('does nothing more once done', () => {
    let s = sudokuLessonStart();
    for (const m of [
      cell(LESSON_FIRST.cell),
      digit(LESSON_FIRST.digit),
      cell(LESSON_SECOND.cell),
      digit(LESSON_SECOND.digit),
    ])
      s = sudokuLessonNext(s, m).state;
    expect(sudokuLessonNext(s, cell(LESSON_FIRST.cell))).toEqual({ state: s, outcome: 'stayed' });
  });
});
