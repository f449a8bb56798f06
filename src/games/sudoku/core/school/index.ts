// Public face of the technique school's core: the catalogue, practice positions and
// lesson examples (made in the worker), and the reader the app checks them with.

export { readPracticePosition } from './practice-core';
export {
  canPractise,
  makeLessonExample,
  makePracticePosition,
  type PracticePosition,
} from './practice-position';
export { type PracticeRead, validatePracticePosition } from './practice-validate';
export {
  familyOf,
  isSchoolTechnique,
  SCHOOL_FAMILIES,
  SCHOOL_TECHNIQUES,
  type SchoolFamily,
  type SchoolTechnique,
  type SchoolTechniqueId,
} from './school-techniques';
