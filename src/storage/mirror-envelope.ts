// The second copy's file, sealed: the backup text (exactly as serialised) travels inside an
// envelope beside the SHA-256 of its UTF-8 bytes. A copy edited on disk so that it still parses
// (one best time changed) no longer matches its checksum, and is never taken for genuine.
//
// Mirrors written before the envelope existed are plain backup texts with no checksum. They
// are read as *unverified* (restored once if the store was wiped: they are what the previous
// release wrote, and refusing them would lose a real player's data) and replaced by a sealed
// copy on the session's first mirror write.

import { type BackupRead, readBackup } from './backup';

const ENVELOPE_APP = 'gridwise-mirror';
const ENVELOPE_VERSION = 1;

/** What the file on disk turned out to be. */
export type MirrorOpen =
  /** Checksum matched (or a legacy copy with none): its backup, read as a file would be. */
  | { kind: 'sealed' | 'unverified'; read: BackupRead }
  /** Not to be trusted: bad checksum, or it does not parse. `detail` is for the console only. */
  | { kind: 'damaged'; reason: 'checksum' | 'unparsable'; detail: string };

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The file's text for a backup serialised as `content`. */
export async function sealMirror(content: string): Promise<string> {
  const sha256 = await sha256Hex(content);
  return JSON.stringify({ app: ENVELOPE_APP, version: ENVELOPE_VERSION, sha256, content });
}

/** Reads the file's text. Never throws. */
export async function openMirror(text: string): Promise<MirrorOpen> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { kind: 'damaged', reason: 'unparsable', detail: (error as Error).message };
  }
  const o = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (o.app !== ENVELOPE_APP) {
    // No envelope: a legacy mirror (a plain backup) or something else. A text that is not a
    // backup at all is damaged; a newer backup version is readBackup's to report.
    const read = readBackup(text);
    if (!read.ok && read.problem.kind !== 'newer')
      return { kind: 'damaged', reason: 'unparsable', detail: read.message };
    return { kind: 'unverified', read };
  }
  if (typeof o.content !== 'string' || typeof o.sha256 !== 'string')
    return { kind: 'damaged', reason: 'unparsable', detail: 'envelope without content or sha256' };
  const actual = await sha256Hex(o.content);
  if (actual !== o.sha256)
    return {
      kind: 'damaged',
      reason: 'checksum',
      detail: `sha256 ${actual} where the envelope says ${o.sha256}`,
    };
  const read = readBackup(o.content);
  // Checksum right but content unreadable: written damaged (a bug), never restorable.
  if (!read.ok && read.problem.kind !== 'newer')
    return { kind: 'damaged', reason: 'unparsable', detail: read.message };
  return { kind: 'sealed', read };
}
