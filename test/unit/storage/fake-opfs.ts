// An in-memory Origin Private File System standing in for the *browser* in the mirror tests: one
// root directory of files, whose handles offer `createWritable` (Chromium, Firefox) or
// `createSyncAccessHandle` (Safari's and WebKit's dedicated workers) as the test says. The code
// under test (the mirror, its writer, its worker's message handler) runs for real over it.

import { answerMirrorRequest } from '../../../src/storage/mirror-sync-write';
import type { MirrorWorkerLike } from '../../../src/storage/mirror-writer';

export interface Features {
  /** Handles have createWritable. */
  writable: boolean;
  /** Handles have createSyncAccessHandle (a worker of a browser that has them). */
  syncHandle: boolean;
  /** Every write fails with this error name (what WebKit's createWritable gave: UnknownError). */
  failWith?: string;
}

export class FakeOpfs {
  readonly files = new Map<string, Uint8Array>();
  /** How each file was last written: 'writable' or 'sync-handle' (what the test checks). */
  readonly writtenBy = new Map<string, string>();

  text(name: string): string | undefined {
    const bytes = this.files.get(name);
    return bytes && new TextDecoder().decode(bytes);
  }

  put(name: string, text: string): void {
    this.files.set(name, new TextEncoder().encode(text));
  }

  directory(features: Features): FileSystemDirectoryHandle {
    const opfs = this;
    const notFound = (name: string) => new DOMException(`${name} not found`, 'NotFoundError');
    const fail = () => {
      if (features.failWith) throw new DOMException('the write failed (test)', features.failWith);
    };
    const handle = (name: string) => {
      const h: Record<string, unknown> = {
        kind: 'file',
        name,
        async getFile() {
          const bytes = opfs.files.get(name);
          if (!bytes) throw notFound(name);
          const copy = bytes.slice();
          return {
            arrayBuffer: async () => copy.buffer,
            text: async () => new TextDecoder().decode(copy),
          };
        },
      };
      if (features.writable)
        h.createWritable = async () => {
          const parts: Uint8Array[] = [];
          return {
            async write(data: Uint8Array | string) {
              fail();
              parts.push(typeof data === 'string' ? new TextEncoder().encode(data) : data.slice());
            },
            async close() {
              const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
              let at = 0;
              for (const p of parts) {
                all.set(p, at);
                at += p.length;
              }
              opfs.files.set(name, all);
              opfs.writtenBy.set(name, 'writable');
            },
            async abort() {},
          };
        };
      if (features.syncHandle)
        h.createSyncAccessHandle = async () => {
          let bytes = opfs.files.get(name) ?? new Uint8Array();
          let open = true;
          const check = () => {
            if (!open) throw new DOMException('closed', 'InvalidStateError');
          };
          return {
            truncate(size: number) {
              check();
              bytes = bytes.slice(0, size);
            },
            write(data: Uint8Array, options: { at: number }) {
              check();
              fail();
              const next = new Uint8Array(Math.max(bytes.length, options.at + data.length));
              next.set(bytes);
              next.set(data, options.at);
              bytes = next;
              return data.length;
            },
            flush() {
              check();
              opfs.files.set(name, bytes);
              opfs.writtenBy.set(name, 'sync-handle');
            },
            close() {
              open = false;
            },
          };
        };
      return h as unknown as FileSystemFileHandle;
    };
    return {
      kind: 'directory',
      name: '',
      async getFileHandle(name: string, options?: { create?: boolean }) {
        if (!opfs.files.has(name)) {
          if (!options?.create) throw notFound(name);
          opfs.files.set(name, new Uint8Array());
        }
        return handle(name);
      },
      async removeEntry(name: string) {
        if (!opfs.files.delete(name)) throw notFound(name);
      },
    } as unknown as FileSystemDirectoryHandle;
  }
}

/** The mirror worker on the test's own thread: its real message handler over the fake. */
export class FakeMirrorWorker implements MirrorWorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  /** Replaces the answer (a worker that speaks nonsense). */
  answerWith: ((request: unknown) => unknown) | null = null;

  constructor(private readonly root: (() => Promise<FileSystemDirectoryHandle>) | null) {}

  postMessage(message: unknown): void {
    // Crosses a thread: structured clone, and the answer comes on a later task.
    const data = structuredClone(message);
    void (async () => {
      const reply = this.answerWith
        ? this.answerWith(data)
        : await answerMirrorRequest(data, () => this.root?.() ?? null);
      setTimeout(() => {
        if (!this.terminated) this.onmessage?.({ data: structuredClone(reply) } as MessageEvent);
      }, 0);
    })();
  }

  terminate(): void {
    this.terminated = true;
  }
}
