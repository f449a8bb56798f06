// English names of the techniques and one line on how each works (no cell or digit of any
// grid). The names follow Sudoku Explainer and HoDoKu, as the grader's labels do.

import type { TechniqueId } from '../grader/step';
import type { NameTemplates } from './types';

const SIZES = ['', '', 'Pair', 'Triple', 'Quad'];
const FISH = ['', '', 'X-Wing', 'Swordfish', 'Jellyfish'];
const SINGLE_DIGIT = {
  skyscraper: 'Skyscraper',
  'two-string-kite': 'Two-String Kite',
  'turbot-fish': 'Turbot Fish',
  'empty-rectangle': 'Empty Rectangle',
  'grouped-kite': 'Grouped Kite',
  'x-chain': 'X-Chain',
  'grouped-x-chain': 'Grouped X-Chain',
} as const;
const CYCLES = { x: 'X-Cycle', y: 'Y-Cycle', xy: 'Bidirectional Cycle' } as const;
const FAMILY = { static: '', dynamic: 'Dynamic ', 'dynamic-plus': 'Dynamic ' } as const;
const plus = (yes: boolean) => (yes ? ' (+)' : '');

export const TECHNIQUE_NAMES: NameTemplates = {
  'hidden-single': () => 'Hidden Single',
  'naked-single': () => 'Naked Single',
  locked: (e) => (e.pointing ? 'Pointing' : 'Claiming'),
  'naked-subset': (e) => `Naked ${SIZES[e.cells.length]}`,
  'hidden-subset': (e) => `Hidden ${SIZES[e.digits.length]}`,
  fish: (e) => FISH[e.base.length] as string,
  'single-digit-chain': (e) => SINGLE_DIGIT[e.pattern],
  'xy-wing': (e) => (e.xyz ? 'XYZ-Wing' : 'XY-Wing'),
  'als-wing': (e) => (e.set.length === 3 ? 'WXYZ-Wing' : 'VWXYZ-Wing'),
  'w-wing': () => 'W-Wing',
  'unique-rectangle': (e) => `Unique Rectangle Type ${e.type}`,
  bug: (e) => (e.cells.length === 1 ? 'BUG+1' : 'BUG Type 2'),
  cycle: (e) => CYCLES[e.links],
  'forcing-chain': (e) => (e.xOnly ? 'Forcing X-Chain' : 'Forcing Chain'),
  contradiction: (e) =>
    e.family === 'nishio'
      ? 'Nishio Forcing Chain'
      : `Dynamic Contradiction Forcing Chains${plus(e.family === 'dynamic-plus')}`,
  'double-forcing': (e) => `Dynamic Double Forcing Chains${plus(e.plus)}`,
  'cell-forcing': (e) =>
    `${FAMILY[e.family]}Cell Forcing Chains${plus(e.family === 'dynamic-plus')}`,
  'region-forcing': (e) =>
    `${FAMILY[e.family]}Region Forcing Chains${plus(e.family === 'dynamic-plus')}`,
  trial: () => 'Trial',
};

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
