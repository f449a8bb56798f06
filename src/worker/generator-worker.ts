// The generator worker: makes puzzles off the main thread so that the board never freezes,
// whatever the level costs. One request at a time; the client queues and prioritises.

/// <reference lib="webworker" />
import { generateSudoku } from '../games/sudoku/core/generator';
import { type GeneratorResponse, parseRequest } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data as { id?: unknown } | null;
  const id = typeof data?.id === 'number' ? data.id : -1;
  let response: GeneratorResponse;
  try {
    const request = parseRequest(event.data);
    const started = performance.now();
    const made = generateSudoku({ size: request.size, level: request.level, seed: request.seed });
    response = {
      type: 'generated',
      id: request.id,
      puzzle: {
        size: made.size,
        // The level the grader gave it: the requested one unless the attempts ran out.
        level: made.level,
        seed: made.seed,
        puzzle: made.puzzle,
        solution: made.solution,
      },
      ms: performance.now() - started,
    };
  } catch (error) {
    response = {
      type: 'failed',
      id,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  scope.postMessage(response);
};
