// Player levels from the SE-like score (the hardest step a puzzle needs):
//
//   easy     ≤ 2.3  singles only: hidden singles and naked singles
//   medium   ≤ 2.8  + locked candidates (pointing, claiming)
//   hard     ≤ 4.0  + naked/hidden pairs and triples, X-Wing, Swordfish, Skyscraper
//   expert   ≤ 5.6  + Two-String Kite, Turbot Fish, XY-/XYZ-/W-Wing, Unique Rectangles,
//                    quads, Jellyfish, 3-link X-Chains, WXYZ-Wing, BUG+1
//   master   ≤ 7.2  + longer X-Chains, VWXYZ-Wing, forcing chains of moderate length
//                    (up to 8 nodes for mixed-digit chains)
//   extreme  > 7.2  longer chains, Nishio, cell/region and dynamic forcing chains, trial
//
// Nightmare is a tier above the scale's levels, 9×9 only: puzzles made to rate 9.0 or
// more (dynamic forcing chains with nested chains, and up). A rating never gives it (gradeOf
// says "extreme" for any score over 7.2, so Extreme keeps its meaning); only the Nightmare
// search makes its puzzles, ahead of time (they take seconds each: see core/nightmare/).
//
// Not every level exists at every size. On 4×4 singles finish every puzzle with a unique
// solution (hidden singles in boxes, 1.2, were enough for all of 3,000 locally minimal ones).
// Of 3,000 locally minimal 6×6 puzzles (random grid, holes dug while the solution stays
// unique) 94.6 % were easy, 0.4 % medium, 2.8 % hard, 2.0 % expert, 0.17 % master (up to 7.2)
// and none extreme, so 6×6 offers easy to master.

import type { SudokuSize } from '../geometry';

export type SudokuGrade = 'easy' | 'medium' | 'hard' | 'expert' | 'master' | 'extreme';

export const SUDOKU_GRADES: readonly SudokuGrade[] = [
  'easy',
  'medium',
  'hard',
  'expert',
  'master',
  'extreme',
];

/** Nightmare: the levels a player chooses — the grades, and Nightmare above them. */
export type SudokuTier = SudokuGrade | 'nightmare';
const SUDOKU_TIERS: readonly SudokuTier[] = [...SUDOKU_GRADES, 'nightmare'];

/** Nightmare: the lowest score of a Nightmare puzzle. */
export const NIGHTMARE_SCORE = 9.0;

export function isSudokuTier(value: unknown): value is SudokuTier {
  return typeof value === 'string' && (SUDOKU_TIERS as readonly string[]).includes(value);
}

/** Nightmare: levels whose puzzles are made ahead, in the background (they take long). */
export function madeAhead(level: string): boolean {
  return level === 'nightmare';
}

/** The levels a player may choose at a size: its grades, and Nightmare at 9×9. */
export function tiersAt(size: SudokuSize): readonly SudokuTier[] {
  return size === 9 ? SUDOKU_TIERS : GRADES_BY_SIZE[size];
}

/** Highest score of each level (inclusive). */
export const GRADE_MAX_SCORE: Readonly<Record<SudokuGrade, number>> = {
  easy: 2.3,
  medium: 2.8,
  hard: 4.0,
  expert: 5.6,
  master: 7.2,
  extreme: Number.POSITIVE_INFINITY,
};

export function isSudokuGrade(value: unknown): value is SudokuGrade {
  return typeof value === 'string' && (SUDOKU_GRADES as readonly string[]).includes(value);
}

/** The level of a score. */
export function gradeOf(score: number): SudokuGrade {
  for (const g of SUDOKU_GRADES) if (score <= GRADE_MAX_SCORE[g] + 1e-9) return g;
  return 'extreme';
}

const GRADES_BY_SIZE: Readonly<Record<SudokuSize, readonly SudokuGrade[]>> = {
  4: ['easy'],
  6: ['easy', 'medium', 'hard', 'expert', 'master'],
  9: SUDOKU_GRADES,
};

/** The levels that occur at a size, easiest first. */
export function gradesFor(size: SudokuSize): readonly SudokuGrade[] {
  return GRADES_BY_SIZE[size];
}
