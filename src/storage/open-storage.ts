// Opens the database, and when the browser won't give us one (private modes that disable
// IndexedDB, a blocked or broken profile) falls back to an in-memory IndexedDB so the same
// storage code keeps running: play continues, only nothing outlives the page. The fallback is a
// separate chunk, loaded (from the precache) only when needed.

import { openDatabase } from './database';
import { GridwiseStorage } from './storage';

export interface OpenedStorage {
  storage: GridwiseStorage;
  /** False when running on the in-memory fallback. */
  durable: boolean;
  /** Why the fallback is in use, for the player; null when durable. */
  notice: string | null;
}

export interface StorageEvents {
  onProblem(message: string): void;
  onVersionChange(): void;
  onTerminated(): void;
}

export async function openStorage(events: StorageEvents): Promise<OpenedStorage> {
  try {
    const db = await openDatabase(events);
    return { storage: new GridwiseStorage(db, events.onProblem), durable: true, notice: null };
  } catch (error) {
    console.warn('IndexedDB unavailable, keeping data in memory:', error);
    await import('fake-indexeddb/auto');
    const db = await openDatabase(events);
    return {
      storage: new GridwiseStorage(db, events.onProblem),
      durable: false,
      notice:
        "This browser isn't letting Gridwise save (private mode?). You can play, but progress is lost when the page closes.",
    };
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
