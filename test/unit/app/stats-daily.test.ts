// @vitest-environment happy-dom
// streak (#24): the Stats dashboard's daily section — what it reads of a game's daily progress
// (streak, longest, days won, trophies) and how it names the trophies in each language.

import { afterEach, describe, expect, it } from 'vitest';
import { type DailyDay, summarizeDaily } from '../../../src/app/daily/daily-summary';
import { statsDailyView, trophyList } from '../../../src/app/screens/stats-daily';
import { useLanguage, words } from '../../../src/i18n/i18n';

afterEach(async () => {
  await useLanguage('en');
});

describe('Stats daily section', () => {
  it('reads the streak, the longest, the days won (not played) and the trophies', () => {
    const days: Record<string, DailyDay> = {
      '2026-10-30': { won: true, ms: 1, wonOn: '2026-10-30' },
      '2026-10-31': { won: true, ms: 1, wonOn: '2026-10-31' },
      '2026-11-24': { won: false, ms: null },
      '2026-11-25': { won: true, ms: 1, wonOn: '2026-11-25' },
      '2026-11-26': { won: true, ms: 1, wonOn: '2026-11-26' },
    };
    for (let d = 1; d <= 28; d++) {
      const key = `2026-02-${String(d).padStart(2, '0')}`;
      days[key] = { won: true, ms: 1, wonOn: key };
    }
    expect(statsDailyView(summarizeDaily(days, '2026-11-26'))).toEqual({
      streak: 2,
      bestStreak: 28,
      daysWon: 32,
      trophies: ['2026-02'],
    });
  });

  it('lists trophies newest first as the player reads a month, older ones counted', async () => {
    expect(trophyList(['2026-02', '2026-11'], 'en-US')).toBe('Nov 2026, Feb 2026');
    const six = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
    expect(trophyList(six, 'en-US')).toBe('Jun 2026, May 2026, Apr 2026, Mar 2026, +2');
    await useLanguage('zh-Hans');
    expect(trophyList(['2026-02', '2026-11'], 'zh-CN')).toBe('2026年11月、2026年2月');
    expect(words().stats.daily({ streak: '3', longest: '5', days: '12' })).toBe(
      '每日连续 3 天，最长 5 天 · 共完成 12 天',
    );
  });
});
