// The puzzle pool and its worker, loaded after the lobby is up: the game cores they need to check
// every puzzle are not part of the first screen's code.

import type { GridwiseStorage } from '../../storage/storage';
import { CORES } from '../game-registry';
import { freshId } from '../platform/fresh-id';
import { aheadSeedsFromAddress } from './ahead-seeds';
import { aheadWorker, GeneratorClient } from './generator-client';
import { type AheadLane, PuzzlePool } from './puzzle-pool';

export interface PoolParts {
  pool: PuzzlePool;
  generator: GeneratorClient;
}

/** Makes the pool, loads what is on disk and starts topping it up in the background. */
export function startPool(storage: GridwiseStorage, report: (message: string) => void): PoolParts {
  const generator = new GeneratorClient(CORES);
  // Nightmare: levels that take long to make get a worker of their own, started only
  // when the first such puzzle is wanted.
  let aheadClient: GeneratorClient | null = null;
  const { seeds, problem } = aheadSeedsFromAddress(location.search, freshId);
  if (problem) report(problem);
  const ahead: AheadLane = {
    client: () => {
      aheadClient ??= new GeneratorClient(CORES, { makeWorker: aheadWorker });
      return aheadClient;
    },
    isAhead: (spec) => CORES.get(spec.game)?.madeAhead?.(spec.size, spec.level) === true,
    seed: () => seeds.next(),
  };
  // `?ahead=off`: the e2e tests' fresh profiles, by the hundred, make none (test/e2e/harness.ts
  // appUrl); the levels made ahead are then simply never ready on that page. `?fill=off`, for
  // the same profiles: no top-up in the background either (a fresh profile's first fill is
  // 54 puzzles, 2.4 s of CPU, and on a 2-core machine it slowed the test beside it); a New
  // game is made when asked, as on a first visit. The pool's own tests turn both back on.
  const params = new URLSearchParams(location.search);
  const pool = new PuzzlePool(storage, generator, CORES, CORES.allSpecs(), freshId, report, ahead);
  if (params.get('ahead') === 'off') pool.holdAhead();
  if (params.get('fill') === 'off') pool.holdFill();
  pool
    .load()
    .catch((e: unknown) => report(`stored puzzles could not be read: ${(e as Error).message ?? e}`))
    .then(() => pool.scheduleFill());
  return { pool, generator };
}
