// What a screen reader says for a calendar day (src/app/daily/calendar-words.ts): the full date
// in the player's language, and won with its time, played, open to play, or only the date.

import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../../../../src/app/daily/calendar-month';
import { dayAccessibleName, longDayText } from '../../../../src/app/daily/calendar-words';
import { zhHans } from '../../../../src/i18n/zh-hans';

const day = (over: Partial<CalendarDay>): CalendarDay => ({
  key: '2026-11-26',
  day: 26,
  state: 'open',
  ms: null,
  late: false,
  today: true,
  playable: true,
  ...over,
});

describe('calendar day names', () => {
  it('says the full date in the locale', () => {
    expect(longDayText('2026-11-26', 'en-GB')).toBe('Thursday 26 November');
    expect(longDayText('2026-11-26', 'zh-Hans')).toBe('11月26日星期四');
    expect(() => longDayText('2026-02-30', 'en-GB')).toThrow(/YYYY-MM-DD/);
  });

  it('says won with the time, played, open, or the date alone', () => {
    expect(dayAccessibleName(day({ state: 'won', ms: 252_000 }), 'en-GB')).toBe(
      'Thursday 26 November: won in 4:12',
    );
    expect(dayAccessibleName(day({ state: 'won', ms: 252_000, late: true }), 'en-GB')).toBe(
      'Thursday 26 November: won late in 4:12 (not in the streak)',
    );
    expect(dayAccessibleName(day({ state: 'played' }), 'en-GB')).toBe(
      'Thursday 26 November: played, not won',
    );
    expect(dayAccessibleName(day({}), 'en-GB')).toBe('Thursday 26 November: play this daily');
    expect(dayAccessibleName(day({ state: 'closed', playable: false }), 'en-GB')).toBe(
      'Thursday 26 November',
    );
  });

  it('has the same sentences in Chinese', () => {
    expect(
      zhHans.calendar.dayWon({ date: longDayText('2026-11-26', 'zh-Hans'), time: '4:12' }),
    ).toBe('11月26日星期四：已完成，用时 4:12');
  });
});
