// A backup's content in and out of the database: read whole in one transaction (bad records set
// aside as usual), and merged in one transaction without ever losing what is already stored.

import type { BackupContent } from './backup';
import { BEST_SCORES } from './best-score-record';
import {
  acceptAnyTime,
  agreeWithRecords,
  mergeBucket,
  type RefusedTime,
  type TimeJudge,
} from './best-time-merge';
import { DAILY_PROGRESS } from './daily-progress-record';
import type { GridwiseDatabase } from './database';
import { readGameAt } from './game-slot-store';
import {
  checkDailies,
  checkJourneys,
  checkTables,
  type ImportRules,
  type RecordRefusal,
} from './import-rules';
import { JOURNEY_PROGRESS } from './journey-progress-record';
import { importProgressIn, readAllProgressIn } from './keyed-progress-store';
import { bestTimeKey, emptyStatistics, type RecordReads, SETTINGS_KEY } from './record-reads';
import {
  BEST_TIMES_KEPT,
  type BestTime,
  compareBestTimes,
  RECORD_FORMAT,
  type SavedGame,
  type Statistics,
  validateBestTime,
  validateSettings,
} from './records';
import { sameRecord } from './same-record';
import { SKILL_PROGRESS } from './skill-progress-record';
import { recordKey } from './slot-key';
import { mergeStatistics } from './statistics-merge';

/**
 * What importBackup did. `kept` names the kinds whose own game in progress was kept; best times
 * are `bestTimes` added, `ownKept` of the player's own in the buckets the backup brought times
 * for (all of them, always), `refused` (with why), `leftOut` (possible, but no place was left)
 * and `alreadyHere`.
 */
export interface ImportSummary {
  games: number;
  bestTimes: number;
  ownKept: number;
  refused: RefusedTime[];
  leftOut: number;
  alreadyHere: number;
  statistics: number;
  settings: boolean;
  kept: string[];
  /** Games whose daily progress the backup added to. */
  daily: number;
  /** Games whose journey progress the backup added to. */
  journey: number;
  /** Games whose technique-school progress the backup added to. */
  skills: number;
  /** Games whose best free-play scores the backup raised (absent: none). */
  bestScores?: number;
  /** Records of the file refused before the merge, with why (a table, a journey, daily days). */
  refusedRecords: RecordRefusal[];
  /** Games in progress kept because the player's copy of the same game is as far on or further. */
  gamesAhead: number;
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
  // Each slot's game (free and daily), checked to belong under its key.
  for (const key of await tx.objectStore('games').getAllKeys()) {
    const game = await readGameAt(tx, reads, String(key));
    if (game) games.push(game);
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
  // daily, journey: each game's progress, beside the settings record.
  const daily = await readAllProgressIn(tx, reads, DAILY_PROGRESS);
  const journey = await readAllProgressIn(tx, reads, JOURNEY_PROGRESS);
  // skills: each game's technique-school progress.
  const skills = await readAllProgressIn(tx, reads, SKILL_PROGRESS);
  const bestScores = await readAllProgressIn(tx, reads, BEST_SCORES);
  await tx.done;
  return { games, bestTimes, statistics, settings, daily, journey, skills, bestScores };
}

/**
 * Merges a backup in, in one transaction, never losing what is here: a game goes into an
 * empty slot, or replaces the same game only when the backup's copy was saved later and is as
 * far on (never one the player has advanced since); best times join by the rules of
 * best-time-merge.ts (the player's own are never pushed out, impossible ones are refused by the
 * judge); a bucket's statistics become the union of both tables' games (statistics-merge.ts),
 * and every bucket the backup touched is then made to agree with its Records; settings are
 * taken when `settingsMode` is 'replace' or none are stored. With `rules` (a file the player
 * chose), what no play can make is refused first (import-rules.ts). Says what it did; a merge
 * that changes nothing counts nothing (a backup imported just after it was made).
 */
export async function mergeBackup(
  db: GridwiseDatabase,
  content: BackupContent,
  settingsMode: 'replace' | 'if-none',
  rules: ImportRules | TimeJudge = acceptAnyTime,
): Promise<ImportSummary> {
  const judge = typeof rules === 'function' ? rules : rules.time;
  const refusedRecords: RecordRefusal[] = [];
  const checked = typeof rules === 'function' ? null : rules;
  const tables = checked ? checkTables(content.statistics, refusedRecords) : content.statistics;
  const journeys = checked
    ? checkJourneys(content.journey ?? [], checked, refusedRecords)
    : (content.journey ?? []);
  const dailies = checked
    ? checkDailies(content.daily ?? [], checked, refusedRecords)
    : (content.daily ?? []);
  const tx = db.transaction(['games', 'bestTimes', 'statistics', 'settings'], 'readwrite');
  const summary: ImportSummary = {
    games: 0,
    bestTimes: 0,
    ownKept: 0,
    refused: [],
    leftOut: 0,
    alreadyHere: 0,
    statistics: 0,
    settings: false,
    kept: [],
    daily: 0,
    journey: 0,
    skills: 0,
    refusedRecords,
    gamesAhead: 0,
  };
  for (const game of content.games) {
    // Each into its own slot: a backup's daily never replaces the free game, nor the other way.
    const key = recordKey(game);
    const here = (await tx.objectStore('games').get(key)) as SavedGame | undefined;
    if (here && here.id !== game.id) {
      summary.kept.push(game.kind);
      continue;
    }
    // The same game: the backup's copy only when saved later and as far on (an undo since, a
    // move since, or the very copy exported: the player's stays, untouched).
    if (here && !(game.updatedAt > here.updatedAt && game.applied >= here.applied)) {
      // Said only when the moves differ (a view or clock saved since is no move on).
      const moved = here.applied !== game.applied || !sameRecord(here.moves, game.moves);
      if (moved) summary.gamesAhead++;
      continue;
    }
    await tx.objectStore('games').put({ ...game, rev: (here?.rev ?? 0) + 1 }, key);
    summary.games++;
  }
  const times = tx.objectStore('bestTimes');
  const byBucket = new Map<string, BestTime[]>();
  // One run per id: a file naming an id twice (damaged or doctored) would have its second
  // copy overwrite the first, in another bucket, after Stats counted it there.
  const seen = new Set<string>();
  for (const run of content.bestTimes) {
    if (seen.has(run.id)) {
      summary.alreadyHere++;
      continue;
    }
    seen.add(run.id);
    const list = byBucket.get(run.bucket) ?? [];
    list.push(run);
    byBucket.set(run.bucket, list);
  }
  // An id may already be stored under another bucket (a damaged or doctored file): never overwrite.
  const allIds = new Set((await times.getAllKeys()).map(String));
  const ranked = new Map<string, BestTime[]>();
  for (const [bucket, imported] of byBucket) {
    const local = (await times.index('bucket').getAll(bucket)) as BestTime[];
    const localIds = new Set(local.map((r) => r.id));
    const elsewhere = imported.filter((r) => allIds.has(r.id) && !localIds.has(r.id)).length;
    const merged = mergeBucket(
      local,
      imported.filter((r) => !allIds.has(r.id) || localIds.has(r.id)),
      judge,
    );
    for (const run of merged.added) await times.put(run, run.id);
    ranked.set(bucket, merged.ranked);
    summary.bestTimes += merged.added.length;
    summary.ownKept += local.length;
    summary.refused.push(...merged.refused);
    summary.leftOut += merged.leftOut;
    summary.alreadyHere += merged.alreadyHere + elsewhere;
  }
  const statistics = tx.objectStore('statistics');
  const before = new Map<string, Statistics | undefined>();
  for (const stats of tables) {
    const here = (await statistics.get(stats.bucket)) as Statistics | undefined;
    if (!before.has(stats.bucket)) before.set(stats.bucket, here);
    // The union of the games behind both (a table never replaces the other).
    const merged = mergeStatistics(here ?? emptyStatistics(stats.bucket), stats);
    await statistics.put(merged, stats.bucket);
  }
  const touched = new Set([...byBucket.keys(), ...tables.map((s) => s.bucket)]);
  for (const bucket of touched) {
    const listed = (
      ranked.get(bucket) ??
      ((await times.index('bucket').getAll(bucket)) as BestTime[]).sort(compareBestTimes)
    ).slice(0, BEST_TIMES_KEPT);
    const here = (await statistics.get(bucket)) as Statistics | undefined;
    if (!here && listed.length === 0) continue;
    const agreed = agreeWithRecords(here ?? emptyStatistics(bucket), listed);
    await statistics.put(agreed, bucket);
  }
  for (const [bucket, here] of before)
    if (!sameRecord(here, await statistics.get(bucket))) summary.statistics++;
  if (content.settings) {
    const here = await tx.objectStore('settings').get(SETTINGS_KEY);
    const stored = { format: RECORD_FORMAT, values: content.settings };
    if ((settingsMode === 'replace' || here === undefined) && !sameRecord(here, stored)) {
      await tx
        .objectStore('settings')
        .put({ format: RECORD_FORMAT, values: content.settings }, SETTINGS_KEY);
      summary.settings = true;
    }
  }
  // daily: every day of both kept, each day merged (won stays won, best time).
  summary.daily = await importProgressIn(tx, dailies, DAILY_PROGRESS);
  // journey: every stage of both kept, each the best of the two (same era).
  summary.journey = await importProgressIn(tx, journeys, JOURNEY_PROGRESS);
  // skills: every skill of both kept, each merged (larger counts, flags ORed).
  summary.skills = await importProgressIn(tx, content.skills ?? [], SKILL_PROGRESS);
  // best scores: every bucket of both kept, each the higher score.
  summary.bestScores = await importProgressIn(tx, content.bestScores ?? [], BEST_SCORES);
  await tx.done;
  return summary;
}

/** True when no game, best time, statistic or setting is stored (a first visit, or a wipe). */
export async function storesEmpty(db: GridwiseDatabase): Promise<boolean> {
  const stores = ['games', 'bestTimes', 'statistics', 'settings'] as const;
  const tx = db.transaction([...stores], 'readonly');
  const counts = await Promise.all(stores.map((name) => tx.objectStore(name).count()));
  await tx.done;
  return counts.every((n) => n === 0);
}
