import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { GameJournal } from '../../../src/app/saving/game-journal';
import type { GameDraft } from '../../../src/play/game-draft';
import { openDatabase } from '../../../src/storage/database';
import type { SavedGame } from '../../../src/storage/records';
import { GridwiseStorage } from '../../../src/storage/storage';

let n = 0;
async function storage(): Promise<GridwiseStorage> {
  const db = await openDatabase({ onVersionChange() {}, onTerminated() {} }, `journal-${n++}`);
  return new GridwiseStorage(db, () => {});
}

function draft(moves: string[]): GameDraft {
  return {
    kind: 'sudoku',
    id: 'g',
    puzzle: {},
    moves,
    applied: moves.length,
    elapsedMs: 0,
    assisted: false,
    startedAt: 0,
    own: { selected: null, noteMode: false },
  };
}

function events() {
  const log = {
    conflicts: [] as (SavedGame | null)[],
    errors: [] as unknown[],
    clocks: [] as unknown[],
    saved: 0,
  };
  return {
    log,
    events: {
      onConflict: (c: SavedGame | null) => log.conflicts.push(c),
      onWriteError: (e: unknown) => log.errors.push(e),
      onClockResult: (e: unknown) => log.clocks.push(e),
      onSaved: () => log.saved++,
    },
  };
}

describe('GameJournal', () => {
  it('coalesces a burst of changes and always ends with the newest on disk', async () => {
    const store = await storage();
    const { log, events: ev } = events();
    const journal = new GameJournal(store, 'tab', ev);
    for (let i = 1; i <= 20; i++) journal.write(draft(Array.from({ length: i }, () => 'v001')));
    expect(journal.pending).toBeGreaterThan(0);
    await journal.flush();
    expect(journal.pending).toBe(0);
    expect((await store.loadGame('sudoku'))?.moves).toHaveLength(20);
    // The first write went at once; the 19 that followed while it was in flight became one.
    expect(log.saved).toBe(2);
    expect(journal.revision).toBe(2);
  });

  it('resolves each write once a snapshot at least as new is on disk', async () => {
    const store = await storage();
    const { events: ev } = events();
    const journal = new GameJournal(store, 'tab', ev);
    const first = journal.write(draft(['v001']));
    const second = journal.write(draft(['v001', 'v012']));
    const third = journal.write(draft(['v001', 'v012', 'v023']));
    await first;
    expect((await store.loadGame('sudoku'))?.moves.length).toBeGreaterThanOrEqual(1);
    await Promise.all([second, third]);
    expect((await store.loadGame('sudoku'))?.moves).toHaveLength(3);
  });

  it('resolves (never hangs) the writes that lose to another tab', async () => {
    const store = await storage();
    const a = events();
    const tabA = new GameJournal(store, 'a', a.events);
    const tabB = new GameJournal(store, 'b', events().events);
    await tabB.write(draft(['v009']));
    const lost = [tabA.write(draft(['v001'])), tabA.write(draft(['v001', 'v012']))];
    await Promise.all(lost);
    expect(a.log.conflicts).toHaveLength(1);
    expect((await store.loadGame('sudoku'))?.moves).toEqual(['v009']);
  });

  it('writes the clock apart from the moves, without a new revision', async () => {
    const store = await storage();
    const journal = new GameJournal(store, 'tab', events().events);
    await journal.write(draft(['v001']));
    await journal.writeClock('sudoku', 'g', 7_000);
    const saved = await store.loadGame('sudoku');
    expect(saved?.elapsedMs).toBe(7_000);
    expect(saved?.rev).toBe(1);
    expect(journal.revision).toBe(1);
  });

  it('detects that another tab wrote in between and hands over its copy', async () => {
    const store = await storage();
    const a = events();
    const b = events();
    const tabA = new GameJournal(store, 'a', a.events);
    const tabB = new GameJournal(store, 'b', b.events);
    tabA.write(draft(['v001']));
    await tabA.flush();
    tabB.adopt(1);
    tabB.write(draft(['v001', 'v012']));
    await tabB.flush();
    tabA.write(draft(['v001', 'v023']));
    await tabA.flush();
    expect(a.log.conflicts).toHaveLength(1);
    expect(a.log.conflicts[0]?.moves).toEqual(['v001', 'v012']);
    expect((await store.loadGame('sudoku'))?.writer).toBe('b');
    // Having adopted B's revision, A's next write lands.
    tabA.write(draft(['v001', 'v012', 'v033']));
    await tabA.flush();
    expect((await store.loadGame('sudoku'))?.moves).toHaveLength(3);
  });

  it('reports each failed write, keeps going, and saves the newest when space returns', async () => {
    const real = await storage();
    let full = true;
    const flaky = Object.create(real) as GridwiseStorage;
    flaky.saveGame = (game) => {
      if (full) return Promise.reject(new DOMException('quota', 'QuotaExceededError'));
      return real.saveGame(game);
    };
    const { log, events: ev } = events();
    const journal = new GameJournal(flaky, 'tab', ev);
    journal.write(draft(['v001']));
    await journal.flush();
    journal.write(draft(['v001', 'v012']));
    await journal.flush();
    expect(log.errors.map((e) => (e as DOMException).name)).toEqual([
      'QuotaExceededError',
      'QuotaExceededError',
    ]);
    expect(log.saved).toBe(0);
    full = false;
    journal.write(draft(['v001', 'v012', 'v023']));
    await journal.flush();
    expect((await real.loadGame('sudoku'))?.moves).toHaveLength(3);
    // The landed write is reported, so the shell can take the "storage is full" notice down.
    expect(log.saved).toBe(1);
  });

  it('reports each clock write, landed or failed', async () => {
    const real = await storage();
    let full = true;
    const flaky = Object.create(real) as GridwiseStorage;
    flaky.saveClock = (...args) => {
      if (full) return Promise.reject(new DOMException('quota', 'QuotaExceededError'));
      return real.saveClock(...args);
    };
    const { log, events: ev } = events();
    const journal = new GameJournal(flaky, 'tab', ev);
    await journal.writeClock('sudoku', 'g1', 1000);
    full = false;
    await journal.writeClock('sudoku', 'g1', 2000);
    expect(log.clocks.map((e) => (e === null ? null : (e as DOMException).name))).toEqual([
      'QuotaExceededError',
      null,
    ]);
    expect(journal.clockWrites).toBe(1);
  });
});
