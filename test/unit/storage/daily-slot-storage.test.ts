// daily slot (#24): a game's daily is stored under its own key beside the free game, so a new
// game or an opened code never replaces it; its clock, its finish, backups and imports keep the
// two apart; a record filed under a key not its own is refused with the reason, nothing else lost.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { makeBackup, readBackup } from '../../../src/storage/backup';
import { openDatabase } from '../../../src/storage/database';
import { GridwiseStorage } from '../../../src/storage/storage';
import type { StorageProblem } from '../../../src/storage/storage-problem';
import { savedGame } from './saved-game-fixture';

let n = 0;
async function fresh() {
  const problems: StorageProblem[] = [];
  const db = await openDatabase({ onVersionChange() {}, onTerminated() {} }, `slots-${n++}`);
  return { store: new GridwiseStorage(db, (p) => problems.push(p)), problems, db };
}

const daily = (over: Parameters<typeof savedGame>[0] = {}) =>
  savedGame({ id: 'd1', slot: 'daily', moves: ['v011'], applied: 1, updatedAt: 5, ...over });
const free = (over: Parameters<typeof savedGame>[0] = {}) => savedGame({ id: 'f1', ...over });

describe('a game’s daily slot in storage', () => {
  it('keeps the daily and the free game apart: a new free game never replaces the daily', async () => {
    const { store } = await fresh();
    expect(await store.saveGame(daily({ rev: 1 }))).toEqual({ ok: true });
    // The free slot starts at revision 0 of its own: the daily is not in its way.
    expect(await store.saveGame(free({ rev: 1 }))).toEqual({ ok: true });
    expect(await store.saveGame(free({ rev: 2, id: 'f2' }))).toEqual({ ok: true });
    expect((await store.loadGame('sudoku', 'daily'))?.id).toBe('d1');
    expect((await store.loadGame('sudoku', 'daily'))?.moves).toEqual(['v011']);
    expect((await store.loadGame('sudoku'))?.id).toBe('f2');
  });

  it('ticks each slot’s clock under its own key', async () => {
    const { store } = await fresh();
    await store.saveGame(daily({ rev: 1, elapsedMs: 1000 }));
    await store.saveGame(free({ rev: 1, elapsedMs: 1000 }));
    await store.saveClock('sudoku', 'd1', 9000, 'daily');
    expect((await store.loadGame('sudoku', 'daily'))?.elapsedMs).toBe(9000);
    expect((await store.loadGame('sudoku'))?.elapsedMs).toBe(1000);
  });

  it('a finished game clears only the slot that holds it', async () => {
    const { store } = await fresh();
    await store.saveGame(daily({ rev: 1 }));
    await store.saveGame(free({ rev: 1 }));
    await store.finishGame('sudoku', 'd1');
    expect(await store.loadGame('sudoku', 'daily')).toBeNull();
    expect((await store.loadGame('sudoku'))?.id).toBe('f1');
  });

  it('refuses a record filed under a key not its own, with the reason; nothing else is lost', async () => {
    const { store, problems, db } = await fresh();
    await store.saveGame(free({ rev: 1 }));
    // A free game (no slot) put by hand under the daily's key, and a Link game there too.
    await db.put('games', free({ id: 'stray' }) as never, 'sudoku@daily');
    expect(await store.loadGame('sudoku', 'daily')).toBeNull();
    expect(problems.map((p) => p.message).join('\n')).toMatch(
      /a sudoku game of the free slot was filed under "sudoku@daily"/,
    );
    const kept = await db.getAll('quarantine');
    expect(kept.map((q) => [q.key, (q.value as { id: string }).id])).toEqual([
      ['sudoku@daily', 'stray'],
    ]);
    expect((await store.loadGame('sudoku'))?.id).toBe('f1');
    // The daily's key is free again: a daily can be saved there.
    expect(await store.saveGame(daily({ rev: 1 }))).toEqual({ ok: true });
  });

  it('a backup carries both slots, and importing puts each back in its own', async () => {
    const { store: from } = await fresh();
    await from.saveGame(daily({ rev: 1 }));
    await from.saveGame(free({ rev: 1 }));
    const read = readBackup(JSON.stringify(makeBackup(await from.readAll(), 1)));
    if (!read.ok) throw new Error(read.message);
    expect(read.skipped).toEqual([]);
    expect(read.backup.games.map((g) => g.id).sort()).toEqual(['d1', 'f1']);
    const { store: to } = await fresh();
    const summary = await to.importBackup(read.backup, 'replace');
    expect(summary.games).toBe(2);
    expect((await to.loadGame('sudoku', 'daily'))?.id).toBe('d1');
    expect((await to.loadGame('sudoku'))?.id).toBe('f1');
  });
});
