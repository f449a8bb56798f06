// Opens the database, and when the browser won't give us one (private modes that disable
// IndexedDB, data from a newer Gridwise, an open that stalls behind another tab) falls back to
// an in-memory IndexedDB so the same storage code keeps running: play continues, only nothing
// outlives the page, and the player is told why in words that say what to do. The fallback is
// a separate chunk, loaded (from the precache) only when needed.

import { DatabaseOpenError, type OpenFailure, openDatabase } from './database';
import { GridwiseStorage } from './storage';
import type { StorageProblemReport } from './storage-problem';

export interface OpenedStorage {
  storage: GridwiseStorage;
  /** False when running on the in-memory fallback. */
  durable: boolean;
  /** Why the fallback is in use when not durable, for the app to tell the player (a reload
   * may help for 'newer' and 'timeout'); null when durable. */
  failure: OpenFailure | null;
}

export interface StorageEvents {
  onProblem: StorageProblemReport;
  onVersionChange(): void;
  onTerminated(): void;
}

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
