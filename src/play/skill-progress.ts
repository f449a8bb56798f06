// The technique school's rule as the play side reads it: practised, found without a
// hint, mastered after MASTERY_STREAK found in a row. The rule itself lives in engine/ because
// storage applies it too (storage may not import play: import-direction.test.ts).

export {
  applyPractice,
  emptySkill,
  MASTERY_STREAK,
  markLesson,
  mergeSkill,
  type SkillEntry,
} from '../engine/skill-progress';
