// journey (#25): what the shell does for Link's journey — the map's reading of the progress and
// its way to play a stage, and a stage's board made on the device by the worker from the stage's
// versioned seed (as a daily is: the same board for every player, offline too).

import type { MadePuzzle, PuzzleBase } from '../../games/game-core';
import type { JourneyBook } from '../../games/link/journey/journey-book';
import { journeyStage } from '../../games/link/journey/journey-stages';
import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import type { GameModuleDeps } from '../../play/game-api';
import type { GeneratorClient } from '../puzzles/generator-client';

/** The game screen the stage is made for: it shows the wait and any failure. */
export interface StageScreen {
  showProgress(text: string): void;
  hideProgress(): void;
  toast: { show(message: string): void };
}

/** The game's services for its journey (game-deps.ts): a clear kept, a stage played, the map. */
export function journeyServices(
  book: JourneyBook,
  play: (stage: number) => void,
  showMap: () => void,
): Pick<GameModuleDeps<PuzzleBase>, 'stageCleared' | 'playStage' | 'showJourney'> {
  return {
    stageCleared: (_game, clear) => book.cleared(clear.stage, clear),
    playStage: (_game, n) => play(n),
    showJourney: showMap,
  };
}

/** Makes Link's stage `n` in the worker, then starts it; a failure is told on the screen. */
export function stagePuzzle(
  generator: GeneratorClient | null,
  controller: { screen: StageScreen; start(puzzle: MadePuzzle['puzzle']): void },
  n: number,
): void {
  if (!generator) return;
  const { screen } = controller;
  const start = (made: MadePuzzle) => controller.start(made.puzzle);
  const w = words().link.journey;
  let stage: ReturnType<typeof journeyStage>;
  try {
    stage = journeyStage(n);
  } catch (error) {
    screen.toast.show(w.failed({ why: (error as Error).message }));
    return;
  }
  screen.showProgress(w.making({ n: formatCount(n) }));
  generator.generate({ game: 'link', size: stage.size, level: stage.level }, stage.seed, true).then(
    (made) => {
      screen.hideProgress();
      start(made);
    },
    (error: unknown) => {
      screen.hideProgress();
      screen.toast.show(w.failed({ why: (error as Error).message }));
    },
  );
}
