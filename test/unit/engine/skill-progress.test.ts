// The technique school's rule (issue #26), by hand: practised counts every finish, found the
// unhinted ones, the streak the unhinted ones in a row (a hint starts it again), mastery comes
// at three in a row and stays; a merge keeps the larger of each count and ORs the flags.
import { describe, expect, it } from 'vitest';
import {
  applyPractice,
  MASTERY_STREAK,
  markLesson,
  mergeSkill,
  type SkillEntry,
} from '../../../src/play/skill-progress';

const entry = (
  lesson: boolean,
  practised: number,
  found: number,
  streak: number,
  mastered: boolean,
): SkillEntry => ({ lesson, practised, found, streak, mastered });

const run = (hints: boolean[], from?: SkillEntry) =>
  hints.reduce<SkillEntry | undefined>((e, hinted) => applyPractice(e, { hinted }), from);

describe('skill progress rule', () => {
  it('mastery takes three found in a row', () => {
    expect(MASTERY_STREAK).toBe(3);
  });

  it('a first position starts the entry', () => {
    expect(applyPractice(undefined, { hinted: false })).toEqual(entry(false, 1, 1, 1, false));
    expect(applyPractice(undefined, { hinted: true })).toEqual(entry(false, 1, 0, 0, false));
  });

  it('three unhinted in a row master the skill, not before', () => {
    expect(run([false, false])).toEqual(entry(false, 2, 2, 2, false));
    expect(run([false, false, false])).toEqual(entry(false, 3, 3, 3, true));
  });

  it('a hinted finish counts as practised, not found, and starts the streak again', () => {
    // found, found, hinted, found, found: 5 practised, 4 found, streak 2, not mastered.
    expect(run([false, false, true, false, false])).toEqual(entry(false, 5, 4, 2, false));
    // … and one more unhinted makes three in a row.
    expect(run([false, false, true, false, false, false])).toEqual(entry(false, 6, 5, 3, true));
  });

  it('mastery is never lost, even when a hint resets the streak', () => {
    expect(run([false, false, false, true, true])).toEqual(entry(false, 5, 3, 0, true));
  });

  it('keeps the lesson flag through practice, and marks it', () => {
    expect(markLesson(undefined)).toEqual(entry(true, 0, 0, 0, false));
    const read = markLesson(entry(false, 4, 3, 1, false));
    expect(read).toEqual(entry(true, 4, 3, 1, false));
    expect(applyPractice(read, { hinted: false })).toEqual(entry(true, 5, 4, 2, false));
  });

  it('does not change the entry it is given', () => {
    const before = entry(false, 2, 2, 2, false);
    applyPractice(before, { hinted: false });
    markLesson(before);
    expect(before).toEqual(entry(false, 2, 2, 2, false));
  });

  it('merges two devices’ progress: lesson OR, larger counts, larger streak, mastered OR', () => {
    const phone = entry(true, 7, 3, 0, true);
    const laptop = entry(false, 4, 4, 2, false);
    expect(mergeSkill(phone, laptop)).toEqual(entry(true, 7, 4, 2, true));
    expect(mergeSkill(laptop, phone)).toEqual(entry(true, 7, 4, 2, true));
    expect(mergeSkill(laptop, laptop)).toEqual(laptop);
  });
});
