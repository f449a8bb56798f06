// An import only adds: the four files a hostile probe found taking a player's results away while
// the notice said "imported", and a file nested 5,000 deep, each imported over a played profile
// (played-profile.ts) with the rules a file chosen in Settings is imported by. What the player
// sees afterwards is what they saw before, and the notice says what was refused and why.
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { importRules } from '../../../src/app/saving/import-judges';
import { importRefusedWords } from '../../../src/app/words/import-refused-words';
import { useLanguage } from '../../../src/i18n/i18n';
import { type BackupContent, readBackup } from '../../../src/storage/backup';
import { mergeJourneyProgress } from '../../../src/storage/journey-progress-record';
import { emptyStatistics } from '../../../src/storage/record-reads';
import { RECORD_FORMAT, type Statistics } from '../../../src/storage/records';
import { DAY_MS, NOW, playProfile, seen, win, YESTERDAY } from './played-profile';
import { backupOf, freshStorage } from './progress-fixture';
import { savedGame } from './saved-game-fixture';

const rules = importRules(() => NOW);

async function played() {
  const { storage } = await freshStorage('only-adds');
  await playProfile(storage);
  return storage;
}

function file(parts: Partial<BackupContent>): BackupContent {
  return { games: [], bestTimes: [], statistics: [], settings: null, ...parts };
}

function table(bucket: string, fields: Partial<Statistics>): Statistics {
  return { ...emptyStatistics(bucket), ...fields };
}

/** `n` daily days won in 1 s each, the last yesterday: a 10,000-day streak when n is 10,000. */
function wonDays(n: number): Record<string, { won: boolean; ms: number }> {
  const days: Record<string, { won: boolean; ms: number }> = {};
  for (let i = 0; i < n; i++)
    days[new Date(NOW - (i + 1) * DAY_MS).toISOString().slice(0, 10)] = { won: true, ms: 1000 };
  return days;
}

describe('the four files that took results away, imported over a played profile', () => {
  it('1. a statistics table of a million games naming none is refused; nothing of the player’s goes down', async () => {
    const storage = await played();
    const before = await seen(storage);
    const summary = await storage.importBackup(
      file({ statistics: [table('sudoku:4:easy', { started: 1_000_000 })] }),
      'replace',
      rules,
    );
    expect(await seen(storage)).toEqual(before);
    expect(summary.refusedRecords).toEqual([
      {
        kind: 'table',
        bucket: 'sudoku:4:easy',
        field: 'started',
        value: 1_000_000,
        other: 'playedIds',
        otherValue: 0,
      },
    ]);
    expect(importRefusedWords(summary)).toBe(
      ' The statistics for Sudoku 4×4 · Easy were refused: their started (1,000,000) disagrees' +
        ' with their playedIds (0), so they are no record of play; yours were kept as they were.',
    );
  });

  it('2. a daily file with a 10,000-day streak removes nothing: its impossible days and table are refused', async () => {
    const storage = await played();
    const before = await seen(storage);
    const summary = await storage.importBackup(
      file({
        daily: [{ format: RECORD_FORMAT, kind: 'sudoku', days: wonDays(10_000) }],
        statistics: [
          table('sudoku:9:medium', {
            started: 10_000,
            won: 10_000,
            timedWins: 10_000,
            wonMs: 10_000 * 1000,
            totalMs: 10_000 * 1000,
            bestMs: 1000,
            streak: 10_000,
            bestStreak: 10_000,
          }),
        ],
      }),
      'replace',
      rules,
    );
    const after = await seen(storage);
    expect(after).toEqual(before);
    expect((after.stats['sudoku:9:medium'] as Statistics).recent).toHaveLength(1);
    expect(after.daily[YESTERDAY]).toEqual({ won: true, ms: 420_000 });
    expect(summary.refusedRecords.map((r) => r.kind)).toEqual([
      'table',
      'daily-days',
      'daily-days',
    ]);
    const words = importRefusedWords(summary);
    expect(words).toContain(
      'The statistics for Sudoku 9×9 · Medium were refused: their won (10,000) disagrees with their recent (0)',
    );
    expect(words).toContain(
      'Sudoku dailies were refused: dated before the first daily, 2000-01-01',
    );
    expect(words).toContain('Sudoku dailies were refused as won quicker than anyone can play');
  });

  it('3. a journey of an era this Gridwise does not know is refused; the player’s stages stay', async () => {
    const storage = await played();
    const before = await seen(storage);
    const summary = await storage.importBackup(
      file({ journey: [{ format: RECORD_FORMAT, kind: 'link', era: 2, stages: {} }] }),
      'replace',
      rules,
    );
    expect(await seen(storage)).toEqual(before);
    expect(Object.keys(before.journey?.stages ?? {})).toEqual(['1', '2']);
    expect(importRefusedWords(summary)).toBe(
      ' The Link journey was refused: it is from a newer Gridwise (map era 2; this one knows up' +
        ' to era 1); update Gridwise to import it.',
    );
  });

  it('3b. an older era never replaces a newer one', () => {
    const newer = {
      format: RECORD_FORMAT,
      kind: 'link',
      era: 2,
      stages: { '1': { stars: 2 as const, score: 5, bestCombo: 1, ms: 9 } },
    };
    const older = {
      format: RECORD_FORMAT,
      kind: 'link',
      era: 1,
      stages: { '1': { stars: 3 as const, score: 9, bestCombo: 3, ms: 1 } },
    };
    expect(mergeJourneyProgress(newer, older)).toEqual(newer);
  });

  it('4. the player’s own export imported back changes nothing and says nothing came in', async () => {
    const storage = await played();
    const exported = await backupOf(storage);
    const before = await seen(storage);
    const summary = await storage.importBackup(exported, 'replace', rules);
    expect(await seen(storage)).toEqual(before);
    expect(summary).toMatchObject({
      games: 0,
      bestTimes: 0,
      statistics: 0,
      settings: false,
      daily: 0,
      journey: 0,
      skills: 0,
      bestScores: 0,
      gamesAhead: 0,
      refusedRecords: [],
    });
  });

  it('4b. a backup’s game never replaces the same game the player has moved on since (an undo)', async () => {
    const storage = await played();
    const exported = await backupOf(storage);
    const game = (await storage.loadGame('sudoku')) ?? savedGame();
    // After the export, the player undid a move: fewer applied, saved later.
    await storage.saveGame({ ...game, rev: game.rev + 1, applied: 2, updatedAt: NOW });
    const before = await seen(storage);
    const summary = await storage.importBackup(exported, 'replace', rules);
    expect(await seen(storage)).toEqual(before);
    expect(summary.games).toBe(0);
    expect(summary.gamesAhead).toBe(1);
  });
});

describe('what was refused, in Chinese', () => {
  afterAll(async () => {
    await useLanguage('en');
  });

  it('says every refusal of the four files in Chinese, naming the table and field', async () => {
    const storage = await played();
    const summary = await storage.importBackup(
      file({
        statistics: [table('sudoku:4:easy', { started: 1_000_000 })],
        daily: [{ format: RECORD_FORMAT, kind: 'sudoku', days: wonDays(10_000) }],
        journey: [{ format: RECORD_FORMAT, kind: 'link', era: 2, stages: {} }],
      }),
      'replace',
      rules,
    );
    await useLanguage('zh-Hans');
    const said = importRefusedWords(summary);
    expect(said).toContain('started（1,000,000）与 playedIds（0）对不上');
    expect(said).toContain('第 2 代地图');
    expect(said).toContain('早于每日挑战的第一天 2000-01-01');
    expect(said).toContain('用时快得不可能');
    // Only the field names stay as the file writes them.
    expect(said.replace(/started|playedIds|Gridwise/g, '')).not.toMatch(/[A-Za-z]{3,}/);
  });
});

// Shrunk counterexamples the property test (import-only-adds-property.test.ts) found, kept.
describe('counterexamples the property found', () => {
  it('two devices each revealed a game: the merged table counts both, and its own export reads back', async () => {
    const { storage: here } = await freshStorage('only-adds');
    const { storage: there } = await freshStorage('only-adds');
    await here.countPlayed('sudoku:9:medium', 'p0', NOW);
    await here.recordReveal('sudoku:9:medium', { id: 'p0', ms: 1000, date: NOW });
    await there.countPlayed('sudoku:9:medium', 'b0', NOW);
    await there.recordReveal('sudoku:9:medium', { id: 'b0', ms: 1000, date: NOW });
    await here.importBackup(await backupOf(there), 'replace', rules);
    expect(await here.statistics('sudoku:9:medium')).toMatchObject({
      started: 2,
      revealed: 2,
      won: 0,
      finishedIds: ['b0', 'p0'],
    });
    const again = await here.importBackup(await backupOf(here), 'replace', rules);
    expect(again).toMatchObject({ statistics: 0, refusedRecords: [] });
  });

  it('a progress record that would not read back is never stored (a mastery with none found)', async () => {
    const storage = await played();
    const before = await seen(storage);
    const bad = { lesson: false, practised: 0, found: 0, streak: 0, mastered: true };
    const summary = await storage.importBackup(
      file({
        skills: [{ format: RECORD_FORMAT, kind: 'sudoku', skills: { 'hidden-single': bad } }],
      }),
      'replace',
      rules,
    );
    expect(summary.skills).toBe(0);
    expect(await seen(storage)).toEqual(before);
  });
});

describe('counterexamples the property found, on fresh seeds', () => {
  it('a table naming one win twice: its wins counted by kind, and a second import adds nothing', async () => {
    const { storage } = await freshStorage('only-adds');
    const twice = { ms: 0, date: 0, assisted: true };
    const content = file({
      statistics: [
        table('sudoku:9:medium', { started: 2, won: 2, recent: [twice, twice] }),
        table('sudoku:9:medium', {
          started: 1,
          won: 1,
          timedWins: 1,
          recent: [{ ms: 0, date: 0, assisted: false }],
        }),
      ],
    });
    await storage.importBackup(content, 'replace', rules);
    const once = await storage.statistics('sudoku:9:medium');
    // Two wins with help (one named twice) and one timed: three wins, whichever came first.
    expect(once).toMatchObject({ started: 3, won: 3, timedWins: 1 });
    const again = await storage.importBackup(content, 'replace', rules);
    expect(await storage.statistics('sudoku:9:medium')).toEqual(once);
    expect(again.statistics).toBe(0);
  });
});

describe('a counterexample of a longer search (1,500 runs)', () => {
  it('tables whose helped wins, timed time or total time no game of theirs explains are refused; again adds nothing', async () => {
    const { storage } = await freshStorage('only-adds');
    const content = file({
      statistics: [
        table('sudoku:9:medium', {
          started: 1,
          won: 1,
          timedWins: 1,
          recent: [{ ms: 0, date: 0, assisted: true }],
        }),
        table('sudoku:9:medium', { wonMs: 1 }),
        table('sudoku:9:medium', {
          started: 1,
          won: 1,
          wonMs: 1,
          timedWins: 1,
          totalMs: 1,
          recent: [{ ms: 1, date: 0, assisted: false }],
        }),
      ],
    });
    const first = await storage.importBackup(content, 'replace', rules);
    expect(first.refusedRecords.map((r) => r.kind === 'table' && r.field)).toEqual([
      'recent',
      'wonMs',
    ]);
    const once = await storage.statistics('sudoku:9:medium');
    expect(once).toMatchObject({ started: 1, won: 1, timedWins: 1, wonMs: 1 });
    const again = await storage.importBackup(content, 'replace', rules);
    expect(await storage.statistics('sudoku:9:medium')).toEqual(once);
    expect(again.statistics).toBe(0);
  });
});

describe('a counterexample of a second 1,500-run search', () => {
  it('a timed win from the file beside the player’s helped win: two wins, and the result reads back', async () => {
    const storage = await played();
    await storage.countPlayed('sudoku:6:easy', 'h1', NOW);
    await storage.recordWin({ ...win('h1', 'sudoku:6:easy', 30_000, NOW), assisted: true });
    const summary = await storage.importBackup(
      file({ statistics: [table('sudoku:6:easy', { started: 1, won: 1, timedWins: 1 })] }),
      'replace',
      rules,
    );
    expect(summary.refusedRecords).toEqual([]);
    expect(await storage.statistics('sudoku:6:easy')).toMatchObject({
      won: 2,
      timedWins: 1,
      started: 2,
    });
    const own = await storage.importBackup(await backupOf(storage), 'replace', rules);
    expect(own).toMatchObject({ statistics: 0, refusedRecords: [] });
  });
});

describe('a counterexample of a third 1,500-run search', () => {
  it('two tables each counting wins unnamed (as Records alone make them): merged, the result reads back', async () => {
    const { storage } = await freshStorage('only-adds');
    const content = file({
      statistics: [
        table('sudoku:9:medium', { started: 1, won: 1, timedWins: 1 }),
        table('sudoku:9:medium', { started: 10, won: 10 }),
      ],
    });
    const first = await storage.importBackup(content, 'replace', rules);
    expect(first.refusedRecords).toEqual([]);
    expect(await storage.statistics('sudoku:9:medium')).toMatchObject({ won: 11, timedWins: 1 });
    const own = await storage.importBackup(await backupOf(storage), 'replace', rules);
    expect(own).toMatchObject({ statistics: 0, refusedRecords: [] });
  });
});

describe('a file nested 5,000 deep', () => {
  it('is refused in words before anything is written', () => {
    // Written as text: JSON.stringify itself overflows the stack on 5,000 levels.
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const text = `{"app":"gridwise","version":1,"savedAt":1,"games":[],"settings":${deep}}`;
    const read = readBackup(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problem).toMatchObject({ kind: 'too-deep', limit: 64 });
    expect(read.message).toMatch(
      /^The file is not a Gridwise backup: it nests too deep at settings\.a\.a\.a.*… \(more than 64 levels\)\.$/,
    );
  });
});
