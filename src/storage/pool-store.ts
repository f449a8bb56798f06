// The pool of puzzles made ahead, read in one pass (GridwiseStorage.loadPool): entries of another
// generator version are deleted, unreadable ones dropped with the first kept in quarantine and
// reported once. Apart from storage.ts only to keep that file short.

import type { GridwiseDatabase } from './database';
import { type PuzzleParams, RecordError, validatePooledPuzzle } from './records';
import type { StorageProblemReport } from './storage-problem';

export type PoolEntry = { key: number; bucket: string; puzzle: PuzzleParams };

export async function loadPoolAt(
  db: GridwiseDatabase,
  onProblem: StorageProblemReport,
  isCurrent: (bucket: string, generator: number) => boolean,
): Promise<PoolEntry[]> {
  const tx = db.transaction(['pool', 'quarantine'], 'readwrite');
  const found: PoolEntry[] = [];
  let bad = 0;
  let firstReason = '';
  let cursor = await tx.objectStore('pool').openCursor();
  while (cursor) {
    const raw: unknown = cursor.value;
    try {
      const entry = validatePooledPuzzle(raw);
      if (isCurrent(entry.bucket, entry.generator))
        found.push({ key: cursor.primaryKey, bucket: entry.bucket, puzzle: entry.puzzle });
      else await cursor.delete();
    } catch (error) {
      if (bad++ === 0) {
        firstReason = error instanceof RecordError ? error.message : String(error);
        await tx.objectStore('quarantine').add({
          store: 'pool',
          key: String(cursor.primaryKey),
          reason: firstReason,
          value: raw,
          at: Date.now(),
        });
      }
      await cursor.delete();
    }
    cursor = await cursor.continue();
  }
  await tx.done;
  if (bad > 0) {
    onProblem({
      kind: 'pool-dropped',
      count: bad,
      reason: firstReason,
      message:
        bad === 1
          ? `A puzzle made ahead could not be read (${firstReason}); it was set aside and will be made again.`
          : `${bad} puzzles made ahead could not be read (the first: ${firstReason}); they were dropped and will be made again.`,
    });
  }
  return found;
}
