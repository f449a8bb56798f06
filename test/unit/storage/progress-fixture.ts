// What a progress record's storage test needs (skill-progress.test.ts, journey-progress.test.ts;
// the daily's predates it and keeps its own): a fresh database with its problems heard, a
// backup read back as a file's text, and a mirror over an in-memory OPFS.
import 'fake-indexeddb/auto';
import { expect } from 'vitest';
import { readBackup } from '../../../src/storage/backup';
import { openDatabase } from '../../../src/storage/database';
import { GridwiseStorage } from '../../../src/storage/storage';
import { FakeOpfs } from './fake-opfs';

let n = 0;
const handlers = { onVersionChange: () => {}, onTerminated: () => {} };

/** A storage on a database of its own (`name` again: the same database reopened, as after a kill). */
export async function freshStorage(prefix: string, name = `${prefix}-${n++}`) {
  const problems: string[] = [];
  const db = await openDatabase(handlers, name);
  return { storage: new GridwiseStorage(db, (p) => problems.push(p.message)), db, problems, name };
}

/** A backup of `storage` as a file's text read back, as an import or the mirror reads it. */
export async function backupOf(storage: GridwiseStorage) {
  const text = JSON.stringify({
    app: 'gridwise',
    version: 1,
    savedAt: 1,
    ...(await storage.readAll()),
  });
  const read = readBackup(text);
  if (!read.ok) throw new Error(read.message);
  expect(read.skipped).toEqual([]);
  return read.backup;
}

/** A mirror's surroundings over one in-memory OPFS that every Mirror made with it shares. */
export function mirrorEnv() {
  const opfs = new FakeOpfs();
  return {
    getDirectory: async () => opfs.directory({ writable: true, syncHandle: true }),
    hasWritable: true,
    makeWorker: null,
  };
}
