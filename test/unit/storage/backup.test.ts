// Backups (the exported file, and the mirror's copy): what reading one accepts and refuses, and
// how importing merges without losing what is already stored. Storage on fake-indexeddb.
// Recovering from the mirror is tested in mirror.test.ts.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { backupFileName } from '../../../src/app/saving/backup-actions';
import { backupWords } from '../../../src/app/words/backup-words';
import { BACKUP_VERSION, makeBackup, readBackup } from '../../../src/storage/backup';
import { openDatabase } from '../../../src/storage/database';
import { type BestTime, RECORD_FORMAT } from '../../../src/storage/records';
import { GridwiseStorage } from '../../../src/storage/storage';
import { savedGame } from './saved-game-fixture';

let n = 0;
async function storage(): Promise<GridwiseStorage> {
  const db = await openDatabase({ onVersionChange() {}, onTerminated() {} }, `backup-${n++}`);
  return new GridwiseStorage(db, () => {});
}

const game = savedGame;

function run(id: string, ms: number, bucket = 'sudoku:4:easy'): BestTime {
  return {
    format: RECORD_FORMAT,
    id,
    bucket,
    ms,
    date: 1,
    assisted: false,
    own: { policy: 'refuse' },
  };
}

describe('reading a backup', () => {
  it('round-trips what storage holds', async () => {
    const store = await storage();
    await store.saveGame(game({ rev: 1 }));
    await store.recordWin(run('w1', 5000));
    await store.saveSettings({ theme: 'dark' });
    const content = await store.readAll();
    const read = readBackup(JSON.stringify(makeBackup(content, 42)));
    expect(read).toMatchObject({ ok: true, skipped: [] });
    if (!read.ok) return;
    expect(read.backup.games).toEqual(content.games);
    expect(read.backup.bestTimes).toEqual([run('w1', 5000)]);
    expect(read.backup.settings).toEqual({ theme: 'dark' });
    expect(backupWords(read.backup)).toBe(
      '1 game in progress, 1 best time, 1 statistics table, your settings',
    );
  });

  it('refuses what is not a backup, saying what it is', () => {
    const message = (text: string) => {
      const read = readBackup(text);
      return read.ok ? 'accepted' : read.message;
    };
    expect(message('not json')).toMatch(/not JSON/);
    expect(message('[1,2]')).toMatch(/holds no object/);
    expect(message('{"app":"other"}')).toMatch(/does not say "gridwise"/);
    expect(message('{"app":"gridwise"}')).toMatch(/no version number/);
    expect(message(`{"app":"gridwise","version":${BACKUP_VERSION + 1}}`)).toMatch(
      /newer Gridwise.*update/,
    );
    expect(message(' '.repeat(6_000_000))).toMatch(/not one/);
  });

  it('skips a damaged record and names it, keeping the rest', () => {
    const file = {
      ...makeBackup(
        { games: [game()], bestTimes: [run('a', 1)], statistics: [], settings: null },
        1,
      ),
      bestTimes: [run('a', 1), { ...run('b', 2), ms: -4 }, run('c', 3)],
      games: [game(), game({ id: 'g2' })],
    };
    const read = readBackup(JSON.stringify(file));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.backup.bestTimes.map((t) => t.id)).toEqual(['a', 'c']);
    expect(read.backup.games.map((g) => g.id)).toEqual(['g1']);
    expect(read.skipped).toEqual([
      expect.stringMatching(/a second sudoku game \(g2\)/),
      expect.stringMatching(/^bestTimes\[1\]\.ms should be a duration/),
    ]);
  });

  it('names the file by the day', () => {
    expect(backupFileName(new Date(2026, 10, 4))).toBe('gridwise-backup-2026-11-04.json');
  });
});

describe('importing a backup', () => {
  it('fills an empty store with everything', async () => {
    const from = await storage();
    await from.saveGame(game({ rev: 1 }));
    await from.recordWin(run('w1', 5000));
    await from.saveSettings({ theme: 'dark' });
    const to = await storage();
    const summary = await to.importBackup(await from.readAll(), 'replace');
    expect(summary).toEqual({
      games: 1,
      bestTimes: 1,
      ownKept: 0,
      refused: [],
      leftOut: 0,
      alreadyHere: 0,
      statistics: 1,
      settings: true,
      kept: [],
      daily: 0,
      journey: 0,
      skills: 0,
      bestScores: 0,
      refusedRecords: [],
      gamesAhead: 0,
    });
    expect((await to.loadGame('sudoku'))?.moves).toEqual(game().moves);
    expect(await to.bestTimes('sudoku:4:easy')).toEqual([run('w1', 5000)]);
    expect(await to.loadSettings()).toEqual({ theme: 'dark' });
    // The imported game can be played on: the next write from revision 1 lands.
    expect(await to.saveGame(game({ rev: 2, applied: 2 }))).toEqual({ ok: true });
  });

  it('never drops what is here: another game in progress is kept, best times are merged', async () => {
    const to = await storage();
    await to.saveGame(game({ rev: 1, id: 'mine' }));
    for (let i = 0; i < 8; i++) await to.recordWin(run(`here${i}`, 1000 * (i + 1)));
    await to.saveSettings({ theme: 'light' });
    const content = {
      games: [game({ id: 'theirs' })],
      bestTimes: [run('old1', 500), run('old2', 99_000), run('old3', 1500)],
      statistics: [],
      settings: { theme: 'dark' },
    };
    const summary = await to.importBackup(content, 'if-none');
    expect(summary.kept).toEqual(['sudoku']);
    expect((await to.loadGame('sudoku'))?.id).toBe('mine');
    const best = await to.bestTimes('sudoku:4:easy');
    expect(best).toHaveLength(10);
    expect(best[0]?.id).toBe('old1');
    expect(best.map((b) => b.id)).not.toContain('old2'); // the 11th best is not kept
    expect(await to.loadSettings()).toEqual({ theme: 'light' }); // 'if-none' keeps ours
    // Importing the same file again changes nothing.
    expect(await to.importBackup(content, 'if-none')).toMatchObject({ bestTimes: 0, games: 0 });
  });
});
