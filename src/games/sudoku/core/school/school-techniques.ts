// The technique school's catalogue: every technique the grader knows (except the last-resort
// trial, which teaches nothing), in teaching order, each with its family. Teaching order is the
// order the hint tries them (HINT_TECHNIQUES in grader/techniques.ts), so a lesson never needs
// a technique that comes later. The family ids are shared with the Learn screen, the lesson
// words and the progress storage: do not rename them.

import type { TechniqueId } from '../grader/step';

export type SchoolFamily =
  | 'singles'
  | 'intersections'
  | 'subsets'
  | 'fish'
  | 'single-digit'
  | 'wings'
  | 'uniqueness'
  | 'chains';

/** The families in the order the Learn screen lists them. */
export const SCHOOL_FAMILIES: readonly SchoolFamily[] = [
  'singles',
  'intersections',
  'subsets',
  'fish',
  'single-digit',
  'wings',
  'uniqueness',
  'chains',
];

export type SchoolTechniqueId = Exclude<TechniqueId, 'trial'>;

export interface SchoolTechnique {
  readonly id: SchoolTechniqueId;
  readonly family: SchoolFamily;
}

/** Each technique's family: a Record, so the type checker fails when the grader learns a
 *  technique the school does not list. */
const FAMILY_OF: Readonly<Record<SchoolTechniqueId, SchoolFamily>> = {
  'hidden-single': 'singles',
  'naked-single': 'singles',
  pointing: 'intersections',
  claiming: 'intersections',
  'naked-pair': 'subsets',
  'hidden-pair': 'subsets',
  'naked-triple': 'subsets',
  'hidden-triple': 'subsets',
  'naked-quad': 'subsets',
  'hidden-quad': 'subsets',
  'x-wing': 'fish',
  swordfish: 'fish',
  jellyfish: 'fish',
  skyscraper: 'single-digit',
  'two-string-kite': 'single-digit',
  'turbot-fish': 'single-digit',
  'empty-rectangle': 'single-digit',
  'x-chain': 'single-digit',
  'xy-wing': 'wings',
  'xyz-wing': 'wings',
  'w-wing': 'wings',
  'wxyz-wing': 'wings',
  'vwxyz-wing': 'wings',
  'unique-rectangle': 'uniqueness',
  'bug-plus-one': 'uniqueness',
  cycle: 'chains',
  'forcing-x-chain': 'chains',
  'forcing-chain': 'chains',
  nishio: 'chains',
  'cell-forcing-chain': 'chains',
  'region-forcing-chain': 'chains',
  'dynamic-forcing-chain': 'chains',
  'dynamic-forcing-chain-plus': 'chains',
};

/** Teaching order: the order the hint tries them (HINT_TECHNIQUES; a finder that reports
 *  several techniques, like the strong-link one, gives them by rating). */
const TEACHING_ORDER: readonly SchoolTechniqueId[] = [
  'hidden-single',
  'naked-single',
  'pointing',
  'claiming',
  'naked-pair',
  'x-wing',
  'hidden-pair',
  'naked-triple',
  'swordfish',
  'hidden-triple',
  'skyscraper',
  'two-string-kite',
  'turbot-fish',
  'xy-wing',
  'empty-rectangle',
  'xyz-wing',
  'w-wing',
  'unique-rectangle',
  'naked-quad',
  'jellyfish',
  'hidden-quad',
  'x-chain',
  'wxyz-wing',
  'bug-plus-one',
  'vwxyz-wing',
  'cycle',
  'forcing-x-chain',
  'forcing-chain',
  'nishio',
  'cell-forcing-chain',
  'region-forcing-chain',
  'dynamic-forcing-chain',
  'dynamic-forcing-chain-plus',
];

/** Every technique but trial, in teaching order, each with its family. */
export const SCHOOL_TECHNIQUES: readonly SchoolTechnique[] = TEACHING_ORDER.map((id) => ({
  id,
  family: FAMILY_OF[id],
}));

const IDS: ReadonlySet<string> = new Set(Object.keys(FAMILY_OF));

export function isSchoolTechnique(x: unknown): x is SchoolTechniqueId {
  return typeof x === 'string' && IDS.has(x);
}

/**
 * Techniques no practice position can be made for yet (practice-position.ts canPractise, which
 * a unit test holds this list to): the Learn screen teaches them without an example or
 * practice. Light, so the screen need not load the bank to know.
 */
export const NOT_PRACTISED: readonly SchoolTechniqueId[] = [
  'forcing-x-chain',
  'dynamic-forcing-chain-plus',
];

/** The family of a technique. */
export function familyOf(id: SchoolTechniqueId): SchoolFamily {
  return FAMILY_OF[id];
}
