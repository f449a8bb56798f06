// The mirror worker: writes the second copy through a sync access handle, which browsers offer
// only in dedicated workers. Loaded on the first mirror write, and only where the main thread has
// no `createWritable` (mirror-writer.ts). One message at a time, each answered.

/// <reference lib="webworker" />
import { answerMirrorRequest } from './mirror-sync-write';

const scope = self as unknown as DedicatedWorkerGlobalScope;

function root(): Promise<FileSystemDirectoryHandle> | null {
  const storage = scope.navigator?.storage as StorageManager | undefined;
  return typeof storage?.getDirectory === 'function' ? storage.getDirectory() : null;
}

let queue: Promise<void> = Promise.resolve();
scope.onmessage = (event: MessageEvent<unknown>) => {
  // Serialised: two handles on one file at once would fail with NoModificationAllowedError.
  queue = queue.then(async () => scope.postMessage(await answerMirrorRequest(event.data, root)));
};
