// journey: a player's progress on the ladder as the app reads it — each cleared stage's
// best (stars, score, combo, time) — and what follows from it: which stages are open (every
// cleared one and the next), the stage to play next, the stars won. Pure.

import { JOURNEY_STAGES } from './journey-stages';

export interface StageBest {
  stars: 1 | 2 | 3;
  score: number;
  bestCombo: number;
  ms: number;
}

/** Stage number → its best clear. */
export type JourneyProgress = Readonly<Record<number, StageBest>>;

/** The highest stage open to play: one past the highest cleared (stage 1 at the start). */
export function highestOpen(progress: JourneyProgress): number {
  let cleared = 0;
  for (const key of Object.keys(progress)) cleared = Math.max(cleared, Number(key));
  return Math.min(JOURNEY_STAGES, cleared + 1);
}

/** The stage the journey continues with: the first open one not yet cleared, else the last. */
export function currentStage(progress: JourneyProgress): number {
  const top = highestOpen(progress);
  for (let n = 1; n <= top; n++) if (!progress[n]) return n;
  return top;
}

export function starsWon(progress: JourneyProgress): number {
  return Object.values(progress).reduce((n, best) => n + best.stars, 0);
}

/** `best` folded into `was`: most stars, best score, longest combo, fastest time. */
export function betterOf(was: StageBest | undefined, best: StageBest): StageBest {
  if (!was) return best;
  return {
    stars: Math.max(was.stars, best.stars) as StageBest['stars'],
    score: Math.max(was.score, best.score),
    bestCombo: Math.max(was.bestCombo, best.bestCombo),
    ms: Math.min(was.ms, best.ms),
  };
}
