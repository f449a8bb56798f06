// A game's best scores in free play, one per bucket (`<game>:<size>:<level>`, as best times are
// filed: for Link, a board size and its gravity), kept in the settings store under
// `best-score:<game id>` beside the journey's progress (journey-progress-record.ts), in backups
// and the mirror with the other records. Validated on every read: a bad bucket or score refuses
// the record whole (set aside, never half-read). A merge keeps the higher score of each bucket,
// so an import or a second tab never lowers a best.

import type { ProgressRecordKind } from './keyed-progress-store';
import { progressFields } from './progress-header';
import { RECORD_FORMAT, RecordError } from './records';

export interface BestScoreRecord {
  format: number;
  kind: string;
  /** Bucket → the highest score won there. */
  scores: Record<string, number>;
}

const PREFIX = 'best-score:';
/** A bucket as records-writer.ts files it: the game, its size and its level, plain words. */
const BUCKET = /^[a-z0-9-]{1,40}:[a-z0-9-]{1,40}:[a-z0-9-]{1,40}$/;
/** Far above any score a board can give: a larger one is not a score, but damage. */
const MOST = 10_000_000;

export function bestScoreKey(kind: string): string {
  return `${PREFIX}${kind}`;
}

export function validateBestScores(value: unknown, what = 'best scores'): BestScoreRecord {
  const { fields: o, kind } = progressFields(value, what);
  const raw = o.scores;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new RecordError(`${what}.scores should be an object`);
  const scores: Record<string, number> = {};
  for (const [bucket, score] of Object.entries(raw as Record<string, unknown>)) {
    if (!BUCKET.test(bucket) || !bucket.startsWith(`${kind}:`))
      throw new RecordError(`${what}.scores has "${bucket}", not a ${kind} size and level`);
    if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > MOST)
      throw new RecordError(
        `${what}.scores["${bucket}"] should be a whole number from 0 to ${MOST}, got ${String(score)}`,
      );
    scores[bucket] = score;
  }
  return { format: RECORD_FORMAT, kind, scores };
}

/** Both records' buckets kept, each the higher score of the two. */
export function mergeBestScores(
  here: BestScoreRecord | null,
  other: BestScoreRecord,
): BestScoreRecord {
  const scores: Record<string, number> = { ...(here?.scores ?? {}) };
  for (const [bucket, score] of Object.entries(other.scores))
    scores[bucket] = Math.max(scores[bucket] ?? 0, score);
  return { format: RECORD_FORMAT, kind: other.kind, scores };
}

export const BEST_SCORES: ProgressRecordKind<BestScoreRecord> = {
  key: bestScoreKey,
  isKey: (key) => key.startsWith(PREFIX),
  validate: (value) => validateBestScores(value),
  merge: mergeBestScores,
};
