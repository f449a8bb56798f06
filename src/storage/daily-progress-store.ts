// Reading and writing a game's daily progress record (daily-progress-record.ts) in the settings
// store, each in one transaction; a record that fails validation is set aside, as every read does.

import type { DailyDay } from './daily-day';
import {
  type DailyProgressRecord,
  dailyProgressKey,
  mergeDailyProgress,
  validateDailyProgress,
} from './daily-progress-record';
import type { GridwiseDatabase } from './database';
import type { AnyTransaction, RecordReads } from './record-reads';
import { RECORD_FORMAT } from './records';

async function readIn(
  tx: AnyTransaction,
  reads: RecordReads,
  key: string,
): Promise<DailyProgressRecord | null> {
  const raw: unknown = await tx.objectStore('settings').get(key);
  if (raw === undefined) return null;
  try {
    return validateDailyProgress(raw);
  } catch (error) {
    await reads.setAside(tx, 'settings', key, raw, error);
    return null;
  }
}

export async function readDailyProgress(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
): Promise<Record<string, DailyDay>> {
  const tx = db.transaction(['settings', 'quarantine'], 'readwrite');
  const record = await readIn(tx, reads, dailyProgressKey(kind));
  await tx.done;
  return record?.days ?? {};
}

export async function writeDailyDay(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
  date: string,
  day: DailyDay,
): Promise<void> {
  const tx = db.transaction(['settings', 'quarantine'], 'readwrite');
  const key = dailyProgressKey(kind);
  const here = await readIn(tx, reads, key);
  const next = { format: RECORD_FORMAT, kind, days: { [date]: day } };
  // Checked as a read would be, so a bad date or game id is refused, never stored.
  await tx.objectStore('settings').put(validateDailyProgress(mergeDailyProgress(here, next)), key);
  await tx.done;
}
