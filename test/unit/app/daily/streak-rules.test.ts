// The daily streak's rules (src/app/daily/streak-rules.ts) over a month played as players do:
// days won on the day, past days won late from the calendar, a day missed, and the device's
// clock moved back and forward. Then the same through the app's daily book, whose clock is the
// only "today" it knows, and which files a win made with the clock ahead so it never counts.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DailyBook } from '../../../../src/app/daily/daily-book';
import { summarizeDaily } from '../../../../src/app/daily/daily-summary';
import {
  clockFound,
  countsForStreak,
  streaks,
  winsFromAhead,
  winTiming,
} from '../../../../src/app/daily/streak-rules';
import type { DailyDay } from '../../../../src/storage/daily-day';
import { openDatabase } from '../../../../src/storage/database';
import { GridwiseStorage } from '../../../../src/storage/storage';

const nov = (d: number) => `2026-11-${String(d).padStart(2, '0')}`;
const won = (wonOn?: string): DailyDay =>
  wonOn === undefined ? { won: true, ms: 60_000 } : { won: true, ms: 60_000, wonOn };

describe('the timing of a win', () => {
  it('is on the day, late, before its day (a clock behind), or unknown (an older record)', () => {
    expect(winTiming(nov(10), won(nov(10)))).toBe('on-day');
    expect(winTiming(nov(10), won(nov(12)))).toBe('late');
    expect(winTiming(nov(10), won(nov(9)))).toBe('clock-behind');
    expect(winTiming(nov(10), won())).toBe('unknown');
    expect(winTiming(nov(10), { won: false, ms: null })).toBeNull();
  });
  it('counts for the streak only on its day, and only once that day has come', () => {
    expect(countsForStreak(nov(10), won(nov(10)), nov(10))).toBe(true);
    expect(countsForStreak(nov(10), won(nov(11)), nov(11))).toBe(false);
    expect(countsForStreak(nov(10), won(nov(9)), nov(12))).toBe(false);
    expect(countsForStreak(nov(10), won(), nov(12))).toBe(false);
    // A day still to come (the clock was ahead, now it is right) does not count yet.
    expect(countsForStreak(nov(10), won(nov(10)), nov(9))).toBe(false);
  });
});

describe('a month of dailies', () => {
  /**
   * November: 1-9 won on the day; 10 missed that day and won on the 20th from the calendar;
   * 11-19 on the day; 20 on the day; 21 missed and never played; 22-26 on the day; 27 won while
   * the clock said the 26th (moved back); 28-30 on the day.
   */
  const month = (): Record<string, DailyDay> => {
    const days: Record<string, DailyDay> = {};
    for (let d = 1; d <= 30; d++) if (d !== 21) days[nov(d)] = won(nov(d));
    days[nov(10)] = won(nov(20));
    days[nov(27)] = won(nov(26));
    return days;
  };

  it('a past day won late fills the calendar, never the streak', () => {
    const s = streaks(month(), nov(20));
    // 11 to 20: the 10th was won late, so the run starts on the 11th.
    expect(s).toEqual({ current: 10, best: 10 });
  });

  it('a missed day ends the streak; a clock moved back breaks it where the win was', () => {
    expect(streaks(month(), nov(26))).toEqual({ current: 5, best: 10 });
    // The 27th was won while the clock said the 26th: it is not a win on its day. On the 27th
    // the run to the 26th still stands (today is still to play); from the 28th it is gone.
    expect(streaks(month(), nov(27))).toEqual({ current: 5, best: 10 });
    expect(streaks(month(), nov(28))).toEqual({ current: 1, best: 10 });
    expect(streaks(month(), nov(30))).toEqual({ current: 3, best: 10 });
    // A day after the last one won keeps the streak until that day ends.
    expect(streaks(month(), '2026-12-01').current).toBe(3);
    expect(streaks(month(), '2026-12-02').current).toBe(0);
  });

  it('the trophy still needs every day: the missed 21st, won late, completes the month', () => {
    const days = month();
    expect(summarizeDaily(days, '2026-12-05').trophies).toEqual([]);
    days[nov(21)] = won('2026-12-05');
    const s = summarizeDaily(days, '2026-12-05');
    expect(s.trophies).toEqual(['2026-11']);
    // ... and the streak is what it was: the 21st played late adds nothing.
    expect(s.bestStreak).toBe(10);
  });

  it('playing a whole month back on one day gives a trophy and no streak', () => {
    const days: Record<string, DailyDay> = {};
    for (let d = 1; d <= 30; d++) days[nov(d)] = won('2026-12-01');
    const s = summarizeDaily(days, '2026-12-01');
    expect(s).toMatchObject({ streak: 0, bestStreak: 0, trophies: ['2026-11'] });
  });

  it('older records without the date of their win are never counted as on the day', () => {
    const days: Record<string, DailyDay> = {};
    for (let d = 1; d <= 30; d++) days[nov(d)] = won();
    expect(summarizeDaily(days, nov(30))).toMatchObject({ streak: 0, trophies: ['2026-11'] });
  });

  it('refuses a today that is not a date', () => {
    expect(() => streaks({}, 'today')).toThrow(RangeError);
  });
});

describe('a clock moved forward', () => {
  it('finds the wins dated after today and files each as never counting', () => {
    // The clock was set to the 15th, the 15th's daily won, then the clock set back to the 12th.
    const days = { [nov(11)]: won(nov(11)), [nov(15)]: won(nov(15)), [nov(9)]: won(nov(14)) };
    expect(winsFromAhead(days, nov(12))).toEqual([nov(9), nov(15)]);
    expect(clockFound(nov(15), won(nov(15)))).toEqual(won(nov(14)));
    expect(winTiming(nov(15), clockFound(nov(15), won(nov(15))))).toBe('clock-behind');
  });

  it('the daily book files them at once and on disk: the real 15th does not count it', async () => {
    const db = await openDatabase({ onVersionChange: () => {}, onTerminated: () => {} }, 'ahead');
    const storage = new GridwiseStorage(db, () => {});
    let today = nov(15);
    const book = new DailyBook(() => today);
    await book.open(storage, ['sudoku']);
    const puzzle = (d: number) => ({
      size: 9,
      level: 'easy',
      seed: `gridwise-daily-v1:${nov(d)}:sudoku`,
    });
    const write = book.won('sudoku', puzzle(15), 60_000);
    await storage.recordDailyDay('sudoku', nov(15), write?.day as DailyDay);
    expect(book.winReport('sudoku', puzzle(15))?.onDay).toBe(true);
    // The clock is put right: it is the 12th. The next start of the app sees the 15th's win.
    today = nov(12);
    const next = new DailyBook(() => today);
    await next.open(storage, ['sudoku']);
    await new Promise((r) => setTimeout(r, 20));
    expect((await storage.loadDailyProgress('sudoku'))[nov(15)]).toEqual(won(nov(14)));
    // The real 15th comes: the win is there (the calendar, the trophy) but not in the streak.
    today = nov(15);
    const later = new DailyBook(() => today);
    await later.open(storage, ['sudoku']);
    expect(later.summary('sudoku').days[nov(15)]?.won).toBe(true);
    expect(later.summary('sudoku').streak).toBe(0);
    // Replaying it on its real day does not bring the count back.
    later.won('sudoku', puzzle(15), 50_000);
    expect(later.summary('sudoku').streak).toBe(0);
  });
});
