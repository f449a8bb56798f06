// The contract between hint data and the words a player reads, with no language in it. A
// hint's stages are messages (data); a renderer for one language turns each into a title and a
// text. English (en.ts) is one implementation; another language is a sibling module that
// implements HintRenderer and can be loaded only when a player picks it. The mapped types make
// a missing technique or message a type error in every renderer.

import type { SudokuShape } from '../geometry';
import type { Explanation, ExplanationKind } from '../grader/explanation';
import type { HintWhere } from '../grader/hint';
import type { StepReasons } from '../grader/reasons';
import type { TechniqueId } from '../grader/step';

type MistakeKind = 'wrong-digit' | 'wrong-notes';

/** What one stage of a hint says, as data. */
export type StageMessage =
  /** Stage 1: where to look. */
  | { readonly kind: 'where'; readonly where: HintWhere }
  /** Stage 2: the technique (named from `step`) and one line on how it works; `buildsOn`
   *  are the steps it rests on that the player has not pencilled in. */
  | {
      readonly kind: 'technique';
      readonly technique: TechniqueId;
      readonly step: Explanation;
      readonly buildsOn: readonly Explanation[];
    }
  /** Stage 3: the deduction, after the first `prerequisites` it rests on (and `more` not
   *  spelled out), with what the board shows of why. */
  | {
      readonly kind: 'deduction';
      readonly step: Explanation;
      readonly reasons: StepReasons;
      readonly prerequisites: readonly Explanation[];
      readonly more: number;
    }
  /** A mistake, first by area (the boxes that hold it), then by cell. */
  | {
      readonly kind: 'mistake-area';
      readonly mistake: MistakeKind;
      readonly count: number;
      readonly boxes: readonly number[];
    }
  | {
      readonly kind: 'mistake-cells';
      readonly mistake: MistakeKind;
      readonly cells: readonly number[];
    }
  | { readonly kind: 'solved' }
  | { readonly kind: 'invalid-puzzle' };

type StageMessageKind = StageMessage['kind'];

/** One sentence template per technique family. */
export type DeductionTemplates = {
  readonly [K in ExplanationKind]: (
    e: Extract<Explanation, { kind: K }>,
    shape: SudokuShape,
  ) => string;
};

/** One name per technique family (the family's parameters pick the variant). */
export type NameTemplates = {
  readonly [K in ExplanationKind]: (e: Extract<Explanation, { kind: K }>) => string;
};

/** Every stage message as a title and a text. */
export type StageTemplates = {
  readonly [K in StageMessageKind]: (
    m: Extract<StageMessage, { kind: K }>,
    shape: SudokuShape,
  ) => { readonly title: string; readonly text: string };
};

export interface HintRenderer {
  /** BCP 47 tag of the language it writes. */
  readonly locale: string;
  /** A stage's title and text. */
  stage(message: StageMessage, shape: SudokuShape): { title: string; text: string };
  /** The technique's name, e.g. "Unique Rectangle Type 2". */
  techniqueName(step: Explanation): string;
  /** One line on how the technique works, with no cell or digit of any grid. */
  techniqueLine(technique: TechniqueId): string;
  /** The deduction alone, in one or two sentences. */
  deduction(step: Explanation, shape: SudokuShape): string;
}
