// A game's journey progress as stored: one record per game, stage number → the best
// clear of it (stars, score, longest combo, fastest time), kept in the settings store under
// `journey:<game id>` beside the daily progress (daily-progress-record.ts), in backups and the
// mirror with the other records. Validated on every read; a damaged stage refuses the record
// whole (set aside, never half-read). Storage knows no game's ladder: a stage is any whole
// number from 1, and the era (the version of the ladder's seeds) is carried for the app to read.
// The record also keeps the power-ups a player holds (name → count, the names the game's), which
// belong to no stage: a merge keeps the larger of each count, whatever the eras.

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
  /** Power-ups held, name → count (absent in records from before power-ups: none held). */
  powerUps?: Record<string, number>;
}

const PREFIX = 'journey:';
/** A stage's key: its number, written plainly (no sign, no leading zero), below 10 000. */
const STAGE_KEY = /^[1-9]\d{0,3}$/;
/** A power-up's name, and the most of one a record may claim (the game keeps its own cap). */
const POWER_UP_NAME = /^[a-z]{1,16}$/;
const POWER_UP_MOST = 999;

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

function validatePowerUps(value: unknown, what: string): Record<string, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RecordError(`${what} should be an object of counts`);
  const counts: Record<string, number> = {};
  for (const [name, n] of Object.entries(value as Record<string, unknown>)) {
    if (!POWER_UP_NAME.test(name)) throw new RecordError(`${what} has "${name}", not a power-up`);
    if (!wholeAtLeast(n, 0) || n > POWER_UP_MOST)
      throw new RecordError(
        `${what}.${name} should be a whole number from 0 to ${POWER_UP_MOST}, got ${String(n)}`,
      );
    counts[name] = n;
  }
  return counts;
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
  const record: JourneyProgressRecord = { format: RECORD_FORMAT, kind, era: o.era, stages };
  if (o.powerUps !== undefined) record.powerUps = validatePowerUps(o.powerUps, `${what}.powerUps`);
  return record;
}

/** The larger of each count of two (either may be absent: none held). */
function mergePowerUps(
  a: Record<string, number> | undefined,
  b: Record<string, number> | undefined,
): Record<string, number> | undefined {
  if (!a && !b) return undefined;
  const counts: Record<string, number> = { ...a };
  for (const [name, n] of Object.entries(b ?? {})) counts[name] = Math.max(counts[name] ?? 0, n);
  return counts;
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
  // Power-ups belong to no ladder: the larger of each count is kept across eras too.
  const powerUps = mergePowerUps(here?.powerUps, other.powerUps);
  const held = powerUps ? { powerUps } : {};
  if (here && here.era > other.era) return { ...here, stages: { ...here.stages }, ...held };
  const base = here && here.era === other.era ? here.stages : {};
  const stages: Record<string, JourneyStageResult> = { ...base };
  for (const [key, stage] of Object.entries(other.stages))
    stages[key] = mergeJourneyStage(stages[key], stage);
  return { format: RECORD_FORMAT, kind: other.kind, era: other.era, stages, ...held };
}

/**
 * The power-ups held set to `powerUps` (an earning or a spending: the one write that may lower
 * a count), the stages kept as they are; a record made when none is stored yet.
 */
export function withPowerUps(
  here: JourneyProgressRecord | null,
  kind: string,
  era: number,
  powerUps: Record<string, number>,
): JourneyProgressRecord {
  const base = here ?? { format: RECORD_FORMAT, kind, era, stages: {} };
  return { ...base, stages: { ...base.stages }, powerUps: { ...powerUps } };
}

/** The journey progress as the shared progress reads and writes know it (keyed-progress-store.ts). */
export const JOURNEY_PROGRESS: ProgressRecordKind<JourneyProgressRecord> = {
  key: journeyProgressKey,
  isKey: (key) => kindOfJourneyProgressKey(key) !== null,
  validate: (value) => validateJourneyProgress(value),
  merge: mergeJourneyProgress,
};
