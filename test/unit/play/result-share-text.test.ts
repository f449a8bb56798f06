// Share result's text: the game, the day or the size and level, the time, the hints and the
// link, in English and Chinese, and nothing of the board (no solution, no givens).

import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from '../../../src/i18n/i18n';
import {
  dailyKeyOfSeed,
  dayWords,
  resultShareText,
  type SharedWin,
} from '../../../src/play/result-share-text';
import { resultFigures } from '../../../src/play/run-results';

const SOLUTION = '1234341221434321';
const URL = 'https://gridwise.example/#s/sudoku/4ABCD-EFGH';

const daily: SharedWin = {
  game: 'Sudoku',
  day: null,
  title: '4×4 · Easy',
  time: '0:42',
  hints: 0,
  url: URL,
};

afterEach(async () => {
  await useLanguage('en');
});

/** The text with the link taken out: what a friend reads before opening it. */
function outsideLink(text: string): string {
  return text.replace(URL, '');
}

describe('Share result text', () => {
  it('says the game, size and level, time, hints and the link, in English', () => {
    expect(resultShareText(daily)).toBe(
      `Gridwise Sudoku · 4×4 · Easy\nSolved in 0:42 · no hints\nCan you beat it? ${URL}`,
    );
    expect(resultShareText({ ...daily, hints: 1 })).toContain('Solved in 0:42 · 1 hint');
    expect(resultShareText({ ...daily, hints: 3 })).toContain('· 3 hints');
  });

  it('says the day of a daily instead of the size and level', () => {
    const key = dailyKeyOfSeed('gridwise-daily-v1:2026-11-26:sudoku');
    expect(key).toBe('2026-11-26');
    expect(dailyKeyOfSeed('k3j4h5')).toBeNull();
    const text = resultShareText({ ...daily, day: dayWords(key as string) });
    // The day in the locale's own order (en-GB "26 Nov", en-US "Nov 26").
    expect(text.split('\n')[0]).toMatch(/^Gridwise Sudoku · Daily · (26 Nov|Nov 26)$/);
    expect(text).not.toContain('4×4');
  });

  it('is natural Chinese in zh-Hans', async () => {
    await useLanguage('zh-Hans');
    const text = resultShareText({ ...daily, game: '数独', day: dayWords('2026-11-26') });
    expect(text).toBe(
      `Gridwise 数独成绩 · 每日挑战 · 11月26日\n用时 0:42 · 未用提示\n来挑战吧：${URL}`,
    );
    expect(resultShareText({ ...daily, game: '数独', hints: 2 })).toContain('用了 2 次提示');
  });

  it('gives nothing of the board away: no run of the solution, no grid', async () => {
    for (const lang of ['en', 'zh-Hans'] as const) {
      await useLanguage(lang);
      const text = outsideLink(resultShareText({ ...daily, hints: 2 }));
      // Any four digits of the solution in a row would be a row of the answer.
      for (let i = 0; i + 4 <= SOLUTION.length; i++)
        expect(text).not.toContain(SOLUTION.slice(i, i + 4));
      // Only the digits of the size (4×4), the time (0:42) and the hint count (2).
      expect((text.match(/\d/g) ?? []).join('')).toBe('440422');
      expect(text.split('\n')).toHaveLength(3);
    }
  });
});

describe('results card figures', () => {
  const run = {
    gameId: 'g',
    puzzle: { size: 4, level: 'easy', seed: 's' },
    ms: 42_000,
    assisted: false,
  };

  it('shows the time at once and best, average and streak once read', () => {
    const before = resultFigures({ ...run, mistakes: 1, hints: 0 }, null);
    expect(before.map((f) => `${f.label} ${f.value}`)).toEqual([
      'Time 0:42',
      'Best –',
      'Average –',
      'Win streak –',
      'Mistakes 1',
      'Hints 0',
    ]);
    const after = resultFigures(
      { ...run, mistakes: null, hints: 2 },
      { won: 4, bestMs: 30_000, averageMs: 36_000, streak: 3 },
    );
    expect(after.map((f) => `${f.label} ${f.value}`)).toEqual([
      'Time 0:42',
      'Best 0:30',
      'Average 0:36',
      'Win streak 3',
      'Hints 2',
    ]);
  });
});
