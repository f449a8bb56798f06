// A second copy of what matters (games in progress, best times, statistics, settings) in another
// storage area: a file in the Origin Private File System. Browsers have been seen deleting a
// "corrupted" IndexedDB after a crash and starting empty; the file system store is kept apart,
// so on a boot that finds IndexedDB empty while the mirror is not, the data comes back and the
// player is told. The mirror follows IndexedDB at most a few seconds behind (one write per
// MIRROR_EVERY_MS while things change, the first at once), never on the path of a move. Clearing
// site data clears both, as the player meant.
//
// The file is sealed with a checksum (mirror-envelope.ts). A copy that fails it, or does not
// parse, is never restored and never overwritten: its bytes are set aside under
// gridwise-mirror.damaged-<time>.json and a fresh mirror starts. The existing file is checked
// once per session, before the session's first write replaces it (and at boot when the store
// is empty). How the file is written depends on the browser (mirror-writer.ts); the mirror knows
// and reports whether its writes work (`status`).

import { type BackupContent, type BackupProblem, isEmptyBackup, makeBackup } from './backup';
import type { MirrorOpen } from './mirror-envelope';
import {
  browserEnvironment,
  chooseWriter,
  type MirrorEnvironment,
  type MirrorMethod,
  MirrorUnsupportedError,
  type MirrorWriter,
} from './mirror-writer';
import type { GridwiseStorage } from './storage';

export const MIRROR_FILE = 'gridwise-mirror.json';
/** At most one mirror write per this long while data changes. */
export const MIRROR_EVERY_MS = 3000;

/** Whether the second copy is being kept, and how (state().storage and Settings read it). */
export type MirrorStatus =
  /** No Origin Private File System this page can write (or storage is in memory). */
  | { state: 'unavailable' }
  /** A way to write was found; nothing written yet this session (nothing to copy so far). */
  | { state: 'ready'; method: MirrorMethod }
  /** The last write landed. */
  | { state: 'active'; method: MirrorMethod }
  /** The last write failed, with the error's name (UnknownError, QuotaExceededError …). */
  | { state: 'failing'; method: MirrorMethod; error: string };

/** A damaged copy found and what became of it. */
interface DamagedMirror {
  reason: 'checksum' | 'unparsable';
  /** The name it was set aside under, or null when setting it aside failed (it stays as is). */
  setAsideAs: string | null;
}

/** The checksum code loads with the first file read or written, not with the first screen. */
const envelope = () => import('./mirror-envelope');

/** Name for a damaged copy set aside at `at` (epoch ms): sortable, safe in any file system. */
function damagedName(at: number): string {
  const stamp = new Date(at).toISOString().replace(/[:.]/g, '-');
  return `gridwise-mirror.damaged-${stamp}.json`;
}

export class Mirror {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();
  private writer: MirrorWriter | null;
  private current: MirrorStatus;
  /** The file on disk was checked this session (or replaced by one of ours). */
  private checked = false;
  /** Mirror files written (diagnostics and tests). */
  written = 0;
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  /** Each mirror write's result (`null`: written or nothing to write), for the app's SaveHealth. */
  onWriteResult: (error: unknown) => void = () => {};
  /** A damaged copy was found before a write and set aside (the store itself was fine). */
  onDamaged: (damaged: DamagedMirror) => void = () => {};

  constructor(
    private readonly storage: GridwiseStorage,
    private readonly now: () => number = () => Date.now(),
    private readonly env: MirrorEnvironment = browserEnvironment(),
  ) {
    this.writer = chooseWriter(env);
    this.current = this.writer
      ? { state: 'ready', method: this.writer.method }
      : { state: 'unavailable' };
  }

  get status(): MirrorStatus {
    return this.current;
  }

  /**
   * Something changed: the mirror is written at once when the last write is older than
   * MIRROR_EVERY_MS (a short session, or the first change after a while, is mirrored before a
   * crash can take it), otherwise once at the end of that window (a burst is one write).
   */
  schedule(): void {
    if (this.timer !== null || !this.writer) return;
    const wait = Math.max(0, this.lastWriteAt + MIRROR_EVERY_MS - this.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, wait);
  }

  /** Writes the mirror now (the page is being hidden), after any write under way. */
  flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.writing = this.writing.then(() =>
      this.write().then(
        () => this.onWriteResult(null),
        (error: unknown) => this.failed(error),
      ),
    );
    return this.writing;
  }

  private failed(error: unknown): void {
    const writer = this.writer;
    if (!writer) return;
    if (error instanceof MirrorUnsupportedError) {
      // Not a failure to retry: this browser cannot write the file at all.
      this.writer = null;
      this.current = { state: 'unavailable' };
      this.onWriteResult(null);
      return;
    }
    const name = error instanceof Error || error instanceof DOMException ? error.name : 'Error';
    this.current = { state: 'failing', method: writer.method, error: name };
    this.onWriteResult(error);
  }

  private async write(): Promise<void> {
    const writer = this.writer;
    if (!writer || !this.env.getDirectory) return;
    this.lastWriteAt = this.now();
    const content = await this.storage.readAll();
    // An empty store is what a wipe looks like: never let it overwrite the copy that can undo it.
    if (isEmptyBackup(content)) return;
    const dir = await this.env.getDirectory();
    if (!this.checked) {
      const found = await this.open();
      if (found?.opened.kind === 'damaged') {
        const damaged = await this.setAside(found.bytes, found.opened.reason);
        // Never overwrite a damaged copy that could not be put elsewhere.
        if (!damaged.setAsideAs) throw new Error('the damaged second copy could not be set aside');
        this.onDamaged(damaged);
      }
      this.checked = true;
    }
    const { sealMirror } = await envelope();
    const text = await sealMirror(JSON.stringify(makeBackup(content, this.now())));
    await writer.write(dir, MIRROR_FILE, new TextEncoder().encode(text));
    this.written++;
    this.current = { state: 'active', method: writer.method };
  }

  /** The file as it is on disk, checked; null when there is none. */
  async open(): Promise<{ opened: MirrorOpen; bytes: Uint8Array } | null> {
    if (!this.env.getDirectory) return null;
    let bytes: Uint8Array;
    try {
      const dir = await this.env.getDirectory();
      const file = await dir.getFileHandle(MIRROR_FILE);
      bytes = new Uint8Array(await (await file.getFile()).arrayBuffer());
    } catch {
      return null; // no mirror yet (NotFoundError), or the area is unavailable
    }
    // An empty file is what a write that failed after creating it leaves: no copy, not a damaged one.
    if (bytes.length === 0) return null;
    const { openMirror } = await envelope();
    return { opened: await openMirror(new TextDecoder().decode(bytes)), bytes };
  }

  /**
   * Copies a damaged file's exact bytes to a name of its own, then removes it from the mirror's
   * name so a fresh mirror can start. Nothing is removed unless the copy was written.
   */
  async setAside(bytes: Uint8Array, reason: DamagedMirror['reason']): Promise<DamagedMirror> {
    const writer = this.writer;
    if (!writer || !this.env.getDirectory) return { reason, setAsideAs: null };
    const name = damagedName(this.now());
    try {
      const dir = await this.env.getDirectory();
      await writer.write(dir, name, bytes);
      await dir.removeEntry(MIRROR_FILE);
      this.checked = true;
      return { reason, setAsideAs: name };
    } catch (error) {
      console.error('Gridwise: the damaged second copy could not be set aside', error);
      return { reason, setAsideAs: null };
    }
  }
}

/** What recovering from the mirror did, for the app to tell the player in their language. */
export type MirrorRecovery =
  /** `verified` is false for a copy written before mirrors carried a checksum. */
  | { kind: 'restored'; savedAt: number; content: BackupContent; verified: boolean }
  | { kind: 'unreadable'; message: string; problem: BackupProblem }
  | ({ kind: 'damaged' } & DamagedMirror);

/**
 * On boot: when IndexedDB holds nothing but the mirror holds something, IndexedDB was wiped
 * under us (the player clearing data clears the mirror too). Puts the mirror back when its
 * checksum holds and says what it did; a damaged mirror is set aside and nothing is restored.
 * Null when there was nothing to do.
 */
export async function recoverFromMirror(
  storage: GridwiseStorage,
  mirror: Pick<Mirror, 'open' | 'setAside'>,
): Promise<MirrorRecovery | null> {
  if (!(await storage.isEmpty())) return null;
  const found = await mirror.open();
  if (!found) return null;
  const { opened } = found;
  if (opened.kind === 'damaged') {
    // The parser's or the checksum's words are for the console; the player reads ours.
    console.error(`Gridwise: the second copy is damaged (${opened.reason}): ${opened.detail}`);
    return { kind: 'damaged', ...(await mirror.setAside(found.bytes, opened.reason)) };
  }
  const read = opened.read;
  if (!read.ok) return { kind: 'unreadable', message: read.message, problem: read.problem };
  if (isEmptyBackup(read.backup)) return null;
  await storage.importBackup(read.backup, 'if-none');
  return {
    kind: 'restored',
    savedAt: read.backup.savedAt,
    content: read.backup,
    verified: opened.kind === 'sealed',
  };
}
