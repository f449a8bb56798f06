// Power-ups in the journey's progress (issue #38 item 3): the counts held ride the journey
// record through a kill, a backup, an import merge and the mirror; a merge keeps the most of each
// (never negative: a count below 0 is refused), a spend may lower a count, a clear leaves them be,
// and a bad count is refused with its field named, the other records still reading.
import { describe, expect, it } from 'vitest';
import { readBackup } from '../../../src/storage/backup';
import {
  journeyProgressKey,
  mergeJourneyProgress,
  validateJourneyProgress,
} from '../../../src/storage/journey-progress-record';
import { Mirror, recoverFromMirror } from '../../../src/storage/mirror';
import { RECORD_FORMAT, RecordError } from '../../../src/storage/records';
import { backupOf, freshStorage, mirrorEnv } from './progress-fixture';

const fresh = (name?: string) => freshStorage('power-ups', name);
const clear = { stars: 2 as const, score: 500, bestCombo: 3, ms: 40_000 };
const counts = (hint: number, freeze: number, bomb: number, shuffle: number) => ({
  hint,
  freeze,
  bomb,
  shuffle,
});

describe('journey power-ups in storage', () => {
  it('are set (earned or spent), kept beside the stages, and survive a kill', async () => {
    const first = await fresh();
    await first.storage.saveJourneyPowerUps('link', counts(2, 0, 1, 0), 1);
    await first.storage.recordJourneyStage('link', 1, clear);
    // A spend lowers a count; a clear afterwards leaves the counts as they are.
    await first.storage.saveJourneyPowerUps('link', counts(1, 0, 1, 0), 1);
    await first.storage.recordJourneyStage('link', 2, clear);
    first.db.close();
    const again = await fresh(first.name);
    expect(await again.storage.loadJourneyProgress('link')).toEqual({
      era: 1,
      stages: { '1': clear, '2': clear },
      powerUps: counts(1, 0, 1, 0),
    });
  });

  it('refuse a negative or broken count before it is stored, keeping what was there', async () => {
    const { storage } = await fresh();
    await storage.saveJourneyPowerUps('link', counts(3, 1, 0, 2), 1);
    const bads: Record<string, number>[] = [
      { hint: -1 },
      { bomb: 1.5 },
      { 'no way': 1 },
      { freeze: Number.NaN },
    ];
    for (const bad of bads)
      await expect(storage.saveJourneyPowerUps('link', bad, 1)).rejects.toThrow(RecordError);
    expect((await storage.loadJourneyProgress('link'))?.powerUps).toEqual(counts(3, 1, 0, 2));
  });

  it('a damaged count is set aside naming the field; the other records read on', async () => {
    const { storage, db, problems } = await fresh();
    await storage.recordJourneyStage('sudoku', 1, clear);
    await storage.saveSettings({ theme: 'dark' });
    await db.put(
      'settings',
      {
        format: RECORD_FORMAT,
        kind: 'link',
        era: 1,
        stages: { '1': clear },
        powerUps: { hint: 2, bomb: -3 },
      } as never,
      journeyProgressKey('link'),
    );
    expect(await storage.loadJourneyProgress('link')).toBeNull();
    expect(problems[0]).toMatch(/journey progress\.powerUps\.bomb should be a whole number/);
    // Set aside, not deleted: the raw record is in quarantine.
    expect(await storage.quarantined()).toEqual([
      expect.objectContaining({ store: 'settings', key: 'journey:link' }),
    ]);
    expect(await storage.loadSettings()).toEqual({ theme: 'dark' });
    expect((await storage.loadJourneyProgress('sudoku'))?.stages).toEqual({ '1': clear });
  });

  it('a backup with a bad count names the field; its good records import', () => {
    const good = { format: 1, kind: 'link', era: 1, stages: {}, powerUps: counts(1, 1, 1, 1) };
    const bad = { ...good, kind: 'sudoku', powerUps: { shuffle: 'lots' } };
    const read = readBackup(
      JSON.stringify({ app: 'gridwise', version: 1, savedAt: 1, journey: [bad, good] }),
    );
    if (!read.ok) throw new Error(read.message);
    expect(read.skipped).toEqual([
      'journey[0].powerUps.shuffle should be a whole number from 0 to 999, got lots',
    ]);
    expect(read.backup.journey).toEqual([good]);
  });

  it('ride a backup, and an import keeps the most of each count', async () => {
    const old = await fresh();
    await old.storage.recordJourneyStage('link', 1, clear);
    await old.storage.saveJourneyPowerUps('link', counts(1, 4, 0, 2), 1);
    const backup = await backupOf(old.storage);

    const empty = await fresh();
    await empty.storage.importBackup(backup, 'if-none');
    expect((await empty.storage.loadJourneyProgress('link'))?.powerUps).toEqual(counts(1, 4, 0, 2));

    const played = await fresh();
    await played.storage.saveJourneyPowerUps('link', counts(3, 0, 2, 0), 1);
    expect((await played.storage.importBackup(backup, 'if-none')).journey).toBe(1);
    expect(await played.storage.loadJourneyProgress('link')).toEqual({
      era: 1,
      stages: { '1': clear },
      powerUps: counts(3, 4, 2, 2),
    });
  });

  it('come back from the mirror after a wipe', async () => {
    const env = mirrorEnv();
    const before = await fresh();
    await before.storage.saveJourneyPowerUps('link', counts(0, 1, 2, 3), 1);
    await new Mirror(before.storage, () => 1000, env).flush();
    const wiped = await fresh();
    const recovery = await recoverFromMirror(
      wiped.storage,
      new Mirror(wiped.storage, Date.now, env),
    );
    expect(recovery).toMatchObject({ kind: 'restored' });
    expect((await wiped.storage.loadJourneyProgress('link'))?.powerUps).toEqual(counts(0, 1, 2, 3));
  });
});

describe('journey power-ups in the record', () => {
  const record = (era: number, powerUps?: Record<string, number>) => ({
    format: RECORD_FORMAT,
    kind: 'link',
    era,
    stages: {},
    ...(powerUps ? { powerUps } : {}),
  });

  it('merge the most of each count, across eras too, and keep them when one side has none', () => {
    expect(
      mergeJourneyProgress(record(1, { hint: 2, bomb: 0 }), record(1, { bomb: 1 })).powerUps,
    ).toEqual({ hint: 2, bomb: 1 });
    expect(mergeJourneyProgress(record(2, { hint: 1 }), record(1, { hint: 4 })).powerUps).toEqual({
      hint: 4,
    });
    expect(mergeJourneyProgress(record(1, { freeze: 3 }), record(1)).powerUps).toEqual({
      freeze: 3,
    });
    expect(mergeJourneyProgress(null, record(1)).powerUps).toBeUndefined();
  });

  it('a record from before power-ups reads as none held', () => {
    expect(validateJourneyProgress(record(1)).powerUps).toBeUndefined();
    expect(() => validateJourneyProgress(record(1, { hint: 1000 }))).toThrow(
      'journey progress.powerUps.hint should be a whole number from 0 to 999, got 1000',
    );
  });
});
