// journey (#25): what state() reports of Link's ladder, read from the progress the app holds.

import {
  currentStage,
  highestOpen,
  type JourneyProgress,
} from '../../games/link/journey/journey-progress';
import type { JourneyReport } from './app-snapshot';

export function journeyReport(progress: JourneyProgress): JourneyReport {
  const stars: Record<number, number> = {};
  const scores: Record<number, number> = {};
  for (const [n, best] of Object.entries(progress)) {
    stars[Number(n)] = best.stars;
    scores[Number(n)] = best.score;
  }
  return { current: currentStage(progress), open: highestOpen(progress), stars, scores };
}
