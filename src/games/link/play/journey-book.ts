// journey: the player's progress on Link's ladder as the app holds it — read from storage
// once it opens, kept in memory so the map, `state()` and the results card read it at once, and
// written through on every stage cleared (the store merges: a worse clear never lowers a best).
// A backup imported later (Settings, or the mirror) brings stages in: they are read again.
// It also holds the power-ups (core/power-ups.ts): earned and spent in memory at once, and each
// change written through in order (a read after an import waits for the writes before it).

import type { JourneyStorage } from '../../../play/journey-api';
import { betterOf, type JourneyProgress, type StageBest } from '../core/journey-progress';
import { JOURNEY_ERA } from '../core/journey-stages';
import {
  addEarned,
  mostOf,
  noPowerUps,
  type PowerUp,
  type PowerUpCounts,
  readPowerUps,
  spendOne,
} from '../core/power-ups';

export class JourneyBook {
  private progress: Record<number, StageBest> = {};
  private storage: JourneyStorage | null = null;
  private readonly heard = new Set<() => void>();
  private powerUps: PowerUpCounts = noPowerUps();
  /** The power-ups changed before storage opened (folded into what it holds, not lost). */
  private earlyPowerUps = false;
  /** The last power-up write: a read waits for it, so it never reads a count back from before. */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    readonly kind: string,
    private readonly report: (error: unknown) => void,
  ) {}

  /** Reads the stored progress; what was cleared meanwhile in memory is folded in, not lost. */
  async open(storage: JourneyStorage): Promise<void> {
    if (this.storage !== storage)
      storage.journeyImported.add(() => void this.open(storage).catch(this.report));
    this.storage = storage;
    await this.writing;
    const read = await storage.loadJourneyProgress(this.kind);
    const stored: Record<number, StageBest> = {};
    for (const [n, best] of Object.entries(read?.stages ?? {})) stored[Number(n)] = best;
    for (const [n, best] of Object.entries(this.progress))
      stored[Number(n)] = betterOf(stored[Number(n)], best);
    this.progress = stored;
    const held = readPowerUps(read?.powerUps);
    this.powerUps = this.earlyPowerUps ? mostOf(held, this.powerUps) : held;
    if (this.earlyPowerUps) this.writePowerUps();
    this.earlyPowerUps = false;
    for (const listener of this.heard) listener();
  }

  /** The power-ups held now. */
  held(): PowerUpCounts {
    return this.powerUps;
  }

  /** Power-ups earned: added (each up to its cap) and written through. */
  earn(earned: PowerUpCounts): void {
    if (Object.values(earned).every((n) => n <= 0)) return;
    this.setPowerUps(addEarned(this.powerUps, earned));
  }

  /** One of `kind` spent; false (nothing changed) when none is held. */
  spend(kind: PowerUp): boolean {
    const left = spendOne(this.powerUps, kind);
    if (!left) return false;
    this.setPowerUps(left);
    return true;
  }

  private setPowerUps(next: PowerUpCounts): void {
    this.powerUps = next;
    if (this.storage) this.writePowerUps();
    else this.earlyPowerUps = true;
    for (const listener of this.heard) listener();
  }

  private writePowerUps(): void {
    const storage = this.storage;
    if (!storage) return;
    const counts = { ...this.powerUps };
    this.writing = this.writing
      .then(() => storage.saveJourneyPowerUps(this.kind, counts, JOURNEY_ERA))
      .catch(this.report);
  }

  /** Called whenever the progress changes (a clear, a read, an import). */
  onChange(listener: () => void): void {
    this.heard.add(listener);
  }

  read(): JourneyProgress {
    return this.progress;
  }

  /**
   * A stage cleared: kept as its best in memory at once. The clear itself goes to disk with the
   * win that made it, in one transaction (the finish); returns it for that.
   */
  cleared(stage: number, best: StageBest): StageBest {
    this.progress = { ...this.progress, [stage]: betterOf(this.progress[stage], best) };
    for (const listener of this.heard) listener();
    return best;
  }
}

/** The one book of a load: the journey's port keeps stages in it, a stage's rules the power-ups. */
export const linkJourneyBook = new JourneyBook('link', (error) => console.error(error));
