// journey: the rewards a player sees along the ladder — a level every ten stages (clearing
// stage 10 reaches level 2, stage 20 level 3 …) and a region every twenty (the map's themed
// scenery: bamboo, lotus lake, desert road, snow peaks, starry palace). Pure: the map and the
// cleared card read these, and the tests prove the rule.

import { JOURNEY_STAGES } from './journey-seed';

export const STAGES_PER_LEVEL = 10;
export const STAGES_PER_REGION = 20;
/** The regions in order (their names and scenery are the view's, by index). */
export const REGIONS = Math.ceil(JOURNEY_STAGES / STAGES_PER_REGION);

/** The level stage `n` is played in: stages 1–10 are level 1, 11–20 level 2 … */
export function levelOfStage(n: number): number {
  return Math.floor((Math.max(1, n) - 1) / STAGES_PER_LEVEL) + 1;
}

/**
 * The level a clear of `stage` reaches, or null when it reaches none: every tenth stage opens
 * the next level (stage 10 → 2, 20 → 3 …); the last stage has no level after it.
 */
export function levelReachedBy(stage: number): number | null {
  if (!Number.isInteger(stage) || stage < 1 || stage >= JOURNEY_STAGES) return null;
  return stage % STAGES_PER_LEVEL === 0 ? stage / STAGES_PER_LEVEL + 1 : null;
}

/** The region (0-based) stage `n` lies in. */
export function regionOfStage(n: number): number {
  return Math.min(REGIONS - 1, Math.floor((Math.max(1, n) - 1) / STAGES_PER_REGION));
}

/** The stage whose clear opens locked stage `n` (the one before it). */
export function opensAfter(n: number): number {
  return Math.max(1, n - 1);
}
