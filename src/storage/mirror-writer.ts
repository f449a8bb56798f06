// How the second copy is written in this browser. Chromium and Firefox write a file from the
// page with `createWritable`; Safari and WebKit have no `createWritable` and write only through a
// sync access handle, which exists in dedicated workers alone: there a small worker
// (mirror-worker.ts) does the write. It is made on the first write that needs it, never at start,
// and is its own chunk (precached with the rest by the service worker's glob).

import {
  MirrorProtocolError,
  type MirrorWorkerResponse,
  parseMirrorResponse,
} from './mirror-protocol';

export type MirrorMethod = 'writable' | 'sync-handle';

/** The browser has no way to write the file (found out by the worker: no sync access handle). */
export class MirrorUnsupportedError extends Error {
  override name = 'MirrorUnsupportedError';
}

export interface MirrorWriter {
  readonly method: MirrorMethod;
  /** Replaces the whole of file `name` in `dir` by `bytes`. */
  write(dir: FileSystemDirectoryHandle, name: string, bytes: Uint8Array): Promise<void>;
}

/** The part of a Worker the writer uses (a test runs the worker's code on its own thread). */
export interface MirrorWorkerLike {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}

/** What the browser offers, read once (tests pass an in-memory file system instead). */
export interface MirrorEnvironment {
  /** The Origin Private File System's root, or null where there is none. */
  getDirectory: (() => Promise<FileSystemDirectoryHandle>) | null;
  /** True when file handles can `createWritable` on this thread. */
  hasWritable: boolean;
  /** Makes the worker, or null where the browser has no module workers. */
  makeWorker: (() => MirrorWorkerLike) | null;
}

function moduleWorker(): MirrorWorkerLike {
  return new Worker(new URL('./mirror-worker.ts', import.meta.url), {
    type: 'module',
    name: 'gridwise-mirror',
  });
}

/** This browser's environment. */
export function browserEnvironment(): MirrorEnvironment {
  const storage = globalThis.navigator?.storage as StorageManager | undefined;
  return {
    getDirectory: typeof storage?.getDirectory === 'function' ? () => storage.getDirectory() : null,
    hasWritable:
      typeof FileSystemFileHandle !== 'undefined' &&
      'createWritable' in FileSystemFileHandle.prototype,
    makeWorker: typeof Worker === 'function' ? moduleWorker : null,
  };
}

/** `createWritable` where the browser has it, else the worker; null when neither can be tried. */
export function chooseWriter(env: MirrorEnvironment, timeoutMs = 10_000): MirrorWriter | null {
  if (!env.getDirectory) return null;
  if (env.hasWritable) return writableWriter;
  if (env.makeWorker) return new SyncHandleWriter(env.makeWorker, timeoutMs);
  return null;
}

const writableWriter: MirrorWriter = {
  method: 'writable',
  async write(dir, name, bytes) {
    const file = await dir.getFileHandle(name, { create: true });
    const out = await file.createWritable();
    try {
      await out.write(bytes as Uint8Array<ArrayBuffer>);
      await out.close();
    } catch (error) {
      await out.abort().catch(() => {});
      throw error;
    }
  },
};

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** Writes through the mirror worker; one worker for the page, made on the first write. */
class SyncHandleWriter implements MirrorWriter {
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
