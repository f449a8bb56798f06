// The calendar's month (src/app/daily/calendar-month.ts): weeks in the locale's week order,
// weekday and month names through Intl, each day's state, a year of months, the trophy.

import { describe, expect, it } from 'vitest';
import {
  calendarMonth,
  calendarMonths,
  monthTitle,
  weekdayNames,
  weekStart,
} from '../../../../src/app/daily/calendar-month';
import type { DailyDay } from '../../../../src/app/daily/daily-summary';

const won = (ms: number): DailyDay => ({ won: true, ms });

describe('week start', () => {
  it('follows the locale: Monday in Britain and China, Sunday in the United States', () => {
    expect(weekStart('en-GB')).toBe(1);
    expect(weekStart('zh-Hans')).toBe(1);
    expect(weekStart('en-US')).toBe(7);
  });

  it('without Intl week info (Firefox) the region decides: Sunday in the US, Monday elsewhere', () => {
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const saved = ['getWeekInfo', 'weekInfo'].map(
      (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
    );
    try {
      for (const [name] of saved)
        Object.defineProperty(proto, name, { configurable: true, get: () => undefined });
      expect(new Intl.Locale('en-GB') as unknown as { weekInfo?: unknown }).not.toHaveProperty(
        'weekInfo.firstDay',
      );
      expect(weekStart('en-US')).toBe(7);
      expect(weekStart('en')).toBe(7); // English alone is taken as the United States (CLDR)
      expect(weekStart('en-GB')).toBe(1);
      expect(weekStart('zh-Hans')).toBe(1);
    } finally {
      for (const [name, descriptor] of saved)
        if (descriptor) Object.defineProperty(proto, name, descriptor);
        else delete proto[name];
    }
    expect(weekStart('en-US')).toBe(7);
  });

  it('a malformed locale falls back to Monday instead of throwing', () => {
    expect(weekStart('not a locale!')).toBe(1);
  });

  it('weekday initials start on that day', () => {
    expect(weekdayNames('en-GB')).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    expect(weekdayNames('en-US')).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(weekdayNames('zh-Hans')[0]).toBe('一');
  });
});

describe('calendarMonth', () => {
  it('lays November 2026 out from Sunday 1st (US) or with six blanks first (GB)', () => {
    const us = calendarMonth('2026-11', {}, '2026-11-26', 'en-US');
    expect(us.weeks[0]?.[0]?.key).toBe('2026-11-01');
    const gb = calendarMonth('2026-11', {}, '2026-11-26', 'en-GB');
    expect(gb.weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(gb.weeks[0]?.[6]?.key).toBe('2026-11-01');
    for (const month of [us, gb]) {
      for (const week of month.weeks) expect(week).toHaveLength(7);
      expect(month.weeks.flat().filter((d) => d !== null)).toHaveLength(30);
    }
  });

  it('says per day: won with its time, played, open to play, or out of reach', () => {
    const days = { '2026-11-02': won(95_000), '2026-11-03': { won: false, ms: null } };
    const m = calendarMonth('2026-11', days, '2026-11-26', 'en-GB');
    const byKey = new Map(m.weeks.flat().flatMap((d) => (d ? [[d.key, d]] : [])));
    expect(byKey.get('2026-11-02')).toMatchObject({ state: 'won', ms: 95_000, playable: true });
    expect(byKey.get('2026-11-03')).toMatchObject({ state: 'played', ms: null });
    expect(byKey.get('2026-11-04')).toMatchObject({ state: 'open', playable: true });
    expect(byKey.get('2026-11-26')).toMatchObject({ today: true, playable: true });
    expect(byKey.get('2026-11-27')).toMatchObject({ state: 'closed', playable: false });
    // More than a year back is out of reach.
    const old = calendarMonth('2025-11', {}, '2026-11-26', 'en-GB').weeks.flat();
    const keyed = new Map(old.flatMap((d) => (d ? [[d.key, d]] : [])));
    expect(keyed.get('2025-11-25')?.playable).toBe(false);
    expect(keyed.get('2025-11-26')?.playable).toBe(true);
  });

  it('a month with every day won has its trophy; one day missing has none', () => {
    const all: Record<string, DailyDay> = {};
    for (let d = 1; d <= 28; d++) all[`2026-02-${String(d).padStart(2, '0')}`] = won(60_000);
    expect(calendarMonth('2026-02', all, '2026-11-26', 'en-GB').trophy).toBe(true);
    delete all['2026-02-14'];
    expect(calendarMonth('2026-02', all, '2026-11-26', 'en-GB').trophy).toBe(false);
  });

  it('refuses a malformed month with a clear error', () => {
    expect(() => calendarMonth('2026-13', {}, '2026-11-26', 'en')).toThrow(/YYYY-MM/);
  });
});

describe('months and titles', () => {
  it('pages from a year ago to this month', () => {
    const months = calendarMonths('2026-01-15');
    expect(months[0]).toBe('2025-01');
    expect(months.at(-1)).toBe('2026-01');
    expect(months).toHaveLength(13);
    expect(months).toContain('2025-12');
  });

  it('names the month in the player language', () => {
    expect(monthTitle('2026-11', 'en-GB')).toBe('November 2026');
    expect(monthTitle('2026-11', 'zh-Hans')).toBe('2026年11月');
  });
});
