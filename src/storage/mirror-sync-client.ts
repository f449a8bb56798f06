// The page's side of the mirror worker (mirror-worker.ts): one worker for the page, made on the
// first write; each write a message with an id, answered (and validated) or timed out.

import {
  MirrorProtocolError,
  type MirrorWorkerResponse,
  parseMirrorResponse,
} from './mirror-protocol';
import { MirrorUnsupportedError, type MirrorWorkerLike, type MirrorWriter } from './mirror-writer';

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** Writes through the mirror worker; one worker for the page, made on the first write. */
export class SyncHandleWriter implements MirrorWriter {
  readonly method = 'sync-handle' as const;
  private worker: MirrorWorkerLike | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();

  constructor(
    private readonly makeWorker: () => MirrorWorkerLike,
    private readonly timeoutMs: number,
  ) {}

  write(_dir: FileSystemDirectoryHandle, name: string, bytes: Uint8Array): Promise<void> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      // A worker that never answers must not hold every later write behind it.
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(named('TimeoutError', `the mirror worker did not answer in ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      worker.postMessage({ type: 'write', id, name, bytes });
    });
  }

  private started(): MirrorWorkerLike {
    if (this.worker) return this.worker;
    const worker = this.makeWorker();
    worker.onmessage = (event) => this.answered(event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      // The worker could not load or crashed: every write waiting fails, and the next one
      // starts a new worker.
      this.worker = null;
      worker.terminate();
      this.failAll(named('WorkerError', event.message || 'the mirror worker failed'));
    };
    this.worker = worker;
    return worker;
  }

  private answered(data: unknown): void {
    let response: MirrorWorkerResponse;
    try {
      response = parseMirrorResponse(data);
    } catch (error) {
      // An answer we cannot trust fails whatever it may have been about.
      this.failAll(error instanceof Error ? error : new MirrorProtocolError(String(error)));
      return;
    }
    const waiting = this.waiting.get(response.id);
    if (!waiting) return; // timed out already
    this.waiting.delete(response.id);
    clearTimeout(waiting.timer);
    if (response.type === 'written') waiting.resolve();
    else if (response.type === 'unsupported')
      waiting.reject(new MirrorUnsupportedError(response.message));
    else waiting.reject(named(response.name, response.message));
  }

  private failAll(error: Error): void {
    for (const waiting of this.waiting.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    this.waiting.clear();
  }
}

/** An error carrying the name the browser gave (UnknownError, QuotaExceededError …). */
function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
