// The techniques in the order the grader tries them: easiest first, as Sudoku Explainer does.
// The solver takes the first technique that applies, so a puzzle's rating is the rating of the
// hardest step it cannot avoid. The scale is Sudoku Explainer's (SE 1.2.1), with Sukaku
// Explainer's strong-link chains, WXYZ/VWXYZ wings and BUG type 2:
//
//   1.2 / 1.5  Hidden Single (box / line)         5.0   Naked Quad
//   2.3        Naked Single                       5.2   Jellyfish
//   2.6 / 2.8  Pointing / Claiming                5.4   Hidden Quad, X-Chain (3 links)
//   3.0        Naked Pair                         5.5   WXYZ-Wing (5.5–5.6)
//   3.2        X-Wing                             5.6   BUG+1 (5.7: BUG type 2)
//   3.4        Hidden Pair                        5.7   Grouped X-Chain (3 links)
//   3.6        Naked Triple                       5.8   X-Chain (4 links); grouped 6.1
//   3.8        Swordfish                          6.2   VWXYZ-Wing (6.2–6.4), X-Chain (5 links)
//   4.0        Hidden Triple, Skyscraper          6.5+  X-/Y-Cycle; grouped 5 links 6.5,
//   4.1 / 4.2  Two-String Kite / Turbot Fish            X-Chain (6 links) 6.6, grouped 6.9
//   4.2        XY-Wing                            6.6+  Forcing X-Chain
//   4.3        Empty Rectangle / Grouped Kite     7.0+  XY-Cycle, Forcing Chain
//   4.4        XYZ-Wing                           7.5+  Nishio Forcing Chain
//   4.5 / 4.6  Unique Rectangle (types 1, 4 / 2)  8.0+  Cell / Region Forcing Chains
//                                                 8.5+  Dynamic Forcing Chains, 9.0+ with (+)
//                                                 11.0  Trial (last resort)
//
// "+" ratings grow with the chain's length (Sudoku Explainer's penalty: +0.1 each time the
// number of nodes passes 4, 6, 8, 12, 16, 24, …). Single-digit X-Chains add +0.1/+0.2 when
// their links mix rows, columns and boxes.
//
// W-Wing (4.4, beside XYZ-Wing, where HoDoKu places it) is offered by hints only. Sudoku
// Explainer has no W-Wing: it reaches that deduction as a Forcing Chain (7.1), and letting the
// rating use it lowered the Spearman correlation with SE on the calibration sample from about
// 0.96 to 0.86 (a quarter of the puzzles SE rates 5.5–7.1 dropped to 4.4). So the rating keeps
// SE's path and the hint may show the friendlier pattern.

import type { Board } from './board';
import type { SolveStep } from './step';
import {
  CYCLE,
  DYNAMIC_FORCING_CHAIN,
  DYNAMIC_FORCING_CHAIN_PLUS,
  type FinderResult,
  MULTIPLE_FORCING_CHAIN,
  NISHIO,
} from './techniques/chain-steps';
import { FISH_RATING, findFish } from './techniques/fish';
import {
  findDynamicForcingChain,
  findMultipleForcingChain,
  findNishio,
} from './techniques/forcing-chains';
import { CLAIMING, findClaiming, findPointing, POINTING } from './techniques/intersections';
import {
  findHiddenSingle,
  findNakedSingle,
  HIDDEN_SINGLE_BOX,
  NAKED_SINGLE,
} from './techniques/singles';
import { findForcingChain } from './techniques/static-chains';
import {
  findHiddenSubset,
  findNakedSubset,
  HIDDEN_RATING,
  NAKED_RATING,
} from './techniques/subsets';
import {
  BUG_RATING,
  findBugPlusOne,
  findUniqueRectangle,
  UR_RATING,
} from './techniques/uniqueness';
import { findAlsWing, findWWing, W_WING, XY_WING, XYZ_WING } from './techniques/wings';
import { findXChain, xChainRating } from './techniques/x-chains';

export interface Technique {
  /** Short label for docs and benchmarks. */
  readonly label: string;
  /** The lowest rating this technique can give. The list is sorted by it, except that the
   *  longest strong-link chains come before cycles, as in Sukaku Explainer. */
  readonly minRating: number;
  /** Smallest grid size where it can apply (subsets and fish need room). */
  readonly minSize: number;
  /** The easiest instance on the board. `limit`: nothing above it is wanted; `floor`: any
   *  instance rated at or below it will do (expensive finders then stop at the first). */
  readonly find: (board: Board, limit: number, floor: number) => FinderResult;
}

const simple = (
  label: string,
  minRating: number,
  minSize: number,
  find: (board: Board) => SolveStep | null,
): Technique => ({ label, minRating, minSize, find: (board) => find(board) });

/** The techniques rateSudoku uses, in order. */
export const TECHNIQUES: readonly Technique[] = [
  simple('Hidden Single', HIDDEN_SINGLE_BOX, 4, findHiddenSingle),
  simple('Naked Single', NAKED_SINGLE, 4, findNakedSingle),
  simple('Pointing', POINTING, 4, findPointing),
  simple('Claiming', CLAIMING, 4, findClaiming),
  simple('Naked Pair', NAKED_RATING[2] ?? 0, 4, (b) => findNakedSubset(b, 2)),
  simple('X-Wing', FISH_RATING[2] ?? 0, 4, (b) => findFish(b, 2)),
  simple('Hidden Pair', HIDDEN_RATING[2] ?? 0, 4, (b) => findHiddenSubset(b, 2)),
  simple('Naked Triple', NAKED_RATING[3] ?? 0, 6, (b) => findNakedSubset(b, 3)),
  simple('Swordfish', FISH_RATING[3] ?? 0, 6, (b) => findFish(b, 3)),
  simple('Hidden Triple', HIDDEN_RATING[3] ?? 0, 6, (b) => findHiddenSubset(b, 3)),
  simple('Skyscraper / Kite / Turbot', xChainRating(2, [0, 0]), 4, (b) => findXChain(b, 2)),
  simple('XY-Wing', XY_WING, 4, (b) => findAlsWing(b, 2, true)),
  simple('Empty Rectangle', xChainRating(2, [], true), 4, (b) => findXChain(b, 2, true)),
  simple('XYZ-Wing', XYZ_WING, 4, (b) => findAlsWing(b, 2)),
  simple('Unique Rectangle', UR_RATING[1], 4, findUniqueRectangle),
  simple('Naked Quad', NAKED_RATING[4] ?? 0, 9, (b) => findNakedSubset(b, 4)),
  simple('Jellyfish', FISH_RATING[4] ?? 0, 9, (b) => findFish(b, 4)),
  simple('Hidden Quad', HIDDEN_RATING[4] ?? 0, 9, (b) => findHiddenSubset(b, 4)),
  simple('X-Chain (3 links)', xChainRating(3, []), 4, (b) => findXChain(b, 3)),
  simple('Grouped X-Chain (3 links)', xChainRating(3, [], true), 4, (b) => findXChain(b, 3, true)),
  simple('WXYZ-Wing', 5.5, 6, (b) => findAlsWing(b, 3)),
  simple('BUG', BUG_RATING, 4, findBugPlusOne),
  simple('X-Chain (4 links)', xChainRating(4, []), 4, (b) => findXChain(b, 4)),
  simple('Grouped X-Chain (4 links)', xChainRating(4, [], true), 4, (b) => findXChain(b, 4, true)),
  simple('VWXYZ-Wing', 6.2, 6, (b) => findAlsWing(b, 4)),
  simple('X-Chain (5 links)', xChainRating(5, []), 4, (b) => findXChain(b, 5)),
  // Sukaku Explainer tries every strong-link chain before cycles, even those rated above 6.5.
  simple('Grouped X-Chain (5 links)', xChainRating(5, [], true), 4, (b) => findXChain(b, 5, true)),
  simple('X-Chain (6 links)', xChainRating(6, []), 4, (b) => findXChain(b, 6)),
  simple('Grouped X-Chain (6 links)', xChainRating(6, [], true), 4, (b) => findXChain(b, 6, true)),
  { label: 'Cycles and Forcing Chains', minRating: CYCLE, minSize: 4, find: findForcingChain },
  { label: 'Nishio', minRating: NISHIO, minSize: 4, find: findNishio },
  {
    label: 'Cell / Region Forcing Chains',
    minRating: MULTIPLE_FORCING_CHAIN,
    minSize: 4,
    find: findMultipleForcingChain,
  },
  {
    label: 'Dynamic Forcing Chains',
    minRating: DYNAMIC_FORCING_CHAIN,
    minSize: 4,
    find: (b, limit, floor) => findDynamicForcingChain(b, limit, false, floor),
  },
  {
    label: 'Dynamic Forcing Chains (+)',
    minRating: DYNAMIC_FORCING_CHAIN_PLUS,
    minSize: 4,
    find: (b, limit, floor) => findDynamicForcingChain(b, limit, true, floor),
  },
];

/** The techniques hints use: the rating's, plus the W-Wing at its human difficulty (after
 *  the XYZ-Wing). */
export const HINT_TECHNIQUES: readonly Technique[] = TECHNIQUES.flatMap((t) =>
  t.label === 'XYZ-Wing' ? [t, simple('W-Wing', W_WING, 4, findWWing)] : [t],
);
