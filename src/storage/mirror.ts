// A second copy of what matters (games in progress, best times, statistics, settings) in another
// storage area: a file in the Origin Private File System. Browsers have been seen deleting a
// "corrupted" IndexedDB after a crash and starting empty; the file system store is kept apart,
// so on a boot that finds IndexedDB empty while the mirror is not, the data comes back and the
// player is told. The mirror follows IndexedDB at most a few seconds behind (one write per
// MIRROR_EVERY_MS while things change, the first at once), never on the path of a move. Clearing site data clears
// both, as the player meant.

import {
  type BackupContent,
  type BackupProblem,
  type BackupRead,
  isEmptyBackup,
  makeBackup,
  readBackup,
} from './backup';
import type { GridwiseStorage } from './storage';

const FILE = 'gridwise-mirror.json';
/** At most one mirror write per this long while data changes. */
export const MIRROR_EVERY_MS = 3000;

type Directory = FileSystemDirectoryHandle;

function directory(): Promise<Directory> | null {
  const storage = globalThis.navigator?.storage as StorageManager | undefined;
  return typeof storage?.getDirectory === 'function' ? storage.getDirectory() : null;
}

export class Mirror {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** Mirror files written (diagnostics and tests). */
  written = 0;
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  /** Each mirror write's result (`null`: written or nothing to write), for the app's SaveHealth. */
  onWriteResult: (error: unknown) => void = () => {};

  constructor(
    private readonly storage: GridwiseStorage,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** True where the browser has an Origin Private File System with writable files. */
  static get available(): boolean {
    const storage = globalThis.navigator?.storage as StorageManager | undefined;
    return (
      typeof storage?.getDirectory === 'function' &&
      typeof FileSystemFileHandle !== 'undefined' &&
      'createWritable' in FileSystemFileHandle.prototype
    );
  }

  /**
   * Something changed: the mirror is written at once when the last write is older than
   * MIRROR_EVERY_MS (a short session, or the first change after a while, is mirrored before a
   * crash can take it), otherwise once at the end of that window (a burst is one write).
   */
  schedule(): void {
    if (this.timer !== null || !Mirror.available) return;
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
        (error: unknown) => this.onWriteResult(error),
      ),
    );
    return this.writing;
  }

  private async write(): Promise<void> {
    const dir = directory();
    if (!dir || !Mirror.available) return;
    this.lastWriteAt = this.now();
    const content = await this.storage.readAll();
    // An empty store is what a wipe looks like: never let it overwrite the copy that can undo it.
    if (isEmptyBackup(content)) return;
    const file = await (await dir).getFileHandle(FILE, { create: true });
    const out = await file.createWritable();
    await out.write(JSON.stringify(makeBackup(content, this.now())));
    await out.close();
    this.written++;
  }

  /** The mirror as last written, or null when there is none. */
  async read(): Promise<BackupRead | null> {
    const dir = directory();
    if (!dir) return null;
    try {
      const file = await (await dir).getFileHandle(FILE);
      return readBackup(await (await file.getFile()).text());
    } catch {
      return null; // no mirror yet (NotFoundError), or the area is unavailable
    }
  }
}

/** What recovering from the mirror did, for the app to tell the player in their language. */
export type MirrorRecovery =
  | { kind: 'restored'; savedAt: number; content: BackupContent }
  | { kind: 'unreadable'; message: string; problem: BackupProblem };

/**
 * On boot: when IndexedDB holds nothing but the mirror holds something, IndexedDB was wiped
 * under us (the player clearing data clears the mirror too). Puts the mirror back and says
 * what it did; null when there was nothing to do.
 */
export async function recoverFromMirror(
  storage: GridwiseStorage,
  mirror: Mirror,
): Promise<MirrorRecovery | null> {
  if (!(await storage.isEmpty())) return null;
  const read = await mirror.read();
  if (!read) return null;
  if (!read.ok) return { kind: 'unreadable', message: read.message, problem: read.problem };
  if (isEmptyBackup(read.backup)) return null;
  await storage.importBackup(read.backup, 'if-none');
  return { kind: 'restored', savedAt: read.backup.savedAt, content: read.backup };
}
