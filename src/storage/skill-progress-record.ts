// A game's technique-school progress as stored: one record per game, skill id → its
// entry (lesson read, practised, found, streak, mastered: engine/skill-progress.ts), kept in the
// settings store under `skills:<game id>` beside the daily's and the journey's, in backups and
// the mirror with the other records. Validated on every read; one bad skill refuses the record
// whole (set aside, never half-read). Storage knows no game's techniques: a skill is any short
// id the game gives.

import { MASTERY_STREAK, mergeSkill, type SkillEntry } from '../engine/skill-progress';
import type { ProgressRecordKind } from './keyed-progress-store';
import { progressFields } from './progress-header';
import { RECORD_FORMAT, RecordError } from './records';

export interface SkillProgressRecord {
  format: number;
  kind: string;
  skills: Record<string, SkillEntry>;
}

const PREFIX = 'skills:';
/** A skill's id as a game gives it (`x-wing`, `naked-pair`). */
const SKILL_ID = /^[a-z0-9-]{1,40}$/;
/** Far above any game's list of techniques: bounds a damaged or doctored record. */
export const MAX_SKILLS = 64;

/** The settings-store key of a game's skill progress. */
export function skillProgressKey(kind: string): string {
  return `${PREFIX}${kind}`;
}

/** The game id of a skill-progress key, or null for any other key of the store. */
function kindOfSkillProgressKey(key: string): string | null {
  return key.startsWith(PREFIX) ? key.slice(PREFIX.length) : null;
}

/** True when `id` can name a skill. */
export function isSkillId(id: string): boolean {
  return SKILL_ID.test(id);
}

const count = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function validateEntry(value: unknown, what: string): SkillEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RecordError(`${what} should be { lesson, practised, found, streak, mastered }`);
  const o = value as Record<string, unknown>;
  for (const flag of ['lesson', 'mastered'] as const)
    if (typeof o[flag] !== 'boolean')
      throw new RecordError(`${what}.${flag} should be true or false, got ${String(o[flag])}`);
  for (const name of ['practised', 'found', 'streak'] as const)
    if (!count(o[name]))
      throw new RecordError(`${what}.${name} should be a whole number ≥ 0, got ${String(o[name])}`);
  const e = o as unknown as SkillEntry;
  // What the rule can never make: more found than practised, a streak longer than the found,
  // a streak of three unmastered, mastery with fewer than three found.
  if (e.found > e.practised)
    throw new RecordError(`${what}.found (${e.found}) is more than practised (${e.practised})`);
  if (e.streak > e.found)
    throw new RecordError(`${what}.streak (${e.streak}) is more than found (${e.found})`);
  if (e.streak >= MASTERY_STREAK && !e.mastered)
    throw new RecordError(`${what}.mastered should be true after a streak of ${e.streak}`);
  if (e.mastered && e.found < MASTERY_STREAK)
    throw new RecordError(`${what}.mastered with only ${e.found} found`);
  return {
    lesson: e.lesson,
    practised: e.practised,
    found: e.found,
    streak: e.streak,
    mastered: e.mastered,
  };
}

export function validateSkillProgress(
  value: unknown,
  what = 'skill progress',
): SkillProgressRecord {
  const { fields: o, kind } = progressFields(value, what);
  const raw = o.skills;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new RecordError(`${what}.skills should be an object`);
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > MAX_SKILLS)
    throw new RecordError(`${what}.skills has ${entries.length} skills, more than ${MAX_SKILLS}`);
  const skills: Record<string, SkillEntry> = {};
  for (const [id, entry] of entries) {
    if (!isSkillId(id)) throw new RecordError(`${what}.skills has "${id}", not a skill id`);
    skills[id] = validateEntry(entry, `${what}.skills["${id}"]`);
  }
  return { format: RECORD_FORMAT, kind, skills };
}

/**
 * Two progress records of a game made one (an import): every skill of both kept, each merged
 * (mergeSkill). Should the two together name more than MAX_SKILLS, the ones here are kept and
 * the other's new ones only while there is room, so the result always reads back.
 */
export function mergeSkillProgress(
  here: SkillProgressRecord | null,
  other: SkillProgressRecord,
): SkillProgressRecord {
  const skills: Record<string, SkillEntry> = { ...(here?.skills ?? {}) };
  let room = MAX_SKILLS - Object.keys(skills).length;
  for (const [id, entry] of Object.entries(other.skills)) {
    const mine = skills[id];
    if (mine) skills[id] = mergeSkill(mine, entry);
    else if (room-- > 0) skills[id] = { ...entry };
  }
  return { format: RECORD_FORMAT, kind: other.kind, skills };
}

/** The skill progress as the shared progress reads and writes know it (keyed-progress-store.ts). */
export const SKILL_PROGRESS: ProgressRecordKind<SkillProgressRecord> = {
  key: skillProgressKey,
  isKey: (key) => kindOfSkillProgressKey(key) !== null,
  validate: (value) => validateSkillProgress(value),
  merge: mergeSkillProgress,
};
