// The two screens that list what storage keeps: best times (records) and statistics. Both read
// through the storage of the moment (it can be reopened under us) and go back to the lobby.

import type { GridwiseStorage } from '../../storage/storage';
import type { DailySummary } from '../daily/daily-summary';
import { RecordsScreen } from './records-screen';
import { StatsScreen } from './stats-screen';

export class ListScreens {
  readonly records: RecordsScreen;
  readonly stats: StatsScreen;

  constructor(
    storage: () => GridwiseStorage | null,
    back: () => void,
    invalidate: () => void,
    /** streak: a game's daily progress, for the Stats dashboard's daily section. */
    daily?: (game: string) => DailySummary,
    /** school: a game's technique school, or null for a game without one. */
    learn?: (game: string) => (() => void) | null,
  ) {
    this.records = new RecordsScreen(
      {
        back,
        load: (bucket) => storage()?.bestTimes(bucket) ?? Promise.resolve([]),
        lastPlayed: () => storage()?.lastPlayedBucket() ?? Promise.resolve(null),
      },
      invalidate,
    );
    this.stats = new StatsScreen(
      {
        back,
        load: (buckets) =>
          Promise.all(buckets.map((b) => storage()?.statistics(b))).then((all) =>
            all.filter((x) => x !== undefined),
          ),
        ...(daily ? { daily } : {}),
        ...(learn ? { learn } : {}),
      },
      invalidate,
    );
  }

  /** The rows the screen named `name` lists, or null when it is not one of these. */
  rows(name: string): unknown[] | null {
    if (name === 'records') return this.records.rows();
    if (name === 'stats') return this.stats.rows();
    return null;
  }

  /** stats: what the screen shows beyond its rows — Records' list, the Stats dashboard. */
  view(name: string): unknown {
    if (name === 'records') return { bucket: this.records.shownBucket() };
    if (name === 'stats') return this.stats.dashboard();
    return null;
  }

  /** The notice the screen named `name` shows (nothing to list, storage trouble), or null. */
  notice(name: string): string | null {
    if (name === 'records') return this.records.notice();
    if (name === 'stats') return this.stats.notice();
    return null;
  }
}
