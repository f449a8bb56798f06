// A hint as the player sees it: a few stages, each revealing a little more, as render data a
// view can draw without knowing the grader. For a logical step: where to look (no technique, no
// digits), then the technique's name with one line on how it works, then the exact deduction.
// For mistakes: first the boxes, then the cells, and never the right digit. A solved grid or a
// broken puzzle gets one stage. Stages add up: each keeps what the previous one showed.

import { cellName } from './codec';
import type { SudokuShape } from './geometry';
import { houseList } from './grader/board';
import type { SudokuHint } from './grader/hint';
import type { CellDigit, SolveStep, TechniqueId } from './grader/step';

export interface HintStage {
  readonly title: string;
  readonly text: string;
  /** Houses to highlight (rows 0..size-1, columns size.., boxes 2·size..), as in geometry.ts. */
  readonly houses: readonly number[];
  readonly cells: readonly number[];
  /** Digits to draw as placed: only in the last stage of a step. */
  readonly placements: readonly CellDigit[];
  /** Candidates to draw as removed: only in the last stage of a step. */
  readonly eliminations: readonly CellDigit[];
}

/** One plain line per technique: how it works, with no cell or digit of this grid. */
export const TECHNIQUE_LINES: Readonly<Record<TechniqueId, string>> = {
  'hidden-single': 'When a digit has only one place left in a row, column or box, it goes there.',
  'naked-single': 'When a cell has only one candidate left, that digit goes there.',
  pointing:
    "When a digit's places in a box all lie in one row or column, the rest of that line cannot hold it.",
  claiming:
    "When a digit's places in a row or column all lie in one box, the rest of that box cannot hold it.",
  'naked-pair':
    'Two cells of a house with the same two candidates take those two digits, so the rest of the house loses them.',
  'naked-triple':
    'Three cells of a house with only three digits between them take those digits, so the rest of the house loses them.',
  'naked-quad':
    'Four cells of a house with only four digits between them take those digits, so the rest of the house loses them.',
  'hidden-pair':
    'When two digits fit in only the same two cells of a house, those cells hold them and lose every other candidate.',
  'hidden-triple':
    'When three digits fit in only the same three cells of a house, those cells hold them and lose every other candidate.',
  'hidden-quad':
    'When four digits fit in only the same four cells of a house, those cells hold them and lose every other candidate.',
  'x-wing':
    'When a digit fits in only two places in each of two rows, and they line up in two columns, the rest of those columns loses it (or the same with rows and columns swapped).',
  swordfish:
    'An X-Wing over three lines: a digit confined to three columns within three rows is removed from the rest of those columns (or rows and columns swapped).',
  jellyfish:
    'An X-Wing over four lines: a digit confined to four columns within four rows is removed from the rest of those columns (or rows and columns swapped).',
  skyscraper:
    'Two parallel lines each with only two places for a digit, sharing one end line: one of the two other ends holds it, so a cell that sees both loses it.',
  'two-string-kite':
    'A row and a column each with only two places for a digit, joined in a box: one of the far ends holds it, so a cell that sees both loses it.',
  'turbot-fish':
    'Two pairs of places for one digit, joined through a box: one of the outer ends holds the digit, so a cell that sees both loses it.',
  'empty-rectangle':
    "A box where a digit's places all lie on one row and one column acts as a link; with a pair outside, one end holds the digit, so a cell that sees both loses it.",
  'xy-wing':
    'A pivot cell with candidates X and Y sees two cells with XZ and YZ: one of those two is Z, so a cell that sees both loses Z.',
  'xyz-wing':
    'Like an XY-Wing whose pivot also allows Z: a cell that sees the pivot and both wings loses Z.',
  'w-wing':
    'Two cells with the same two candidates, joined by a pair of places for one of them: one of the two cells holds the other digit, so a cell that sees both loses it.',
  'unique-rectangle':
    'A puzzle has one solution, so four cells on two rows, two columns and two boxes can never be left with only the same two digits; whatever would force that is ruled out.',
  'x-chain':
    'A chain of links on one digit, alternating "one of these two must hold it" and "not both": one of its ends holds the digit, so a cell that sees both ends loses it.',
  'wxyz-wing':
    'Four cells with only four digits between them: every digit is locked inside except one, which is removed from cells that see each of its places in the group.',
  'vwxyz-wing':
    'Five cells with only five digits between them: every digit is locked inside except one, which is removed from cells that see each of its places in the group.',
  'bug-plus-one':
    'If the empty cells all had exactly two candidates the puzzle would have two solutions; so the cells that have more must take the digits that prevent that.',
  cycle:
    'A closed loop of links: along it the digits alternate, so every weak link of the loop holds one end, and cells outside that see both ends lose the digit.',
  'forcing-x-chain':
    'Assume a digit is (or is not) in a cell and follow that one digit through the grid: if the assumption leads to its own opposite, the opposite is true.',
  'forcing-chain':
    'Assume a digit is (or is not) in a cell and follow the consequences through cells and houses: if it leads to its own opposite, the opposite is true.',
  nishio:
    'Assume a digit goes in a cell and follow only that digit: if some house is then left with no place for it, the digit cannot go there.',
  'cell-forcing-chain':
    'Try each candidate of one cell in turn: whatever follows from every one of them is true.',
  'region-forcing-chain':
    'Try each place for a digit in one house in turn: whatever follows from every one of them is true.',
  'dynamic-forcing-chain':
    'Follow every consequence of an assumption, including those that appear only as the grid fills: whatever follows either way is true.',
  'dynamic-forcing-chain-plus':
    'A dynamic forcing chain that also uses simpler patterns along the way: whatever follows either way is true.',
  trial:
    'No pattern a person would spot applies here, so the hint tries a candidate to the end: every other choice fails.',
};

/** How many prerequisite explanations stage 3 spells out before it only counts the rest. */
const PREREQUISITES_SHOWN = 3;

function stage(
  title: string,
  text: string,
  houses: readonly number[],
  cells: readonly number[],
  placements: readonly CellDigit[] = [],
  eliminations: readonly CellDigit[] = [],
): HintStage {
  return { title, text, houses, cells, placements, eliminations };
}

/** What stage 1 points at, the same things the grader's `where` sentence names. */
function whereTargets(step: SolveStep): { houses: number[]; cells: number[] } {
  const first = step.chains?.[0]?.[0];
  if (first) return { houses: [], cells: [first.cell] };
  if (step.houses.length > 0 && step.houses.length <= 2)
    return { houses: [...step.houses], cells: [] };
  return { houses: [], cells: [...step.cells] };
}

function union(a: readonly number[], b: readonly number[]): number[] {
  return [...new Set([...a, ...b])];
}

function stepStages(hint: Extract<SudokuHint, { kind: 'step' }>): HintStage[] {
  const { step, prerequisites } = hint;
  const where = whereTargets(step);
  const first = stage('Where to look', hint.where, where.houses, where.cells);
  let technique = TECHNIQUE_LINES[step.technique];
  let deduction = hint.explanation;
  let eliminations: CellDigit[] = [...step.eliminations];
  if (prerequisites.length > 0) {
    // The step rests on removals the player has not pencilled in, so they are part of it.
    const names = [...new Set(prerequisites.map((p) => p.name))];
    const nameList =
      names.length === 1
        ? (names[0] as string)
        : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    technique += ` It builds on what ${nameList} ${names.length === 1 ? 'removes' : 'remove'} first.`;
    const shown = prerequisites.slice(0, PREREQUISITES_SHOWN).map((p) => p.explanation);
    const more = prerequisites.length - shown.length;
    const rest = more > 0 ? ` And ${more} more step${more === 1 ? '' : 's'} like these.` : '';
    deduction = `First: ${shown.join(' ')}${rest} Then: ${hint.explanation}`;
    eliminations = [...prerequisites.flatMap((p) => p.eliminations), ...eliminations];
  }
  const houses = union(where.houses, step.houses);
  const cells = union(where.cells, step.cells);
  return [
    first,
    stage(step.name, technique, houses, cells),
    stage('The deduction', deduction, houses, cells, step.placements, eliminations),
  ];
}

/** The boxes that hold `cells`, in box order. */
function boxesOf(shape: SudokuShape, cells: readonly number[]): number[] {
  const boxes = new Set(cells.map((c) => (shape.houseOfCell[c] as readonly number[])[2] as number));
  return [...boxes].sort((a, b) => a - b);
}

function mistakeStages(
  shape: SudokuShape,
  hint: Extract<SudokuHint, { kind: 'wrong-digit' | 'wrong-notes' }>,
): HintStage[] {
  const boxes = boxesOf(shape, hint.cells);
  const one = hint.cells.length === 1;
  const what =
    hint.kind === 'wrong-digit'
      ? one
        ? 'a digit that is not part of the solution'
        : 'digits that are not part of the solution'
      : one
        ? 'notes that leave out the digit that belongs there'
        : 'notes that leave out the digits that belong there';
  const fix =
    hint.kind === 'wrong-digit'
      ? `Erase ${one ? 'it' : 'them'}, then ask for another hint.`
      : `Add the missing candidate${one ? '' : 's'}, or clear the notes, then ask for another hint.`;
  return [
    stage(
      'Check your work',
      `There ${one && hint.kind === 'wrong-digit' ? 'is' : 'are'} ${what} in ${houseList(shape, boxes)}.`,
      boxes,
      [],
    ),
    stage(
      one ? `Check ${cellName(shape, hint.cells[0] as number)}` : 'Check these cells',
      `${hint.explanation} ${fix}`,
      boxes,
      [...hint.cells],
    ),
  ];
}

/**
 * The stages of a hint from grader/hint.ts, in the order to reveal them. `shape` is the grid's
 * (for house and cell names).
 */
export function hintStages(hint: SudokuHint, shape: SudokuShape): HintStage[] {
  switch (hint.kind) {
    case 'step':
      return stepStages(hint);
    case 'wrong-digit':
    case 'wrong-notes':
      return mistakeStages(shape, hint);
    case 'solved':
      return [stage('Solved', hint.explanation, [], [])];
    case 'invalid-puzzle':
      return [stage('No hint', hint.explanation, [], [])];
  }
}
