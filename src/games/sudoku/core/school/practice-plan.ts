// Which techniques get freshly generated practice positions, from which level, and how many
// puzzles to try before falling back to the mined bank. Chosen from the hit rates that
// scripts/school/mine-practice-bank.ts prints (share of generated puzzles whose easiest-first
// walk meets the technique) and the cost of making and walking one puzzle (about 7 ms hard,
// 11 ms expert, 34 ms master, 210 ms extreme, one core of the build machine): a technique is
// here when one level gives it often enough for a median well under 200 ms. `tries` ≈ 3 / hit
// rate, so about 5 % of requests end in the bank. The rest (subsets of three and four, Swordfish,
// Jellyfish, X-Chain, BUG+1, Nishio, cell/region/dynamic forcing chains) always come from the
// bank: X-Chain (19 % of master puzzles) measured a 550 ms median fresh, under 1 ms from the bank.

import type { SudokuLevel } from '../generator';
import type { SchoolTechniqueId } from './school-techniques';

interface FreshPlan {
  readonly level: SudokuLevel;
  readonly tries: number;
}

export const PRACTICE_PLAN: Partial<Readonly<Record<SchoolTechniqueId, FreshPlan>>> = {
  'hidden-single': { level: 'hard', tries: 1 }, // 100 % of hard puzzles
  'naked-single': { level: 'hard', tries: 4 }, // 78 %
  pointing: { level: 'hard', tries: 4 }, // 82 %
  claiming: { level: 'hard', tries: 8 }, // 42 %
  'naked-pair': { level: 'hard', tries: 5 }, // 68 %
  'hidden-pair': { level: 'hard', tries: 12 }, // 25 %
  skyscraper: { level: 'hard', tries: 8 }, // 38 %
  'x-wing': { level: 'expert', tries: 18 }, // 16 %
  'xy-wing': { level: 'expert', tries: 6 }, // 58 %
  'two-string-kite': { level: 'expert', tries: 12 }, // 24 %
  'wxyz-wing': { level: 'expert', tries: 14 }, // 22 %
  'empty-rectangle': { level: 'expert', tries: 16 }, // 18 %
  'w-wing': { level: 'master', tries: 7 }, // 45 % (12 % of expert ones)
  'xyz-wing': { level: 'expert', tries: 24 }, // 12 %
  'unique-rectangle': { level: 'expert', tries: 24 }, // 11 %
  'turbot-fish': { level: 'expert', tries: 30 }, // 8 %
  'forcing-chain': { level: 'master', tries: 5 }, // 64 %
  'vwxyz-wing': { level: 'master', tries: 8 }, // 39 %
  cycle: { level: 'master', tries: 9 }, // 35 %
};
