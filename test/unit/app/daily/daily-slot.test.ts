// @vitest-environment happy-dom
// daily slot (#24): one controller per game plays one of its two slots; entering the other
// writes nothing over the leaving game (it stays under its own key, noted as kept), brings the
// other back from its key, and the daily button continues a saved daily of the asked date only.
// Real storage (fake-indexeddb) and journal; the controller is a stand-in that keeps a draft.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { GameJournal } from '../../../../src/app/saving/game-journal';
import { DailySlot, lastPlayed, slotReports } from '../../../../src/app/shell/daily-slot';
import { type GameSlot, GameSlots } from '../../../../src/app/shell/game-slots';
import { dailyEra, dailyKey, dailySeed } from '../../../../src/engine/daily';
import type { GameController } from '../../../../src/play/game-api';
import type { GameDraft } from '../../../../src/play/game-draft';
import { openDatabase } from '../../../../src/storage/database';
import type { SavedGame } from '../../../../src/storage/records';
import { GridwiseStorage } from '../../../../src/storage/storage';
import { savedGame } from '../../storage/saved-game-fixture';

let n = 0;

/** A controller that holds one game as its draft (what restore gave it, or a start). */
function standIn(): GameController & { current: GameDraft | null } {
  const c = {
    current: null as GameDraft | null,
    kind: 'sudoku',
    get inProgress() {
      return c.current !== null;
    },
    restore(saved: SavedGame) {
      const { format: _f, rev: _r, writer: _w, updatedAt: _u, slot: _s, ...draft } = saved;
      c.current = draft;
    },
    draft: () => c.current,
    park() {
      c.current = null;
    },
    screen: { view: { children: [] } },
  };
  return c as unknown as GameController & { current: GameDraft | null };
}

async function setUp() {
  const db = await openDatabase({ onVersionChange() {}, onTerminated() {} }, `daily-slot-${n++}`);
  const storage = new GridwiseStorage(db, () => {});
  const controller = standIn();
  const journal = new GameJournal(storage, 'tab', {
    onConflict() {},
    onWriteError(e) {
      throw e;
    },
    onSaved() {},
    onClockResult() {},
  });
  const slot = {
    entry: { core: { id: 'sudoku' } },
    controller,
    journal,
    live: 'free',
    parked: null,
    playedAt: 0,
  } as unknown as GameSlot;
  const slots = { get: () => slot, all: () => [slot] } as unknown as GameSlots;
  return {
    storage,
    controller,
    journal,
    slot,
    slots,
    daily: new DailySlot(
      slots,
      () => storage,
      (e) => {
        throw e;
      },
    ),
  };
}

const today = dailyKey(new Date());
const seedOf = (key: string) => dailySeed(dailyEra(key), key, 'sudoku');
const dailyGame = (key: string, over: Partial<SavedGame> = {}) =>
  savedGame({
    id: `daily-${key}`,
    slot: 'daily',
    puzzle: { size: 9, level: 'easy', seed: seedOf(key), puzzle: '1...', solution: '1234' },
    updatedAt: 10,
    ...over,
  });

describe('the daily slot', () => {
  it('a daily half done stays under its key while a free game is played, and comes back', async () => {
    const { storage, controller, journal, slot, daily } = await setUp();
    expect(await daily.continueDaily('sudoku')).toBe(false); // nothing saved: make it
    expect(slot.live).toBe('daily');
    // The daily's first move, written by the journal under the daily's key.
    const { format: _f, rev: _r, writer: _w, updatedAt: _u, slot: _s, ...draft } = dailyGame(today);
    controller.current = draft;
    await journal.write(draft);
    expect((await storage.loadGame('sudoku', 'daily'))?.id).toBe(`daily-${today}`);

    // A shared code: the free slot; the daily is kept, not abandoned nor overwritten.
    expect(await daily.enter('sudoku', 'free')).toBe(false);
    expect(slot.parked?.slot).toBe('daily');
    controller.current = { ...draft, id: 'code', puzzle: { ...draft.puzzle, seed: 'shared' } };
    await journal.write(controller.current);
    expect((await storage.loadGame('sudoku'))?.id).toBe('code');
    expect((await storage.loadGame('sudoku', 'daily'))?.id).toBe(`daily-${today}`);
    expect(slotReports(slots(slot))).toMatchObject({
      sudoku: { live: 'free', daily: today, kept: 'daily' },
    });

    // The daily button: today's daily continued exactly; the free game kept in its turn.
    expect(await daily.continueDaily('sudoku')).toBe(true);
    expect(controller.current?.id).toBe(`daily-${today}`);
    expect(controller.current?.moves).toEqual(draft.moves);
    expect(slot.parked?.slot).toBe('free');
    expect((await storage.loadGame('sudoku'))?.id).toBe('code');
  });

  it('two changes of slot asked at once (a double tap) run one after the other', async () => {
    const { storage, controller, journal, slot, daily } = await setUp();
    await storage.saveGame(savedGame({ id: 'free', rev: 1 }));
    await daily.enter('sudoku', 'daily');
    const { format: _f, rev: _r, writer: _w, updatedAt: _u, slot: _s, ...draft } = dailyGame(today);
    controller.current = draft;
    await journal.write(draft);
    const both = [daily.enter('sudoku', 'free'), daily.enter('sudoku', 'free')];
    expect(await Promise.all(both)).toEqual([true, true]);
    expect(slot.parked?.slot).toBe('daily'); // the daily is still noted as kept
    expect(controller.current?.id).toBe('free');
  });

  it('the daily button continues only a daily of the date asked for', async () => {
    const { storage, slot, daily } = await setUp();
    await storage.saveGame(dailyGame('2026-01-05', { rev: 1 }));
    expect(await daily.continueDaily('sudoku', '2026-01-06')).toBe(false);
    expect(slot.live).toBe('daily');
    expect(await daily.continueDaily('sudoku', '2026-01-05')).toBe(true);
  });

  it('"played last" is the last move: a write of the clock or the view keeps its time', async () => {
    const { storage, journal } = await setUp();
    const { format: _f, rev: _r, writer: _w, updatedAt: _u, ...draft } = savedGame();
    await journal.write(draft);
    const first = (await storage.loadGame('sudoku'))?.playedAt;
    expect(first).toBeGreaterThan(0);
    await new Promise((done) => setTimeout(done, 5)); // a later wall-clock millisecond
    await journal.write({ ...draft, elapsedMs: draft.elapsedMs + 4000, paused: true });
    const kept = await storage.loadGame('sudoku');
    expect(kept?.playedAt).toBe(first);
    expect(kept?.updatedAt).toBeGreaterThan(first as number);
    await journal.write({ ...draft, moves: [...draft.moves, 'v033'], applied: 3 });
    expect((await storage.loadGame('sudoku'))?.playedAt).toBeGreaterThan(first as number);
  });

  it('a store opened again empty gets the kept game back under its own key too', async () => {
    const { storage, controller, journal, slot } = await setUp();
    const { format: _f, rev: _r, writer: _w, updatedAt: _u, ...free } = savedGame({ id: 'free' });
    controller.current = free;
    slot.parked = { slot: 'daily', draft: { ...dailyGame(today), slot: 'daily' }, playedAt: 7 };
    const real = new GameSlots();
    (real as unknown as { slots: Map<string, GameSlot> }).slots.set('sudoku', slot);
    await real.rewriteAll(storage);
    await journal.flush();
    expect((await storage.loadGame('sudoku'))?.id).toBe('free');
    expect(await storage.loadGame('sudoku', 'daily')).toMatchObject({
      id: `daily-${today}`,
      playedAt: 7,
    });
  });

  it('Continue offers the game played last, live or kept', async () => {
    const { controller, slot } = await setUp();
    controller.current = { ...savedGame(), id: 'live' };
    slot.playedAt = 5;
    slot.parked = { slot: 'daily', draft: { ...savedGame(), id: 'kept' }, playedAt: 9 };
    expect(lastPlayed(slot)).toMatchObject({ slot: 'daily', draft: { id: 'kept' } });
    slot.playedAt = 10;
    expect(lastPlayed(slot)).toMatchObject({ slot: 'free', draft: { id: 'live' } });
  });
});

function slots(slot: GameSlot): GameSlots {
  return { all: () => [slot], get: () => slot } as unknown as GameSlots;
}
