// Daily progress in storage (issue #24): a finished daily folds into its date, survives a
// reopen, rides a backup into a fresh profile, and a damaged record is set aside, not lost
// silently; bad dates are refused before they are stored. fake-indexeddb, as storage.test.ts.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readBackup } from '../../../src/storage/backup';
import { dailyProgressKey } from '../../../src/storage/daily-progress-record';
import { openDatabase } from '../../../src/storage/database';
import { RecordError } from '../../../src/storage/records';
import { GridwiseStorage } from '../../../src/storage/storage';

let n = 0;
const handlers = { onVersionChange: () => {}, onTerminated: () => {} };
async function fresh(name = `daily-${n++}`) {
  const problems: string[] = [];
  const db = await openDatabase(handlers, name);
  return { storage: new GridwiseStorage(db, (p) => problems.push(p.message)), db, problems, name };
}

describe('daily progress storage', () => {
  it('keeps a win and its best time per game and date, apart from the other game', async () => {
    const { storage } = await fresh();
    await storage.recordDailyDay('sudoku', '2026-11-26', { won: true, ms: 90_000 });
    await storage.recordDailyDay('sudoku', '2026-11-26', { won: true, ms: 80_000 });
    await storage.recordDailyDay('sudoku', '2026-11-26', { won: false, ms: null });
    await storage.recordDailyDay('sudoku', '2026-11-25', { won: false, ms: null });
    expect(await storage.loadDailyProgress('sudoku')).toEqual({
      '2026-11-26': { won: true, ms: 80_000 },
      '2026-11-25': { won: false, ms: null },
    });
    expect(await storage.loadDailyProgress('link')).toEqual({});
  });

  it('is back after the database is closed and opened again (a kill)', async () => {
    const first = await fresh();
    await first.storage.recordDailyDay('link', '2028-02-29', { won: true, ms: 42_000 });
    first.db.close();
    const again = await fresh(first.name);
    expect(await again.storage.loadDailyProgress('link')).toEqual({
      '2028-02-29': { won: true, ms: 42_000 },
    });
  });

  it('rides a backup into a fresh profile and merges with what is there', async () => {
    const old = await fresh();
    await old.storage.recordDailyDay('sudoku', '2026-11-24', { won: true, ms: 70_000 });
    await old.storage.recordDailyDay('sudoku', '2026-11-25', { won: true, ms: 75_000 });
    const text = JSON.stringify({
      app: 'gridwise',
      version: 1,
      savedAt: 1,
      ...(await old.storage.readAll()),
    });
    const read = readBackup(text);
    if (!read.ok) throw new Error(read.message);
    expect(read.skipped).toEqual([]);
    const next = await fresh();
    await next.storage.recordDailyDay('sudoku', '2026-11-25', { won: true, ms: 60_000 });
    await next.storage.recordDailyDay('sudoku', '2026-11-26', { won: false, ms: null });
    const summary = await next.storage.importBackup(read.backup, 'if-none');
    expect(summary.daily).toBe(1);
    expect(await next.storage.loadDailyProgress('sudoku')).toEqual({
      '2026-11-24': { won: true, ms: 70_000 },
      '2026-11-25': { won: true, ms: 60_000 },
      '2026-11-26': { won: false, ms: null },
    });
  });

  it('an older backup without daily progress still reads', () => {
    const read = readBackup(JSON.stringify({ app: 'gridwise', version: 1, savedAt: 1, games: [] }));
    expect(read.ok && read.backup.daily).toEqual([]);
  });

  it('a damaged record is set aside and reported; a bad date is refused, not stored', async () => {
    const { storage, db, problems } = await fresh();
    await db.put(
      'settings',
      { format: 1, kind: 'sudoku', days: { '2026-02-30': { won: true, ms: 1 } } } as never,
      dailyProgressKey('sudoku'),
    );
    expect(await storage.loadDailyProgress('sudoku')).toEqual({});
    expect(problems).toHaveLength(1);
    expect(await db.count('quarantine')).toBe(1);
    await expect(
      storage.recordDailyDay('sudoku', '26/11/2026', { won: true, ms: 1 }),
    ).rejects.toThrow(RecordError);
    expect(await storage.loadDailyProgress('sudoku')).toEqual({});
  });

  it('keeps the date a day was won on through a reopen and a backup; old records still load', async () => {
    const old = await fresh();
    const on = { won: true, ms: 70_000, wonOn: '2026-11-24' };
    await old.storage.recordDailyDay('sudoku', '2026-11-24', on);
    // A replay days later keeps the win on its day (and the better time).
    await old.storage.recordDailyDay('sudoku', '2026-11-24', {
      won: true,
      ms: 65_000,
      wonOn: '2026-11-28',
    });
    // A record from before the field: it loads as it was, with no date of its win.
    await old.db.put(
      'settings',
      {
        format: 1,
        kind: 'link',
        days: { '2026-11-20': { won: true, ms: 5_000 } },
      } as never,
      dailyProgressKey('link'),
    );
    expect(await old.storage.loadDailyProgress('link')).toEqual({
      '2026-11-20': { won: true, ms: 5_000 },
    });
    const read = readBackup(
      JSON.stringify({ app: 'gridwise', version: 1, savedAt: 1, ...(await old.storage.readAll()) }),
    );
    if (!read.ok) throw new Error(read.message);
    const next = await fresh();
    await next.storage.importBackup(read.backup, 'if-none');
    expect(await next.storage.loadDailyProgress('sudoku')).toEqual({
      '2026-11-24': { won: true, ms: 65_000, wonOn: '2026-11-24' },
    });
    expect(old.problems).toEqual([]);
  });

  it('refuses a bad date of a win, naming the field, in a record and in a backup', async () => {
    const { storage } = await fresh();
    for (const bad of ['26/11/2026', '2026-02-30', 20261124, null]) {
      await expect(
        storage.recordDailyDay('sudoku', '2026-11-24', {
          won: true,
          ms: 1_000,
          wonOn: bad as string,
        }),
      ).rejects.toThrow(/days\["2026-11-24"\]\.wonOn should be the date the day was won/);
    }
    // A day not won has no date of a win.
    await expect(
      storage.recordDailyDay('sudoku', '2026-11-24', {
        won: false,
        ms: null,
        wonOn: '2026-11-24',
      }),
    ).rejects.toThrow(/\.wonOn should be/);
    expect(await storage.loadDailyProgress('sudoku')).toEqual({});
    const file = {
      app: 'gridwise',
      version: 1,
      savedAt: 1,
      games: [],
      daily: [
        { format: 1, kind: 'sudoku', days: { '2026-11-24': { won: true, ms: 1, wonOn: 'soon' } } },
      ],
    };
    const read = readBackup(JSON.stringify(file));
    const said = read.ok ? read.skipped.join(' ') : read.message;
    expect(said).toMatch(/wonOn should be the date the day was won/);
  });
});
