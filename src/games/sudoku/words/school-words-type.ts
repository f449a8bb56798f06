// The technique school's words: the contract the Learn screens code against, the
// teaching order, and the technique names as the hints say them. The words themselves are in
// school-en.ts and school-zh.ts, which load lazily when the school first opens; nothing on the
// first screen imports them. This file holds no words and imports only types, so any screen
// may import it without pulling a catalogue in.

import type { Explanation, ExplanationKind } from '../core/grader/explanation';
import type { NameTemplates } from '../core/hint-text/types';
import type {
  SchoolFamily as SchoolFamilyId,
  SchoolTechniqueId,
} from '../core/school/school-techniques';

// The families and the techniques are the school core's catalogue (one list, teaching order).
export type {
  SchoolFamily as SchoolFamilyId,
  SchoolTechniqueId,
} from '../core/school/school-techniques';
export interface SchoolLesson {
  /** One line: what the technique does, e.g. "A digit with only one place left in a house." */
  readonly summary: string;
  /** What to look for, 2–4 short sentences a player can follow on the board. */
  readonly look: readonly string[];
  /** The one-line reason it works. */
  readonly why: string;
}
export interface SchoolWords {
  readonly title: string; // the Learn screen's title ("Learn" / "技巧学堂")
  readonly intro: string; // one line under it
  readonly families: Readonly<Record<SchoolFamilyId, { name: string; blurb: string }>>;
  readonly lessons: Readonly<Record<SchoolTechniqueId, SchoolLesson>>;
  readonly status: {
    fresh: string;
    practised: (n: number) => string;
    mastered: string;
    streak: (n: number, of: number) => string;
  };
  readonly lesson: {
    heading: string;
    lookHeading: string;
    exampleHeading: string;
    practise: string;
    back: string;
    /** For a technique the school has no example or practice for yet (it is rare). */
    noExample: string;
  };
  readonly practice: {
    heading: (technique: string) => string;
    task: (technique: string) => string;
    making: string;
    found: string;
    foundHinted: string;
    notYet: string;
    next: string;
    /** What a screen reader hears when a technique is mastered (one sentence). */
    mastered: (technique: string) => string;
    /** The moment a technique is mastered: its headline, and the line under it. */
    masteredTitle: (technique: string) => string;
    masteredDetail: string;
    failed: (detail: string) => string;
    showLesson: string;
  };
  readonly learnTechnique: (technique: string) => string; // the hint card's button: "Learn X-Wing"
  readonly statsLink: string; // the Stats screen's entry: "Technique school"
  readonly lobbyLink: string; // the lobby's button: "Learn"
}

/** Techniques whose hint names always carry a variant ("Unique Rectangle Type 2", "X-Cycle",
 *  "Dynamic Double Forcing Chains"): the school names the whole technique, so each language
 *  gives these names itself. */
type OwnNamedTechnique =
  | 'unique-rectangle'
  | 'cycle'
  | 'dynamic-forcing-chain'
  | 'dynamic-forcing-chain-plus';

type Fields<K extends ExplanationKind> = Partial<Extract<Explanation, { kind: K }>>;

/** A hint name from a partial explanation: the name templates read only the fields that pick
 *  a variant (a count of cells, a flag, a pattern), so no grid is needed to name a technique. */
function named<K extends ExplanationKind>(
  names: NameTemplates,
  kind: K,
  fields: Fields<K>,
): string {
  return (names[kind] as (e: Fields<K>) => string)({ kind, ...fields } as Fields<K>);
}

/** Every technique's name in one language: the hint's own name (hint-text/*-names.ts), so the
 *  school and the hint card say the same word, plus the few names only the school needs. */
export function schoolTechniqueNames(
  names: NameTemplates,
  own: Readonly<Record<OwnNamedTechnique, string>>,
): Readonly<Record<SchoolTechniqueId, string>> {
  const n = (count: number): number[] => Array.from({ length: count }, (_, i) => i);
  return {
    'hidden-single': named(names, 'hidden-single', {}),
    'naked-single': named(names, 'naked-single', {}),
    pointing: named(names, 'locked', { pointing: true }),
    claiming: named(names, 'locked', { pointing: false }),
    'naked-pair': named(names, 'naked-subset', { cells: n(2) }),
    'hidden-pair': named(names, 'hidden-subset', { digits: n(2) }),
    'naked-triple': named(names, 'naked-subset', { cells: n(3) }),
    'hidden-triple': named(names, 'hidden-subset', { digits: n(3) }),
    'naked-quad': named(names, 'naked-subset', { cells: n(4) }),
    'hidden-quad': named(names, 'hidden-subset', { digits: n(4) }),
    'x-wing': named(names, 'fish', { base: n(2) }),
    swordfish: named(names, 'fish', { base: n(3) }),
    jellyfish: named(names, 'fish', { base: n(4) }),
    skyscraper: named(names, 'single-digit-chain', { pattern: 'skyscraper' }),
    'two-string-kite': named(names, 'single-digit-chain', { pattern: 'two-string-kite' }),
    'turbot-fish': named(names, 'single-digit-chain', { pattern: 'turbot-fish' }),
    'empty-rectangle': named(names, 'single-digit-chain', { pattern: 'empty-rectangle' }),
    'x-chain': named(names, 'single-digit-chain', { pattern: 'x-chain' }),
    'xy-wing': named(names, 'xy-wing', { xyz: false }),
    'xyz-wing': named(names, 'xy-wing', { xyz: true }),
    'w-wing': named(names, 'w-wing', {}),
    'wxyz-wing': named(names, 'als-wing', { set: n(3) }),
    'vwxyz-wing': named(names, 'als-wing', { set: n(4) }),
    'unique-rectangle': own['unique-rectangle'],
    'bug-plus-one': named(names, 'bug', { cells: n(1) }),
    cycle: own.cycle,
    'forcing-x-chain': named(names, 'forcing-chain', { xOnly: true }),
    'forcing-chain': named(names, 'forcing-chain', { xOnly: false }),
    nishio: named(names, 'contradiction', { family: 'nishio' }),
    'cell-forcing-chain': named(names, 'cell-forcing', { family: 'static' }),
    'region-forcing-chain': named(names, 'region-forcing', { family: 'static' }),
    'dynamic-forcing-chain': own['dynamic-forcing-chain'],
    'dynamic-forcing-chain-plus': own['dynamic-forcing-chain-plus'],
  };
}
