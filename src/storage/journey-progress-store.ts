// Reading and writing a game's journey progress record (journey-progress-record.ts) in the
// settings store, each in one transaction, the way the daily progress is (keyed-progress-store.ts):
// a record that fails validation is set aside and read as none; a clear merges into the best.

import type { GridwiseDatabase } from './database';
import {
  JOURNEY_PROGRESS,
  type JourneyProgressRecord,
  type JourneyStageResult,
  withPowerUps,
} from './journey-progress-record';
import { foldProgress, readProgress, updateProgress } from './keyed-progress-store';
import type { RecordReads } from './record-reads';
import { RECORD_FORMAT } from './records';

/** What the app reads: the era played, each stage's best and the power-ups held. */
export type JourneyProgress = Pick<JourneyProgressRecord, 'era' | 'stages' | 'powerUps'>;

export async function readJourneyProgress(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
): Promise<JourneyProgress | null> {
  const record = await readProgress(db, reads, kind, JOURNEY_PROGRESS);
  if (!record) return null;
  const { era, stages, powerUps } = record;
  return powerUps ? { era, stages, powerUps } : { era, stages };
}

/** The power-ups held set (earned or spent), in one transaction; throws RecordError for a bad
 *  name or count, storing nothing. */
export async function writeJourneyPowerUps(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
  powerUps: Record<string, number>,
  era: number,
): Promise<void> {
  await updateProgress(db, reads, kind, JOURNEY_PROGRESS, (here) =>
    withPowerUps(here, kind, era, powerUps),
  );
}

export async function writeJourneyStage(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
  stage: number,
  result: JourneyStageResult,
  era: number,
): Promise<void> {
  // Checked as a read would be, so a bad stage, result or game id is refused, never stored.
  const next = { format: RECORD_FORMAT, kind, era, stages: { [String(stage)]: result } };
  await foldProgress(db, reads, next, JOURNEY_PROGRESS);
}
