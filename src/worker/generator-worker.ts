// The generator worker: makes puzzles off the main thread so that the board never freezes,
// whatever the level costs. One request at a time; the client queues and prioritises.

/// <reference lib="webworker" />
import { CoreTable } from '../games/game-core';
import { MAKERS } from './makers';
import { type GeneratorResponse, parseRequest } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const cores = new CoreTable(MAKERS.map((m) => m.core));

scope.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data as { id?: unknown } | null;
  const id = typeof data?.id === 'number' ? data.id : -1;
  let response: GeneratorResponse;
  try {
    const request = parseRequest(event.data, cores);
    const maker = MAKERS.find((m) => m.core.id === request.game);
    if (!maker) throw new Error(`no maker for ${request.game}`);
    const started = performance.now();
    const puzzle = maker.make(request, request.seed);
    response = {
      type: 'generated',
      id: request.id,
      made: { game: request.game, puzzle },
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
