// The school as the worker protocol sees it (GameCore.practice): which techniques it teaches,
// and the reader for a position coming back from the worker. Light: no generator, no grader
// search, so the main thread may import it.

import { InvalidInputError } from '../../../../engine/game';
import type { PracticeCore } from '../../../../engine/game-core';
import type { PracticePosition } from './practice-position';
import { validatePracticePosition } from './practice-validate';
import { isSchoolTechnique } from './school-techniques';

/** The position, or throws InvalidInputError naming the bad field (prefixed by `what`). */
export function readPracticePosition(value: unknown, what = 'practice position'): PracticePosition {
  const read = validatePracticePosition(value);
  if (!read.ok)
    throw new InvalidInputError(`${what}: ${read.message.replace(/^practice position: /, '')}`);
  return read.position;
}

export const sudokuPractice: PracticeCore = {
  isTechnique: isSchoolTechnique,
  validatePosition: readPracticePosition,
};
