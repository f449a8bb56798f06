// journey: the player's progress on Link's ladder as the app holds it — read from storage
// once it opens, kept in memory so the map, `state()` and the results card read it at once, and
// written through on every stage cleared (the store merges: a worse clear never lowers a best).
// A backup imported later (Settings, or the mirror) brings stages in: they are read again.

import type { JourneyStorage } from '../../../play/journey-api';
import { betterOf, type JourneyProgress, type StageBest } from '../core/journey-progress';

export class JourneyBook {
  private progress: Record<number, StageBest> = {};
  private storage: JourneyStorage | null = null;
  private readonly heard = new Set<() => void>();

  constructor(
    readonly kind: string,
    private readonly report: (error: unknown) => void,
  ) {}

  /** Reads the stored progress; what was cleared meanwhile in memory is folded in, not lost. */
  async open(storage: JourneyStorage): Promise<void> {
    if (this.storage !== storage)
      storage.journeyImported.add(() => void this.open(storage).catch(this.report));
    this.storage = storage;
    const read = await storage.loadJourneyProgress(this.kind);
    const stored: Record<number, StageBest> = {};
    for (const [n, best] of Object.entries(read?.stages ?? {})) stored[Number(n)] = best;
    for (const [n, best] of Object.entries(this.progress))
      stored[Number(n)] = betterOf(stored[Number(n)], best);
    this.progress = stored;
    for (const listener of this.heard) listener();
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
