import { describe, expect, it } from 'vitest';
import { CoreTable } from '../../../src/engine/game-core';
import { generateLink } from '../../../src/games/link/core/generator';
import { linkCore } from '../../../src/games/link/core/link-core';
import { linkPuzzleOf } from '../../../src/games/link/core/puzzle-record';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import { sudokuCore } from '../../../src/games/sudoku/core/sudoku-core';
import {
  parseRequest as parseRequestFor,
  parseResponse as parseResponseFor,
} from '../../../src/worker/protocol';

const CORES = new CoreTable([sudokuCore, linkCore] as unknown as CoreTable['cores']);
const parseRequest = (data: unknown) => parseRequestFor(data, CORES);
const parseResponse = (data: unknown) => parseResponseFor(data, CORES);

const good = { type: 'generate', id: 3, game: 'sudoku', size: 6, level: 'easy', seed: 'abc' };

describe('generator worker protocol', () => {
  it('accepts a well-formed request', () => {
    expect(parseRequest(good)).toEqual(good);
  });

  it('carries a long making’s progress (#26), and refuses one that is not counts', () => {
    const progress = { type: 'progress', id: 4, tries: 230, elapsedMs: 2500.5 };
    expect(parseResponse(progress)).toEqual(progress);
    expect(() => parseResponse({ ...progress, tries: -1 })).toThrow(/response.tries/);
    expect(() => parseResponse({ ...progress, elapsedMs: 'soon' })).toThrow(/elapsedMs/);
    // A Nightmare request is a request like any other: 9×9, its own level.
    expect(parseRequest({ ...good, size: 9, level: 'nightmare' })).toMatchObject({
      level: 'nightmare',
    });
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
    const wrap = (p: unknown) => ({ game: 'sudoku', puzzle: p });
    expect(parseResponse({ type: 'generated', id: 1, made: wrap(puzzle), ms: 2 })).toMatchObject({
      made: { game: 'sudoku', puzzle },
    });
    const wrongSolution = made.solution.replace(/^(.)(.)/, '$2$1');
    expect(() =>
      parseResponse({
        type: 'generated',
        id: 1,
        made: wrap({ ...puzzle, solution: wrongSolution }),
        ms: 2,
      }),
    ).toThrow(/solution/);
    expect(() =>
      parseResponse({ type: 'generated', id: 1, made: wrap({ ...puzzle, puzzle: 'xx' }), ms: 2 }),
    ).toThrow(/response.made.puzzle.puzzle: /);
    expect(parseResponse({ type: 'failed', id: 1, message: 'boom' })).toEqual({
      type: 'failed',
      id: 1,
      message: 'boom',
    });
    expect(() => parseResponse({ type: 'generated', id: 1, made: wrap(puzzle), ms: -1 })).toThrow(
      /ms/,
    );
    expect(() =>
      parseResponse({ type: 'generated', id: 1, made: { game: 'go', puzzle }, ms: 1 }),
    ).toThrow(/response.made.game "go" unknown/);
  });

  const linkRequest = {
    type: 'generate',
    id: 4,
    game: 'link',
    size: 'small',
    level: 'fall',
    seed: 's',
  };

  it('accepts a Link request and rejects a bad one with the field named', () => {
    expect(parseRequest(linkRequest)).toEqual(linkRequest);
    expect(() => parseRequest({ ...linkRequest, size: 9 })).toThrow(
      /request.size must be small, medium or large/,
    );
    expect(() => parseRequest({ ...linkRequest, level: 'easy' })).toThrow(
      /request.level "easy" is not a Link level/,
    );
  });

  it('accepts a generated Link board and refuses one that is not four of each kind', () => {
    const made = generateLink({ size: 'small', gravity: 'down', seed: 'w' });
    const puzzle = linkPuzzleOf(made, 'small', 'fall');
    const ok = parseResponse({ type: 'generated', id: 4, made: { game: 'link', puzzle }, ms: 1 });
    expect(ok).toEqual({ type: 'generated', id: 4, made: { game: 'link', puzzle }, ms: 1 });
    // Swap one tile for another kind: every kind still even (a↔b pairs) is not enough.
    const first = puzzle.board[0] as string;
    const other = first === 'a' ? 'b' : 'a';
    const twice = puzzle.board.replace(first, other).replace(new RegExp(first), other);
    expect(() =>
      parseResponse({
        type: 'generated',
        id: 4,
        made: { game: 'link', puzzle: { ...puzzle, board: twice } },
        ms: 1,
      }),
    ).toThrow(/four times/);
    expect(() =>
      parseResponse({
        type: 'generated',
        id: 4,
        made: { game: 'link', puzzle: { ...puzzle, board: puzzle.board.slice(6) } },
        ms: 1,
      }),
    ).toThrow(/response.made.puzzle.board: The board is 7×5; a small board is 8×5 or 5×8/);
  });

  it('carries a refusal with its problem as data, and refuses a problem it cannot word', () => {
    const problem = { kind: 'sudoku-bad-char', at: 6, char: '*' };
    expect(parseResponse({ type: 'refused', id: 5, message: 'Character 6…', problem })).toEqual({
      type: 'refused',
      id: 5,
      message: 'Character 6…',
      problem,
    });
    // A worker of an older build sends no problem: the English is shown.
    expect(parseResponse({ type: 'refused', id: 5, message: 'm' })).toMatchObject({
      problem: null,
    });
    const refused = (p: unknown) => () =>
      parseResponse({ type: 'refused', id: 5, message: 'm', problem: p });
    expect(refused({ kind: 'chess-move' })).toThrow(/response.problem.kind "chess-move" unknown/);
    expect(refused({ kind: 'sudoku-bad-char', at: 6 })).toThrow(
      /response.problem.char must be a text for a sudoku-bad-char problem/,
    );
    expect(refused({ kind: 'link-shape', rows: 2, cols: 2, kinds: 2, sizes: [3] })).toThrow(
      /response.problem.sizes must be a list/,
    );
    expect(refused('sudoku-empty')).toThrow(/response.problem is not an object/);
  });

  it("checks a game's own problem kinds by the table of that game's core (#27 words)", () => {
    const refusal = (table: CoreTable, problem: unknown) => () =>
      parseResponseFor({ type: 'refused', id: 5, message: 'm', problem }, table);
    const oddKind = { kind: 'link-odd-kind', tile: 'a', count: 1, row: 1, column: 1 };
    // Without Link's core, Link's kinds are unknown; shared kinds still read.
    const sudokuOnly = new CoreTable([sudokuCore] as unknown as CoreTable['cores']);
    expect(refusal(sudokuOnly, oddKind)).toThrow(/response.problem.kind "link-odd-kind" unknown/);
    expect(refusal(sudokuOnly, { kind: 'code-typo' })()).toMatchObject({
      problem: { kind: 'code-typo' },
    });
    expect(refusal(CORES, oddKind)()).toMatchObject({ problem: oddKind });
    // A game that is not in src/ reaches the same check through its core alone.
    const toyCore = {
      ...sudokuCore,
      id: 'toy',
      problems: { 'toy-too-many': { lamps: 'number' } },
    } as unknown as CoreTable['cores'][number];
    const withToy = new CoreTable([sudokuCore, toyCore]);
    expect(refusal(withToy, { kind: 'toy-too-many', lamps: 10 })()).toMatchObject({
      problem: { kind: 'toy-too-many', lamps: 10 },
    });
    expect(refusal(withToy, { kind: 'toy-too-many', lamps: 'ten' })).toThrow(
      /response.problem.lamps must be a number for a toy-too-many problem/,
    );
  });
});
