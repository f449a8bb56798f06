// Today's puzzle of a game: the same for every player on this date, made on the device by the
// worker from the date's versioned seed (src/games/daily.ts), so the board never freezes while
// it is made and it works offline.

import { dailyKey } from '../../games/daily';
import type { MadePuzzle } from '../../games/game-core';
import type { GameEntry } from '../../play/game-entry';
import type { GeneratorClient } from '../generator-client';

export interface DailyHooks {
  progress(text: string): void;
  done(): void;
  failed(message: string): void;
  start(made: MadePuzzle): void;
}

export function dailyPuzzle(entry: GameEntry, generator: GeneratorClient, hooks: DailyHooks): void {
  let spec: ReturnType<GameEntry['daily']>;
  try {
    spec = entry.daily(dailyKey(new Date()));
  } catch (error) {
    hooks.failed(`Today's puzzle could not be made: ${(error as Error).message}`);
    return;
  }
  const { seed, ...wanted } = spec;
  hooks.progress("Making today's puzzle…");
  generator.generate(wanted, seed, true).then(
    (made) => {
      hooks.done();
      hooks.start(made);
    },
    (error: unknown) => {
      hooks.done();
      hooks.failed(`Today's puzzle could not be made: ${(error as Error).message}`);
    },
  );
}
