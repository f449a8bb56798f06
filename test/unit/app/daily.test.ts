// Daily puzzles: pinned ("golden") puzzles for fixed dates, so a change that would alter a past
// daily fails here; the same date always gives the same puzzle and different dates different
// ones; every daily Sudoku is unique and at its weekday's level; bad date keys are refused.
// Each game's part of an era lives in its folder (src/games/<id>/core/daily-eras.ts); the
// checks every registered game must pass are at the end, over the worker's registry.

import { describe, expect, it } from 'vitest';
import {
  DAILY_ERAS,
  type DailyEra,
  dailyDate,
  dailyEra,
  dailyKey,
  dailySpec,
  eraFields,
  type GameDaily,
} from '../../../src/engine/daily';
import { InvalidInputError } from '../../../src/engine/game';
import { formatLinkBoard, kindCounts } from '../../../src/games/link/core/board';
import { dailyLink } from '../../../src/games/link/core/daily';
import { LINK_DAILY_ERAS } from '../../../src/games/link/core/daily-eras';
import { LINK_GENERATOR_VERSION, LINK_SIZES } from '../../../src/games/link/core/generator';
import { LINK_LEVELS } from '../../../src/games/link/core/levels';
import { linkCore } from '../../../src/games/link/core/link-core';
import { solveLink } from '../../../src/games/link/core/solver';
import { parsePuzzle } from '../../../src/games/sudoku/core/codec';
import { dailySudoku } from '../../../src/games/sudoku/core/daily';
import { SUDOKU_DAILY_ERAS } from '../../../src/games/sudoku/core/daily-eras';
import { GENERATOR_VERSION } from '../../../src/games/sudoku/core/generator';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';
import { rateSudoku } from '../../../src/games/sudoku/core/grader/index';
import type { SudokuGrade } from '../../../src/games/sudoku/core/grader/levels';
import { countSolutions } from '../../../src/games/sudoku/core/solver';
import { sudokuCore } from '../../../src/games/sudoku/core/sudoku-core';
import { MAKERS } from '../../../src/worker/makers';

/** `count` consecutive date keys from `first` (calendar arithmetic in UTC). */
function days(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

// Computed once by running the code. If one of these fails, a change altered a daily that
// players have already seen: add a new era from a future date instead (see src/engine/daily.ts).
const GOLDEN = {
  '2026-03-14': {
    sudoku: {
      level: 'expert',
      puzzle: '8...7..34...8.....71..63.9.5.1.4...........2.3....9..7.58.....9.3..8.....2..917..',
    },
    link: {
      level: 'fall',
      board:
        'otjbssa\nuchqtqr\ndnobocn\ngpafera\nugpeadk\ngpinukj\nhghmikf\nsliqmbd\nlqtnufc\ndmrliej\npjmlech\nbkrstfo',
    },
  },
  '2026-01-05': {
    sudoku: {
      level: 'easy',
      puzzle: '5...813......428..84.....1...9..54.12...9......5.3.92.4..27..3..96...2..1.78.3..9',
    },
    link: {
      level: 'rise',
      board:
        'eotqjnr\ntjhiteo\nrmkqisf\nntnfmua\nlgdnfgi\nskkehpu\nsldregj\nckdiqbo\nudsmhhb\nquccobg\nmjlacap\narflbpp',
    },
  },
} as const;

describe('daily puzzles: pinned', () => {
  it.each(Object.entries(GOLDEN))(
    '%s gives the same puzzles as when it was pinned',
    (date, want) => {
      const sudoku = dailySudoku(date);
      expect(sudoku).toMatchObject({
        date,
        size: 9,
        level: want.sudoku.level,
        puzzle: want.sudoku.puzzle,
      });
      expect(sudoku.seed).toBe(`gridwise-daily-v1:${date}:sudoku`);
      const link = dailyLink(date);
      expect(link).toMatchObject({ date, level: want.link.level, size: 'medium' });
      expect(link.seed).toBe(`gridwise-daily-v1:${date}:link`);
      expect(formatLinkBoard(link.board)).toBe(want.link.board);
    },
  );

  it('the eras were made with the generators this build has', () => {
    // A failure means a generator's output changed: past dailies would change with it.
    for (const era of DAILY_ERAS) {
      expect(eraFields(SUDOKU_DAILY_ERAS, era).generator).toBe(GENERATOR_VERSION);
      expect(eraFields(LINK_DAILY_ERAS, era).generator).toBe(LINK_GENERATOR_VERSION);
    }
  });

  it('eras are in date order with rising versions, and a date takes the last one begun', () => {
    for (let i = 1; i < DAILY_ERAS.length; i++) {
      const [before, after] = [DAILY_ERAS[i - 1], DAILY_ERAS[i]];
      expect((after?.from ?? '') > (before?.from ?? '')).toBe(true);
      expect(after?.version).toBeGreaterThan(before?.version ?? 0);
    }
    const first = DAILY_ERAS[0];
    expect(dailyEra(first?.from ?? '')).toBe(first);
    const last = DAILY_ERAS[DAILY_ERAS.length - 1];
    expect(dailyEra('2999-12-31')).toBe(last);
  });
});

describe('daily puzzles: the same for everyone, new every day', () => {
  const month = days('2026-02-01', 30);

  it('the same date gives the same puzzles', () => {
    expect(dailySudoku('2026-02-11')).toEqual(dailySudoku('2026-02-11'));
    expect(formatLinkBoard(dailyLink('2026-02-11').board)).toBe(
      formatLinkBoard(dailyLink('2026-02-11').board),
    );
  });

  it('30 dates give 30 different Sudokus, each unique and at its weekday level', () => {
    const era = dailyEra(month[0] as string);
    const puzzles = new Set<string>();
    for (const date of month) {
      const daily = dailySudoku(date);
      puzzles.add(daily.puzzle);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      expect(daily.requested).toBe(eraFields(SUDOKU_DAILY_ERAS, era).levels[weekday]);
      const cells = parsePuzzle(daily.puzzle, 9).cells;
      const { count, solution } = countSolutions(shapeFor(9), cells);
      expect(count).toBe(1);
      expect(Array.from(solution ?? []).join('')).toBe(daily.solution);
      // No fallback was needed in this month: every puzzle rates at the level asked for.
      expect(rateSudoku(shapeFor(9), cells).level).toBe(daily.requested);
      expect(daily.level).toBe(daily.requested);
    }
    expect(puzzles.size).toBe(30);
  });

  it('30 dates give 30 different Link boards, each medium, clearable, levels in turn', () => {
    const boards = new Set<string>();
    const levels = new Set<string>();
    const { rows, cols, kinds } = LINK_SIZES.medium;
    for (const date of month) {
      const daily = dailyLink(date);
      boards.add(formatLinkBoard(daily.board));
      levels.add(daily.level);
      expect(daily.board).toMatchObject({ rows, cols, kinds });
      expect(
        kindCounts(daily.board)
          .slice(1)
          .every((n) => n === 4),
      ).toBe(true);
      expect(solveLink(daily.board, daily.gravity).status).toBe('solved');
    }
    expect(boards.size).toBe(30);
    expect(levels.size).toBe(LINK_LEVELS.length);
    const [a, b] = [dailyLink('2026-02-01').level, dailyLink('2026-02-02').level];
    expect(a).not.toBe(b);
  });
});

describe('daily keys', () => {
  it('are the local calendar date', () => {
    expect(dailyKey(new Date(2026, 2, 14, 0, 0, 1))).toBe('2026-03-14');
    expect(dailyKey(new Date(2026, 2, 14, 23, 59, 59))).toBe('2026-03-14');
    expect(dailyKey(new Date(2027, 0, 5))).toBe('2027-01-05');
  });

  it('refuse an invalid date', () => {
    expect(() => dailyKey(new Date(Number.NaN))).toThrow(InvalidInputError);
  });

  it.each([
    ['2026-3-14', /not a date written YYYY-MM-DD/],
    ['today', /not a date written YYYY-MM-DD/],
    ['', /not a date written YYYY-MM-DD/],
    ['2026-02-30', /"2026-02-30" is not a day of the calendar/],
    ['2026-13-01', /not a day of the calendar/],
    ['1999-12-31', /start on 2000-01-01/],
  ])('refuse the key %j with a clear message', (key, message) => {
    expect(() => dailySudoku(key)).toThrow(message);
    expect(() => dailyLink(key)).toThrow(InvalidInputError);
  });
});

describe('dailySpec', () => {
  it('is what the generator worker is asked for, so the worker makes the same daily', async () => {
    const { generateSudoku } = await import('../../../src/games/sudoku/core/generator');
    const { generateLink } = await import('../../../src/games/link/core/generator');
    const { linkLevel } = await import('../../../src/games/link/core/levels');
    const key = '2026-11-23';
    const s = dailySpec(sudokuCore, key);
    // The worker's call (src/worker/generator-worker.ts) with this spec and seed:
    const bySpec = generateSudoku({ size: s.size, level: s.level as SudokuGrade, seed: s.seed });
    expect(bySpec.puzzle).toBe(dailySudoku(key).puzzle);
    const l = dailySpec(linkCore, key);
    const linkBySpec = generateLink({
      size: l.size,
      gravity: linkLevel(l.level).gravity,
      seed: l.seed,
    });
    expect(formatLinkBoard(linkBySpec.board)).toBe(formatLinkBoard(dailyLink(key).board));
    expect(() => dailySpec(sudokuCore, '2026-13-01')).toThrow(/not a day|YYYY-MM-DD/);
  });
});

describe('daily puzzles: every registered game', () => {
  const games = MAKERS.map((maker) => [maker.core.id, maker] as const);

  it.each(games)('%s has fields for every era, made with the generator this build has', (_, m) => {
    // A failure means a game's generator changed, or an era has no fields of this game.
    const { eras } = m.core.daily;
    expect(eras[0]?.era).toBe(DAILY_ERAS[0]?.version);
    for (let i = 1; i < eras.length; i++) {
      expect(eras[i]?.era).toBeGreaterThan(eras[i - 1]?.era ?? 0);
    }
    for (const fields of eras) {
      expect(DAILY_ERAS.map((e) => e.version)).toContain(fields.era);
      expect(fields.generator).toBe(m.core.generatorVersion);
    }
  });

  it.each(games)('%s: the worker makes the same daily from the date spec', (id, m) => {
    const spec = dailySpec(m.core, '2026-11-23');
    expect(spec.game).toBe(id);
    expect(spec.seed).toBe(`gridwise-daily-v1:2026-11-23:${id}`);
    // The spec is one the game offers, so the worker and the pool accept it.
    expect(m.core.parseSpec(spec.size, spec.level, 'daily')).toEqual({
      size: spec.size,
      level: spec.level,
    });
    expect(m.make(spec, spec.seed)).toEqual(m.make(spec, spec.seed));
    const other = dailySpec(m.core, '2026-11-24');
    expect(m.make(other, other.seed)).not.toEqual(m.make(spec, spec.seed));
  });
});

describe('daily dates and era fields', () => {
  it('read a date as its era, day number and weekday', () => {
    expect(dailyDate('2026-03-14')).toEqual({
      key: '2026-03-14',
      era: DAILY_ERAS[0],
      day: Date.UTC(2026, 2, 14) / 86_400_000,
      weekday: 6, // a Saturday
    });
    expect(() => dailyDate('2026-02-30')).toThrow(InvalidInputError);
  });

  it("take a game's last fields begun by the era, and refuse an era before its first", () => {
    const fields = [
      { era: 2, generator: 1, tag: 'two' },
      { era: 4, generator: 1, tag: 'four' },
    ];
    const era = (version: number): DailyEra => ({ from: '2000-01-01', version });
    expect(eraFields(fields, era(2)).tag).toBe('two');
    expect(eraFields(fields, era(3)).tag).toBe('two');
    expect(eraFields(fields, era(9)).tag).toBe('four');
    expect(() => eraFields(fields, era(1))).toThrow(/No daily puzzle is defined for era 1/);
  });

  it('a game that no shared file names gets its daily by the same call', () => {
    // Any core with an id and a `daily` part: a game the shared scheme has never heard of.
    const daily: GameDaily = {
      eras: [{ era: 1, generator: 1 }],
      on: (date) => ({ size: 'small', level: date.weekday === 0 ? 'fall' : 'classic' }),
    };
    expect(dailySpec({ id: 'pairs', daily }, '2026-03-15')).toEqual({
      game: 'pairs',
      size: 'small',
      level: 'fall',
      seed: 'gridwise-daily-v1:2026-03-15:pairs',
    });
  });
});
