// Free play's best score (issue #38 item 6): one per game, board size and gravity (the bucket a
// best time is filed under), written with the win in its one transaction, the higher score kept;
// a damaged record is refused with the field named and set aside; a backup carries it and an
// import merges it, never lowering a best.
import { describe, expect, it } from 'vitest';
import {
  bestScoreKey,
  mergeBestScores,
  validateBestScores,
} from '../../../src/storage/best-score-record';
import { RECORD_FORMAT, RecordError } from '../../../src/storage/records';
import { backupOf, freshStorage } from './progress-fixture';

const fresh = (name?: string) => freshStorage('best-score', name);
const win = (id: string, bucket: string) => ({
  format: RECORD_FORMAT,
  id,
  bucket,
  ms: 60_000,
  date: 1,
  assisted: false,
  own: {},
});
const finish = (id: string, bucket: string, score: number) => ({
  kind: 'link',
  gameId: id,
  win: win(id, bucket),
  bestScore: { bucket, score },
});
const record = (scores: Record<string, unknown>) => ({
  format: RECORD_FORMAT,
  kind: 'link',
  scores,
});

describe('best score per size and gravity', () => {
  it('keeps the higher score of each size and gravity, apart', async () => {
    const { storage } = await fresh();
    expect(await storage.loadBestScores('link')).toEqual({});
    await storage.recordFinish(finish('g1', 'link:small:classic', 300));
    await storage.recordFinish(finish('g2', 'link:small:classic', 200));
    await storage.recordFinish(finish('g3', 'link:small:fall', 150));
    await storage.recordFinish(finish('g4', 'link:large:classic', 900));
    await storage.recordFinish(finish('g5', 'link:small:classic', 420));
    expect(await storage.loadBestScores('link')).toEqual({
      'link:small:classic': 420,
      'link:small:fall': 150,
      'link:large:classic': 900,
    });
    expect(await storage.loadBestScores('sudoku')).toEqual({});
  });

  it('survives a reopen (a kill after the win)', async () => {
    const first = await fresh();
    await first.storage.recordFinish(finish('g1', 'link:medium:rise', 512));
    const again = await fresh(first.name);
    expect(await again.storage.loadBestScores('link')).toEqual({ 'link:medium:rise': 512 });
  });

  it('refuses bad values with the field named', () => {
    expect(() => validateBestScores(record({ 'link:small:classic': -1 }))).toThrow(
      /scores\["link:small:classic"\] should be a whole number/,
    );
    expect(() => validateBestScores(record({ 'link:small:classic': 1.5 }))).toThrow(RecordError);
    expect(() => validateBestScores(record({ 'link:small:classic': '9' }))).toThrow(RecordError);
    expect(() => validateBestScores(record({ 'sudoku:9:easy': 10 }))).toThrow(
      /has "sudoku:9:easy", not a link size and level/,
    );
    expect(() => validateBestScores(record({ nonsense: 10 }))).toThrow(/"nonsense"/);
    expect(() => validateBestScores({ ...record({}), scores: [] })).toThrow(/scores should be/);
    expect(() => validateBestScores({ ...record({}), kind: 'chess' })).toThrow(/kind/);
    expect(validateBestScores(record({ 'link:small:classic': 0 })).scores).toEqual({
      'link:small:classic': 0,
    });
  });

  it('refuses a finish whose score would not read back, writing nothing of it', async () => {
    const { storage } = await fresh();
    await expect(storage.recordFinish(finish('g1', 'link:small:classic', -5))).rejects.toThrow(
      RecordError,
    );
    expect(await storage.loadBestScores('link')).toEqual({});
    expect(await storage.bestTimes('link:small:classic')).toEqual([]);
  });

  it('sets a damaged stored record aside, naming the field, and reads none', async () => {
    const { storage, db, problems } = await fresh();
    await db.put(
      'settings',
      record({ 'link:small:classic': 'lots' }) as never,
      bestScoreKey('link'),
    );
    expect(await storage.loadBestScores('link')).toEqual({});
    expect(problems.join('\n')).toMatch(/scores\["link:small:classic"\]/);
    // A win after it writes a good record again.
    await storage.recordFinish(finish('g1', 'link:small:classic', 80));
    expect(await storage.loadBestScores('link')).toEqual({ 'link:small:classic': 80 });
  });

  it('merges keeping the best of each bucket, from either side', () => {
    const here = validateBestScores(record({ 'link:small:classic': 500, 'link:small:fall': 90 }));
    const other = validateBestScores(record({ 'link:small:classic': 300, 'link:large:left': 70 }));
    expect(mergeBestScores(here, other).scores).toEqual({
      'link:small:classic': 500,
      'link:small:fall': 90,
      'link:large:left': 70,
    });
    expect(mergeBestScores(null, other).scores).toEqual(other.scores);
    expect(mergeBestScores(other, here).scores).toEqual(mergeBestScores(here, other).scores);
  });

  it('rides a backup into a fresh profile and an import never lowers a best', async () => {
    const from = (await fresh()).storage;
    await from.recordFinish(finish('g1', 'link:small:classic', 300));
    await from.recordFinish(finish('g2', 'link:large:fall', 777));
    const backup = await backupOf(from);
    expect(backup.bestScores).toHaveLength(1);
    const to = (await fresh()).storage;
    await to.recordFinish(finish('h1', 'link:small:classic', 450));
    const summary = await to.importBackup(backup, 'if-none');
    expect(summary.bestScores).toBe(1);
    expect(await to.loadBestScores('link')).toEqual({
      'link:small:classic': 450,
      'link:large:fall': 777,
    });
    // The same backup again changes nothing.
    expect((await to.importBackup(backup, 'if-none')).bestScores).toBe(0);
  });
});
