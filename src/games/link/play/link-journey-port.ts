// journey: Link's ladder as the shell sees it (src/play/journey-api.ts): a stage's puzzle
// spec from the ladder (core/journey-stages.ts), the progress book, the map screen and the
// report state() gives. Made once per load of the game, with the play chunk.

import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import type { GameJourney, JourneyReport } from '../../../play/journey-api';
import { currentStage, highestOpen, type JourneyProgress } from '../core/journey-progress';
import { JOURNEY_ERA, journeyStage } from '../core/journey-stages';
import { earnedByClear } from '../core/power-ups';
import { linkJourneyBook } from './journey-book';
import { JourneyMap } from './journey-map';

function reportOf(progress: JourneyProgress): JourneyReport {
  const stars: Record<number, number> = {};
  const scores: Record<number, number> = {};
  for (const [n, best] of Object.entries(progress)) {
    stars[Number(n)] = best.stars;
    scores[Number(n)] = best.score;
  }
  return { current: currentStage(progress), open: highestOpen(progress), stars, scores };
}

export function linkJourney(): GameJourney {
  const book = linkJourneyBook;
  return {
    stage: (n) => {
      const { size, level, seed } = journeyStage(n);
      return { size, level, seed };
    },
    making: (n) => words().link.journey.making({ n: formatCount(n) }),
    failed: (why) => words().link.journey.failed({ why }),
    open: (storage) => book.open(storage),
    cleared: ({ stage, ...best }) => {
      // A stage's first three stars earn a bomb (core/power-ups.ts).
      book.earn(earnedByClear(best.stars, book.read()[stage]?.stars ?? 0));
      return { stage, result: book.cleared(stage, best), era: JOURNEY_ERA };
    },
    report: () => reportOf(book.read()),
    map: (intents, invalidate) =>
      new JourneyMap({ ...intents, progress: () => book.read() }, invalidate),
  };
}
