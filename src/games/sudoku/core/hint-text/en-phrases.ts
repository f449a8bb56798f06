// English phrases the hint sentences are built from: cells ("row 2, column 1"), houses
// ("column 4", "the top-left box"), lists ("rows 2 and 5", "columns 1, 4 and 7") and digits.
// Lists and plurals go through Intl (en-GB lists have no comma before "and"), so no template
// strings glue words together by hand.

import type { SudokuShape } from '../geometry';
import type { ChainNode } from '../grader/step';
import { boxPlace, bySameCells, cellPlace, houseKind, housePlace, lineGroups } from './places';

const AND = new Intl.ListFormat('en-GB', { type: 'conjunction' });
const OR = new Intl.ListFormat('en-GB', { type: 'disjunction' });
const PLURAL = new Intl.PluralRules('en');

export type Joiner = 'and' | 'or';

export function list(items: readonly string[], joiner: Joiner = 'and'): string {
  return (joiner === 'and' ? AND : OR).format(items);
}

/** Items that hold commas themselves are kept apart with semicolons, "a, b; c, d; and e, f",
 *  unless there are two that hold no list of their own ("a, b and c, d"). `clauses`: two
 *  clauses read "a, and b". */
function longList(items: readonly string[], joiner: Joiner, clauses = false): string {
  if (items.length <= 1 || !items.some((s) => s.includes(','))) return list(items, joiner);
  if (items.length === 2 && (clauses || !items.some((s) => / (and|or) /.test(s)))) {
    return `${items[0]}${clauses ? ',' : ''} ${joiner} ${items[1]}`;
  }
  return `${items.slice(0, -1).join('; ')}; ${joiner} ${items[items.length - 1]}`;
}

/** `one` or `other` by the English plural rule for `n`. */
export function plural(n: number, one: string, other: string): string {
  return PLURAL.select(n) === 'one' ? one : other;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SMALL = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** "two", "three"… for the counts a hint names (up to nine), else the digits. */
export function count(n: number): string {
  return SMALL[n] ?? String(n);
}

export function digits(ds: readonly number[], joiner: Joiner = 'and'): string {
  return list(
    ds.map((d) => String(d)),
    joiner,
  );
}

/** "row 2, column 1". */
export function cell(shape: SudokuShape, c: number): string {
  const { row, column } = cellPlace(shape, c);
  return `row ${row}, column ${column}`;
}

function boxWords(shape: SudokuShape, house: number): string {
  const { row, column } = boxPlace(shape, house);
  return row === column ? row : `${row}-${column}`;
}

/** "row 3", "column 7" or "the top-left box" (9×9's centre box is "the middle box"). */
export function house(shape: SudokuShape, h: number): string {
  const { kind, number } = housePlace(shape, h);
  return kind === 'box' ? `the ${boxWords(shape, h)} box` : `${kind} ${number}`;
}

/** "rows 2 and 5", "the top-left and middle boxes", "row 2 and the top-left box". */
export function houses(shape: SudokuShape, hs: readonly number[], joiner: Joiner = 'and'): string {
  const groups: string[] = [];
  for (const kind of ['row', 'column', 'box'] as const) {
    const of = hs.filter((h) => houseKind(shape, h) === kind).sort((a, b) => a - b);
    if (of.length === 0) continue;
    if (of.length === 1) {
      groups.push(house(shape, of[0] as number));
    } else if (kind === 'box') {
      groups.push(
        `the ${list(
          of.map((h) => boxWords(shape, h)),
          joiner,
        )} boxes`,
      );
    } else {
      groups.push(
        `${kind}s ${list(
          of.map((h) => String(housePlace(shape, h).number)),
          joiner,
        )}`,
      );
    }
  }
  return list(groups, joiner);
}

/** "column 4" or "columns 1 and 7": lines by number. */
function lines(kind: 'row' | 'column', numbers: readonly number[], joiner: Joiner): string {
  const nums = list(
    numbers.map((n) => String(n)),
    joiner,
  );
  return numbers.length === 1 ? `${kind} ${nums}` : `${kind}s ${nums}`;
}

/** Whether `cs` are every crossing of some rows and some columns (two of each at least). */
function isGrid(
  shape: SudokuShape,
  cs: readonly number[],
): { rows: number[]; cols: number[] } | null {
  const rows = [...new Set(cs.map((c) => cellPlace(shape, c).row))].sort((a, b) => a - b);
  const cols = [...new Set(cs.map((c) => cellPlace(shape, c).column))].sort((a, b) => a - b);
  const all = new Set(cs);
  if (rows.length < 2 || cols.length < 2 || all.size !== rows.length * cols.length) return null;
  return { rows, cols };
}

/**
 * Cells, grouped by the line they share: "row 2, column 1", "row 2, columns 1, 4 and 7",
 * "column 3, rows 2 and 5", "rows 2 and 5, columns 3 and 7" (all four crossings), or several
 * groups kept apart by semicolons. With "or", each cell is named on its own.
 */
export function cells(shape: SudokuShape, cs: readonly number[], joiner: Joiner = 'and'): string {
  if (joiner === 'or') {
    return longList(
      [...new Set(cs)].map((c) => cell(shape, c)),
      'or',
    );
  }
  const grid = isGrid(shape, cs);
  if (grid) return `${lines('row', grid.rows, 'and')}, ${lines('column', grid.cols, 'and')}`;
  const { by, groups } = lineGroups(shape, cs);
  const other = by === 'row' ? 'column' : 'row';
  return longList(
    groups.map((g) =>
      g.across.length === 1 && by === 'column'
        ? `row ${g.across[0]}, column ${g.line}`
        : `${by} ${g.line}, ${lines(other, g.across, joiner)}`,
    ),
    joiner,
  );
}

/** Cells named inside a house already named: "columns 3 and 7" in a row, "rows 1 and 4" in
 *  a column, full names in a box. */
export function placesIn(
  shape: SudokuShape,
  h: number,
  cs: readonly number[],
  joiner: Joiner = 'and',
): string {
  const kind = houseKind(shape, h);
  if (kind === 'box') return cells(shape, cs, joiner);
  const across = cs.map((c) => cellPlace(shape, c)[kind === 'row' ? 'column' : 'row']);
  return lines(
    kind === 'row' ? 'column' : 'row',
    [...new Set(across)].sort((a, b) => a - b),
    joiner,
  );
}

/** "row 2, column 3 is 5" or "… is not 5". */
export function node(shape: SudokuShape, n: ChainNode): string {
  return `${cell(shape, n.cell)} ${n.on ? 'is' : 'is not'} ${n.digit}`;
}

/** "row 3, columns 4 and 6 cannot be 3 or 5, and row 3, column 6 cannot be 6": digits that
 *  leave the same cells are told together. */
export function cannotBe(
  shape: SudokuShape,
  removals: readonly { cell: number; digit: number }[],
): string {
  return longList(
    bySameCells(removals).map(
      (g) => `${cells(shape, g.cells)} cannot be ${digits(g.digits, 'or')}`,
    ),
    'and',
    true,
  );
}
