// A finished game's every consequence in one transaction: the game taken out of its slot, the
// win (best time and statistics) or the reveal, the daily's day and the journey's stage. Written
// apart, a kill between the writes could keep half a win: the slot emptied but the calendar day
// not won, or the next stage shown open and then lost. One transaction is all or nothing, so
// what the player was shown (the frame waits for it, see RenderLoop.holdUntil) survives a kill.

import { BEST_SCORES, type BestScoreRecord } from './best-score-record';
import type { DailyDay } from './daily-day';
import { DAILY_PROGRESS, type DailyProgressRecord } from './daily-progress-record';
import type { GridwiseDatabase } from './database';
import { clearFinishedIn } from './game-slot-store';
import { addReveal, addWin } from './honest-count';
import {
  JOURNEY_PROGRESS,
  type JourneyProgressRecord,
  type JourneyStageResult,
} from './journey-progress-record';
import { type ProgressRecordKind, readProgressIn } from './keyed-progress-store';
import type { AnyTransaction, RecordReads } from './record-reads';
import { BEST_TIMES_KEPT, type BestTime, RECORD_FORMAT } from './records';

/** Everything one finished game changes. */
export interface FinishWrite {
  kind: string;
  /** The finished game's id: its slot is cleared only if it still holds this game. */
  gameId: string;
  /** A win (never a revealed game): its best-time record, which statistics count. */
  win?: BestTime;
  /** A game finished with Answer: played and revealed, never a win. */
  reveal?: { bucket: string; run: { id: string; ms: number; date: number } };
  /** A daily won (or revealed): its date folded into the game's daily progress. */
  daily?: { date: string; day: DailyDay };
  /** A journey stage cleared: its best folded into the game's journey progress. */
  journey?: { stage: number; result: JourneyStageResult; era: number };
  /** A free-play win's score: folded into the game's best scores (the higher kept). */
  bestScore?: { bucket: string; score: number };
}

const STORES = ['games', 'clocks', 'bestTimes', 'statistics', 'settings', 'quarantine'] as const;

/**
 * Writes `finish` whole; returns the win's bucket's ranked top 10 (null when it was no win).
 * The progress records are checked before the transaction opens, so a bad date or stage is
 * refused (RecordError) with nothing written, never half of the win.
 */
export async function writeFinish(
  db: GridwiseDatabase,
  reads: RecordReads,
  finish: FinishWrite,
): Promise<BestTime[] | null> {
  const daily = finish.daily
    ? DAILY_PROGRESS.validate({
        format: RECORD_FORMAT,
        kind: finish.kind,
        days: { [finish.daily.date]: finish.daily.day },
      })
    : null;
  const journey = finish.journey
    ? JOURNEY_PROGRESS.validate({
        format: RECORD_FORMAT,
        kind: finish.kind,
        era: finish.journey.era,
        stages: { [String(finish.journey.stage)]: finish.journey.result },
      })
    : null;
  const bestScore = finish.bestScore
    ? BEST_SCORES.validate({
        format: RECORD_FORMAT,
        kind: finish.kind,
        scores: { [finish.bestScore.bucket]: finish.bestScore.score },
      })
    : null;
  const tx = db.transaction([...STORES], 'readwrite');
  try {
    await clearFinishedIn(tx, finish.kind, finish.gameId);
    const ranked = finish.win ? await addWinIn(tx, reads, finish.win) : null;
    if (finish.reveal) {
      const stats = await reads.readStatistics(tx, finish.reveal.bucket);
      if (addReveal(stats, finish.reveal.run))
        await tx.objectStore('statistics').put(stats, finish.reveal.bucket);
    }
    if (daily) await foldIn(tx, reads, daily, DAILY_PROGRESS);
    if (journey) await foldIn(tx, reads, journey, JOURNEY_PROGRESS);
    if (bestScore) await foldIn(tx, reads, bestScore, BEST_SCORES);
    await tx.done;
    return ranked;
  } catch (error) {
    // Nothing of a half-done finish may reach the disk.
    try {
      tx.abort();
    } catch {
      // Already finished or aborted.
    }
    throw error;
  }
}

/** The win counted once and ranked, in `tx`; its bucket's top 10 after it. */
export async function addWinIn(
  tx: AnyTransaction,
  reads: RecordReads,
  run: BestTime,
): Promise<BestTime[]> {
  const times = tx.objectStore('bestTimes');
  // Written before (a finish made again after a failure that had landed): counted once.
  if ((await times.get(run.id)) !== undefined)
    return (await reads.readBucket(tx, run.bucket)).slice(0, BEST_TIMES_KEPT);
  const stats = await reads.readStatistics(tx, run.bucket);
  // A run already finished here and since pushed out of the top 10 is not counted again.
  if (!addWin(stats, run))
    return (await reads.readBucket(tx, run.bucket)).slice(0, BEST_TIMES_KEPT);
  await times.put(run, run.id);
  const ranked = await reads.readBucket(tx, run.bucket);
  for (const dropped of ranked.slice(BEST_TIMES_KEPT)) await times.delete(dropped.id);
  await tx.objectStore('statistics').put(stats, run.bucket);
  return ranked.slice(0, BEST_TIMES_KEPT);
}

/** `next` merged into its game's stored progress record (a damaged one is set aside first). */
async function foldIn<R extends DailyProgressRecord | JourneyProgressRecord | BestScoreRecord>(
  tx: AnyTransaction,
  reads: RecordReads,
  next: R,
  spec: ProgressRecordKind<R>,
): Promise<void> {
  const key = spec.key(next.kind);
  const here = await readProgressIn(tx, reads, key, spec);
  await tx.objectStore('settings').put(spec.validate(spec.merge(here, next)), key);
}
