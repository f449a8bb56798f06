// "Daily · 26 Nov" in the player's language and date order (src/app/daily/daily-label.ts).

import { describe, expect, it } from 'vitest';
import { dailyDateText } from '../../../../src/app/daily/daily-label';
import { en } from '../../../../src/i18n/en';
import { zhHans } from '../../../../src/i18n/zh-hans';

describe('daily title', () => {
  it('formats the date in the locale’s own order', () => {
    expect(dailyDateText('2026-11-26', 'en-GB')).toBe('26 Nov');
    expect(dailyDateText('2026-11-26', 'en-US')).toBe('Nov 26');
    expect(dailyDateText('2026-11-26', 'zh-Hans')).toBe('11月26日');
  });
  it('is the key’s date whatever the zone (never the day before or after)', () => {
    const tz = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
        process.env.TZ = zone;
        expect(dailyDateText('2028-02-29', 'en-GB')).toBe('29 Feb');
      }
    } finally {
      process.env.TZ = tz;
    }
  });
  it('reads as the catalogues say it', () => {
    expect(en.lobby.dailyTitle({ date: dailyDateText('2026-11-26', 'en-GB') })).toBe(
      'Daily · 26 Nov',
    );
    expect(zhHans.lobby.dailyTitle({ date: dailyDateText('2026-11-26', 'zh-Hans') })).toBe(
      '每日挑战 · 11月26日',
    );
  });
  it('refuses a bad key', () => {
    expect(() => dailyDateText('2026-02-30', 'en')).toThrow(RangeError);
  });
});
