// A new puzzle is checked once, where it comes in: the worker's answer is validated by the
// game's core, and the game's deps and the run take the checked object as it is; anything not
// checked (another game's puzzle, a copy, a changed object) is still read in full.

import { describe, expect, it } from 'vitest';
import { checkOnce, isChecked, markChecked } from '../../../src/engine/checked-puzzle';
import { CoreTable, type GameCore, type PuzzleBase } from '../../../src/engine/game-core';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import type { SudokuPuzzle } from '../../../src/games/sudoku/core/puzzle-record';
import { sudokuCore } from '../../../src/games/sudoku/core/sudoku-core';
import { depsFor } from '../../../src/play/define-game';
import type { GameModuleDeps } from '../../../src/play/game-api';
import { parseResponse } from '../../../src/worker/protocol';

/** Sudoku's real core, counting how often it validates a puzzle. */
function countingCore(): { core: GameCore<SudokuPuzzle>; reads: () => number } {
  let reads = 0;
  const core = Object.create(sudokuCore) as GameCore<SudokuPuzzle>;
  core.validatePuzzle = (value, what) => {
    reads++;
    return sudokuCore.validatePuzzle(value, what);
  };
  return { core, reads: () => reads };
}

function madePuzzle(seed: string): SudokuPuzzle {
  const made = generateSudoku({ size: 4, level: 'easy', seed });
  return { size: 4, level: 'easy', seed, puzzle: made.puzzle, solution: made.solution };
}

describe('a puzzle checked once', () => {
  it('validates a fresh object once, and never again for the same game', () => {
    let reads = 0;
    const validate = (value: unknown) => {
      reads++;
      return { ...(value as object) };
    };
    const first = checkOnce('sudoku', { seed: 'a' }, validate);
    expect(checkOnce('sudoku', first, validate)).toBe(first);
    expect(reads).toBe(1);
    // Checked by Sudoku is not checked for another game; a copy is a new object.
    checkOnce('link', first, validate);
    checkOnce('sudoku', { ...first }, validate);
    expect(reads).toBe(3);
  });

  it('freezes what it marks, so a checked puzzle cannot change after its check', () => {
    const puzzle = markChecked('sudoku', { seed: 'a', size: 4 });
    expect(isChecked('sudoku', puzzle)).toBe(true);
    expect(() => {
      (puzzle as { seed: string }).seed = 'b';
    }).toThrow(TypeError);
    expect(isChecked('sudoku', { seed: 'a', size: 4 })).toBe(false);
    expect(isChecked('sudoku', null)).toBe(false);
  });

  it("reads a new game's puzzle once, from the worker's answer to the game's deps", async () => {
    const { core, reads } = countingCore();
    const cores = new CoreTable([core] as unknown as CoreTable['cores']);
    const puzzle = madePuzzle('once');
    const answer = parseResponse(
      { type: 'generated', id: 1, made: { game: 'sudoku', puzzle }, ms: 3 },
      cores,
    );
    if (answer.type !== 'generated') throw new Error(`not a puzzle: ${answer.type}`);
    expect(reads()).toBe(1);
    // The pool hands the same object on, now or later; the game's deps take it as checked.
    const pool = [answer.made.puzzle, Promise.resolve(answer.made.puzzle)];
    for (const taken of pool) {
      const deps = depsFor(
        { newPuzzle: () => taken } as unknown as GameModuleDeps<PuzzleBase>,
        core,
      );
      expect(await deps.newPuzzle({ size: 4, level: 'easy' })).toBe(answer.made.puzzle);
    }
    expect(reads()).toBe(1);
  });

  it('still reads in full, and refuses, a puzzle no core of its game has checked', async () => {
    const { core, reads } = countingCore();
    const wrong = { ...madePuzzle('wrong'), solution: '1'.repeat(16) };
    const deps = depsFor({ newPuzzle: () => wrong } as unknown as GameModuleDeps<PuzzleBase>, core);
    expect(() => deps.newPuzzle({ size: 4, level: 'easy' })).toThrow(/solution/);
    expect(reads()).toBe(1);
  });
});
