// The sound a matched pair makes: a power-up earned chimes; in a combo, a bell that climbs with
// each step (src/ui/feedback.ts); else the pair's pop.

import type { FeedbackCue } from '../../../play/game-api';

export function matchCue(
  earnedPowerUp: boolean,
  combo: number,
): { cue: FeedbackCue; cueStep?: number } {
  if (earnedPowerUp) return { cue: 'power-up' };
  return combo >= 2 ? { cue: 'combo', cueStep: combo } : { cue: 'match' };
}
