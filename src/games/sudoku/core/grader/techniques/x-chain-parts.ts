// The pieces every single-digit chain search shares: the chain record, its rating and name,
// strong links, and the eliminations at a chain's ends (see x-chains.ts for the technique).

import { type Board, tablesFor } from '../board';
import type { SingleDigitPattern } from '../explanation';
import type { CellDigit, TechniqueId } from '../step';

export interface XChain {
  links: number;
  digit: number;
  /** Uses a group node (several cells of one box and line acting as one). */
  grouped: boolean;
  /** Nodes from one end to the other; links alternate strong, weak, strong, …, strong. */
  path: number[][];
  /** Kind (0 row, 1 column, 2 box) and index of each strong link's house. */
  strongHouses: number[];
  eliminations: CellDigit[];
}

/** Rating of a chain of `links` strong links in houses of the given kinds. */
export function xChainRating(links: number, kinds: readonly number[], grouped = false): number {
  const base = links === 2 ? 4.0 : 5.4 + 0.4 * (links - 3);
  // Sukaku Explainer: a grouped chain (or Empty Rectangle) +0.3 whatever its houses.
  if (grouped) return Math.round((base + 0.3) * 10) / 10;
  const hasBox = kinds.includes(2);
  const lineKinds = new Set(kinds.filter((k) => k !== 2));
  const mixedLines = lineKinds.size > 1;
  if (links === 2) return base + (hasBox ? 0.2 : mixedLines ? 0.1 : 0);
  // Sukaku Explainer: all links in parallel lines +0, a box and crossing lines +0.2, else +0.1.
  if (!hasBox && !mixedLines) return base;
  return Math.round((base + (hasBox && mixedLines ? 0.2 : 0.1)) * 10) / 10;
}

export function nameOf(
  chain: XChain,
  kinds: readonly number[],
): { id: TechniqueId; name: string; pattern: SingleDigitPattern } {
  if (chain.grouped) {
    if (chain.links > 2)
      return { id: 'x-chain', name: 'Grouped X-Chain', pattern: 'grouped-x-chain' };
    return kinds.includes(2)
      ? { id: 'empty-rectangle', name: 'Empty Rectangle', pattern: 'empty-rectangle' }
      : { id: 'empty-rectangle', name: 'Grouped Kite', pattern: 'grouped-kite' };
  }
  if (chain.links > 2) return { id: 'x-chain', name: 'X-Chain', pattern: 'x-chain' };
  if (kinds.includes(2)) return { id: 'turbot-fish', name: 'Turbot Fish', pattern: 'turbot-fish' };
  if (kinds[0] !== kinds[1]) {
    return { id: 'two-string-kite', name: 'Two-String Kite', pattern: 'two-string-kite' };
  }
  return { id: 'skyscraper', name: 'Skyscraper', pattern: 'skyscraper' };
}

/** Records the strong link u = v (in house h) both ways. */
export function link(strong: [number, number][][], u: number, v: number, h: number): void {
  const a = strong[u] ?? [];
  a.push([v, h]);
  strong[u] = a;
  const b = strong[v] ?? [];
  b.push([u, h]);
  strong[v] = b;
}

/** Cells seeing every cell of both ends lose the digit. */
export function endEliminations(
  board: Board,
  digit: number,
  a: readonly number[],
  b: readonly number[],
): CellDigit[] {
  const { shape, cand } = board;
  const n = shape.cellCount;
  const { sees } = tablesFor(shape);
  const out: CellDigit[] = [];
  const bit = 1 << digit;
  for (let z = 0; z < n; z++) {
    if (((cand[z] ?? 0) & bit) === 0 || a.includes(z) || b.includes(z)) continue;
    if (a.every((x) => sees[z * n + x]) && b.every((x) => sees[z * n + x])) {
      out.push({ cell: z, digit });
    }
  }
  return out;
}
