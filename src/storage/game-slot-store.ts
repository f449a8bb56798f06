// daily slot: the games store's reads and writes, each under a slot's key (slot-key.ts):
// 'sudoku' holds the free game, 'sudoku@daily' the daily beside it. A record read under a key
// that is not its own (another game's, or the other slot's) is set aside with the reason and
// reported, never played in the wrong place; nothing else is touched.

import type { GridwiseDatabase } from './database';
import type { AnyTransaction, RecordReads } from './record-reads';
import {
  RECORD_FORMAT,
  RecordError,
  type SavedGame,
  validateClock,
  validateSavedGame,
} from './records';
import { misfiledReason, recordFitsKey, recordKey, type SlotName, slotKey } from './slot-key';

/** The record under `key`, validated and checked to belong there; null (set aside) if not. */
export async function readGameAt(
  tx: AnyTransaction,
  reads: RecordReads,
  key: string,
): Promise<SavedGame | null> {
  const raw: unknown = await tx.objectStore('games').get(key);
  if (raw === undefined) return null;
  try {
    const game = validateSavedGame(raw, `saved ${key} game`);
    if (!recordFitsKey(key, game)) throw new RecordError(misfiledReason(key, game));
    return game;
  } catch (error) {
    await reads.setAside(tx, 'games', key, raw, error);
    return null;
  }
}

/** The game saved in `slot` of `kind`, with its clock when that is ahead. */
export async function loadGameAt(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
  slot: SlotName,
): Promise<SavedGame | null> {
  const key = slotKey(kind, slot);
  const tx = db.transaction(['games', 'clocks', 'quarantine'], 'readwrite');
  let game = await readGameAt(tx, reads, key);
  const rawClock = game ? await tx.objectStore('clocks').get(key) : undefined;
  if (game && rawClock !== undefined) {
    try {
      const clock = validateClock(rawClock, `stored ${key} clock`);
      if (clock.id === game.id && clock.elapsedMs > game.elapsedMs)
        game = { ...game, elapsedMs: clock.elapsedMs };
    } catch (error) {
      await reads.setAside(tx, 'clocks', key, rawClock, error);
    }
  }
  await tx.done;
  return game;
}

/** The compare-and-set write of `game` under its own slot's key; see GridwiseStorage.saveGame. */
export async function saveGameAt(
  db: GridwiseDatabase,
  reads: RecordReads,
  game: SavedGame,
): Promise<{ ok: true } | { ok: false; current: SavedGame | null }> {
  const key = recordKey(game);
  const tx = db.transaction(['games', 'quarantine'], 'readwrite');
  const current = await readGameAt(tx, reads, key);
  if ((current?.rev ?? 0) !== game.rev - 1) {
    await tx.done;
    return { ok: false, current };
  }
  await tx.objectStore('games').put(game, key);
  // Commit now rather than when the event loop next turns: a move is on disk sooner.
  tx.commit();
  await tx.done;
  return { ok: true };
}

/** Clears whichever slot of `kind` still holds the game `id` (a daily or a free game). */
export async function finishGameAt(db: GridwiseDatabase, kind: string, id: string): Promise<void> {
  const tx = db.transaction(['games', 'clocks'], 'readwrite');
  await clearFinishedIn(tx, kind, id);
  await tx.done;
}

/** The same, in `tx` (a win's one transaction: finish-store.ts). */
export async function clearFinishedIn(tx: AnyTransaction, kind: string, id: string): Promise<void> {
  for (const slot of ['free', 'daily'] as const) {
    const key = slotKey(kind, slot);
    const raw = (await tx.objectStore('games').get(key)) as { id?: unknown } | undefined;
    if (raw?.id === id) {
      await tx.objectStore('games').delete(key);
      await tx.objectStore('clocks').delete(key);
    }
  }
}

/** Moves the game that validated but would not replay into quarantine, with the reason. */
export async function setAsideGameAt(
  db: GridwiseDatabase,
  reads: RecordReads,
  game: SavedGame,
  reason: string,
): Promise<void> {
  const key = recordKey(game);
  const tx = db.transaction(['games', 'quarantine'], 'readwrite');
  const raw = (await tx.objectStore('games').get(key)) as { id?: unknown } | undefined;
  if (raw?.id === game.id) await reads.setAside(tx, 'games', key, raw, new RecordError(reason));
  await tx.done;
}

/** The clock record of a slot: its own key beside the game's. */
export function clockRecord(id: string, elapsedMs: number) {
  return { format: RECORD_FORMAT, id, elapsedMs };
}
