// Technique-school progress in storage (issue #26): a practice or a lesson is read, changed by
// the rule and written in one transaction; three unhinted in a row master a skill, a hinted one
// starts the streak again; it survives a reopen (a kill), rides a backup and the mirror into a
// fresh profile and merges into what is there; a damaged record is set aside with a message
// naming the field without breaking the other reads. fake-indexeddb, as the journey's.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { importedPartsWords } from '../../../src/app/words/backup-words';
import type { SkillEntry } from '../../../src/engine/skill-progress';
import { useLanguage } from '../../../src/i18n/i18n';
import { isEmptyBackup, readBackup } from '../../../src/storage/backup';
import { Mirror, recoverFromMirror } from '../../../src/storage/mirror';
import { RECORD_FORMAT, RecordError } from '../../../src/storage/records';
import {
  MAX_SKILLS,
  mergeSkillProgress,
  skillProgressKey,
  validateSkillProgress,
} from '../../../src/storage/skill-progress-record';
import type { GridwiseStorage } from '../../../src/storage/storage';
import { backupOf, freshStorage, mirrorEnv } from './progress-fixture';

const fresh = (name?: string) => freshStorage('skills', name);

const entry = (
  lesson: boolean,
  practised: number,
  found: number,
  streak: number,
  mastered: boolean,
): SkillEntry => ({ lesson, practised, found, streak, mastered });

async function practise(storage: GridwiseStorage, skill: string, hints: boolean[]) {
  let last: SkillEntry | null = null;
  for (const hinted of hints) last = await storage.recordPractice('sudoku', skill, { hinted });
  return last;
}

describe('skill progress storage', () => {
  it('three found in a row without a hint master a skill; a hinted one starts the streak again', async () => {
    const { storage } = await fresh();
    expect(await storage.loadSkills('sudoku')).toEqual({});
    expect(await practise(storage, 'x-wing', [false, false])).toEqual(entry(false, 2, 2, 2, false));
    // A hint on the third: practised, not found, the streak back to 0, not mastered.
    expect(await practise(storage, 'x-wing', [true])).toEqual(entry(false, 3, 2, 0, false));
    expect(await practise(storage, 'x-wing', [false, false])).toEqual(entry(false, 5, 4, 2, false));
    expect(await practise(storage, 'x-wing', [false])).toEqual(entry(false, 6, 5, 3, true));
    // Mastered stays after a hint.
    expect(await practise(storage, 'x-wing', [true])).toEqual(entry(false, 7, 5, 0, true));
    expect(await storage.recordLesson('sudoku', 'naked-pair')).toEqual(entry(true, 0, 0, 0, false));
    expect(await storage.loadSkills('sudoku')).toEqual({
      'x-wing': entry(false, 7, 5, 0, true),
      'naked-pair': entry(true, 0, 0, 0, false),
    });
    expect(await storage.loadSkills('link')).toEqual({});
  });

  it('is back after the database is closed and opened again (a kill)', async () => {
    const first = await fresh();
    await first.storage.recordLesson('sudoku', 'hidden-single');
    await practise(first.storage, 'hidden-single', [false, true, false]);
    first.db.close();
    const again = await fresh(first.name);
    expect(await again.storage.loadSkills('sudoku')).toEqual({
      'hidden-single': entry(true, 3, 2, 1, false),
    });
  });

  it('two practices at once both count (each a read-modify-write in one transaction)', async () => {
    const { storage } = await fresh();
    await Promise.all([
      storage.recordPractice('sudoku', 'x-wing', { hinted: false }),
      storage.recordPractice('sudoku', 'x-wing', { hinted: false }),
      storage.recordLesson('sudoku', 'x-wing'),
      storage.recordPractice('sudoku', 'x-wing', { hinted: false }),
    ]);
    expect((await storage.loadSkills('sudoku'))['x-wing']).toEqual(entry(true, 3, 3, 3, true));
  });

  it('refuses a bad skill id, a game it does not know, or a skill past the limit, storing nothing', async () => {
    const { storage } = await fresh();
    await storage.recordLesson('sudoku', 'x-wing');
    for (const bad of ['', 'X-Wing', 'x wing', 'a'.repeat(41), '__proto__'])
      await expect(storage.recordPractice('sudoku', bad, { hinted: false })).rejects.toThrow(
        RecordError,
      );
    await expect(storage.recordLesson('chess', 'x-wing')).rejects.toThrow(RecordError);
    for (let i = 1; i < MAX_SKILLS; i++) await storage.recordLesson('sudoku', `s${i}`);
    await expect(storage.recordLesson('sudoku', 'one-too-many')).rejects.toThrow(/more than 64/);
    const skills = await storage.loadSkills('sudoku');
    expect(Object.keys(skills)).toHaveLength(MAX_SKILLS);
    expect(skills['x-wing']).toEqual(entry(true, 0, 0, 0, false));
  });

  it('sets a damaged record aside, naming the field, and the other reads go on', async () => {
    const { storage, db, problems } = await fresh();
    await storage.recordJourneyStage('link', 1, { stars: 3, score: 9, bestCombo: 2, ms: 1000 });
    await storage.saveSettings({ theme: 'dark' });
    await storage.recordPractice('link', 'corner-turn', { hinted: false });
    await db.put(
      'settings',
      {
        format: RECORD_FORMAT,
        kind: 'sudoku',
        skills: {
          'x-wing': entry(true, 4, 4, 4, true),
          swordfish: { ...entry(false, 2, 1, 0, false), found: 'many' },
        },
      } as never,
      skillProgressKey('sudoku'),
    );
    // Never half-read: x-wing was fine, but the record is refused whole.
    expect(await storage.loadSkills('sudoku')).toEqual({});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /skill progress\.skills\["swordfish"\]\.found should be a whole number ≥ 0, got many/,
    );
    expect(await storage.quarantined()).toEqual([
      expect.objectContaining({ store: 'settings', key: 'skills:sudoku' }),
    ]);
    // Everything else still reads, and a backup still holds the rest.
    expect((await storage.loadJourneyProgress('link'))?.stages['1']?.stars).toBe(3);
    expect(await storage.loadSettings()).toEqual({ theme: 'dark' });
    expect(await storage.loadSkills('link')).toEqual({
      'corner-turn': entry(false, 1, 1, 1, false),
    });
    expect((await storage.readAll()).skills).toEqual([
      {
        format: RECORD_FORMAT,
        kind: 'link',
        skills: { 'corner-turn': entry(false, 1, 1, 1, false) },
      },
    ]);
    // And the next practice starts a good record again.
    expect(await storage.recordPractice('sudoku', 'x-wing', { hinted: false })).toEqual(
      entry(false, 1, 1, 1, false),
    );
    expect(problems).toHaveLength(1);
  });

  it('a damaged record in a backup is skipped with its field named; the rest imports', () => {
    const good = { format: 1, kind: 'sudoku', skills: { 'x-wing': entry(true, 3, 3, 3, true) } };
    const bad = { format: 1, kind: 'sudoku', skills: { 'X-Wing': entry(true, 3, 3, 3, true) } };
    const read = readBackup(
      JSON.stringify({ app: 'gridwise', version: 1, savedAt: 1, skills: [bad, good] }),
    );
    if (!read.ok) throw new Error(read.message);
    expect(read.skipped).toEqual(['skills[0].skills has "X-Wing", not a skill id']);
    expect(read.backup.skills).toEqual([good]);
    expect(isEmptyBackup(read.backup)).toBe(false);
  });

  it('an older backup without skill progress still reads', () => {
    const read = readBackup(JSON.stringify({ app: 'gridwise', version: 1, savedAt: 1, games: [] }));
    expect(read.ok && read.backup.skills).toEqual([]);
  });

  it('rides a backup into a fresh profile, and merges into progress there', async () => {
    const old = await fresh();
    await practise(old.storage, 'x-wing', [false, false, false, true]); // 4, 3, 0, mastered
    await old.storage.recordLesson('sudoku', 'swordfish');
    const backup = await backupOf(old.storage);

    const empty = await fresh();
    let heard = 0;
    empty.storage.skillsImported.add(() => heard++);
    expect((await empty.storage.importBackup(backup, 'if-none')).skills).toBe(1);
    expect(heard).toBe(1);
    expect(await empty.storage.loadSkills('sudoku')).toEqual(
      await old.storage.loadSkills('sudoku'),
    );

    const played = await fresh();
    await practise(played.storage, 'x-wing', [true, false, false]); // 3, 2, 2, not mastered
    await practise(played.storage, 'naked-pair', [false]);
    const summary = await played.storage.importBackup(backup, 'if-none');
    expect(summary.skills).toBe(1);
    expect(await played.storage.loadSkills('sudoku')).toEqual({
      'x-wing': entry(false, 4, 3, 2, true),
      swordfish: entry(true, 0, 0, 0, false),
      'naked-pair': entry(false, 1, 1, 1, false),
    });
    // Importing the same backup again changes nothing.
    await played.storage.importBackup(backup, 'if-none');
    expect((await played.storage.loadSkills('sudoku'))['x-wing']).toEqual(
      entry(false, 4, 3, 2, true),
    );
  });

  it('a backup without skill progress calls no skills listener', async () => {
    const old = await fresh();
    await old.storage.recordDailyDay('sudoku', '2026-11-26', { won: true, ms: 60_000 });
    const to = await fresh();
    let heard = 0;
    to.storage.skillsImported.add(() => heard++);
    expect((await to.storage.importBackup(await backupOf(old.storage), 'if-none')).skills).toBe(0);
    expect(heard).toBe(0);
  });

  it('comes back from the mirror after a wipe, and the listeners hear it', async () => {
    const env = mirrorEnv();
    const before = await fresh();
    await practise(before.storage, 'x-wing', [false, false]);
    await new Mirror(before.storage, () => 1000, env).flush();
    const wiped = await fresh();
    let heard = 0;
    wiped.storage.skillsImported.add(() => heard++);
    const recovery = await recoverFromMirror(
      wiped.storage,
      new Mirror(wiped.storage, Date.now, env),
    );
    expect(recovery).toMatchObject({ kind: 'restored' });
    expect(heard).toBe(1);
    expect(await wiped.storage.loadSkills('sudoku')).toEqual({
      'x-wing': entry(false, 2, 2, 2, false),
    });
  });
});

describe('skill progress record', () => {
  const record = (skills: Record<string, unknown>) => ({
    format: RECORD_FORMAT,
    kind: 'sudoku',
    skills,
  });
  const ok = entry(false, 1, 1, 1, false);

  it('names the bad field', () => {
    const cases: [unknown, RegExp][] = [
      [null, /skill progress is not an object/],
      [{ ...record({}), format: 2 }, /\.format should be 1/],
      [{ ...record({}), kind: 'chess' }, /\.kind should be a game id/],
      [{ ...record({}), skills: [] }, /\.skills should be an object/],
      [record({ 'x.wing': ok }), /\.skills has "x\.wing", not a skill id/],
      [record({ a: null }), /\["a"\] should be \{ lesson, practised, found, streak, mastered \}/],
      [record({ a: { ...ok, lesson: 1 } }), /\["a"\]\.lesson should be true or false/],
      [record({ a: { ...ok, mastered: 'yes' } }), /\["a"\]\.mastered should be true or false/],
      [record({ a: { ...ok, practised: 1.5 } }), /\["a"\]\.practised should be a whole number/],
      [record({ a: { ...ok, streak: -1 } }), /\["a"\]\.streak should be a whole number/],
      [record({ a: entry(false, 1, 2, 0, false) }), /\["a"\]\.found \(2\) is more than practised/],
      [record({ a: entry(false, 2, 1, 2, false) }), /\["a"\]\.streak \(2\) is more than found/],
      [record({ a: entry(false, 3, 3, 3, false) }), /\["a"\]\.mastered should be true/],
      [record({ a: entry(false, 2, 2, 0, true) }), /\["a"\]\.mastered with only 2 found/],
      [
        record(Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`s${i}`, ok]))),
        /\.skills has 65 skills, more than 64/,
      ],
    ];
    for (const [value, message] of cases)
      expect(() => validateSkillProgress(value)).toThrow(message);
  });

  it('a merge past the limit keeps what is here and reads back', () => {
    const many = (from: number, count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`s${from + i}`, ok]));
    const here = validateSkillProgress(record(many(0, 60)));
    const other = validateSkillProgress(
      record({ ...many(50, 20), s0: entry(true, 5, 5, 5, true) }),
    );
    const merged = validateSkillProgress(mergeSkillProgress(here, other));
    expect(Object.keys(merged.skills)).toHaveLength(MAX_SKILLS);
    expect(merged.skills.s0).toEqual(entry(true, 5, 5, 5, true));
    expect(merged.skills.s59).toEqual(ok);
  });
});

describe('technique progress in the import summary', () => {
  afterEach(async () => {
    await useLanguage('en');
  });
  const parts = { games: 0, bestTimes: 0, statistics: 0, settings: false };

  it('is said when an import brought it, in English and in Chinese', async () => {
    expect(importedPartsWords({ ...parts, skills: 1 })).toContain('technique progress');
    expect(importedPartsWords({ ...parts, skills: 0 })).not.toContain('technique');
    await useLanguage('zh-Hans');
    expect(importedPartsWords({ ...parts, skills: 2 })).toContain('技巧练习进度');
  });
});
