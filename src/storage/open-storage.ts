// Opens the database, and when the browser won't give us one (private modes that disable
// IndexedDB, data from a newer Gridwise, an open that stalls behind another tab) falls back to
// an in-memory IndexedDB so the same storage code keeps running: play continues, only nothing
// outlives the page, and the player is told why in words that say what to do. The fallback is
// a separate chunk, loaded (from the precache) only when needed.

import { DatabaseOpenError, type OpenFailure, openDatabase } from './database';
import { GridwiseStorage } from './storage';

export interface OpenedStorage {
  storage: GridwiseStorage;
  /** False when running on the in-memory fallback. */
  durable: boolean;
  /** Why the fallback is in use, for the player; null when durable. */
  notice: string | null;
  /** What went wrong when not durable (a reload may help for 'newer' and 'timeout'). */
  failure: OpenFailure | null;
}

export interface StorageEvents {
  onProblem(message: string): void;
  onVersionChange(): void;
  onTerminated(): void;
}

const FALLBACK_NOTICES: Record<OpenFailure, string> = {
  newer:
    'Your saved games are from a newer version of Gridwise. Reload to update; until then you can play, but nothing is saved (your data is untouched).',
  timeout:
    'Gridwise’s storage did not open (another Gridwise tab may be holding it). You can play without saving, or close other tabs and retry.',
  unavailable:
    "This browser isn't letting Gridwise save (private mode?). You can play, but progress is lost when the page closes.",
};

export async function openStorage(
  events: StorageEvents,
  open: () => ReturnType<typeof openDatabase> = () => openDatabase(events),
): Promise<OpenedStorage> {
  try {
    const storage = new GridwiseStorage(await open(), events.onProblem);
    // Cleared site data closes the connection under a running app: carry on with a new one.
    storage.setReopen(open);
    return {
      storage,
      durable: true,
      notice: null,
      failure: null,
    };
  } catch (error) {
    console.warn('IndexedDB unavailable, keeping data in memory:', error);
    const failure = error instanceof DatabaseOpenError ? error.failure : 'unavailable';
    await import('fake-indexeddb/auto');
    const db = await openDatabase(events, 'gridwise-memory');
    return {
      storage: new GridwiseStorage(db, events.onProblem),
      durable: false,
      notice: FALLBACK_NOTICES[failure],
      failure,
    };
  }
}

/**
 * After the browser closed our connection (the player cleared site data while Gridwise was open,
 * or a disk error): a new connection for the same storage object, so every holder of it carries
 * on. Rejects when the database cannot be opened again.
 */
export async function reopenStorage(opened: OpenedStorage): Promise<void> {
  if (!opened.durable) return;
  await opened.storage.reconnect();
}

/** Whether the browser already keeps our data through storage pressure (never asks). */
export async function storagePersisted(): Promise<boolean> {
  try {
    return (await navigator.storage?.persisted?.()) ?? false;
  } catch {
    return false;
  }
}

/** Asks the browser not to evict our data under storage pressure; true when granted. */
export async function requestPersistence(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
