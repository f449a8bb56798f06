// What the mirror worker does with one message (pure over the directory it is given: the worker
// passes the browser's, the tests an in-memory stand-in). It opens the file with a sync access
// handle, the one way Safari and WebKit write to the Origin Private File System, truncates it,
// writes the bytes, flushes and closes. Every failure is answered, never thrown.

import { type MirrorWorkerResponse, parseMirrorRequest } from './mirror-protocol';

/** The directory's root, or null where this worker has no file system. */
type RootDirectory = () => Promise<FileSystemDirectoryHandle> | null;

export async function answerMirrorRequest(
  data: unknown,
  root: RootDirectory,
): Promise<MirrorWorkerResponse> {
  const raw = data as { id?: unknown } | null;
  let id = typeof raw?.id === 'number' ? raw.id : -1;
  try {
    const request = parseMirrorRequest(data);
    id = request.id;
    const dir = root();
    if (!dir) return { type: 'unsupported', id, message: 'no navigator.storage.getDirectory' };
    const file = await (await dir).getFileHandle(request.name, { create: true });
    if (typeof file.createSyncAccessHandle !== 'function')
      return { type: 'unsupported', id, message: 'no createSyncAccessHandle' };
    const access = await file.createSyncAccessHandle();
    try {
      access.truncate(0);
      const wrote = access.write(request.bytes, { at: 0 });
      if (wrote !== request.bytes.byteLength)
        throw new Error(`wrote ${wrote} of ${request.bytes.byteLength} bytes`);
      access.flush();
    } finally {
      access.close();
    }
    return { type: 'written', id };
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : 'Error';
    const message = error instanceof Error ? error.message : String(error);
    return { type: 'failed', id, name, message };
  }
}
