import { words } from '../../i18n/i18n';
import { isStaleChunkError } from '../platform/stale-build';
// One place that knows whether saving works. Every write site (the game's moves, its clock, the
// records, the settings, the puzzle pool, the second copy in the file system) reports each
// result here. The first failure tells the player once, in words about what is waiting; play goes
// on. While anything is waiting, each site's catch-up is tried again whenever any write lands
// (space came back) and every RETRY_EVERY_MS in case nothing else writes (the player is reading
// the lobby). When the last waiting site has caught up, the notice goes and the player is told
// that saving works again. Nothing here writes by itself: catch-ups are the sites' own writes.

export type WriteSite = 'moves' | 'clock' | 'records' | 'settings' | 'pool' | 'mirror';

/** While something waits, catch-ups are tried at least this often. */
const RETRY_EVERY_MS = 5000;
/** Catch-ups triggered by other writes landing run at most this often. */
const RETRY_AT_MOST_EVERY_MS = 1000;

/** What the player reads when a write to `site` failed with `error`. */
export function describeWriteFailure(site: WriteSite, error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'QuotaExceededError')
    return words().notices.storageFull({ what: words().notices.waiting[site] });
  // The write's code is a chunk not yet on this device (a first visit that went offline
  // before the app was installed): it loads, and the write lands, once the network is back.
  if (isStaleChunkError(error))
    return words().notices.notYetDownloaded({ what: words().notices.waiting[site] });
  const reason = error instanceof Error ? error.message : String(error);
  return words().notices.saveFailed({ what: words().notices.waiting[site], why: reason });
}

interface SaveHealthHooks {
  /** Shows `message` (the first failure while everything was fine). */
  tell(message: string): void;
  /** Everything waiting is saved: take `message` down if it is still up, and say so. */
  recovered(message: string): void;
  now(): number;
}

export class SaveHealth {
  /** Sites with something waiting, and how each catches up. */
  private readonly waiting = new Map<WriteSite, () => void>();
  private message: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastRetryAt = Number.NEGATIVE_INFINITY;
  /** Failures seen, per site (diagnostics and tests). */
  readonly failures: Partial<Record<WriteSite, number>> = {};

  constructor(
    private readonly hooks: SaveHealthHooks,
    private readonly retryEveryMs = RETRY_EVERY_MS,
  ) {}

  /** Sites with something not yet saved (empty when everything shown is saved). */
  get pending(): WriteSite[] {
    return [...this.waiting.keys()];
  }

  /** A write to `site` failed; `catchUp` makes that site's waiting writes again. */
  failed(site: WriteSite, error: unknown, catchUp: () => void): void {
    this.failures[site] = (this.failures[site] ?? 0) + 1;
    this.waiting.set(site, catchUp);
    if (this.message === null) {
      this.message = describeWriteFailure(site, error);
      this.hooks.tell(this.message);
    }
    this.arm();
  }

  /** A write to `site` landed: that site is caught up, and the others are worth trying now. */
  succeeded(site: WriteSite): void {
    if (this.waiting.size === 0) return;
    this.waiting.delete(site);
    if (this.waiting.size === 0) {
      this.settle();
      return;
    }
    if (this.hooks.now() - this.lastRetryAt >= RETRY_AT_MOST_EVERY_MS) this.retry();
  }

  private retry(): void {
    this.lastRetryAt = this.hooks.now();
    for (const catchUp of [...this.waiting.values()]) catchUp();
  }

  private arm(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.waiting.size === 0) return;
      this.retry();
      this.arm();
    }, this.retryEveryMs);
  }

  private settle(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const message = this.message;
    this.message = null;
    if (message !== null) this.hooks.recovered(message);
  }
}
