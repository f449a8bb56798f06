// The technique school's rule, pure and generic (no game is named): a skill is any
// technique a game teaches, known by the id the game gives. A finished practice position counts
// as practised; one finished without a hint is found; three found in a row without a hint
// master the skill, and mastery is never lost. Here in engine/ (not play/) because storage
// applies it inside its read-modify-write transaction (storage may not import play);
// src/play/skill-progress.ts hands the same rule to the play side.

/** A player's progress with one skill. */
export interface SkillEntry {
  /** The lesson was read. */
  lesson: boolean;
  /** Practice positions finished, hinted or not. */
  practised: number;
  /** Practice positions finished without a hint. */
  found: number;
  /** Found in a row without a hint, now (a hinted finish starts it again). */
  streak: number;
  /** The streak once reached MASTERY_STREAK; never lost after. */
  mastered: boolean;
}

/** Found in a row without a hint that master a skill. */
export const MASTERY_STREAK = 3;

/** Nothing done yet: what a skill never touched reads as. */
export function emptySkill(): SkillEntry {
  return { lesson: false, practised: 0, found: 0, streak: 0, mastered: false };
}

/** `entry` with one more practice position finished; `hinted` when a hint was used on it. */
export function applyPractice(
  entry: SkillEntry | undefined,
  practice: { hinted: boolean },
): SkillEntry {
  const was = entry ?? emptySkill();
  const streak = practice.hinted ? 0 : was.streak + 1;
  return {
    lesson: was.lesson,
    practised: was.practised + 1,
    found: practice.hinted ? was.found : was.found + 1,
    streak,
    mastered: was.mastered || streak >= MASTERY_STREAK,
  };
}

/** `entry` with its lesson read. */
export function markLesson(entry: SkillEntry | undefined): SkillEntry {
  return { ...(entry ?? emptySkill()), lesson: true };
}

/**
 * Two players' progress with one skill made one (an import from a backup or the mirror): each
 * count the larger, the lesson read and the skill mastered when either says so. Nothing here
 * is ever lost, and merging the same progress again changes nothing.
 */
export function mergeSkill(a: SkillEntry, b: SkillEntry): SkillEntry {
  return {
    lesson: a.lesson || b.lesson,
    practised: Math.max(a.practised, b.practised),
    found: Math.max(a.found, b.found),
    streak: Math.max(a.streak, b.streak),
    mastered: a.mastered || b.mastered,
  };
}
