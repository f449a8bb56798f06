// The app's daily book (src/app/daily/daily-book.ts): a daily is known by its seed, started
// counts as played, a win as won with its time, other puzzles leave it alone, and what storage
// held comes back (a kill) merged with what was noted meanwhile.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DailyBook, dailyDateOfSeed } from '../../../../src/app/daily/daily-book';
import { openDatabase } from '../../../../src/storage/database';
import { GridwiseStorage } from '../../../../src/storage/storage';

const handlers = { onVersionChange: () => {}, onTerminated: () => {} };
let n = 0;
const storageAt = async (name = `book-${n++}`) => ({
  name,
  storage: new GridwiseStorage(await openDatabase(handlers, name), () => {}),
});
const puzzle = (seed: string) => ({ size: 9, level: 'easy', seed });
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('daily seeds', () => {
  it('reads the date of a game’s daily and nothing else', () => {
    expect(dailyDateOfSeed('gridwise-daily-v1:2026-11-26:sudoku', 'sudoku')).toBe('2026-11-26');
    expect(dailyDateOfSeed('gridwise-daily-v1:2026-11-26:sudoku', 'link')).toBeNull();
    expect(dailyDateOfSeed('gridwise-daily-v9:2026-11-26:sudoku', 'sudoku')).toBeNull();
    expect(dailyDateOfSeed('gridwise-daily-v1:2026-02-30:sudoku', 'sudoku')).toBeNull();
    expect(dailyDateOfSeed('a1b2c3', 'sudoku')).toBeNull();
  });
});

describe('DailyBook', () => {
  it('a daily started is played, won is won with its time; a free game changes nothing', async () => {
    const book = new DailyBook(() => '2026-11-26');
    const { storage } = await storageAt();
    await book.open(storage, ['sudoku', 'link']);
    book.started('sudoku', puzzle('gridwise-daily-v1:2026-11-25:sudoku'));
    book.started('sudoku', puzzle('gridwise-daily-v1:2026-11-26:sudoku'));
    book.won('sudoku', puzzle('gridwise-daily-v1:2026-11-26:sudoku'), 61_234.6);
    book.won('link', puzzle('free-seed'), 1000);
    const report = book.report(['sudoku', 'link']);
    expect(report.sudoku).toEqual({
      calendar: {
        '2026-11-25': { played: true, won: false, ms: null },
        '2026-11-26': { played: true, won: true, ms: 61_235 },
      },
      streak: 1,
      bestStreak: 1,
      trophies: [],
    });
    expect(report.link?.calendar).toEqual({});
  });

  it('comes back from storage in a new book (a kill), merged with what was noted before it opened', async () => {
    const first = new DailyBook(() => '2026-11-25');
    const { name, storage } = await storageAt();
    await first.open(storage, ['sudoku']);
    // The book keeps a win in memory and gives the day for the disk: the finish writes it with
    // the win, in one transaction (finish-store.ts), as the records writer does.
    const day = first.won('sudoku', puzzle('gridwise-daily-v1:2026-11-25:sudoku'), 50_000);
    expect(day).toEqual({
      date: '2026-11-25',
      day: { won: true, ms: 50_000, wonOn: '2026-11-25' },
    });
    await storage.recordFinish({ kind: 'sudoku', gameId: 'g1', daily: day ?? undefined });
    const again = new DailyBook(() => '2026-11-26');
    again.won('sudoku', puzzle('gridwise-daily-v1:2026-11-26:sudoku'), 40_000);
    await again.open((await storageAt(name)).storage, ['sudoku']);
    expect(again.summary('sudoku').streak).toBe(2);
    expect(Object.keys(again.summary('sudoku').days).sort()).toEqual(['2026-11-25', '2026-11-26']);
  });
});

describe('DailyBook after an import', () => {
  it('reads the imported days at once, without a reload', async () => {
    const book = new DailyBook(() => '2026-11-26');
    const { storage } = await storageAt();
    await book.open(storage, ['sudoku']);
    const other = (await storageAt()).storage;
    await other.recordDailyDay('sudoku', '2026-11-26', { won: true, ms: 30_000 });
    await storage.importBackup(await other.readAll(), 'if-none');
    await settle();
    expect(book.summary('sudoku').days['2026-11-26']).toEqual({ won: true, ms: 30_000 });
  });
});

// streak (#24): what the results card says after a daily win.
describe('DailyBook.winReport', () => {
  const day = (d: number) => `gridwise-daily-v1:2026-11-${String(d).padStart(2, '0')}:sudoku`;

  it('gives the daily streak after a daily win, and nothing for another puzzle or day', () => {
    let today = '2026-11-25';
    const book = new DailyBook(() => today);
    book.won('sudoku', puzzle(day(25)), 50_000);
    today = '2026-11-26';
    book.won('sudoku', puzzle(day(26)), 40_000);
    expect(book.winReport('sudoku', puzzle(day(26)))).toEqual({
      streak: 2,
      onDay: true,
      trophy: null,
    });
    // Not the daily just won: no line on the card.
    expect(book.winReport('sudoku', puzzle(day(25)))).toBeNull();
    expect(book.winReport('sudoku', puzzle('free-seed'))).toBeNull();
    expect(book.winReport('link', puzzle(day(26)))).toBeNull();
  });

  it('names the month its win completed, once: a day won again earns no second trophy', () => {
    let today = '';
    const book = new DailyBook(() => today);
    for (let d = 1; d <= 29; d++) {
      today = day(d).split(':')[1] as string;
      book.won('sudoku', puzzle(day(d)), 60_000);
    }
    expect(book.winReport('sudoku', puzzle(day(29)))).toEqual({
      streak: 29,
      onDay: true,
      trophy: null,
    });
    today = '2026-11-30';
    book.won('sudoku', puzzle(day(30)), 60_000);
    expect(book.winReport('sudoku', puzzle(day(30)))).toEqual({
      streak: 30,
      onDay: true,
      trophy: '2026-11',
    });
    // Day 12 replayed today for a better time: still on its day, no second trophy.
    book.won('sudoku', puzzle(day(12)), 30_000);
    expect(book.winReport('sudoku', puzzle(day(12)))).toEqual({
      streak: 30,
      onDay: true,
      trophy: null,
    });
  });

  it('a whole month played back on one day earns its trophy, and a streak of 1 only', () => {
    const book = new DailyBook(() => '2026-12-01');
    for (let d = 1; d <= 30; d++) {
      book.won('sudoku', puzzle(day(d)), 60_000);
      // Every past day says it was played late, never a streak it did not add to.
      expect(book.winReport('sudoku', puzzle(day(d)))?.onDay).toBe(false);
      expect(book.summary('sudoku').streak).toBe(0);
    }
    expect(book.winReport('sudoku', puzzle(day(30)))).toEqual({
      streak: 0,
      onDay: false,
      trophy: '2026-11',
    });
    book.won('sudoku', puzzle('gridwise-daily-v1:2026-12-01:sudoku'), 60_000);
    expect(book.summary('sudoku')).toMatchObject({ streak: 1, bestStreak: 1 });
  });
});
