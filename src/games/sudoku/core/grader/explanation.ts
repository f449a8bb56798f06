// What a step says, as data: the technique family and its typed parameters (digits, cells,
// houses and their roles). The grader writes no sentences; a renderer (core/hint-text/) turns
// these into words in one language, so a second language is a sibling module, not a rewrite.
// Cells are indices (row-major), houses are indices as in geometry.ts (rows, columns, boxes).

import type { CellDigit, ChainNode } from './step';

/** The chains of the forcing-chain families, by how they propagate. */
export type ChainFamily = 'static' | 'dynamic' | 'dynamic-plus';

/** In `house`, `digit` has one place left: `cell`. */
interface HiddenSingleExplanation {
  readonly kind: 'hidden-single';
  readonly house: number;
  readonly cell: number;
  readonly digit: number;
}

/** `cell` has one candidate left: `digit`. */
interface NakedSingleExplanation {
  readonly kind: 'naked-single';
  readonly cell: number;
  readonly digit: number;
}

/** Pointing (`from` a box `to` a line) or claiming (`from` a line `to` a box): the digit's
 *  places in `from` (`cells`) all lie in `to`, so the rest of `to` loses it. */
interface LockedExplanation {
  readonly kind: 'locked';
  readonly pointing: boolean;
  readonly from: number;
  readonly to: number;
  readonly digit: number;
  readonly cells: readonly number[];
  readonly removedFrom: readonly number[];
}

/** Naked subset: `cells` of `house` hold only `digits`, which leave the rest of every house
 *  in `houses` (the first is `house`; a second one is a box or line all the cells share). */
interface NakedSubsetExplanation {
  readonly kind: 'naked-subset';
  readonly house: number;
  readonly houses: readonly number[];
  readonly cells: readonly number[];
  readonly digits: readonly number[];
  readonly removals: readonly CellDigit[];
}

/** Hidden subset: in `house`, `digits` fit only in `cells`, which lose every other digit. */
interface HiddenSubsetExplanation {
  readonly kind: 'hidden-subset';
  readonly house: number;
  readonly cells: readonly number[];
  readonly digits: readonly number[];
  readonly removals: readonly CellDigit[];
}

/** Basic fish (X-Wing, Swordfish, Jellyfish by the number of base lines): in the `base`
 *  lines, `digit` fits only in the `cover` lines, which lose it everywhere else. */
interface FishExplanation {
  readonly kind: 'fish';
  readonly digit: number;
  readonly base: readonly number[];
  readonly cover: readonly number[];
  readonly cells: readonly number[];
  readonly removedFrom: readonly number[];
}

export type SingleDigitPattern =
  | 'skyscraper'
  | 'two-string-kite'
  | 'turbot-fish'
  | 'empty-rectangle'
  | 'grouped-kite'
  | 'x-chain'
  | 'grouped-x-chain';

/** A chain on one digit: `nodes` (a cell, or a group of cells of one box and line) joined by
 *  links that alternate strong (in `strongHouses[i]` the digit is in node 2i or 2i+1) and
 *  weak; one of the two end nodes holds the digit. */
interface SingleDigitChainExplanation {
  readonly kind: 'single-digit-chain';
  readonly pattern: SingleDigitPattern;
  readonly digit: number;
  readonly nodes: readonly (readonly number[])[];
  readonly strongHouses: readonly number[];
  readonly removedFrom: readonly number[];
}

/** XY-Wing (pivot with two candidates) or XYZ-Wing (pivot also holds `digit`): one of
 *  `digitCells` (a pincer, or the pivot) holds `digit`, so cells seeing all of them lose it. */
interface XyWingExplanation {
  readonly kind: 'xy-wing';
  readonly xyz: boolean;
  readonly pivot: number;
  readonly pivotDigits: readonly number[];
  readonly pincers: readonly [number, number];
  readonly pincerDigits: readonly [readonly number[], readonly number[]];
  readonly digit: number;
  readonly digitCells: readonly number[];
  readonly removedFrom: readonly number[];
}

/** WXYZ- or VWXYZ-Wing: `set` (in `house`) holds only `digits`, one more than its cells;
 *  `pairCell` holds `x` or `z` and sees every `x` of the set. `doubly`: it also sees every
 *  `z`, and the whole group locks its digits. */
interface AlsWingExplanation {
  readonly kind: 'als-wing';
  readonly set: readonly number[];
  readonly house: number;
  readonly digits: readonly number[];
  readonly pairCell: number;
  readonly x: number;
  readonly z: number;
  readonly doubly: boolean;
  readonly zCells: readonly number[];
  readonly removals: readonly CellDigit[];
}

/** W-Wing: `cells` both hold only `x` and `y`; in `house`, `x` is only in `link`, whose
 *  cells see one each; so one of `cells` is `y`. */
interface WWingExplanation {
  readonly kind: 'w-wing';
  readonly cells: readonly [number, number];
  readonly x: number;
  readonly y: number;
  readonly house: number;
  readonly link: readonly [number, number];
  readonly removedFrom: readonly number[];
}

/** Unique rectangle on `digits` at `corners` (two rows, two columns, two boxes). */
export type UniqueRectangleExplanation =
  | {
      readonly kind: 'unique-rectangle';
      readonly type: 1;
      readonly corners: readonly number[];
      readonly digits: readonly [number, number];
      /** The one corner with more candidates, which loses both digits. */
      readonly cell: number;
    }
  | {
      readonly kind: 'unique-rectangle';
      readonly type: 2;
      readonly corners: readonly number[];
      readonly digits: readonly [number, number];
      /** The two corners that also hold `extra`; one of them is `extra`. */
      readonly cells: readonly [number, number];
      readonly extra: number;
      readonly removedFrom: readonly number[];
    }
  | {
      readonly kind: 'unique-rectangle';
      readonly type: 4;
      readonly corners: readonly number[];
      readonly digits: readonly [number, number];
      /** In `house`, `locked` fits only in `cells`, so they cannot be `other`. */
      readonly house: number;
      readonly locked: number;
      readonly other: number;
      readonly cells: readonly [number, number];
    };

/** Bivalue universal grave: every empty cell has two candidates except `cells`, which each
 *  have `digit` as a third. One cell: it is `digit`; several: `removals` follow. */
interface BugExplanation {
  readonly kind: 'bug';
  readonly cells: readonly number[];
  readonly digit: number;
  readonly removals: readonly CellDigit[];
}

/** A closed loop of links (`links`: one digit, cells with two candidates, or both). */
interface CycleExplanation {
  readonly kind: 'cycle';
  readonly links: 'x' | 'y' | 'xy';
  readonly loop: readonly ChainNode[];
  readonly removals: readonly CellDigit[];
}

/** An assumption (`path[0]`) that leads along `path` to its own opposite, `conclusion`. */
interface ForcingChainExplanation {
  readonly kind: 'forcing-chain';
  readonly xOnly: boolean;
  readonly path: readonly ChainNode[];
  readonly conclusion: ChainNode;
}

/** Assuming `assumption` would make `clash.cell` both hold and not hold `clash.digit`. */
export interface ContradictionExplanation {
  readonly kind: 'contradiction';
  readonly family: 'nishio' | 'dynamic' | 'dynamic-plus';
  readonly assumption: ChainNode;
  readonly clash: CellDigit;
  readonly conclusion: ChainNode;
}

/** Whether or not `cell` is `digit`, `conclusion` follows. */
interface DoubleForcingExplanation {
  readonly kind: 'double-forcing';
  readonly plus: boolean;
  readonly cell: number;
  readonly digit: number;
  readonly conclusion: ChainNode;
}

/** Whichever of `digits` `cell` holds, `conclusion` follows. */
interface CellForcingExplanation {
  readonly kind: 'cell-forcing';
  readonly family: ChainFamily;
  readonly cell: number;
  readonly digits: readonly number[];
  readonly conclusion: ChainNode;
}

/** Wherever `digit` goes in `house` (one of `cells`), `conclusion` follows. */
interface RegionForcingExplanation {
  readonly kind: 'region-forcing';
  readonly family: ChainFamily;
  readonly house: number;
  readonly digit: number;
  readonly cells: readonly number[];
  readonly conclusion: ChainNode;
}

/** No pattern applies; trying every candidate of `cell` leaves only `digit`. */
interface TrialExplanation {
  readonly kind: 'trial';
  readonly cell: number;
  readonly digit: number;
}

export type Explanation =
  | HiddenSingleExplanation
  | NakedSingleExplanation
  | LockedExplanation
  | NakedSubsetExplanation
  | HiddenSubsetExplanation
  | FishExplanation
  | SingleDigitChainExplanation
  | XyWingExplanation
  | AlsWingExplanation
  | WWingExplanation
  | UniqueRectangleExplanation
  | BugExplanation
  | CycleExplanation
  | ForcingChainExplanation
  | ContradictionExplanation
  | DoubleForcingExplanation
  | CellForcingExplanation
  | RegionForcingExplanation
  | TrialExplanation;

export type ExplanationKind = Explanation['kind'];
