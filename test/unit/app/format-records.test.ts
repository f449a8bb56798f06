import { describe, expect, it } from 'vitest';
import {
  averageMs,
  bucketName,
  bucketsOf,
  chartedRow,
  formatOptionalTime,
  formatRecordTime,
  formatShortDate,
  formatTotalTime,
  formatWinRate,
  levelChoices,
  parseBucket,
  recordRows,
  sizeChoices,
  statsRows,
  statsTotals,
  winRate,
} from '../../../src/app/screens/format-records';
import { LINK_SIZE_NAMES } from '../../../src/games/link/core/generator';
import { LINK_LEVELS } from '../../../src/games/link/core/levels';
import { SUDOKU_SIZES } from '../../../src/games/sudoku/core/geometry';
import { tiersAt } from '../../../src/games/sudoku/core/grader/levels';
import { emptyStatistics } from '../../../src/storage/record-reads';
import {
  BEST_TIMES_KEPT,
  type BestTime,
  RECORD_FORMAT,
  type Statistics,
} from '../../../src/storage/records';

describe('formatRecordTime', () => {
  it('shows minutes, seconds and tenths, hours only when needed, rounding down', () => {
    expect(formatRecordTime(0)).toBe('0:00.0');
    expect(formatRecordTime(99)).toBe('0:00.0');
    expect(formatRecordTime(65_432)).toBe('1:05.4');
    expect(formatRecordTime(59_999)).toBe('0:59.9');
    expect(formatRecordTime(600_000)).toBe('10:00.0');
    expect(formatRecordTime(3_725_050)).toBe('1:02:05.0');
  });

  it('never shows a negative or broken time', () => {
    expect(formatRecordTime(-5)).toBe('0:00.0');
    expect(formatRecordTime(Number.NaN)).toBe('0:00.0');
    expect(formatOptionalTime(null)).toBe('—');
    expect(formatOptionalTime(1_500)).toBe('0:01.5');
  });
});

describe('winRate', () => {
  it('is the rounded percentage of started games won', () => {
    expect(winRate(2, 3)).toBe(67);
    expect(winRate(1, 3)).toBe(33);
    expect(winRate(1, 2)).toBe(50);
    expect(winRate(3, 3)).toBe(100);
    expect(winRate(0, 4)).toBe(0);
  });

  it('has no value before the first start and never exceeds 100', () => {
    expect(winRate(0, 0)).toBeNull();
    expect(winRate(2, 0)).toBeNull();
    expect(winRate(5, 3)).toBe(100);
  });

  it('keeps 0% and 100% for none and all', () => {
    expect(winRate(199, 200)).toBe(99);
    expect(winRate(1, 1000)).toBe(1);
  });

  it('formats as a percent or a dash', () => {
    expect(formatWinRate(67)).toBe('67%');
    expect(formatWinRate(null)).toBe('—');
  });
});

describe('averageMs', () => {
  it('divides the total by the count, none without runs', () => {
    expect(averageMs(9_000, 3)).toBe(3_000);
    expect(averageMs(1_000, 4)).toBe(250);
    expect(averageMs(0, 0)).toBeNull();
  });
});

describe('formatShortDate', () => {
  // Noon UTC, so the calendar day is the same in every time zone a test may pin.
  const jan31 = Date.UTC(2024, 0, 31, 12);

  it('follows the locale', () => {
    expect(formatShortDate(jan31, 'en-US', 'UTC')).toBe('1/31/24');
    expect(formatShortDate(jan31, 'de-DE', 'UTC')).toBe('31.01.24');
  });

  it('uses the given time zone for the calendar day', () => {
    const lateUtc = Date.UTC(2024, 0, 31, 23, 30);
    expect(formatShortDate(lateUtc, 'en-US', 'UTC')).toBe('1/31/24');
    expect(formatShortDate(lateUtc, 'en-US', 'Asia/Tokyo')).toBe('2/1/24');
  });
});

describe('buckets', () => {
  it('offers every Sudoku size with only the levels that size has', () => {
    expect(sizeChoices('sudoku').map((s) => s.id)).toEqual(SUDOKU_SIZES.map(String));
    expect(sizeChoices('sudoku').map((s) => s.label)).toEqual(['4×4', '6×6', '9×9']);
    for (const size of SUDOKU_SIZES)
      expect(levelChoices('sudoku', String(size)).map((l) => l.id)).toEqual([...tiersAt(size)]);
    expect(levelChoices('sudoku', '9').map((l) => l.label)).toContain('Expert');
    // Nightmare (#26): its own records, at 9×9 only.
    expect(levelChoices('sudoku', '9').at(-1)).toEqual({ id: 'nightmare', label: 'Nightmare' });
    expect(levelChoices('sudoku', '6').map((l) => l.id)).not.toContain('nightmare');
  });

  it('offers every Link size with every Link level', () => {
    expect(sizeChoices('link').map((s) => s.id)).toEqual([...LINK_SIZE_NAMES]);
    for (const size of LINK_SIZE_NAMES)
      expect(levelChoices('link', size).map((l) => l.id)).toEqual(LINK_LEVELS.map((l) => l.id));
  });

  it('offers no levels for a size a game does not have', () => {
    expect(levelChoices('sudoku', '5')).toEqual([]);
    expect(levelChoices('sudoku', 'small')).toEqual([]);
    expect(levelChoices('link', '9')).toEqual([]);
  });

  it('lists each game × size × level once, named as storage names it', () => {
    const sudoku = bucketsOf('sudoku');
    const expected = SUDOKU_SIZES.reduce((n, s) => n + tiersAt(s).length, 0);
    expect(sudoku).toHaveLength(expected);
    expect(new Set(sudoku.map((b) => b.bucket)).size).toBe(expected);
    expect(sudoku[0]).toEqual({
      bucket: 'sudoku:4:easy',
      game: 'sudoku',
      size: '4',
      level: 'easy',
      label: '4×4 · Easy',
    });
    const link = bucketsOf('link');
    expect(link).toHaveLength(LINK_SIZE_NAMES.length * LINK_LEVELS.length);
    expect(link.map((b) => b.bucket)).toContain('link:large:drift-right');
    expect(bucketName('link', 'medium', 'fall')).toBe('link:medium:fall');
  });

  it('parses only buckets a player can reach', () => {
    expect(parseBucket('sudoku:9:expert')?.label).toBe('9×9 · Expert');
    expect(parseBucket('link:small:rise')?.level).toBe('rise');
    expect(parseBucket('sudoku:4:expert')).toBeNull();
    expect(parseBucket('sudoku:9')).toBeNull();
    expect(parseBucket('chess:8:easy')).toBeNull();
    expect(parseBucket('')).toBeNull();
  });
});

const run = (id: string, ms: number, assisted = false, date = 1_700_000_000_000): BestTime => ({
  format: RECORD_FORMAT,
  id,
  bucket: 'sudoku:9:easy',
  ms,
  date,
  assisted,
  own: { policy: 'refuse' },
});

describe('recordRows', () => {
  it('ranks unassisted runs first, then the fastest, numbered from 1', () => {
    const rows = recordRows([run('a', 90_000), run('b', 30_000, true), run('c', 60_000)]);
    expect(rows.map((r) => [r.rank, r.ms, r.assisted])).toEqual([
      [1, 60_000, false],
      [2, 90_000, false],
      [3, 30_000, true],
    ]);
  });

  it('carries the mistakes counted in check mode, and says none for records made without', () => {
    const checked = { ...run('chk', 70_000), own: { policy: 'check', mistakes: 2 } };
    const rows = recordRows([checked, run('plain', 80_000)]);
    // The game's own part as stored (automation reads it), and the game's words for it.
    expect(rows.map((r) => [r.policy, r.mistakes, r.note])).toEqual([
      ['check', 2, 'checked, 2 mistakes'],
      ['refuse', undefined, 'strict'],
    ]);
  });

  it('keeps the earlier of two equal times ahead, and carries date and policy', () => {
    const later = { ...run('late', 50_000, false, 2_000), own: { policy: 'mark' } };
    const rows = recordRows([later, run('early', 50_000, false, 1_000)]);
    expect(rows.map((r) => r.date)).toEqual([1_000, 2_000]);
    expect(rows[1]?.policy).toBe('mark');
    expect(rows[1]?.note).toBe('marked');
  });

  it('asks the game of the bucket for the words: a Link run has none to add', () => {
    const link = { ...run('l', 40_000), bucket: 'link:small:classic', own: {} };
    expect(recordRows([link]).map((r) => r.note)).toEqual(['']);
  });

  it('shows at most the kept number of runs, and nothing for none', () => {
    const many = Array.from({ length: BEST_TIMES_KEPT + 5 }, (_, i) =>
      run(`r${i}`, 1_000 * (50 - i)),
    );
    const rows = recordRows(many);
    expect(rows).toHaveLength(BEST_TIMES_KEPT);
    expect(rows[0]?.ms).toBe(1_000 * (50 - (BEST_TIMES_KEPT + 4)));
    expect(recordRows([])).toEqual([]);
  });

  it('does not reorder the caller’s list', () => {
    const list = [run('a', 9), run('b', 1)];
    recordRows(list);
    expect(list.map((t) => t.id)).toEqual(['a', 'b']);
  });
});

describe('statsRows', () => {
  const stats = (bucket: string, over: Partial<Statistics>): Statistics => ({
    ...emptyStatistics(bucket),
    ...over,
  });

  it('gives one row per bucket in order, with rate and average derived', () => {
    const buckets = bucketsOf('sudoku');
    const rows = statsRows(buckets, [
      stats('sudoku:9:hard', {
        started: 4,
        won: 4,
        wonMs: 300_000,
        timedWins: 3,
        bestMs: 80_000,
        streak: 2,
        bestStreak: 3,
      }),
    ]);
    expect(rows.map((r) => r.bucket)).toEqual(buckets.map((b) => b.bucket));
    const hard = rows.find((r) => r.bucket === 'sudoku:9:hard');
    expect(hard).toEqual({
      bucket: 'sudoku:9:hard',
      label: '9×9 · Hard',
      started: 4,
      won: 4,
      winRate: 100,
      bestMs: 80_000,
      averageMs: 100_000,
      streak: 2,
      bestStreak: 3,
      revealed: 0,
      totalMs: 0,
      recent: [],
      lastAt: 0,
      listed: true,
    });
  });

  it('reads a bucket storage did not answer for as never played', () => {
    const [row] = statsRows(bucketsOf('link').slice(0, 1), []);
    expect(row).toEqual({
      bucket: 'link:small:classic',
      label: 'Small · Classic',
      started: 0,
      won: 0,
      winRate: null,
      bestMs: null,
      averageMs: null,
      streak: 0,
      bestStreak: 0,
      revealed: 0,
      totalMs: 0,
      recent: [],
      lastAt: 0,
      listed: false,
    });
  });

  // stats (#24): the dashboard's totals and which row the chart shows
  it('adds up a game: revealed games are played, never won; total time counts both', () => {
    const rows = statsRows(bucketsOf('sudoku'), [
      stats('sudoku:4:easy', { started: 3, won: 2, revealed: 1, totalMs: 90_000, lastAt: 5 }),
      stats('sudoku:9:hard', { started: 1, won: 1, totalMs: 3_600_000, lastAt: 9 }),
      stats('sudoku:6:easy', { started: 0, won: 0 }),
    ]);
    expect(statsTotals(rows)).toEqual({
      played: 4,
      won: 3,
      winRate: 75,
      revealed: 1,
      totalMs: 3_690_000,
    });
    expect(rows.filter((r) => r.listed).map((r) => r.bucket)).toEqual([
      'sudoku:4:easy',
      'sudoku:9:hard',
    ]);
    expect(formatTotalTime(3_690_000)).toBe('1:01:30');
    expect(formatTotalTime(59_999)).toBe('0:59');
    // The chart: the row played last, unless the player picked another listed row.
    expect(chartedRow(rows, null)?.bucket).toBe('sudoku:9:hard');
    expect(chartedRow(rows, 'sudoku:4:easy')?.bucket).toBe('sudoku:4:easy');
    expect(chartedRow(rows, 'sudoku:6:easy')?.bucket).toBe('sudoku:9:hard');
    expect(chartedRow(statsRows(bucketsOf('sudoku'), []), null)).toBeNull();
  });
});
