// Reading and writing a game's daily progress record (daily-progress-record.ts) in the settings
// store, each in one transaction; a record that fails validation is set aside, as every read does
// (the shared transactions: keyed-progress-store.ts).

import type { DailyDay } from './daily-day';
import { DAILY_PROGRESS } from './daily-progress-record';
import type { GridwiseDatabase } from './database';
import { foldProgress, readProgress } from './keyed-progress-store';
import type { RecordReads } from './record-reads';
import { RECORD_FORMAT } from './records';

export async function readDailyProgress(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
): Promise<Record<string, DailyDay>> {
  return (await readProgress(db, reads, kind, DAILY_PROGRESS))?.days ?? {};
}

export async function writeDailyDay(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
  date: string,
  day: DailyDay,
): Promise<void> {
  // Checked as a read would be, before it meets what is stored (a merge could drop the bad
  // part unseen), so a bad date, game id or date of a win is refused, never stored.
  const next = DAILY_PROGRESS.validate({ format: RECORD_FORMAT, kind, days: { [date]: day } });
  await foldProgress(db, reads, next, DAILY_PROGRESS);
}
