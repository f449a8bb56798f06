// school (#26): a practice position as the player plays it (core/practice-round.ts). The
// positions here are made from a real puzzle by the grader's own hints, so the target is a
// real step: the first elimination step (a removal of candidates) and a placement.

import { describe, expect, it } from 'vitest';
import { formatCells } from '../../../src/games/sudoku/core/codec';
import { newSudokuState, type SudokuState, sudokuGame } from '../../../src/games/sudoku/core/game';
import { hint } from '../../../src/games/sudoku/core/grader';
import type { SolveStep } from '../../../src/games/sudoku/core/grader/step';
import {
  applyMoves,
  carriesOut,
  markHinted,
  type PracticeSource,
  playMove,
  startRound,
  undoMove,
} from '../../../src/games/sudoku/core/practice-round';
import { solveUnique } from '../../../src/games/sudoku/core/solver';

const PUZZLE = '200050006010000090600801003007090600000703000900080002100000005060902010003060200';

/** Walks the puzzle by its hints from full candidates until `want` takes a step. */
function positionWhere(want: (step: SolveStep) => boolean): PracticeSource & { step: SolveStep } {
  let state: SudokuState = sudokuGame.apply(newSudokuState(PUZZLE), 'N');
  const solution = solveUnique(state.shape, state.givens);
  if (!solution) throw new Error('the puzzle has one solution');
  for (let i = 0; i < 200; i++) {
    const found = hint(state);
    if (found.kind !== 'step') break;
    if (want(found.step))
      return {
        puzzle: PUZZLE,
        values: formatCells(state.values),
        notes: [...state.notes],
        solution: formatCells(solution),
        step: found.step,
      };
    for (const move of found.moves) state = sudokuGame.apply(state, move);
  }
  throw new Error('no such step in the puzzle');
}

const removal = positionWhere((s) => s.placements.length === 0 && s.eliminations.length > 0);
const placing = positionWhere((s) => s.placements.length > 0 && s.technique !== 'naked-single');

describe('a practice round (#26)', () => {
  it('starts from the digits and candidates of the position, not yet found', () => {
    const round = startRound(removal);
    expect(formatCells(round.state.values)).toBe(removal.values);
    expect([...round.state.notes]).toEqual(
      removal.notes.map((n, cell) => (round.state.values[cell] === 0 ? n : 0)),
    );
    expect(round.found).toBe(false);
    expect(carriesOut(round.state, round.target)).toBe(false);
  });

  it('is found once every candidate the step removes is taken out, and not before', () => {
    let round = startRound(removal);
    const { eliminations } = removal.step;
    eliminations.forEach(({ cell, digit }, i) => {
      const played = playMove(round, { kind: 'note', cell, digit });
      round = played.round;
      expect(played.outcome).toBe(i === eliminations.length - 1 ? 'found' : 'taken');
    });
    expect(round.found).toBe(true);
    expect(round.hinted).toBe(false);
    // Once found, the board is still: nothing more is taken.
    const [first] = eliminations;
    if (first) expect(playMove(round, { kind: 'note', ...first }).outcome).toBe('none');
  });

  it('is found when the step’s digit is placed', () => {
    const [target] = placing.step.placements;
    if (!target) throw new Error('a placement step has a placement');
    const played = playMove(startRound(placing), { kind: 'place', ...target });
    expect(played.outcome).toBe('found');
    expect(played.round.state.values[target.cell]).toBe(target.digit);
  });

  it('refuses a wrong digit and the removal of a cell’s own digit, changing nothing', () => {
    const round = startRound(placing);
    const solution = placing.solution;
    const cell = round.state.values.indexOf(0);
    const truth = Number(solution[cell]);
    const wrong = truth === 9 ? 1 : truth + 1;
    const refused = playMove(round, { kind: 'place', cell, digit: wrong });
    expect(refused.outcome).toBe('wrong-digit');
    expect(refused.round).toBe(round);
    const needed = playMove(round, { kind: 'note', cell, digit: truth });
    expect(needed.outcome).toBe('needed-note');
    expect(needed.round).toBe(round);
  });

  it('takes back a move with undo, and a given is left alone', () => {
    const round = startRound(removal);
    const [first] = removal.step.eliminations;
    if (!first) throw new Error('a removal step removes something');
    const played = playMove(round, { kind: 'note', ...first }).round;
    if (removal.step.eliminations.length > 1) {
      const undone = undoMove(played);
      expect([...undone.state.notes]).toEqual([...round.state.notes]);
    }
    const given = round.state.givens.findIndex((v) => v !== 0);
    expect(playMove(round, { kind: 'erase', cell: given }).outcome).toBe('none');
  });

  it('counts a position found by the hint’s one tap as hinted', () => {
    const round = startRound(removal);
    const found = hint(round.state);
    if (found.kind !== 'step') throw new Error('the position has a next step');
    expect(found.step.technique).toBe(removal.step.technique);
    const after = applyMoves(markHinted(round), found.moves);
    expect(after.found).toBe(true);
    expect(after.hinted).toBe(true);
  });
});
