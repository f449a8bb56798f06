import { describe, expect, it } from 'vitest';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import { parseRequest, parseResponse } from '../../../src/worker/protocol';

const good = { type: 'generate', id: 3, game: 'sudoku', size: 6, level: 'easy', seed: 'abc' };

describe('generator worker protocol', () => {
  it('accepts a well-formed request', () => {
    expect(parseRequest(good)).toEqual(good);
  });

  it.each([
    [null, /request is not an object/],
    [{ ...good, id: -1 }, /request.id/],
    [{ ...good, type: 'solve' }, /request.type "solve" unknown/],
    [{ ...good, game: 'chess' }, /request.game "chess" unknown/],
    [{ ...good, size: 5 }, /request.size must be 4, 6 or 9/],
    [{ ...good, level: 'impossible' }, /request.level "impossible" is not a level/],
    [{ ...good, seed: '' }, /request.seed/],
  ])('rejects a bad request %#', (data, message) => {
    expect(() => parseRequest(data)).toThrow(message);
  });

  it('accepts a generated puzzle and checks it against its solution', () => {
    const made = generateSudoku({ size: 4, level: 'easy', seed: 'p' });
    const puzzle = {
      size: 4,
      level: 'easy',
      seed: 'p',
      puzzle: made.puzzle,
      solution: made.solution,
    };
    expect(parseResponse({ type: 'generated', id: 1, puzzle, ms: 2 })).toMatchObject({ puzzle });
    const wrongSolution = made.solution.replace(/^(.)(.)/, '$2$1');
    expect(() =>
      parseResponse({
        type: 'generated',
        id: 1,
        puzzle: { ...puzzle, solution: wrongSolution },
        ms: 2,
      }),
    ).toThrow(/solution/);
    expect(() =>
      parseResponse({ type: 'generated', id: 1, puzzle: { ...puzzle, puzzle: 'xx' }, ms: 2 }),
    ).toThrow(/response.puzzle.puzzle: /);
    expect(parseResponse({ type: 'failed', id: 1, message: 'boom' })).toEqual({
      type: 'failed',
      id: 1,
      message: 'boom',
    });
    expect(() => parseResponse({ type: 'generated', id: 1, puzzle, ms: -1 })).toThrow(/ms/);
  });
});
