// A game's progress record kept in the settings store under `<prefix>:<game id>` (the daily's,
// the journey's, the technique school's), read and written the one way they share: every read
// validates and sets a bad record aside (quarantined and reported, never thrown at the player
// nor half-read); every write merges into (or changes) what is stored and checks the result as a read would, so a bad value is refused,
// never stored; a backup reads them all and an import merges each in.

import type { BestScoreRecord } from './best-score-record';
import type { DailyProgressRecord } from './daily-progress-record';
import type { GridwiseDatabase } from './database';
import type { JourneyProgressRecord } from './journey-progress-record';
import type { AnyTransaction, RecordReads } from './record-reads';
import { sameRecord } from './same-record';
import type { SkillProgressRecord } from './skill-progress-record';

/** The progress records the settings store holds beside the settings (database.ts). */
type StoredProgress =
  | DailyProgressRecord
  | JourneyProgressRecord
  | SkillProgressRecord
  | BestScoreRecord;

/** What a kind of progress record is: its key, and how to check and merge two. */
export interface ProgressRecordKind<R extends StoredProgress> {
  /** The settings-store key of a game's record. */
  key(kind: string): string;
  /** Whether a settings-store key holds a record of this kind. */
  isKey(key: string): boolean;
  /** The record checked, or a RecordError naming the bad field. */
  validate(value: unknown): R;
  /** `other` folded into `here` (null: nothing stored), never losing what is better here. */
  merge(here: R | null, other: R): R;
}

/** The record under `key`, or null when none or unreadable (then set aside, in `tx`). */
export async function readProgressIn<R extends StoredProgress>(
  tx: AnyTransaction,
  reads: RecordReads,
  key: string,
  spec: ProgressRecordKind<R>,
): Promise<R | null> {
  const raw: unknown = await tx.objectStore('settings').get(key);
  if (raw === undefined) return null;
  try {
    return spec.validate(raw);
  } catch (error) {
    await reads.setAside(tx, 'settings', key, raw, error);
    return null;
  }
}

/** A game's record, in a transaction of its own. */
export async function readProgress<R extends StoredProgress>(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
  spec: ProgressRecordKind<R>,
): Promise<R | null> {
  const tx = db.transaction(['settings', 'quarantine'], 'readwrite');
  const record = await readProgressIn(tx, reads, spec.key(kind), spec);
  await tx.done;
  return record;
}

/** Folds `next` into its game's stored record, in one transaction. Throws RecordError when the
 *  result would not read back (a bad game id, date or stage), storing nothing. */
export async function foldProgress<R extends StoredProgress>(
  db: GridwiseDatabase,
  reads: RecordReads,
  next: R,
  spec: ProgressRecordKind<R>,
): Promise<void> {
  await updateProgress(db, reads, next.kind, spec, (here) => spec.merge(here, next));
}

/** A game's record read, changed by `change` and written back, in one transaction (so two
 *  tabs never lose each other's change). Throws RecordError when the result would not read
 *  back, storing nothing. Returns what was stored. */
export async function updateProgress<R extends StoredProgress>(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
  spec: ProgressRecordKind<R>,
  change: (here: R | null) => R,
): Promise<R> {
  const tx = db.transaction(['settings', 'quarantine'], 'readwrite');
  const key = spec.key(kind);
  const here = await readProgressIn(tx, reads, key, spec);
  const next = spec.validate(change(here));
  await tx.objectStore('settings').put(next, key);
  await tx.done;
  return next;
}

/** Every game's record of this kind, for a backup (bad ones set aside in `tx`). */
export async function readAllProgressIn<R extends StoredProgress>(
  tx: AnyTransaction,
  reads: RecordReads,
  spec: ProgressRecordKind<R>,
): Promise<R[]> {
  const found: R[] = [];
  for (const key of await tx.objectStore('settings').getAllKeys()) {
    if (!spec.isKey(key)) continue;
    const record = await readProgressIn(tx, reads, key, spec);
    if (record) found.push(record);
  }
  return found;
}

/** A backup's records merged in (in the import's transaction); says how many games it changed
 *  (none when the backup holds nothing new: one imported just after it was made). A damaged
 *  record here is replaced by the backup's good one. */
export async function importProgressIn<R extends StoredProgress>(
  tx: AnyTransaction,
  records: readonly R[],
  spec: ProgressRecordKind<R>,
): Promise<number> {
  let changed = 0;
  for (const record of records) {
    const key = spec.key(record.kind);
    const raw: unknown = await tx.objectStore('settings').get(key);
    let here: R | null = null;
    try {
      here = raw === undefined ? null : spec.validate(raw);
    } catch {
      here = null;
    }
    let merged: R;
    try {
      // The result must read back (a record of the file not checked as a read would: skipped).
      merged = spec.validate(spec.merge(here, record));
    } catch {
      continue;
    }
    if (here !== null && raw !== undefined && sameRecord(raw, merged)) continue;
    await tx.objectStore('settings').put(merged, key);
    changed++;
  }
  return changed;
}
