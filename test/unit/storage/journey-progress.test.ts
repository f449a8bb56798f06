// Journey progress in storage (issue #25): a cleared stage folds into its best (most stars, best
// score, longest combo, fastest time), survives a reopen (a kill), rides a backup and the mirror
// into a fresh profile and merges into what is there, and a damaged record is set aside with a
// message naming the field without breaking the other reads. fake-indexeddb, as the daily's.
import { describe, expect, it } from 'vitest';
import { isEmptyBackup, readBackup } from '../../../src/storage/backup';
import {
  type JourneyStageResult,
  journeyProgressKey,
  mergeJourneyProgress,
  validateJourneyProgress,
} from '../../../src/storage/journey-progress-record';
import { Mirror, recoverFromMirror } from '../../../src/storage/mirror';
import { RECORD_FORMAT, RecordError } from '../../../src/storage/records';
import { backupOf, freshStorage, mirrorEnv } from './progress-fixture';

const fresh = (name?: string) => freshStorage('journey', name);

const clear = (
  stars: 1 | 2 | 3,
  score: number,
  bestCombo: number,
  ms: number,
): JourneyStageResult => ({ stars, score, bestCombo, ms });

describe('journey progress storage', () => {
  it('keeps each stage’s best, field by field, per game', async () => {
    const { storage } = await fresh();
    expect(await storage.loadJourneyProgress('link')).toBeNull();
    await storage.recordJourneyStage('link', 3, clear(2, 600, 4, 50_000));
    // A worse score and fewer stars, but a longer combo and a faster clear.
    await storage.recordJourneyStage('link', 3, clear(1, 400, 6, 41_000));
    await storage.recordJourneyStage('link', 1, clear(3, 900, 8, 30_000));
    expect(await storage.loadJourneyProgress('link')).toEqual({
      era: 1,
      stages: { '1': clear(3, 900, 8, 30_000), '3': clear(2, 600, 6, 41_000) },
    });
    expect(await storage.loadJourneyProgress('sudoku')).toBeNull();
  });

  it('is back after the database is closed and opened again (a kill)', async () => {
    const first = await fresh();
    await first.storage.recordJourneyStage('link', 12, clear(3, 1234, 9, 77_000));
    first.db.close();
    const again = await fresh(first.name);
    expect(await again.storage.loadJourneyProgress('link')).toEqual({
      era: 1,
      stages: { '12': clear(3, 1234, 9, 77_000) },
    });
  });

  it('refuses a bad stage or result before it is stored', async () => {
    const { storage } = await fresh();
    await storage.recordJourneyStage('link', 1, clear(1, 100, 2, 9000));
    for (const [stage, result] of [
      [0, clear(1, 1, 1, 1)],
      [2.5, clear(1, 1, 1, 1)],
      [2, { ...clear(1, 1, 1, 1), stars: 4 }],
      [2, clear(1, -1, 1, 1)],
      [2, clear(1, 1, 1, Number.NaN)],
    ] as [number, JourneyStageResult][])
      await expect(storage.recordJourneyStage('link', stage, result)).rejects.toThrow(RecordError);
    await expect(storage.recordJourneyStage('chess', 1, clear(1, 1, 1, 1))).rejects.toThrow(
      RecordError,
    );
    expect((await storage.loadJourneyProgress('link'))?.stages).toEqual({
      '1': clear(1, 100, 2, 9000),
    });
  });

  it('sets a damaged record aside, naming the field, and the other reads go on', async () => {
    const { storage, db, problems } = await fresh();
    await storage.recordDailyDay('link', '2026-11-26', { won: true, ms: 60_000 });
    await storage.saveSettings({ theme: 'dark' });
    await storage.recordJourneyStage('sudoku', 2, clear(2, 300, 3, 20_000));
    await db.put(
      'settings',
      {
        format: RECORD_FORMAT,
        kind: 'link',
        era: 1,
        stages: { '1': clear(3, 900, 8, 30_000), '2': { stars: 5, score: 1, bestCombo: 1, ms: 1 } },
      } as never,
      journeyProgressKey('link'),
    );
    // Never half-read: stage 1 was fine, but the record is refused whole.
    expect(await storage.loadJourneyProgress('link')).toBeNull();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/journey progress\.stages\["2"\]\.stars should be 1, 2 or 3/);
    const quarantined = await storage.quarantined();
    expect(quarantined).toEqual([
      expect.objectContaining({ store: 'settings', key: 'journey:link' }),
    ]);
    // Everything else still reads, and a backup still holds the rest.
    expect(await storage.loadDailyProgress('link')).toEqual({
      '2026-11-26': { won: true, ms: 60_000 },
    });
    expect(await storage.loadSettings()).toEqual({ theme: 'dark' });
    expect((await storage.readAll()).journey).toEqual([
      { format: RECORD_FORMAT, kind: 'sudoku', era: 1, stages: { '2': clear(2, 300, 3, 20_000) } },
    ]);
    // And the game's next clear starts a good record again.
    await storage.recordJourneyStage('link', 1, clear(1, 100, 1, 50_000));
    expect((await storage.loadJourneyProgress('link'))?.stages).toEqual({
      '1': clear(1, 100, 1, 50_000),
    });
    expect(problems).toHaveLength(1);
  });

  it('a damaged record in a backup is skipped with its field named; the rest imports', () => {
    const good = { format: 1, kind: 'link', era: 1, stages: { '4': clear(2, 500, 3, 1000) } };
    const bad = { format: 1, kind: 'link', era: 1, stages: { '04': clear(2, 500, 3, 1000) } };
    const read = readBackup(
      JSON.stringify({ app: 'gridwise', version: 1, savedAt: 1, journey: [bad, good] }),
    );
    if (!read.ok) throw new Error(read.message);
    expect(read.skipped).toEqual(['journey[0].stages has "04", not a stage']);
    expect(read.backup.journey).toEqual([good]);
    expect(isEmptyBackup(read.backup)).toBe(false);
  });

  it('an older backup without journey progress still reads', () => {
    const read = readBackup(JSON.stringify({ app: 'gridwise', version: 1, savedAt: 1, games: [] }));
    expect(read.ok && read.backup.journey).toEqual([]);
  });

  it('rides a backup into a fresh profile, and merges into progress there, keeping the best', async () => {
    const old = await fresh();
    await old.storage.recordJourneyStage('link', 1, clear(3, 900, 7, 30_000));
    await old.storage.recordJourneyStage('link', 2, clear(1, 300, 2, 80_000));
    const backup = await backupOf(old.storage);

    const empty = await fresh();
    let heard = 0;
    empty.storage.journeyImported.add(() => heard++);
    expect((await empty.storage.importBackup(backup, 'if-none')).journey).toBe(1);
    expect(heard).toBe(1);
    expect(await empty.storage.loadJourneyProgress('link')).toEqual(
      await old.storage.loadJourneyProgress('link'),
    );

    const played = await fresh();
    await played.storage.recordJourneyStage('link', 1, clear(2, 700, 9, 35_000));
    await played.storage.recordJourneyStage('link', 2, clear(3, 800, 5, 60_000));
    await played.storage.recordJourneyStage('link', 3, clear(1, 200, 1, 90_000));
    const summary = await played.storage.importBackup(backup, 'if-none');
    expect(summary.journey).toBe(1);
    expect(await played.storage.loadJourneyProgress('link')).toEqual({
      era: 1,
      stages: {
        '1': clear(3, 900, 9, 30_000),
        '2': clear(3, 800, 5, 60_000),
        '3': clear(1, 200, 1, 90_000),
      },
    });
    // Importing the same backup again changes nothing.
    await played.storage.importBackup(backup, 'if-none');
    expect((await played.storage.loadJourneyProgress('link'))?.stages['2']).toEqual(
      clear(3, 800, 5, 60_000),
    );
  });

  it('a backup without journey progress calls no journey listener', async () => {
    const old = await fresh();
    await old.storage.recordDailyDay('link', '2026-11-26', { won: true, ms: 60_000 });
    const to = await fresh();
    let heard = 0;
    to.storage.journeyImported.add(() => heard++);
    expect((await to.storage.importBackup(await backupOf(old.storage), 'if-none')).journey).toBe(0);
    expect(heard).toBe(0);
  });

  it('comes back from the mirror after a wipe, and the listeners hear it', async () => {
    const env = mirrorEnv();
    const before = await fresh();
    await before.storage.recordJourneyStage('link', 5, clear(2, 640, 4, 44_000));
    await new Mirror(before.storage, () => 1000, env).flush();
    const wiped = await fresh();
    let heard = 0;
    wiped.storage.journeyImported.add(() => heard++);
    const recovery = await recoverFromMirror(
      wiped.storage,
      new Mirror(wiped.storage, Date.now, env),
    );
    expect(recovery).toMatchObject({ kind: 'restored' });
    expect(heard).toBe(1);
    expect(await wiped.storage.loadJourneyProgress('link')).toEqual({
      era: 1,
      stages: { '5': clear(2, 640, 4, 44_000) },
    });
  });
});

describe('journey progress record', () => {
  const record = (era: number, stages: Record<string, JourneyStageResult>) => ({
    format: RECORD_FORMAT,
    kind: 'link',
    era,
    stages,
  });

  it('names the bad field', () => {
    const cases: [unknown, RegExp][] = [
      [null, /journey progress is not an object/],
      [{ ...record(1, {}), format: 2 }, /\.format should be 1/],
      [{ ...record(1, {}), kind: 'chess' }, /\.kind should be a game id/],
      [record(0, {}), /\.era should be a whole number/],
      [{ ...record(1, {}), stages: [] }, /\.stages should be an object/],
      [record(1, { x: clear(1, 1, 1, 1) }), /\.stages has "x", not a stage/],
      [record(1, { '3': { ...clear(1, 1, 1, 1), score: 1.5 } }), /\["3"\]\.score/],
      [record(1, { '3': { ...clear(1, 1, 1, 1), bestCombo: 0 } }), /\["3"\]\.bestCombo/],
      [record(1, { '3': { ...clear(1, 1, 1, 1), ms: -1 } }), /\["3"\]\.ms/],
      [record(1, { '3': null as never }), /\["3"\] should be \{ stars, score, bestCombo, ms \}/],
    ];
    for (const [value, message] of cases)
      expect(() => validateJourneyProgress(value)).toThrow(message);
  });

  it('merges two eras without mixing their stages: the newer era’s record is kept', () => {
    const older = record(1, { '1': clear(3, 999, 9, 1000) });
    const newer = record(2, { '2': clear(1, 10, 1, 9000) });
    expect(mergeJourneyProgress(newer, older)).toEqual(newer);
    expect(mergeJourneyProgress(older, newer)).toEqual(newer);
    expect(mergeJourneyProgress(null, older)).toEqual(older);
  });
});
