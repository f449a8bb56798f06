// Reading and writing a game's technique-school progress (skill-progress-record.ts) in the
// settings store, each in one transaction, the way the journey's is (keyed-progress-store.ts):
// a record that fails validation is set aside and read as none; a practice or a lesson is a
// read-modify-write of its skill's entry by the rule (engine/skill-progress.ts).

import { applyPractice, markLesson, type SkillEntry } from '../engine/skill-progress';
import type { GridwiseDatabase } from './database';
import { readProgress, updateProgress } from './keyed-progress-store';
import type { RecordReads } from './record-reads';
import { RECORD_FORMAT, RecordError } from './records';
import { isSkillId, SKILL_PROGRESS, type SkillProgressRecord } from './skill-progress-record';

/** A game's skills (id → entry), empty when none or unreadable. */
export async function readSkills(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
): Promise<Record<string, SkillEntry>> {
  return (await readProgress(db, reads, kind, SKILL_PROGRESS))?.skills ?? {};
}

/**
 * `skill`'s entry changed by `step` and stored, in one transaction; returns the new entry.
 * Throws RecordError for a bad skill id or game id, or a skill past the record's limit,
 * storing nothing.
 */
async function updateSkill(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
  skill: string,
  step: (entry: SkillEntry | undefined) => SkillEntry,
): Promise<SkillEntry> {
  // Checked before the rule runs so the error names the id (a read would say the same).
  if (!isSkillId(skill)) throw new RecordError(`"${skill}" is not a skill id`);
  const stored = await updateProgress(
    db,
    reads,
    kind,
    SKILL_PROGRESS,
    (here): SkillProgressRecord => ({
      format: RECORD_FORMAT,
      kind,
      skills: { ...(here?.skills ?? {}), [skill]: step(here?.skills[skill]) },
    }),
  );
  return stored.skills[skill] as SkillEntry;
}

/** A practice position of `skill` finished (`hinted`: a hint was used on it). */
export function writePractice(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
  skill: string,
  practice: { hinted: boolean },
): Promise<SkillEntry> {
  return updateSkill(db, reads, kind, skill, (entry) => applyPractice(entry, practice));
}

/** `skill`'s lesson read. */
export function writeLesson(
  db: GridwiseDatabase,
  reads: RecordReads,
  kind: string,
  skill: string,
): Promise<SkillEntry> {
  return updateSkill(db, reads, kind, skill, markLesson);
}
