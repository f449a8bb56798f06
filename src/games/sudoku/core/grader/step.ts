// What the grader records for each deduction: structured enough for a UI to show it in three
// stages (where to look → which technique → the exact deduction) and for tests to check it.
// The words are not here: `explanation` is data, and core/hint-text/ renders it.

import type { Explanation } from './explanation';

export type TechniqueId =
  | 'hidden-single'
  | 'naked-single'
  | 'pointing'
  | 'claiming'
  | 'naked-pair'
  | 'x-wing'
  | 'hidden-pair'
  | 'naked-triple'
  | 'swordfish'
  | 'hidden-triple'
  | 'skyscraper'
  | 'two-string-kite'
  | 'turbot-fish'
  | 'empty-rectangle'
  | 'xy-wing'
  | 'xyz-wing'
  | 'w-wing'
  | 'unique-rectangle'
  | 'naked-quad'
  | 'jellyfish'
  | 'hidden-quad'
  | 'x-chain'
  | 'wxyz-wing'
  | 'bug-plus-one'
  | 'vwxyz-wing'
  | 'cycle'
  | 'forcing-x-chain'
  | 'forcing-chain'
  | 'nishio'
  | 'cell-forcing-chain'
  | 'region-forcing-chain'
  | 'dynamic-forcing-chain'
  | 'dynamic-forcing-chain-plus'
  | 'trial';

export interface CellDigit {
  readonly cell: number;
  readonly digit: number;
}

/** One link of a chain: "cell is digit" (on) or "cell is not digit" (off). */
export interface ChainNode extends CellDigit {
  readonly on: boolean;
}

export interface SolveStep {
  readonly technique: TechniqueId;
  /** English label, e.g. "Hidden Pair" or "Unique Rectangle Type 2", for the command line,
   *  benchmarks and docs; what a player reads comes from a hint-text renderer. */
  readonly name: string;
  /** SE-like difficulty of this step (see techniques.ts for the scale). */
  readonly rating: number;
  /** Houses to look at (rows 0..size-1, columns size.., boxes 2·size..), as in geometry.ts. */
  readonly houses: readonly number[];
  /** Cells that form the pattern. */
  readonly cells: readonly number[];
  /** Digits the pattern is about. */
  readonly digits: readonly number[];
  readonly placements: readonly CellDigit[];
  readonly eliminations: readonly CellDigit[];
  /** The deduction as data: technique family, digits, cells, houses and their roles. */
  readonly explanation: Explanation;
  /** For chains: each implication sequence, from the assumption to its consequence. */
  readonly chains?: readonly (readonly ChainNode[])[];
}
