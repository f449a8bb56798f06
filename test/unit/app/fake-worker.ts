// A generator worker on the test's own thread, for the client and pool tests.

import type { WorkerLike } from '../../../src/app/puzzles/generator-client';
import { CoreTable } from '../../../src/engine/game-core';
import { answer } from '../../../src/worker/answer';
import { MAKERS } from '../../../src/worker/makers';
import { parseRequest } from '../../../src/worker/protocol';

export const CORES = new CoreTable(MAKERS.map((m) => m.core));

export type Behaviour = 'make' | 'garbage' | 'crash' | 'hang' | 'wrong-id';

/** A worker on the same thread: answers on a later task, as a real one would. */
export class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  readonly seen: string[] = [];

  constructor(private readonly behaviour: () => Behaviour) {}

  postMessage(message: unknown): void {
    const request = parseRequest(message, CORES);
    this.seen.push(
      request.type === 'generate'
        ? `${request.game}:${request.size}:${request.level}`
        : request.type === 'practice'
          ? `practice:${request.game}:${request.technique}`
          : `open-shared:${request.text.slice(0, 20)}`,
    );
    const behaviour = this.behaviour();
    setTimeout(() => {
      if (this.terminated) return;
      if (behaviour === 'hang') return;
      if (behaviour === 'crash') {
        this.onerror?.({ message: 'out of memory', preventDefault() {} } as ErrorEvent);
        return;
      }
      if (behaviour === 'garbage') {
        this.onmessage?.({ data: { type: 'generated', id: request.id, made: 7 } } as MessageEvent);
        return;
      }
      // The worker's own answer (the real code, on this thread).
      // A long making's progress reports go out first, as the worker posts them (#26).
      const response = answer(request, CORES, (progress) =>
        this.onmessage?.({ data: progress } as MessageEvent),
      );
      const id = behaviour === 'wrong-id' ? request.id + 100 : request.id;
      this.onmessage?.({ data: { ...response, id } } as MessageEvent);
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}
