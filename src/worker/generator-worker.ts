// The generator worker: makes puzzles, and reads shared links, off the main thread so that the
// board never freezes, whatever a level or a code costs. One request at a time; the client
// queues and prioritises.

/// <reference lib="webworker" />
import { answer } from './answer';
import { MAKER_CORES } from './makers';
import { type GeneratorResponse, parseRequest } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const cores = MAKER_CORES;

scope.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data as { id?: unknown } | null;
  const id = typeof data?.id === 'number' ? data.id : -1;
  let response: GeneratorResponse;
  try {
    response = answer(parseRequest(event.data, cores), cores, (p) => scope.postMessage(p));
  } catch (error) {
    response = {
      type: 'failed',
      id,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  scope.postMessage(response);
};
