// An import only adds (property): random pairs of (player data, backup), the player's written
// through storage as the app writes it, the backup either another player's export (a history
// shared with this one up to a point, then its own) or a file of random, often impossible, records.
// After the import, with the rules a file chosen in Settings is imported by, every game the player
// had played or won is still counted, every best time still listed, every daily day won still won,
// every journey star and technique mastery still held; and importing the same file again, or the
// result's own export, changes nothing. Storage on fake-indexeddb, as the other storage tests.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importRules } from '../../../src/app/saving/import-judges';
import { type BackupContent, readBackup } from '../../../src/storage/backup';
import { RECORD_FORMAT, type Statistics } from '../../../src/storage/records';
import type { GridwiseStorage } from '../../../src/storage/storage';
import { DAY_MS, NOW } from './played-profile';
import { backupOf, freshStorage } from './progress-fixture';

const BUCKETS = ['sudoku:4:easy', 'sudoku:9:medium', 'link:small:classic'] as const;
const SKILLS = ['naked-single', 'hidden-single'] as const;
const rules = importRules(() => NOW);

/** One thing a player did, as the app writes it. */
type Act =
  | { act: 'win'; bucket: number; game: number; ms: number; assisted: boolean; at: number }
  | { act: 'reveal'; bucket: number; game: number; ms: number; at: number }
  | { act: 'play'; bucket: number; game: number; at: number }
  | { act: 'abandon'; bucket: number }
  | { act: 'daily'; back: number; won: boolean; ms: number }
  | { act: 'stage'; stage: number; stars: 1 | 2 | 3; score: number; ms: number }
  | { act: 'practice'; skill: number; hinted: boolean };

const actArb: fc.Arbitrary<Act> = fc.oneof(
  fc.record({
    act: fc.constant('win' as const),
    bucket: fc.nat(2),
    game: fc.nat(40),
    ms: fc.integer({ min: 30_000, max: 900_000 }),
    assisted: fc.boolean(),
    at: fc.nat(1000),
  }),
  fc.record({
    act: fc.constant('reveal' as const),
    bucket: fc.nat(2),
    game: fc.nat(40),
    ms: fc.integer({ min: 1000, max: 900_000 }),
    at: fc.nat(1000),
  }),
  fc.record({
    act: fc.constant('play' as const),
    bucket: fc.nat(2),
    game: fc.nat(40),
    at: fc.nat(1000),
  }),
  fc.record({ act: fc.constant('abandon' as const), bucket: fc.nat(2) }),
  fc.record({
    act: fc.constant('daily' as const),
    back: fc.nat(60),
    won: fc.boolean(),
    ms: fc.integer({ min: 60_000, max: 900_000 }),
  }),
  fc.record({
    act: fc.constant('stage' as const),
    stage: fc.integer({ min: 1, max: 6 }),
    stars: fc.constantFrom(1 as const, 2 as const, 3 as const),
    score: fc.nat(5000),
    ms: fc.integer({ min: 10_000, max: 300_000 }),
  }),
  fc.record({ act: fc.constant('practice' as const), skill: fc.nat(1), hinted: fc.boolean() }),
);

const dateOf = (back: number) => new Date(NOW - back * DAY_MS).toISOString().slice(0, 10);

/** Plays `acts` into `storage`; game ids carry `prefix` (a shared history shares its ids). */
async function play(storage: GridwiseStorage, acts: readonly Act[], prefix: string) {
  for (const a of acts) {
    if (a.act === 'win' || a.act === 'reveal' || a.act === 'play') {
      const bucket = BUCKETS[a.bucket] as string;
      const id = `${prefix}${a.game}`;
      const at = NOW - 10_000_000 + a.at * 1000;
      await storage.countPlayed(bucket, id, at);
      if (a.act === 'win')
        await storage.recordWin({
          format: RECORD_FORMAT,
          id,
          bucket,
          ms: a.ms,
          date: at + a.ms,
          assisted: a.assisted,
          own: {},
        });
      if (a.act === 'reveal') await storage.recordReveal(bucket, { id, ms: a.ms, date: at + a.ms });
    } else if (a.act === 'abandon') await storage.countAbandoned(BUCKETS[a.bucket] as string);
    else if (a.act === 'daily')
      await storage.recordDailyDay('sudoku', dateOf(a.back + 1), {
        won: a.won,
        ms: a.won ? a.ms : null,
      });
    else if (a.act === 'stage')
      await storage.recordJourneyStage('link', a.stage, {
        stars: a.stars,
        score: a.score,
        bestCombo: 1,
        ms: a.ms,
      });
    else await storage.recordPractice('sudoku', SKILLS[a.skill] as string, { hinted: a.hinted });
  }
}

// A file of random records: tables whose counts may or may not add up, daily days before the
// dailies, in the future or won impossibly fast, journeys of eras this build knows or not.
const tableArb = fc
  .record({
    bucket: fc.nat(2),
    started: fc.nat(2_000_000),
    won: fc.nat(60),
    timedWins: fc.nat(60),
    revealed: fc.nat(10),
    streak: fc.nat(10_000),
    bestStreak: fc.nat(10_000),
    totalMs: fc.nat(10_000_000),
    wonMs: fc.nat(10_000_000),
    bestMs: fc.option(fc.nat(900_000)),
    recent: fc.array(
      fc.record({ ms: fc.nat(900_000), date: fc.nat(2_000_000_000_000), assisted: fc.boolean() }),
      { maxLength: 30 },
    ),
    played: fc.array(fc.nat(40), { maxLength: 8 }),
    finished: fc.array(fc.nat(40), { maxLength: 8 }),
    idPrefix: fc.constantFrom('p', 'b'),
    lastAt: fc.nat(2_000_000_000_000),
  })
  .map(
    (t): Statistics => ({
      format: RECORD_FORMAT,
      bucket: BUCKETS[t.bucket] as string,
      started: t.started,
      won: t.won,
      wonMs: t.wonMs,
      timedWins: t.timedWins,
      bestMs: t.bestMs,
      streak: t.streak,
      bestStreak: t.bestStreak,
      revealed: t.revealed,
      totalMs: t.totalMs,
      recent: t.recent,
      playedIds: [...new Set(t.played)].map((i) => `${t.idPrefix}${i}`),
      finishedIds: [...new Set(t.finished)].map((i) => `${t.idPrefix}${i}`),
      lastAt: t.lastAt,
    }),
  );

/** A random table made to add up (as a real one does), so the union merge itself is tried. */
function addingUp(t: Statistics, extra: number): Statistics {
  const timed = t.recent.filter((w) => !w.assisted);
  const sum = (list: typeof t.recent) => list.reduce((n, w) => n + w.ms, 0);
  const won = t.recent.length + (t.recent.length >= 30 ? t.won : Math.min(t.won, 10));
  const timedWins = Math.min(won, timed.length + (extra % 3));
  const finished = won + t.revealed;
  const playedIds = t.playedIds.slice(0, Math.min(8, finished + (extra % 4)));
  const bestStreak = Math.min(t.bestStreak, timedWins);
  return {
    ...t,
    won,
    timedWins,
    started: Math.max(playedIds.length, finished) + (playedIds.length === 8 ? extra : 0),
    playedIds,
    finishedIds: t.finishedIds.slice(0, finished),
    bestStreak,
    streak: Math.min(t.streak, bestStreak),
    totalMs: sum(t.recent) + t.totalMs,
    wonMs: sum(timed) + t.wonMs,
  };
}

const randomFileArb = fc.record({
  statistics: fc.array(
    fc.oneof(
      tableArb,
      fc.tuple(tableArb, fc.nat(20)).map(([t, extra]) => addingUp(t, extra)),
    ),
    { maxLength: 3 },
  ),
  days: fc.dictionary(
    fc.integer({ min: -5, max: 10_100 }).map(dateOf),
    fc.oneof(
      fc.constant({ won: false, ms: null }),
      fc.record({ won: fc.constant(true), ms: fc.nat(900_000) }),
    ),
    { maxKeys: 20 },
  ),
  era: fc.integer({ min: 1, max: 3 }),
  stages: fc.dictionary(
    fc.integer({ min: 1, max: 8 }).map(String),
    fc.record({
      stars: fc.constantFrom(1 as const, 2 as const, 3 as const),
      score: fc.nat(9000),
      bestCombo: fc.integer({ min: 1, max: 9 }),
      ms: fc.nat(300_000),
    }),
    { maxKeys: 5 },
  ),
  skill: fc.record({
    lesson: fc.boolean(),
    practised: fc.nat(9),
    found: fc.nat(9),
    streak: fc.nat(9),
    mastered: fc.boolean(),
  }),
});

function randomFile(f: RandomFile): BackupContent {
  const found = Math.min(f.skill.found, f.skill.practised);
  const streak = Math.min(f.skill.streak, found);
  return {
    games: [],
    bestTimes: [],
    statistics: f.statistics,
    settings: null,
    daily: [{ format: RECORD_FORMAT, kind: 'sudoku', days: f.days }],
    journey: [{ format: RECORD_FORMAT, kind: 'link', era: f.era, stages: f.stages }],
    skills: [
      {
        format: RECORD_FORMAT,
        kind: 'sudoku',
        skills: {
          'hidden-single': {
            ...f.skill,
            found,
            streak,
            mastered: f.skill.mastered || streak >= 3,
          },
        },
      },
    ],
  };
}
type RandomFile = {
  statistics: Statistics[];
  days: Record<string, { won: boolean; ms: number | null }>;
  era: number;
  stages: Record<string, { stars: 1 | 2 | 3; score: number; bestCombo: number; ms: number }>;
  skill: { lesson: boolean; practised: number; found: number; streak: number; mastered: boolean };
};

/** What the player sees of their results, read back. */
async function seen(storage: GridwiseStorage) {
  const stats: Record<string, Statistics> = {};
  const records: Record<string, string[]> = {};
  for (const bucket of BUCKETS) {
    stats[bucket] = await storage.statistics(bucket);
    records[bucket] = (await storage.bestTimes(bucket)).map((r) => r.id);
  }
  return {
    stats,
    records,
    daily: await storage.loadDailyProgress('sudoku'),
    journey: await storage.loadJourneyProgress('link'),
    skills: await storage.loadSkills('sudoku'),
  };
}
type Seen = Awaited<ReturnType<typeof seen>>;

/** Nothing the player had is gone or lower. */
function nothingLost(before: Seen, after: Seen): void {
  for (const bucket of BUCKETS) {
    const [b, a] = [before.stats[bucket] as Statistics, after.stats[bucket] as Statistics];
    for (const count of [
      'started',
      'won',
      'timedWins',
      'revealed',
      'wonMs',
      'totalMs',
      'bestStreak',
    ] as const)
      expect(a[count], `${bucket} ${count}`).toBeGreaterThanOrEqual(b[count]);
    if (b.bestMs !== null) expect(a.bestMs).not.toBeNull();
    if (b.bestMs !== null) expect(a.bestMs as number).toBeLessThanOrEqual(b.bestMs);
    // Every recent win is still charted, unless thirty later ones took its place.
    const kept = new Set(a.recent.map((w) => `${w.date}|${w.ms}|${w.assisted}`));
    const oldestKept = a.recent.length >= 30 ? Math.min(...a.recent.map((w) => w.date)) : -1;
    for (const w of b.recent)
      if (w.date >= oldestKept) expect(kept.has(`${w.date}|${w.ms}|${w.assisted}`)).toBe(true);
    for (const id of b.playedIds) expect(a.playedIds).toContain(id);
    for (const id of b.finishedIds) expect(a.finishedIds).toContain(id);
    for (const id of before.records[bucket] ?? []) expect(after.records[bucket]).toContain(id);
  }
  for (const [date, day] of Object.entries(before.daily)) {
    expect(after.daily[date]).toBeDefined();
    if (day.won) {
      expect(after.daily[date]?.won).toBe(true);
      expect(after.daily[date]?.ms as number).toBeLessThanOrEqual(day.ms as number);
    }
  }
  if (before.journey) {
    expect(after.journey?.era).toBe(before.journey.era);
    for (const [n, stage] of Object.entries(before.journey.stages))
      expect(after.journey?.stages[n]?.stars).toBeGreaterThanOrEqual(stage.stars);
  }
  for (const [id, skill] of Object.entries(before.skills)) {
    const now = after.skills[id];
    expect(now).toBeDefined();
    if (skill.mastered) expect(now?.mastered).toBe(true);
    expect(now?.practised).toBeGreaterThanOrEqual(skill.practised);
    expect(now?.found).toBeGreaterThanOrEqual(skill.found);
  }
}

/** `content` as a file's text read back, as Settings reads it (damaged records skipped). */
function asRead(content: BackupContent): BackupContent {
  const read = readBackup(JSON.stringify({ app: 'gridwise', version: 1, savedAt: 1, ...content }));
  if (!read.ok) throw new Error(read.message);
  return read.backup;
}

/** Imports `file` over the player's `acts`; checks nothing lost and that again changes nothing. */
async function importOver(acts: readonly Act[], content: BackupContent): Promise<void> {
  const file = asRead(content);
  const { storage } = await freshStorage('only-adds-prop');
  await play(storage, acts, 'p');
  const before = await seen(storage);
  await storage.importBackup(file, 'replace', rules);
  const after = await seen(storage);
  nothingLost(before, after);
  // The same file again, then the result's own export: nothing changes, nothing is said.
  const again = await storage.importBackup(file, 'replace', rules);
  expect(await seen(storage)).toEqual(after);
  expect(again).toMatchObject({
    games: 0,
    bestTimes: 0,
    statistics: 0,
    daily: 0,
    journey: 0,
    skills: 0,
  });
  const own = await storage.importBackup(await backupOf(storage), 'replace', rules);
  expect(await seen(storage)).toEqual(after);
  expect(own).toMatchObject({
    games: 0,
    bestTimes: 0,
    statistics: 0,
    daily: 0,
    journey: 0,
    skills: 0,
    refusedRecords: [],
  });
  storage.close();
}

/** Another player's export: the first `shared` acts of this one's history, then its own. */
async function exportOf(acts: readonly Act[], shared: number, own: readonly Act[]) {
  const { storage } = await freshStorage('only-adds-other');
  await play(storage, acts.slice(0, shared), 'p');
  await play(storage, own, 'b');
  const backup = await backupOf(storage);
  storage.close();
  return backup;
}

/** Runs of each property (150: about 15 s for both here; IMPORT_PROPERTY_RUNS for a longer search). */
const RUNS = Number(process.env.IMPORT_PROPERTY_RUNS ?? 150);

describe('an import only adds (property)', () => {
  it('over any played profile, another device’s export: nothing lost, again changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(actArb, { maxLength: 40 }),
        fc.nat(40),
        fc.array(actArb, { maxLength: 40 }),
        async (acts, shared, own) => importOver(acts, await exportOf(acts, shared, own)),
      ),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('over any played profile, a file of random (often impossible) records: the same', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actArb, { maxLength: 40 }), randomFileArb, async (acts, f) =>
        importOver(acts, randomFile(f as RandomFile)),
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});
