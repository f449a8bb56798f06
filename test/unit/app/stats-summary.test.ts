// The Stats dashboard's headline (played, won, win rate, the win streak now and the best) and
// when the chart of times is drawn, over rows as storage gives them.

import { describe, expect, it } from 'vitest';
import { bucketsOf, statsRows } from '../../../src/app/screens/format-records';
import { CHART_MIN_WINS, chartReady, statsHeadline } from '../../../src/app/screens/stats-summary';
import { emptyStatistics } from '../../../src/storage/record-reads';
import type { Statistics } from '../../../src/storage/records';

const stats = (bucket: string, over: Partial<Statistics>): Statistics => ({
  ...emptyStatistics(bucket),
  ...over,
});

const wins = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ ms: 10_000 + i, assisted: false, date: i }));

describe('statsHeadline', () => {
  it('reads zeros and no rate before any game', () => {
    expect(statsHeadline(statsRows(bucketsOf('sudoku'), []))).toEqual({
      played: 0,
      won: 0,
      winRate: null,
      streak: 0,
      bestStreak: 0,
      totalMs: 0,
      revealed: 0,
    });
  });

  it('adds up the game; streak now is the level played last, best is the longest anywhere', () => {
    const rows = statsRows(bucketsOf('sudoku'), [
      // Played long ago: the longest run, but not the one the player is on.
      stats('sudoku:4:easy', {
        started: 6,
        won: 5,
        revealed: 1,
        totalMs: 60_000,
        streak: 4,
        bestStreak: 5,
        lastAt: 100,
      }),
      // Played last: a run of 2 going.
      stats('sudoku:9:hard', {
        started: 3,
        won: 2,
        totalMs: 600_000,
        streak: 2,
        bestStreak: 2,
        lastAt: 900,
      }),
    ]);
    expect(statsHeadline(rows)).toEqual({
      played: 9,
      won: 7,
      winRate: 78,
      streak: 2,
      bestStreak: 5,
      totalMs: 660_000,
      revealed: 1,
    });
  });

  it('gives streak 0 when the level played last has its run broken', () => {
    const rows = statsRows(bucketsOf('link'), [
      stats('link:small:classic', { started: 3, won: 3, streak: 3, bestStreak: 3, lastAt: 1 }),
      stats('link:large:fall', { started: 1, won: 0, streak: 0, lastAt: 2 }),
    ]);
    const head = statsHeadline(rows);
    expect(head.streak).toBe(0);
    expect(head.bestStreak).toBe(3);
  });
});

describe('chartReady', () => {
  it('charts from CHART_MIN_WINS wins (assisted ones count: they are drawn hollow)', () => {
    expect(CHART_MIN_WINS).toBe(3);
    expect(chartReady({ recent: [] })).toBe(false);
    expect(chartReady({ recent: wins(1) })).toBe(false);
    expect(chartReady({ recent: wins(2) })).toBe(false);
    expect(chartReady({ recent: wins(3) })).toBe(true);
    expect(chartReady({ recent: [...wins(2), { ms: 5, assisted: true, date: 9 }] })).toBe(true);
  });
});
