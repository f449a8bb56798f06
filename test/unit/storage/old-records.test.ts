// Nothing is lost across issue #27: records written by the build before it (format 1, with the
// game's fields `selected`, `noteMode`, `mistakes`, `policy` at the top level) still read, in
// IndexedDB, in a backup file and in the mirror's file, and their fields become the game's own
// part, which the game then reads as its own. The records here are literals, as that build wrote
// them, never made by today's code. A record of a game this build does not have is kept aside
// and reported, never destroyed.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { recordRows } from '../../../src/app/screens/format-records';
import { decodeLinkSaved } from '../../../src/games/link/core/link-own';
import { decodeSudokuSaved } from '../../../src/games/sudoku/core/sudoku-own';
import { readBackup } from '../../../src/storage/backup';
import { openDatabase } from '../../../src/storage/database';
import { gameKinds, registerGameKind } from '../../../src/storage/game-kind-registry';
import { MIRROR_FILE, Mirror, recoverFromMirror } from '../../../src/storage/mirror';
import { sealMirror } from '../../../src/storage/mirror-envelope';
import { type SavedGame, validateBestTime, validateSavedGame } from '../../../src/storage/records';
import { GridwiseStorage } from '../../../src/storage/storage';
import { FakeOpfs } from './fake-opfs';

let n = 0;
async function fresh() {
  const db = await openDatabase({ onVersionChange() {}, onTerminated() {} }, `old-${n++}`);
  const problems: string[] = [];
  return { db, problems, storage: new GridwiseStorage(db, (p) => problems.push(p.message)) };
}

/** A Sudoku game in progress exactly as the build before issue #27 stored it. */
const OLD_SUDOKU = {
  format: 1,
  kind: 'sudoku',
  id: 'old-sudoku',
  rev: 3,
  writer: 'tab-x',
  puzzle: { size: 4, level: 'easy', seed: 's', puzzle: '1...', solution: '1234' },
  moves: ['v011', 'n022'],
  applied: 2,
  elapsedMs: 61_000,
  selected: 6,
  noteMode: true,
  assisted: false,
  startedAt: 10,
  updatedAt: 20,
  mistakes: 2,
  paused: true,
};

/** A Link game in progress as that build stored it (noteMode and mistakes were always there). */
const OLD_LINK = {
  format: 1,
  kind: 'link',
  id: 'old-link',
  rev: 1,
  writer: 'tab-y',
  puzzle: { size: 'small', level: 'classic', seed: 's', board: 'x' },
  moves: [],
  applied: 0,
  elapsedMs: 5_000,
  selected: 3,
  noteMode: false,
  assisted: false,
  startedAt: 1,
  updatedAt: 2,
  mistakes: 0,
};

/** A Sudoku best time as that build stored it, won in check mode with one mistake. */
const OLD_BEST = {
  format: 1,
  id: 'old-win',
  bucket: 'sudoku:4:easy',
  ms: 42_000,
  date: 1_700_000_000_000,
  assisted: false,
  policy: 'check',
  mistakes: 1,
};

/** A best time from before mistakes were counted. */
const OLDER_BEST = {
  format: 1,
  id: 'older-win',
  bucket: 'sudoku:4:easy',
  ms: 43_000,
  date: 1_600_000_000_000,
  assisted: true,
  policy: 'refuse',
};

/** A backup file exactly as that build exported it (and as its mirror held it). */
const OLD_BACKUP = {
  app: 'gridwise',
  version: 1,
  savedAt: 1_700_000_000_000,
  games: [OLD_SUDOKU, OLD_LINK],
  bestTimes: [OLD_BEST, OLDER_BEST],
  statistics: [],
  settings: { conflictMode: 'check', largeDigits: true },
};

/** What an old saved game must still hold after any read: every field, none dropped. */
function expectOldSudoku(game: SavedGame | null | undefined): void {
  expect(game).toMatchObject({
    kind: 'sudoku',
    id: 'old-sudoku',
    moves: ['v011', 'n022'],
    applied: 2,
    elapsedMs: 61_000,
    paused: true,
    own: { selected: 6, noteMode: true, mistakes: 2 },
  });
  // And Sudoku reads its part back as it was.
  expect(decodeSudokuSaved((game as SavedGame).own, 16, 'old')).toEqual({
    selected: 6,
    noteMode: true,
    mistakes: 2,
  });
}

describe('records from the build before issue #27', () => {
  it('a saved game keeps its selection, notes toggle and mistakes as the game’s own part', () => {
    const read = validateSavedGame(OLD_SUDOKU);
    expectOldSudoku(read);
    expect(read.rev).toBe(3);
    expect(read).not.toHaveProperty('selected');
    const link = validateSavedGame(OLD_LINK);
    expect(link.own).toEqual({ selected: 3, noteMode: false, mistakes: 0 });
    // Link reads its selection and leaves the fields that were never its own.
    expect(decodeLinkSaved(link.own, 40, 'old')).toEqual({ selected: 3 });
  });

  it('a best time keeps its input policy and mistakes, and the records row says them', () => {
    expect(validateBestTime(OLD_BEST).own).toEqual({ policy: 'check', mistakes: 1 });
    expect(validateBestTime(OLDER_BEST).own).toEqual({ policy: 'refuse' });
    const rows = recordRows([validateBestTime(OLDER_BEST), validateBestTime(OLD_BEST)]);
    expect(rows.map((r) => [r.id, r.policy, r.mistakes, r.note])).toEqual([
      [undefined, 'check', 1, 'checked, 1 mistake'],
      [undefined, 'refuse', undefined, 'strict'],
    ]);
  });

  it('a new record reads its own part as written, and a part that is not an object is refused', () => {
    const now = { ...OLD_BEST, own: { policy: 'mark' } };
    expect(validateBestTime(now).own).toEqual({ policy: 'mark' });
    expect(() => validateBestTime({ ...OLD_BEST, own: 'x' })).toThrow(
      'best time.own should be an object, got "x"',
    );
  });

  it('still in IndexedDB: loads, and its own part survives a save of today’s shape', async () => {
    const { db, storage } = await fresh();
    await db.put('games', OLD_SUDOKU as never, 'sudoku');
    await db.put('bestTimes', OLD_BEST as never, OLD_BEST.id);
    const loaded = await storage.loadGame('sudoku');
    expectOldSudoku(loaded);
    expect((await storage.bestTimes('sudoku:4:easy'))[0]?.own).toEqual({
      policy: 'check',
      mistakes: 1,
    });
    await storage.saveGame({ ...(loaded as SavedGame), rev: 4 });
    expectOldSudoku(await storage.loadGame('sudoku'));
  });

  it('in a backup file: reads and imports with nothing lost', async () => {
    const read = readBackup(JSON.stringify(OLD_BACKUP));
    expect(read).toMatchObject({ ok: true, skipped: [] });
    if (!read.ok) return;
    expectOldSudoku(read.backup.games[0]);
    const { storage } = await fresh();
    await storage.importBackup(read.backup, 'replace');
    expectOldSudoku(await storage.loadGame('sudoku'));
    expect((await storage.loadGame('link'))?.own).toMatchObject({ selected: 3 });
    expect((await storage.bestTimes('sudoku:4:easy')).map((t) => t.own)).toEqual([
      { policy: 'check', mistakes: 1 },
      { policy: 'refuse' },
    ]);
    expect(await storage.loadSettings()).toEqual({ conflictMode: 'check', largeDigits: true });
  });

  it('in the mirror’s file: restores with nothing lost', async () => {
    const opfs = new FakeOpfs();
    opfs.put(MIRROR_FILE, await sealMirror(JSON.stringify(OLD_BACKUP)));
    const { storage } = await fresh();
    const env = {
      getDirectory: async () => opfs.directory({ writable: true, syncHandle: true }),
      hasWritable: true,
      makeWorker: null,
    };
    const recovery = await recoverFromMirror(storage, new Mirror(storage, () => 1, env));
    expect(recovery).toMatchObject({ kind: 'restored', verified: true });
    expectOldSudoku(await storage.loadGame('sudoku'));
    expect((await storage.bestTimes('sudoku:4:easy'))[0]?.own).toEqual({
      policy: 'check',
      mistakes: 1,
    });
  });
});

describe('the kind of a saved game', () => {
  it('is one of the registry’s ids; a game of another is set aside with the reason, not lost', async () => {
    expect(gameKinds()).toEqual(expect.arrayContaining(['sudoku', 'link']));
    const { db, storage, problems } = await fresh();
    const chess = { ...OLD_SUDOKU, kind: 'chess' };
    await db.put('games', chess as never, 'chess');
    expect(await storage.loadGame('chess')).toBeNull();
    expect(problems[0]).toMatch(
      /saved chess game.kind should be a game's id \(sudoku, link\).*got "chess".*set aside/,
    );
    expect((await db.getAll('quarantine'))[0]?.value).toEqual(chess);
  });

  it('accepts a game that joined the registry at run time', () => {
    registerGameKind('lights-out');
    expect(validateSavedGame({ ...OLD_SUDOKU, kind: 'lights-out' }).kind).toBe('lights-out');
  });
});
