// streak (#24): the results card after a daily win says the daily streak, and the month's trophy
// when that win completed the month, in the player's language; another win has no such line.

import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from '../../../src/i18n/i18n';
import type { RunDeps, RunScreen } from '../../../src/play/game-api';
import { dailyWinText, showResults } from '../../../src/play/run-results';

afterEach(async () => {
  await useLanguage('en');
});

type Puzzle = { size: number; level: string; seed: string };

function cardScreen(): { screen: RunScreen; daily: string[] } {
  const daily: string[] = [];
  const result = {
    visible: true,
    setNote: () => {},
    setFigures: () => {},
    setDaily: (text: string) => daily.push(text),
  };
  return { screen: { result } as unknown as RunScreen, daily };
}

const run = (seed: string) => ({
  gameId: 'g1',
  puzzle: { size: 9, level: 'easy', seed },
  ms: 61_000,
  mistakes: 0,
  hints: 0,
  assisted: false,
});

describe('results card: the daily line', () => {
  it('says the streak, and the trophy of the month the win completed', async () => {
    expect(dailyWinText({ streak: 3, onDay: true, trophy: null })).toBe('Daily streak 3');
    expect(dailyWinText({ streak: 30, onDay: true, trophy: '2026-11' })).toBe(
      'Daily streak 30 · Trophy for November!',
    );
    // A past day won late says so, not a streak it did not add to; its trophy still counts.
    expect(dailyWinText({ streak: 0, onDay: false, trophy: '2026-11' })).toBe(
      'Played late: fills the calendar, not the daily streak · Trophy for November!',
    );
    await useLanguage('zh-Hans');
    expect(dailyWinText({ streak: 30, onDay: true, trophy: '2026-11' })).toBe(
      '每日连续 30 天 · 获得十一月奖杯！',
    );
    expect(dailyWinText({ streak: 2, onDay: false, trophy: null })).toBe(
      '补玩：补全日历，不计入每日连续',
    );
  });

  it('is set on the card at the win of a daily, and cleared for any other win', () => {
    const seen: string[] = [];
    const deps = {
      dailyWin: (p: Puzzle) => {
        seen.push(p.seed);
        return p.seed.startsWith('gridwise-daily')
          ? { streak: 2, onDay: true, trophy: null }
          : null;
      },
    } as unknown as RunDeps<Puzzle>;
    const a = cardScreen();
    showResults(
      run('gridwise-daily-v1:2026-11-26:sudoku'),
      Promise.resolve(),
      a.screen,
      deps,
      () => 'g1',
    );
    expect(a.daily).toEqual(['Daily streak 2']);
    const b = cardScreen();
    showResults(run('free-seed'), Promise.resolve(), b.screen, deps, () => 'g1');
    expect(b.daily).toEqual(['']);
    expect(seen).toEqual(['gridwise-daily-v1:2026-11-26:sudoku', 'free-seed']);
  });
});
