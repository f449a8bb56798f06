// rateSudoku with a per-puzzle time cap, for the calibration runs on the hardest puzzles: the
// grader is synchronous, so each puzzle is rated in a worker thread that is terminated (and a
// fresh one started) when a rating outlasts the cap. Times are measured inside the worker.

import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { parsePuzzle } from '../src/games/sudoku/core/codec';
import { shapeFor } from '../src/games/sudoku/core/geometry';
import { rateSudoku } from '../src/games/sudoku/core/grader/index';

export interface CappedRating {
  /** null when the cap was hit. */
  readonly score: number | null;
  readonly hardest: string | null;
  /** Time of the rating; the cap when it was hit. */
  readonly ms: number;
}

interface Reply {
  score: number;
  hardest: string | null;
  ms: number;
}

const ROLE = 'capped-rater';

/** A rater that keeps one worker alive between puzzles; call close() at the end. */
export function createCappedRater(capMs: number): {
  rate(puzzle: string): Promise<CappedRating>;
  close(): Promise<void>;
} {
  let worker: Worker | null = null;
  const start = (): Worker => {
    // The worker re-imports this file through tsx, which Node does not carry into workers.
    const tsxApi = import.meta.resolve('tsx/esm/api');
    const self = import.meta.url;
    return new Worker(
      `import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${JSON.stringify(self)}, ${JSON.stringify(self)}));`,
      { eval: true, workerData: { role: ROLE } },
    );
  };
  return {
    rate(puzzle: string): Promise<CappedRating> {
      worker ??= start();
      const w = worker;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          w.removeAllListeners();
          void w.terminate();
          worker = null;
          resolve({ score: null, hardest: null, ms: capMs });
        }, capMs + 2000); // + the first import of the grader in a fresh worker
        w.once('message', (reply: Reply) => {
          clearTimeout(timer);
          w.removeAllListeners('error');
          if (reply.ms > capMs) resolve({ score: null, hardest: null, ms: capMs });
          else resolve(reply);
        });
        w.once('error', (e) => {
          clearTimeout(timer);
          reject(e);
        });
        w.postMessage(puzzle);
      });
    },
    async close(): Promise<void> {
      if (worker) await worker.terminate();
      worker = null;
    },
  };
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === ROLE) {
  const shape = shapeFor(9);
  parentPort?.on('message', (puzzle: string) => {
    const cells = parsePuzzle(puzzle, 9).cells;
    const t0 = performance.now();
    const r = rateSudoku(shape, cells);
    const ms = performance.now() - t0;
    parentPort?.postMessage({
      score: r.score,
      hardest: r.hardest?.name ?? null,
      ms,
    } satisfies Reply);
  });
}
