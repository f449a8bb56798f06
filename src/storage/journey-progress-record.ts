// A game's journey progress as stored: one record per game, stage number → the best
// clear of it (stars, score, longest combo, fastest time), kept in the settings store under
// `journey:<game id>` beside the daily progress (daily-progress-record.ts), in backups and the
// mirror with the other records. Validated on every read; a damaged stage refuses the record
// whole (set aside, never half-read). Storage knows no game's ladder: a stage is any whole
// number from 1, and the era (the version of the ladder's seeds) is carried for the app to read.

import type { ProgressRecordKind } from './keyed-progress-store';
import { progressFields } from './progress-header';
import { RECORD_FORMAT, RecordError } from './records';

/** The best clear of one stage: each field the best of every clear (not one clear's). */
export interface JourneyStageResult {
  stars: 1 | 2 | 3;
  score: number;
  bestCombo: number;
  /** The clear's elapsed time, ms. */
  ms: number;
}

export interface JourneyProgressRecord {
  format: number;
  kind: string;
  /** The ladder's era the stages were played in (journey-stages.ts JOURNEY_ERA). */
  era: number;
  stages: Record<string, JourneyStageResult>;
}

const PREFIX = 'journey:';
/** A stage's key: its number, written plainly (no sign, no leading zero), below 10 000. */
const STAGE_KEY = /^[1-9]\d{0,3}$/;

/** The settings-store key of a game's journey progress. */
export function journeyProgressKey(kind: string): string {
  return `${PREFIX}${kind}`;
}

/** The game id of a journey-progress key, or null for any other key of the store. */
function kindOfJourneyProgressKey(key: string): string | null {
  return key.startsWith(PREFIX) ? key.slice(PREFIX.length) : null;
}

const wholeAtLeast = (value: unknown, least: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= least;

function validateStage(value: unknown, what: string): JourneyStageResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RecordError(`${what} should be { stars, score, bestCombo, ms }`);
  const o = value as Record<string, unknown>;
  if (o.stars !== 1 && o.stars !== 2 && o.stars !== 3)
    throw new RecordError(`${what}.stars should be 1, 2 or 3, got ${String(o.stars)}`);
  if (!wholeAtLeast(o.score, 0))
    throw new RecordError(`${what}.score should be a whole number ≥ 0, got ${String(o.score)}`);
  if (!wholeAtLeast(o.bestCombo, 1))
    throw new RecordError(
      `${what}.bestCombo should be a whole number ≥ 1, got ${String(o.bestCombo)}`,
    );
  if (typeof o.ms !== 'number' || !Number.isFinite(o.ms) || o.ms < 0)
    throw new RecordError(`${what}.ms should be a time in ms, got ${String(o.ms)}`);
  return { stars: o.stars, score: o.score, bestCombo: o.bestCombo, ms: o.ms };
}

export function validateJourneyProgress(
  value: unknown,
  what = 'journey progress',
): JourneyProgressRecord {
  const { fields: o, kind } = progressFields(value, what);
  if (!wholeAtLeast(o.era, 1))
    throw new RecordError(`${what}.era should be a whole number ≥ 1, got ${String(o.era)}`);
  const raw = o.stages;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new RecordError(`${what}.stages should be an object`);
  const stages: Record<string, JourneyStageResult> = {};
  for (const [key, stage] of Object.entries(raw as Record<string, unknown>)) {
    if (!STAGE_KEY.test(key)) throw new RecordError(`${what}.stages has "${key}", not a stage`);
    stages[key] = validateStage(stage, `${what}.stages["${key}"]`);
  }
  return { format: RECORD_FORMAT, kind, era: o.era, stages };
}

/** A stage's best with another clear folded in: most stars, best score, longest combo, fastest. */
function mergeJourneyStage(
  old: JourneyStageResult | undefined,
  next: JourneyStageResult,
): JourneyStageResult {
  if (!old) return { ...next };
  return {
    stars: Math.max(old.stars, next.stars) as 1 | 2 | 3,
    score: Math.max(old.score, next.score),
    bestCombo: Math.max(old.bestCombo, next.bestCombo),
    ms: Math.min(old.ms, next.ms),
  };
}

/**
 * Two progress records of a game made one (a clear, an import): the stages of both kept, each
 * stage merged. Records of two eras are two different ladders (stage 7 is another board), so
 * they are not mixed: the newer era's record is kept whole, an older era's never overwrites it.
 */
export function mergeJourneyProgress(
  here: JourneyProgressRecord | null,
  other: JourneyProgressRecord,
): JourneyProgressRecord {
  if (here && here.era > other.era) return { ...here, stages: { ...here.stages } };
  const base = here && here.era === other.era ? here.stages : {};
  const stages: Record<string, JourneyStageResult> = { ...base };
  for (const [key, stage] of Object.entries(other.stages))
    stages[key] = mergeJourneyStage(stages[key], stage);
  return { format: RECORD_FORMAT, kind: other.kind, era: other.era, stages };
}

/** The journey progress as the shared progress reads and writes know it (keyed-progress-store.ts). */
export const JOURNEY_PROGRESS: ProgressRecordKind<JourneyProgressRecord> = {
  key: journeyProgressKey,
  isKey: (key) => kindOfJourneyProgressKey(key) !== null,
  validate: (value) => validateJourneyProgress(value),
  merge: mergeJourneyProgress,
};
