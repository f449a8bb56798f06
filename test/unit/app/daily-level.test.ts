// calendar: each day's level under its number — read from the game's daily scheme.

import { describe, expect, it } from 'vitest';
import { dailyLevelLabel } from '../../../src/app/screens/daily-level';
import { levelChoices } from '../../../src/app/screens/format-records';

describe('dailyLevelLabel', () => {
  it("names Sudoku's daily level by weekday: Monday easy, Sunday expert", () => {
    // 2026-11-30 is a Monday, 2026-12-06 a Sunday (the scheme: src/games/sudoku/core/daily-eras.ts).
    expect(dailyLevelLabel('sudoku', '2026-11-30')).toBe('Easy');
    expect(dailyLevelLabel('sudoku', '2026-12-01')).toBe('Medium');
    expect(dailyLevelLabel('sudoku', '2026-12-06')).toBe('Expert');
  });

  it("names every Link day by one of Link's levels", () => {
    const labels = new Set(levelChoices('link', 'small').map((l) => l.label));
    for (let d = 1; d <= 7; d++) {
      expect(labels.has(dailyLevelLabel('link', `2026-12-0${d}`))).toBe(true);
    }
  });

  it('gives nothing for an unknown game or a date that is not one', () => {
    expect(dailyLevelLabel('chess', '2026-12-01')).toBe('');
    expect(dailyLevelLabel('sudoku', '2026-13-45')).toBe('');
  });
});
