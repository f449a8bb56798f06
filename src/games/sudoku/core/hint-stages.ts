// A hint as the player sees it: a few stages, each revealing a little more, as render data a
// view can draw without knowing the grader. For a logical step: where to look (no technique, no
// digits), then the technique's name with one line on how it works, then the exact deduction
// with why (the digits that rule cells out, the pattern apart from what it removes) and the
// moves that carry it out. For mistakes: first the boxes, then the cells, and never the right
// digit. A solved grid or a broken puzzle gets one stage. Stages add up: each keeps what the
// previous one showed. Each stage keeps its message as data, so any renderer can word it;
// `title` and `text` are the words of the renderer given (English unless told otherwise).

import { sudokuMoves } from './game';
import type { SudokuShape } from './geometry';
import type { SudokuHint } from './grader/hint';
import type { ChainLink, Witness } from './grader/reasons';
import type { CellDigit, SolveStep } from './grader/step';
import { englishHints } from './hint-text/en';
import type { HintRenderer, StageMessage } from './hint-text/types';

export interface HintStage {
  readonly title: string;
  readonly text: string;
  /** What the stage says, as data (title and text are this, rendered). */
  readonly message: StageMessage;
  /** Houses to highlight (rows 0..size-1, columns size.., boxes 2·size..), as in geometry.ts. */
  readonly houses: readonly number[];
  readonly cells: readonly number[];
  /** Digits to draw as placed: only in the last stage of a step. */
  readonly placements: readonly CellDigit[];
  /** Candidates to draw as removed: only in the last stage of a step. */
  readonly eliminations: readonly CellDigit[];
  /** Last stage: the candidates that make the pattern (none of them removed). */
  readonly pattern: readonly CellDigit[];
  /** Last stage of a single: the digits that rule out the other cells or candidates. */
  readonly witnesses: readonly Witness[];
  /** Last stage of a chain: its links, between candidates. */
  readonly links: readonly ChainLink[];
  /** Last stage: the moves (game.ts strings) that apply the hint on the player's grid. */
  readonly moves: readonly string[];
}

/** How many prerequisite explanations stage 3 spells out before it only counts the rest. */
const PREREQUISITES_SHOWN = 3;

interface StageParts {
  message: StageMessage;
  houses: readonly number[];
  cells: readonly number[];
  placements?: readonly CellDigit[];
  eliminations?: readonly CellDigit[];
  pattern?: readonly CellDigit[];
  witnesses?: readonly Witness[];
  links?: readonly ChainLink[];
  moves?: readonly string[];
}

function stage(parts: StageParts, shape: SudokuShape, words: HintRenderer): HintStage {
  const { title, text } = words.stage(parts.message, shape);
  return {
    title,
    text,
    message: parts.message,
    houses: parts.houses,
    cells: parts.cells,
    placements: parts.placements ?? [],
    eliminations: parts.eliminations ?? [],
    pattern: parts.pattern ?? [],
    witnesses: parts.witnesses ?? [],
    links: parts.links ?? [],
    moves: parts.moves ?? [],
  };
}

function union(a: readonly number[], b: readonly number[]): number[] {
  return [...new Set([...a, ...b])];
}

function stepStages(
  hint: Extract<SudokuHint, { kind: 'step' }>,
  shape: SudokuShape,
  words: HintRenderer,
): HintStage[] {
  const { step, prerequisites, where, reasons } = hint;
  const whereHouses = where.kind === 'houses' ? where.houses : [];
  const whereCells =
    where.kind === 'cells' ? where.cells : where.kind === 'chain-start' ? [where.cell] : [];
  const houses = union(whereHouses, step.houses);
  const cells = union(whereCells, step.cells);
  // The step rests on removals the player has not pencilled in, so they are part of it.
  const eliminations = [...prerequisites.flatMap((p) => p.eliminations), ...step.eliminations];
  const explain = (s: SolveStep) => s.explanation;
  return [
    stage(
      { message: { kind: 'where', where }, houses: whereHouses, cells: whereCells },
      shape,
      words,
    ),
    stage(
      {
        message: {
          kind: 'technique',
          technique: step.technique,
          step: step.explanation,
          buildsOn: prerequisites.map(explain),
        },
        // The board still shows only where to look: the step's own cells and houses would
        // point at the answer, which is stage 3's to give.
        houses: whereHouses,
        cells: whereCells,
      },
      shape,
      words,
    ),
    stage(
      {
        message: {
          kind: 'deduction',
          step: step.explanation,
          reasons,
          prerequisites: prerequisites.slice(0, PREREQUISITES_SHOWN).map(explain),
          more: Math.max(0, prerequisites.length - PREREQUISITES_SHOWN),
        },
        houses,
        cells,
        placements: step.placements,
        eliminations,
        pattern: reasons.pattern,
        witnesses: reasons.witnesses,
        links: reasons.links,
        moves: hint.moves,
      },
      shape,
      words,
    ),
  ];
}

/** The boxes that hold `cells`, in box order. */
function boxesOf(shape: SudokuShape, cells: readonly number[]): number[] {
  const boxes = new Set(cells.map((c) => (shape.houseOfCell[c] as readonly number[])[2] as number));
  return [...boxes].sort((a, b) => a - b);
}

/** Erasing the wrong digits is the whole fix, and tells nothing of the right ones. */
function eraseMoves(shape: SudokuShape, cells: readonly number[]): string[] {
  return cells.map((c) => sudokuMoves.erase(Math.floor(c / shape.size), c % shape.size));
}

function mistakeStages(
  shape: SudokuShape,
  hint: Extract<SudokuHint, { kind: 'wrong-digit' | 'wrong-notes' }>,
  words: HintRenderer,
): HintStage[] {
  const boxes = boxesOf(shape, hint.cells);
  const mistake = hint.kind;
  return [
    stage(
      {
        message: { kind: 'mistake-area', mistake, count: hint.cells.length, boxes },
        houses: boxes,
        cells: [],
      },
      shape,
      words,
    ),
    stage(
      {
        message: { kind: 'mistake-cells', mistake, cells: hint.cells },
        houses: boxes,
        cells: [...hint.cells],
        moves: mistake === 'wrong-digit' ? eraseMoves(shape, hint.cells) : [],
      },
      shape,
      words,
    ),
  ];
}

/**
 * The stages of a hint from grader/hint.ts, in the order to reveal them, worded by `words`
 * (English by default). `shape` is the grid's.
 */
export function hintStages(
  hint: SudokuHint,
  shape: SudokuShape,
  words: HintRenderer = englishHints,
): HintStage[] {
  switch (hint.kind) {
    case 'step':
      return stepStages(hint, shape, words);
    case 'wrong-digit':
    case 'wrong-notes':
      return mistakeStages(shape, hint, words);
    case 'solved':
    case 'invalid-puzzle':
      return [stage({ message: { kind: hint.kind }, houses: [], cells: [] }, shape, words)];
  }
}

/** The same stage in other words (a renderer for another language). */
export function rewordStage(stage: HintStage, shape: SudokuShape, words: HintRenderer): HintStage {
  return { ...stage, ...words.stage(stage.message, shape) };
}
