// What the worker answers to one request (pure: the worker's message loop, and the tests'
// same-thread worker, both call it).

import type { CoreTable } from '../engine/game-core';
import { parsePastedCode, parseShareRoute, sharedStart } from '../engine/share-links';
import { MAKERS } from './makers';
import type { GeneratorResponse, WorkerRequest } from './protocol';

export function answer(
  request: WorkerRequest,
  cores: CoreTable,
  /** Nightmare: sends a long making's progress before its answer. */
  post: (progress: GeneratorResponse) => void = () => {},
): GeneratorResponse {
  const started = performance.now();
  if (request.type === 'open-shared') {
    const read = request.pasted
      ? parsePastedCode(request.text, cores)
      : parseShareRoute(request.text, cores);
    const start = sharedStart(read, cores);
    if (!start.ok) {
      const { message, problem } = start;
      return { type: 'refused', id: request.id, message, problem };
    }
    const made = { game: start.game, puzzle: start.puzzle };
    return { type: 'generated', id: request.id, made, ms: performance.now() - started };
  }
  const maker = MAKERS.find((m) => m.core.id === request.game);
  if (!maker) throw new Error(`no maker for ${request.game}`);
  if (request.type === 'practice') {
    if (!maker.practice) throw new Error(`${request.game} has no school`);
    const position = maker.practice(request.technique, request.seed);
    const ms = performance.now() - started;
    return { type: 'practised', id: request.id, game: request.game, position, ms };
  }
  const puzzle = maker.make(request, request.seed, (p) =>
    post({ type: 'progress', id: request.id, tries: p.tries, elapsedMs: p.elapsedMs }),
  );
  return {
    type: 'generated',
    id: request.id,
    made: { game: request.game, puzzle },
    ms: performance.now() - started,
  };
}
