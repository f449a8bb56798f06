// The shell's side of SaveHealth: every write site's result comes in here, and here is how each
// site makes its waiting writes again (catch-up). The writes themselves stay with their owners
// (journals, records writer, look switch, pool, mirror); this only knows whom to ask.

import { words } from '../../i18n/i18n';
import type { SavedGame } from '../../storage/records';
import type { BannerAction } from '../../ui/dom/banner';
import { isStaleChunkError, servedByInstalledApp } from '../platform/stale-build';
import type { GameSlots } from '../shell/game-slots';
import { SaveHealth, type WriteSite } from './save-health';

interface WriteSiteOwners {
  slots: GameSlots;
  /** Writes again the records (best times, statistics) that did not land. */
  records(): Promise<void> | void;
  /** Writes the settings again. */
  settings(): void;
  /** Writes again the pooled puzzles not yet saved. */
  pool(): Promise<void> | void;
  /** Writes the mirror (the second copy) now. */
  mirror(): Promise<void> | void;
  /** Shows the first failure's message (with its actions). */
  tell(message: string, actions?: BannerAction[]): void;
  /** Saving works again: `message` may come down. */
  recovered(message: string): void;
}

export class WriteSites {
  readonly health: SaveHealth;
  /** The last clock reported per game, written again if a tick's write failed. */
  private readonly lastClock = new Map<string, { id: string; elapsedMs: number }>();
  /** A write could not load its code: this tab runs a build the server no longer has. */
  private outdated = false;

  constructor(private readonly owners: WriteSiteOwners) {
    this.health = new SaveHealth({
      tell: (message) => owners.tell(message),
      recovered: (message) => owners.recovered(message),
      now: () => performance.now(),
    });
  }

  /** One write's result from `site` (`error` null: it landed). */
  result(site: WriteSite, error: unknown): void {
    if (error === null) {
      this.health.succeeded(site);
      return;
    }
    console.error(error);
    // A missing chunk in an installed app means an update took it; before the install it is
    // not downloaded yet, and the health's catch-ups write it once it loads.
    if (isStaleChunkError(error) && servedByInstalledApp()) this.tellOutdated();
    else this.health.failed(site, error, () => this.catchUp(site));
  }

  /**
   * Once, and instead of a saving failure: the update applied in another tab took this tab's
   * code away. What is in memory is written by the reload (each write that can still run does).
   */
  private tellOutdated(): void {
    if (this.outdated) return;
    this.outdated = true;
    const reload = async () => {
      await this.owners.slots.flushAll();
      location.reload();
    };
    const action = { id: 'btn:reload', text: words().notices.reload, onTap: () => void reload() };
    this.owners.tell(words().notices.updatedElsewhere, [action]);
  }

  /** A game's clock moved: it is written, and remembered in case that write fails. */
  clockMoved(game: string, id: string, elapsedMs: number): void {
    this.lastClock.set(game, { id, elapsedMs });
    this.owners.slots.get(game)?.journal?.writeClock(game as SavedGame['kind'], id, elapsedMs);
  }

  /** Makes the writes of `site` that are waiting again; each reports its own result. */
  private catchUp(site: WriteSite): void {
    const { slots } = this.owners;
    if (site === 'moves') {
      for (const slot of slots.all()) {
        const draft = slot.controller.draft();
        if (draft && slot.journal) void slot.journal.write(draft);
      }
    } else if (site === 'clock') {
      for (const slot of slots.all()) {
        const game = slot.entry.core.id;
        const clock = this.lastClock.get(game);
        if (clock)
          void slot.journal?.writeClock(game as SavedGame['kind'], clock.id, clock.elapsedMs);
      }
    } else if (site === 'records') void this.owners.records();
    else if (site === 'settings') this.owners.settings();
    else if (site === 'pool') void this.owners.pool();
    else void this.owners.mirror();
  }
}
