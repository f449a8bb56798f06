// Link's journey: a numbered ladder of stages, the same for every player. A stage's
// board is made on the device from a versioned seed, exactly as a daily is (src/engine/daily.ts):
// the era pins the generator version and the ladder's shape, so stage 7 stays stage 7 after an
// update that changes how boards are dealt (that update starts a new era instead).
//
// The ladder, as classic 连连看 builds it: the board grows (small, then medium, then large) and
// the gravity changes every stage, in the order a player meets the levels in free play; within a
// size the countdown tightens, so the later stages of a size ask for quicker eyes. Every board
// is clearable by construction (generator.ts deals it from a clearing sequence); the unit test
// replays the first 100 with the solver under their gravity.
//
// Pure: no DOM, no storage. The app, the worker, the bench and the tests read stages from here.

import { InvalidInputError } from '../../../engine/game';
import type { LinkGravity } from './gravity';
import {
  JOURNEY_ERA,
  JOURNEY_ERAS,
  JOURNEY_STAGES,
  journeySeed as journeySeedOf,
} from './journey-seed';
import { LINK_LEVELS, type LinkLevelId, linkLevel } from './levels';
import { LINK_SIZES, type LinkSizeName } from './sizes';

export {
  JOURNEY_ERA,
  JOURNEY_ERAS,
  JOURNEY_STAGES,
  journeySeed,
  stageOfSeed,
} from './journey-seed';

/** The stages of each size: 1–10 small, 11–30 medium, the rest large. */
const SIZE_BANDS: readonly { last: number; size: LinkSizeName }[] = [
  { last: 10, size: 'small' },
  { last: 30, size: 'medium' },
  { last: JOURNEY_STAGES, size: 'large' },
];

/** Seconds on the clock at the start of a stage of each size, before the tightening. */
const START_SECONDS: Readonly<Record<LinkSizeName, number>> = {
  small: 80,
  medium: 170,
  large: 290,
};
/** Seconds a match adds back (the classic countdown bar's refill). */
const MATCH_BONUS_SECONDS = 2;
/** The countdown shrinks by this share for each stage already passed within a size … */
const TIGHTEN_PER_STAGE = 0.012;
/** … down to this share of the size's start. */
const TIGHTEST = 0.6;

export interface JourneyStage {
  readonly stage: number;
  readonly era: number;
  readonly size: LinkSizeName;
  readonly level: LinkLevelId;
  readonly gravity: LinkGravity;
  /** The seed the worker makes the board from (journeySeed). */
  readonly seed: string;
  /** Pairs on the board: the matches that clear it. */
  readonly pairs: number;
  /** The countdown at the start, and what each match adds back, in ms. */
  readonly startMs: number;
  readonly bonusMs: number;
}

function bandOf(stage: number): { first: number; size: LinkSizeName } {
  let first = 1;
  for (const band of SIZE_BANDS) {
    if (stage <= band.last) return { first, size: band.size };
    first = band.last + 1;
  }
  return { first, size: 'large' };
}

/** Throws InvalidInputError unless `stage` is a stage of the map (1–JOURNEY_STAGES). */
export function checkStage(stage: unknown, what = 'stage'): number {
  if (typeof stage !== 'number' || !Number.isInteger(stage) || stage < 1 || stage > JOURNEY_STAGES)
    throw new InvalidInputError(
      `${what} ${String(stage)} is not a stage: the journey has stages 1–${JOURNEY_STAGES}`,
    );
  return stage;
}

/** Stage `n` of the ladder (era 1, made with Link generator version 1). */
export function journeyStage(stage: number, era = JOURNEY_ERA): JourneyStage {
  checkStage(stage);
  if (!JOURNEY_ERAS.some((e) => e.era === era))
    throw new InvalidInputError(`journey era ${era} is not known`);
  const { first, size } = bandOf(stage);
  const level = (LINK_LEVELS[(stage - 1) % LINK_LEVELS.length] ?? LINK_LEVELS[0])?.id ?? 'classic';
  const { rows, cols } = LINK_SIZES[size];
  const share = Math.max(TIGHTEST, 1 - TIGHTEN_PER_STAGE * (stage - first));
  return {
    stage,
    era,
    size,
    level,
    gravity: linkLevel(level).gravity,
    seed: journeySeedOf(stage, era),
    pairs: (rows * cols) / 2,
    startMs: Math.round(START_SECONDS[size] * share) * 1000,
    bonusMs: MATCH_BONUS_SECONDS * 1000,
  };
}
