// A backup's content in and out of the database: read whole in one transaction (bad records set
// aside as usual), and merged in one transaction without ever losing what is already stored.

import type { BackupContent } from './backup';
import type { GridwiseDatabase } from './database';
import { bestTimeKey, type RecordReads, SETTINGS_KEY } from './record-reads';
import {
  BEST_TIMES_KEPT,
  type BestTime,
  compareBestTimes,
  RECORD_FORMAT,
  type SavedGame,
  type Statistics,
  validateBestTime,
  validateSavedGame,
  validateSettings,
} from './records';

/** What importBackup did; `kept` names the kinds whose own game in progress was kept. */
export interface ImportSummary {
  games: number;
  bestTimes: number;
  statistics: number;
  settings: boolean;
  kept: string[];
}

/** Everything a backup holds, read in one transaction (bad records are set aside as usual). */
export async function readAllStores(
  db: GridwiseDatabase,
  reads: RecordReads,
): Promise<BackupContent> {
  const tx = db.transaction(
    ['games', 'clocks', 'bestTimes', 'statistics', 'settings', 'quarantine'],
    'readwrite',
  );
  const games: SavedGame[] = [];
  for (const key of await tx.objectStore('games').getAllKeys()) {
    const raw: unknown = await tx.objectStore('games').get(key);
    try {
      games.push(validateSavedGame(raw, `saved ${key} game`));
    } catch (error) {
      await reads.setAside(tx, 'games', key, raw, error);
    }
  }
  const bestTimes: BestTime[] = [];
  for (const raw of await tx.objectStore('bestTimes').getAll()) {
    try {
      bestTimes.push(validateBestTime(raw));
    } catch (error) {
      const key = bestTimeKey(raw);
      await reads.setAside(tx, 'bestTimes', key, raw, error);
    }
  }
  const statistics: Statistics[] = [];
  for (const bucket of await tx.objectStore('statistics').getAllKeys())
    statistics.push(await reads.readStatistics(tx, bucket));
  const rawSettings = await tx.objectStore('settings').get(SETTINGS_KEY);
  let settings: Record<string, unknown> | null = null;
  if (rawSettings !== undefined) {
    try {
      settings = validateSettings(rawSettings).values;
    } catch (error) {
      await reads.setAside(tx, 'settings', SETTINGS_KEY, rawSettings, error);
    }
  }
  await tx.done;
  return { games, bestTimes, statistics, settings };
}

/**
 * Merges a backup in, in one transaction, never losing what is here: a game goes into an
 * empty slot (or replaces an older copy of the same game), best times are added (the ten best
 * per bucket kept), a bucket's statistics are taken when they count more games than ours, and
 * settings are taken when `settingsMode` is 'replace' or none are stored. Says what it did.
 */
export async function mergeBackup(
  db: GridwiseDatabase,
  content: BackupContent,
  settingsMode: 'replace' | 'if-none',
): Promise<ImportSummary> {
  const tx = db.transaction(['games', 'bestTimes', 'statistics', 'settings'], 'readwrite');
  const summary: ImportSummary = {
    games: 0,
    bestTimes: 0,
    statistics: 0,
    settings: false,
    kept: [],
  };
  for (const game of content.games) {
    const here = (await tx.objectStore('games').get(game.kind)) as SavedGame | undefined;
    if (here && here.id !== game.id) {
      summary.kept.push(game.kind);
      continue;
    }
    if (here && here.applied >= game.applied && here.updatedAt >= game.updatedAt) continue;
    await tx.objectStore('games').put({ ...game, rev: (here?.rev ?? 0) + 1 }, game.kind);
    summary.games++;
  }
  const times = tx.objectStore('bestTimes');
  const touched = new Set<string>();
  const added = new Set<string>();
  for (const run of content.bestTimes) {
    if ((await times.get(run.id)) !== undefined) continue;
    await times.put(run, run.id);
    touched.add(run.bucket);
    added.add(run.id);
  }
  for (const bucket of touched) {
    const ranked = ((await times.index('bucket').getAll(bucket)) as BestTime[]).sort(
      compareBestTimes,
    );
    for (const dropped of ranked.slice(BEST_TIMES_KEPT)) {
      await times.delete(dropped.id);
      added.delete(dropped.id);
    }
  }
  summary.bestTimes = added.size;
  for (const stats of content.statistics) {
    const here = (await tx.objectStore('statistics').get(stats.bucket)) as Statistics | undefined;
    if (here && here.started >= stats.started) continue;
    await tx.objectStore('statistics').put(stats, stats.bucket);
    summary.statistics++;
  }
  if (content.settings) {
    const here = await tx.objectStore('settings').get(SETTINGS_KEY);
    if (settingsMode === 'replace' || here === undefined) {
      await tx
        .objectStore('settings')
        .put({ format: RECORD_FORMAT, values: content.settings }, SETTINGS_KEY);
      summary.settings = true;
    }
  }
  await tx.done;
  return summary;
}
