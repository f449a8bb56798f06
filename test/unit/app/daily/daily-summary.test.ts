// Daily streak, best streak, monthly trophies and calendar maths (src/app/daily/daily-summary.ts):
// dates across months and years, leap years, and "today" as the player's local date whatever
// the time zone.

import { describe, expect, it } from 'vitest';
import {
  type DailyDay,
  daysInMonth,
  isPlayableDay,
  mergeDailyDay,
  monthDays,
  summarizeDaily,
} from '../../../../src/app/daily/daily-summary';
import { dailyKey } from '../../../../src/engine/daily';

const won = (ms = 60_000): DailyDay => ({ won: true, ms });
const lost: DailyDay = { won: false, ms: null };
/** Days each won on its own day (what counts for the streak). */
const wins = (...keys: string[]): Record<string, DailyDay> =>
  Object.fromEntries(keys.map((k) => [k, { ...won(), wonOn: k }]));

describe('daily streak', () => {
  it('is 1 after winning today only', () => {
    expect(summarizeDaily(wins('2026-11-26'), '2026-11-26').streak).toBe(1);
  });
  it('still counts yesterday when today is not won yet, and is 0 after a missed day', () => {
    const days = wins('2026-11-24', '2026-11-25');
    expect(summarizeDaily(days, '2026-11-26').streak).toBe(2);
    expect(summarizeDaily(days, '2026-11-27').streak).toBe(0);
  });
  it('a day played but lost breaks it', () => {
    const days = { ...wins('2026-11-24', '2026-11-26'), '2026-11-25': lost };
    const s = summarizeDaily(days, '2026-11-26');
    expect(s.streak).toBe(1);
    expect(s.days['2026-11-25']).toEqual(lost);
  });
  it('runs across a month and a year end', () => {
    expect(summarizeDaily(wins('2026-12-31', '2027-01-01'), '2027-01-01').streak).toBe(2);
    expect(summarizeDaily(wins('2026-10-31', '2026-11-01'), '2026-11-01').streak).toBe(2);
  });
  it('runs across 29 February in a leap year and skips it in another', () => {
    expect(
      summarizeDaily(wins('2028-02-28', '2028-02-29', '2028-03-01'), '2028-03-01').streak,
    ).toBe(3);
    expect(summarizeDaily(wins('2027-02-28', '2027-03-01'), '2027-03-01').streak).toBe(2);
  });
  it('best streak is the longest run, not the current one', () => {
    const days = wins('2026-11-01', '2026-11-02', '2026-11-03', '2026-11-10');
    const s = summarizeDaily(days, '2026-11-10');
    expect(s.streak).toBe(1);
    expect(s.bestStreak).toBe(3);
  });
  it('ignores future days (a clock set back) and malformed keys', () => {
    const s = summarizeDaily(
      { ...wins('2026-11-26', '2026-11-27'), nope: won(), '2026-02-30': won() },
      '2026-11-26',
    );
    expect(s.streak).toBe(1);
    expect(Object.keys(s.days)).toEqual(['2026-11-26']);
    expect(s.days['2026-11-26']).toEqual({ won: true, ms: 60_000, wonOn: '2026-11-26' });
  });
  it('refuses a bad today', () => {
    expect(() => summarizeDaily({}, '26/11/2026')).toThrow(RangeError);
  });
});

describe('monthly trophies', () => {
  it('a month with every day won earns one; one day missing earns none', () => {
    const feb = monthDays(2027, 2);
    expect(summarizeDaily(wins(...feb), '2027-03-05').trophies).toEqual(['2027-02']);
    expect(summarizeDaily(wins(...feb.slice(1)), '2027-03-05').trophies).toEqual([]);
  });
  it('February of a leap year needs its 29th', () => {
    const feb = monthDays(2028, 2);
    expect(feb).toHaveLength(29);
    expect(summarizeDaily(wins(...feb.slice(0, 28)), '2028-03-01').trophies).toEqual([]);
    expect(summarizeDaily(wins(...feb), '2028-03-01').trophies).toEqual(['2028-02']);
  });
  it('a lost day in the month earns none; trophies come oldest first', () => {
    const nov = monthDays(2026, 11);
    const dec = monthDays(2026, 12);
    expect(summarizeDaily({ ...wins(...nov), '2026-11-15': lost }, '2026-12-01').trophies).toEqual(
      [],
    );
    expect(summarizeDaily(wins(...dec, ...nov), '2027-01-01').trophies).toEqual([
      '2026-11',
      '2026-12',
    ]);
  });
});

describe('calendar maths', () => {
  it('knows month lengths, leap years included', () => {
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
  it('plays today and the past year, never the future', () => {
    expect(isPlayableDay('2026-11-26', '2026-11-26')).toBe(true);
    expect(isPlayableDay('2026-11-27', '2026-11-26')).toBe(false);
    expect(isPlayableDay('2025-11-26', '2026-11-26')).toBe(true);
    expect(isPlayableDay('2025-11-25', '2026-11-26')).toBe(false);
    expect(isPlayableDay('2027-02-28', '2028-02-29')).toBe(true);
    expect(isPlayableDay('2027-02-27', '2028-02-29')).toBe(false);
    expect(isPlayableDay('2026-13-01', '2026-11-26')).toBe(false);
  });
  it('a day is the local date: 23:30 on 26 Nov in New York is 26 Nov, not UTC 27 Nov', () => {
    const tz = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(dailyKey(new Date('2026-11-27T04:30:00Z'))).toBe('2026-11-26');
      process.env.TZ = 'Asia/Shanghai';
      expect(dailyKey(new Date('2026-11-26T17:30:00Z'))).toBe('2026-11-27');
    } finally {
      process.env.TZ = tz;
    }
  });
});

describe('merging a day', () => {
  it('stays won and keeps the best winning time', () => {
    const d = '2026-11-20';
    expect(mergeDailyDay(won(90_000), won(80_000), d)).toEqual(won(80_000));
    expect(mergeDailyDay(won(80_000), lost, d)).toEqual(won(80_000));
    expect(mergeDailyDay(lost, won(70_000), d)).toEqual(won(70_000));
    expect(mergeDailyDay(undefined, lost, d)).toEqual(lost);
  });
  it('keeps the win on its day over a late replay, and a clock found wrong over both', () => {
    const d = '2026-11-20';
    const on = (wonOn: string, ms = 60_000): DailyDay => ({ won: true, ms, wonOn });
    // A replay days later (a better time) keeps the time but not its date: still on the day.
    expect(mergeDailyDay(on(d), on('2026-11-25', 50_000), d)).toEqual(on(d, 50_000));
    // Two late wins (two devices): the earliest is kept.
    expect(mergeDailyDay(on('2026-11-27'), on('2026-11-22'), d)).toEqual(on('2026-11-22'));
    // An old record with no date of its win, replayed on the day: now proven on the day.
    expect(mergeDailyDay(won(), on(d), d)).toEqual(on(d));
    // A win dated before its day (the clock was behind) never regains its count.
    expect(mergeDailyDay(on('2026-11-19'), on(d), d)).toEqual(on('2026-11-19'));
    expect(mergeDailyDay(on(d), on('2026-11-19'), d)).toEqual(on('2026-11-19'));
    // A day played, not won, has no date of a win.
    expect(mergeDailyDay(undefined, lost, d)).toEqual(lost);
  });
});
