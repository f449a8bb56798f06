// The Continue card names a daily by its day ("Sudoku · Daily · 26 Nov · Hard"), any other game
// by its size, in the player's language (src/app/lobby/lobby-games.ts resumeInfo).
import { describe, expect, it } from 'vitest';
import { GAME_CARDS } from '../../../../src/app/game-cards';
import { resumeInfo } from '../../../../src/app/lobby/lobby-games';

const sudoku = GAME_CARDS.find((c) => c.id === 'sudoku');

describe('Continue card of a daily', () => {
  it('says Daily and the day for a daily, the size for any other game', () => {
    if (!sudoku) throw new Error('no Sudoku card');
    const daily = resumeInfo(sudoku, {
      puzzle: { size: 9, level: 'hard', seed: 'gridwise-daily-v1:2026-11-26:sudoku' },
      elapsedMs: 0,
    });
    expect(daily.title).toMatch(/^Sudoku · Daily · (26 Nov|Nov 26) · /);
    const free = resumeInfo(sudoku, {
      puzzle: { size: 9, level: 'hard', seed: 'x1' },
      elapsedMs: 0,
    });
    expect(free.title).not.toMatch(/Daily/);
    expect(free.title).toMatch(/^Sudoku · 9×9 · /);
  });
});
