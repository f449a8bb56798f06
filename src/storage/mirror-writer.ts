// How the second copy is written in this browser. Chromium and Firefox write a file from the
// page with `createWritable`; Safari and WebKit have no `createWritable` and write only through a
// sync access handle, which exists in dedicated workers alone: there a small worker
// (mirror-worker.ts) does the write. It is made on the first write that needs it, never at start,
// and is its own chunk (precached with the rest by the service worker's glob).

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
  if (env.makeWorker) return new LazySyncHandleWriter(env.makeWorker, timeoutMs);
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

/**
 * The sync-handle writer's code (its client and the protocol) loads with its first write: the
 * first screen carries only this stub, and browsers with createWritable never load it.
 */
class LazySyncHandleWriter implements MirrorWriter {
  readonly method = 'sync-handle' as const;
  private loaded: Promise<MirrorWriter> | null = null;

  constructor(
    private readonly makeWorker: () => MirrorWorkerLike,
    private readonly timeoutMs: number,
  ) {}

  async write(dir: FileSystemDirectoryHandle, name: string, bytes: Uint8Array): Promise<void> {
    this.loaded ??= import('./mirror-sync-client').then(
      (m) => new m.SyncHandleWriter(this.makeWorker, this.timeoutMs),
    );
    return (await this.loaded).write(dir, name, bytes);
  }
}
