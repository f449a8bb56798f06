// The messages between the app and the mirror worker (mirror-worker.ts), which writes the second
// copy through a sync access handle where the browser has no `createWritable` (Safari, WebKit).
// Both sides validate what they receive, as the generator worker's protocol does: a malformed
// message gets a clear error on its own request instead of a file written wrong.

/** The only files the worker writes: the mirror, and damaged copies set aside. */
const MIRROR_NAME = /^gridwise-mirror(\.damaged-[0-9A-Za-z-]{1,40})?\.json$/;
/** Bounds a write (a real mirror is a few kilobytes; the backup reader refuses above 5 MB). */
const MAX_BYTES = 8_000_000;

interface MirrorWriteRequest {
  type: 'write';
  id: number;
  /** The file's name in the Origin Private File System's root. */
  name: string;
  /** The whole new content: the file is truncated to this. */
  bytes: Uint8Array;
}

export type MirrorWorkerResponse =
  | { type: 'written'; id: number }
  /** The worker has no sync access handles (or no file system): the browser cannot do it. */
  | { type: 'unsupported'; id: number; message: string }
  /** The write failed: `name` is the error's (UnknownError, QuotaExceededError …). */
  | { type: 'failed'; id: number; name: string; message: string };

/** A message that does not follow the protocol. */
export class MirrorProtocolError extends Error {
  override name = 'MirrorProtocolError';
}

function record(data: unknown, what: string): Record<string, unknown> {
  if (typeof data !== 'object' || data === null)
    throw new MirrorProtocolError(`${what} is not an object`);
  return data as Record<string, unknown>;
}

function messageId(o: Record<string, unknown>, what: string): number {
  if (!Number.isSafeInteger(o.id) || (o.id as number) < 0)
    throw new MirrorProtocolError(`${what}.id must be a non-negative integer`);
  return o.id as number;
}

function text(o: Record<string, unknown>, key: string, what: string): string {
  const value = o[key];
  if (typeof value !== 'string' || value.length > 2000)
    throw new MirrorProtocolError(`${what}.${key} must be a string of at most 2000 characters`);
  return value;
}

/** Worker side: what the app asked for. */
export function parseMirrorRequest(data: unknown): MirrorWriteRequest {
  const o = record(data, 'request');
  const id = messageId(o, 'request');
  if (o.type !== 'write') throw new MirrorProtocolError(`request.type "${String(o.type)}" unknown`);
  const name = text(o, 'name', 'request');
  if (!MIRROR_NAME.test(name))
    throw new MirrorProtocolError(`request.name "${name}" is not a mirror file's name`);
  if (!(o.bytes instanceof Uint8Array))
    throw new MirrorProtocolError('request.bytes must be a Uint8Array');
  if (o.bytes.byteLength > MAX_BYTES)
    throw new MirrorProtocolError(`request.bytes is over ${MAX_BYTES} bytes`);
  return { type: 'write', id, name, bytes: o.bytes };
}

/** App side: what the worker answered. */
export function parseMirrorResponse(data: unknown): MirrorWorkerResponse {
  const o = record(data, 'response');
  const id = messageId(o, 'response');
  if (o.type === 'written') return { type: 'written', id };
  if (o.type === 'unsupported')
    return { type: 'unsupported', id, message: text(o, 'message', 'response') };
  if (o.type === 'failed')
    return {
      type: 'failed',
      id,
      name: text(o, 'name', 'response'),
      message: text(o, 'message', 'response'),
    };
  throw new MirrorProtocolError(`response.type "${String(o.type)}" unknown`);
}
