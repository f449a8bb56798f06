// The two screens that list what storage keeps: best times (records) and statistics. Both read
// through the storage of the moment (it can be reopened under us) and go back to the lobby;
// Records opened from Stats (a size × level's top 10) goes back to Stats.

import type { GridwiseStorage } from '../../storage/storage';
import type { DailySummary } from '../daily/daily-summary';
import { RecordsScreen } from './records-screen';
import { StatsScreen } from './stats-screen';

export class ListScreens {
  readonly records: RecordsScreen;
  readonly stats: StatsScreen;
  /** Records was opened from Stats, so its Back returns there. */
  private recordsFromStats = false;

  constructor(
    storage: () => GridwiseStorage | null,
    back: () => void,
    invalidate: () => void,
    /** streak: a game's daily progress, for the Stats dashboard's daily section. */
    daily?: (game: string) => DailySummary,
    /** school: a game's technique school, or null for a game without one. */
    learn?: (game: string) => (() => void) | null,
    /** Shows one of these two screens (Stats' way to a top-10 list, and back). */
    open?: (name: 'records' | 'stats') => void,
  ) {
    this.records = new RecordsScreen(
      {
        back: () => {
          const toStats = this.recordsFromStats && open !== undefined;
          this.recordsFromStats = false;
          if (toStats) open('stats');
          else back();
        },
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
        ...(open
          ? {
              records: (bucket: string) => {
                open('records');
                // After show(): the list asked for wins over the one played last.
                this.records.select(bucket);
                this.recordsFromStats = true;
              },
            }
          : {}),
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
