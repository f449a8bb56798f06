// Why a step holds, as the board shows it, for a hint's last stage (as Good Sudoku draws it):
// for a single, the digits already on the board that rule out the other cells or candidates
// (each witness with the house through which it sees them); for every step, the candidates
// that form its pattern, apart from the ones it removes, and the links of its chains.
// Computed for hints only, on the board of that moment, so rating and generation never pay.

import type { Board } from './board';
import type { CellDigit, ChainNode, SolveStep } from './step';

/** A digit on the board that rules out `cells`: it sees each of them through `house`. */
export interface Witness {
  readonly cell: number;
  readonly digit: number;
  readonly house: number;
  readonly cells: readonly number[];
}

/** One link of a chain, drawn between two candidates. `strong`: one of the two holds. */
export interface ChainLink {
  readonly from: CellDigit;
  readonly to: CellDigit;
  readonly strong: boolean;
}

export interface StepReasons {
  /** Singles: the digits that rule out the other cells of the house (hidden) or the other
   *  candidates of the cell (naked). */
  readonly witnesses: readonly Witness[];
  /** Singles: candidates ruled out with no digit in sight (by the player's notes or by the
   *  removals the hint builds on). */
  readonly ruledOut: readonly CellDigit[];
  /** The candidates that make the pattern (never the ones the step removes). */
  readonly pattern: readonly CellDigit[];
  readonly links: readonly ChainLink[];
}

const NONE: StepReasons = { witnesses: [], ruledOut: [], pattern: [], links: [] };

/** The house of `kind` (0 row, 1 column, 2 box) that `a` and `b` share, or -1. */
function sharedHouse(board: Board, a: number, b: number, kind: number): number {
  const ha = (board.shape.houseOfCell[a] as readonly number[])[kind] as number;
  return ha === (board.shape.houseOfCell[b] as readonly number[])[kind] ? ha : -1;
}

/** The house through which `from` sees all of `cells`: box first, then row, then column. */
function viaHouse(board: Board, from: number, cells: readonly number[]): number {
  for (const kind of [2, 0, 1]) {
    const h = sharedHouse(board, from, cells[0] ?? 0, kind);
    if (h >= 0 && cells.every((c) => sharedHouse(board, from, c, kind) === h)) return h;
  }
  throw new Error(`reasons: cell ${from} does not see every cell it rules out`);
}

function sees(board: Board, a: number, b: number): boolean {
  return (board.shape.peers[a] as Int16Array).includes(b);
}

/** Hidden single: every other empty cell of the house is ruled out. The fewest witnesses that
 *  cover them, chosen greedily (most cells first); cells no digit rules out are `ruledOut`. */
function hiddenSingleReasons(board: Board, house: number, cell: number, digit: number) {
  const { shape, values } = board;
  const open = Array.from(shape.houses[house] as Int16Array).filter(
    (c) => c !== cell && values[c] === 0,
  );
  const holders: number[] = [];
  for (let c = 0; c < shape.cellCount; c++) if (values[c] === digit) holders.push(c);
  const uncovered = new Set(open.filter((c) => holders.some((w) => sees(board, w, c))));
  const witnesses: Witness[] = [];
  while (uncovered.size > 0) {
    let best = -1;
    let bestCells: number[] = [];
    for (const w of holders) {
      const covers = [...uncovered].filter((c) => sees(board, w, c));
      if (covers.length > bestCells.length) {
        best = w;
        bestCells = covers;
      }
    }
    for (const c of bestCells) uncovered.delete(c);
    witnesses.push({
      cell: best,
      digit,
      house: viaHouse(board, best, bestCells),
      cells: bestCells,
    });
  }
  const ruledOut = open
    .filter((c) => !holders.some((w) => sees(board, w, c)))
    .map((c) => ({ cell: c, digit }));
  return { witnesses, ruledOut };
}

/** Naked single: each other digit is held by a peer (box first, then row, then column), or
 *  was ruled out in the cell without one. */
function nakedSingleReasons(board: Board, cell: number, digit: number) {
  const { shape, values } = board;
  const houses = shape.houseOfCell[cell] as readonly number[];
  const witnesses: Witness[] = [];
  const ruledOut: CellDigit[] = [];
  for (let d = 1; d <= shape.size; d++) {
    if (d === digit) continue;
    let found: Witness | null = null;
    for (const kind of [2, 0, 1]) {
      const house = houses[kind] ?? 0;
      const w = Array.from(shape.houses[house] as Int16Array).find((c) => values[c] === d);
      if (w !== undefined) {
        found = { cell: w, digit: d, house, cells: [cell] };
        break;
      }
    }
    if (found) witnesses.push(found);
    else ruledOut.push({ cell, digit: d });
  }
  return { witnesses, ruledOut };
}

/** Links between consecutive nodes of a chain (a group node counts as its nearest cell). */
function chainLinks(chains: readonly (readonly ChainNode[])[]): ChainLink[] {
  const out: ChainLink[] = [];
  const seen = new Set<string>();
  for (const chain of chains) {
    for (let i = 0; i + 1 < chain.length; i++) {
      const a = chain[i] as ChainNode;
      const b = chain[i + 1] as ChainNode;
      // Cells of one group node share its on/off reading: no link between them.
      if (a.on === b.on) continue;
      const key = `${a.cell}:${a.digit}>${b.cell}:${b.digit}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        from: { cell: a.cell, digit: a.digit },
        to: { cell: b.cell, digit: b.digit },
        strong: !a.on && b.on,
      });
    }
  }
  return out;
}

/** The candidates a pattern is made of: chain nodes, or the step's digits in its cells. */
function patternOf(board: Board, step: SolveStep): CellDigit[] {
  const removed = new Set(step.eliminations.map((e) => e.cell * 16 + e.digit));
  const out = new Map<number, CellDigit>();
  const add = (cell: number, digit: number) => {
    const key = cell * 16 + digit;
    if (board.values[cell] !== 0 || removed.has(key)) return;
    if (((board.cand[cell] ?? 0) & (1 << digit)) === 0) return;
    out.set(key, { cell, digit });
  };
  if (step.chains) {
    for (const chain of step.chains) for (const n of chain) add(n.cell, n.digit);
  } else {
    for (const cell of step.cells) for (const digit of step.digits) add(cell, digit);
  }
  return [...out.values()].sort((a, b) => a.cell - b.cell || a.digit - b.digit);
}

/** What the board shows of `step` on `board` (the grid the step was found on). */
export function reasonsFor(board: Board, step: SolveStep): StepReasons {
  const e = step.explanation;
  if (e.kind === 'hidden-single') {
    return { ...NONE, ...hiddenSingleReasons(board, e.house, e.cell, e.digit) };
  }
  if (e.kind === 'naked-single') return { ...NONE, ...nakedSingleReasons(board, e.cell, e.digit) };
  const links =
    e.kind === 'single-digit-chain' && e.nodes.some((n) => n.length > 1)
      ? groupedLinks(e.nodes, e.digit)
      : chainLinks(step.chains ?? []);
  return { witnesses: [], ruledOut: [], pattern: patternOf(board, step), links };
}

/** A single-digit chain with group nodes: one link per pair of nodes, between their first
 *  cells (strong and weak alternating, strong first). */
function groupedLinks(nodes: readonly (readonly number[])[], digit: number): ChainLink[] {
  const out: ChainLink[] = [];
  for (let i = 0; i + 1 < nodes.length; i++) {
    out.push({
      from: { cell: (nodes[i] as readonly number[])[0] as number, digit },
      to: { cell: (nodes[i + 1] as readonly number[])[0] as number, digit },
      strong: i % 2 === 0,
    });
  }
  return out;
}
