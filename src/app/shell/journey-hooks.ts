// journey: what the shell does for a game's ladder of stages (the game's port:
// src/play/journey-api.ts) — a cleared stage kept, a stage played, the map shown — and a stage's
// board made on the device by the worker from the stage's versioned seed, as a daily is: the
// same board for every player, offline too.

import type { MadePuzzle, PuzzleBase } from '../../engine/game-core';
import type { GameController, GameModuleDeps } from '../../play/game-api';
import type { GameJourney } from '../../play/journey-api';
import type { GeneratorClient } from '../puzzles/generator-client';
import type { JourneyHost } from '../screens/journey-host';
import type { GameSlots } from './game-slots';
import type { NextGame } from './replace-guard';

/** The game screen the stage is made for: it shows the wait and any failure. */
interface StageScreen {
  showProgress(text: string): void;
  hideProgress(): void;
  toast: { show(message: string): void };
}

/** The shell's parts the journey's routes use, read at the moment of use. */
interface JourneyParts {
  slots: GameSlots;
  starts: {
    free(game: string, start: (controller: GameController) => void, next?: NextGame): void;
  };
  generator(): GeneratorClient | null;
  host(): JourneyHost;
  showMap(): void;
}

/** The shell's journey routes: a stage played, a map shown, and the services games get (a
 *  stage cleared is kept by the finish: game-deps.ts). */
export class JourneyRoutes {
  constructor(private readonly parts: JourneyParts) {}

  private of(game: string): GameJourney | null {
    return this.parts.slots.get(game)?.journey ?? null;
  }

  /** Stage `n` of `game`'s ladder, made by the worker, in the free slot. */
  readonly play = (game: string, n: number): void =>
    this.parts.starts.free(
      game,
      (c) => stagePuzzle(this.parts.generator(), game, this.of(game), c, n),
      stageNext(this.of(game), n),
    );

  /** `game`'s map of stages (a game without a ladder shows nothing new). */
  readonly show = (game: string): void => {
    const journey = this.of(game);
    if (!journey) return;
    this.parts.host().open(game, journey);
    this.parts.showMap();
  };

  /** A game's services for its journey (game-deps.ts): a clear kept, a stage played, the map. */
  services(): Pick<GameModuleDeps<PuzzleBase>, 'playStage' | 'showJourney'> {
    return {
      playStage: this.play,
      showJourney: this.show,
    };
  }
}

/** Stage `n` as the question before it replaces a game in progress names it. */
function stageNext(journey: GameJourney | null, n: number): NextGame {
  try {
    return journey?.stage(n) ?? {};
  } catch {
    return {}; // No such stage: stagePuzzle says so.
  }
}

/** Makes stage `n` of `game`'s ladder in the worker, then starts it; a failure is told. */
function stagePuzzle(
  generator: GeneratorClient | null,
  game: string,
  journey: GameJourney | null | undefined,
  controller: { screen: StageScreen; start(puzzle: MadePuzzle['puzzle']): void },
  n: number,
): void {
  if (!generator || !journey) return;
  const { screen } = controller;
  let spec: ReturnType<GameJourney['stage']>;
  try {
    spec = journey.stage(n);
  } catch (error) {
    screen.toast.show(journey.failed((error as Error).message));
    return;
  }
  const { seed, ...wanted } = spec;
  screen.showProgress(journey.making(n));
  generator.generate({ game, ...wanted }, seed, true).then(
    (made) => {
      screen.hideProgress();
      controller.start(made.puzzle);
    },
    (error: unknown) => {
      screen.hideProgress();
      screen.toast.show(journey.failed((error as Error).message));
    },
  );
}
