// The lobby's daily button once today's daily is won says so: ✓, its time, the daily streak
// (src/app/daily/daily-done.ts); a day played and not won, or won on another day, says nothing.
import { describe, expect, it } from 'vitest';
import { dailyDoneWords } from '../../../../src/app/daily/daily-done';

describe('the daily button when today is won', () => {
  it('says ✓, the time and the streak of days won in a row', () => {
    const days = {
      '2026-11-30': { won: true, ms: 300_000, wonOn: '2026-11-30' },
      '2026-12-01': { won: true, ms: 280_000, wonOn: '2026-12-01' },
      '2026-12-02': { won: true, ms: 252_400, wonOn: '2026-12-02' },
    };
    expect(dailyDoneWords(days, '2026-12-02')).toEqual({
      label: 'Daily ✓ 4:12',
      badge: 'Daily streak 3',
    });
  });

  it('says nothing for a day played and not won, or won only before today', () => {
    expect(dailyDoneWords({ '2026-12-02': { won: false, ms: null } }, '2026-12-02')).toBeNull();
    expect(dailyDoneWords({ '2026-12-01': { won: true, ms: 1000 } }, '2026-12-02')).toBeNull();
  });
});
