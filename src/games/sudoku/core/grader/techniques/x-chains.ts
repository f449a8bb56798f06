// Single-digit chains of strong links (a house where the digit has exactly two places: one of
// them holds it) joined by weak links (two cells that see each other: at most one holds it).
// If the chain starts and ends with a strong link, one of its two end cells holds the digit,
// so any cell that sees both ends cannot. Two strong links are the named patterns Skyscraper
// (two parallel lines), Two-String Kite (a row and a column) and Turbot Fish (one link in a
// box); longer ones are X-Chains. Ratings follow Sukaku Explainer's strong-link scale
// (2 links 4.0, 3 links 5.4, then +0.4 per link, +0.1/+0.2 when the links mix house types),
// since pure single-digit chains are far easier to spot than the general chains rated 6.6+.

import { cellName } from '../../codec';
import { type Board, cellList, tablesFor } from '../board';
import type { CellDigit, ChainNode, SolveStep, TechniqueId } from '../step';

/** The longest strong-link chain this finder rates; longer ones are left to forcing chains. */
export const MAX_X_CHAIN_LINKS = 6;

interface XChain {
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

function nameOf(chain: XChain, kinds: readonly number[]): { id: TechniqueId; name: string } {
  if (chain.grouped) {
    return chain.links === 2
      ? { id: 'empty-rectangle', name: kinds.includes(2) ? 'Empty Rectangle' : 'Grouped Kite' }
      : { id: 'x-chain', name: 'Grouped X-Chain' };
  }
  if (chain.links > 2) return { id: 'x-chain', name: 'X-Chain' };
  if (kinds.includes(2)) return { id: 'turbot-fish', name: 'Turbot Fish' };
  if (kinds[0] !== kinds[1]) return { id: 'two-string-kite', name: 'Two-String Kite' };
  return { id: 'skyscraper', name: 'Skyscraper' };
}

/** Every useful chain of each digit, shortest per pair of ends; cached per board state. */
let cache: { board: Board; key: string; chains: XChain[] } | null = null;

function allChains(board: Board): XChain[] {
  const key = String.fromCharCode(...board.cand);
  if (cache && cache.board === board && cache.key === key) return cache.chains;
  const chains: XChain[] = [];
  for (let digit = 1; digit <= board.shape.size; digit++) searchDigit(board, digit, chains);
  cache = { board, key, chains };
  return chains;
}

/** A digit's chain graph: cells holding it, plus groups (two or more such cells sharing a box
 *  and a line, standing for "the digit is in one of them"). */
interface Graph {
  nodes: number[][];
  /** Number of single-cell nodes; they come first. */
  singles: number;
  /** strong[i]: [node, house] pairs: in that house the digit is in node i or that node. */
  strong: [number, number][][];
  /** weak[i]: nodes all of whose cells see all of node i's (at most one holds the digit). */
  weak: number[][];
}

function buildGraph(board: Board, digit: number): Graph {
  const { shape, cand } = board;
  const { size, cellCount } = shape;
  const { sees } = tablesFor(shape);
  const bit = 1 << digit;
  const nodes: number[][] = [];
  const index = new Map<string, number>();
  for (let c = 0; c < cellCount; c++) {
    if (((cand[c] as number) & bit) !== 0) {
      index.set(String(c), nodes.length);
      nodes.push([c]);
    }
  }
  const singles = nodes.length;
  const nodeFor = (cells: number[]): number => {
    const key = cells.join(',');
    let id = index.get(key);
    if (id === undefined) {
      id = nodes.length;
      index.set(key, id);
      nodes.push(cells);
    }
    return id;
  };
  const strongSet = new Set<string>();
  const strongPairs: [number, number, number][] = [];
  const within = (cells: number[], kind: number): boolean =>
    cells.every(
      (c) =>
        (shape.houseOfCell[c] as readonly number[])[kind] ===
        (shape.houseOfCell[cells[0] as number] as readonly number[])[kind],
    );
  shape.houses.forEach((house, h) => {
    const places = Array.from(house).filter((c) => ((cand[c] as number) & bit) !== 0);
    if (places.length < 2) return;
    const kind = Math.floor(h / size);
    // Split the places into a part inside one crossing house and the rest; if the rest also
    // sits in one box and line (or is one cell), the two parts form a strong link.
    const splitKinds = kind === 2 ? [0, 1] : [2];
    for (const sk of splitKinds) {
      const seen = new Set<number>();
      for (const c of places) {
        const cross = (shape.houseOfCell[c] as readonly number[])[sk] as number;
        if (seen.has(cross)) continue;
        seen.add(cross);
        const a = places.filter((x) => (shape.houseOfCell[x] as readonly number[])[sk] === cross);
        const b = places.filter((x) => !a.includes(x));
        if (b.length === 0) continue;
        if (b.length > 1 && !(within(b, 2) && (within(b, 0) || within(b, 1)))) continue;
        if (a.length > 1 && !(within(a, 2) && (within(a, 0) || within(a, 1)))) continue;
        const u = nodeFor(a);
        const v = nodeFor(b);
        const key = u < v ? `${u},${v}` : `${v},${u}`;
        if (strongSet.has(key)) continue;
        strongSet.add(key);
        strongPairs.push([u, v, h]);
      }
    }
  });
  const strong: [number, number][][] = nodes.map(() => []);
  for (const [u, v, h] of strongPairs) {
    (strong[u] as [number, number][]).push([v, h]);
    (strong[v] as [number, number][]).push([u, h]);
  }
  const weak: number[][] = nodes.map(() => []);
  for (let u = 0; u < nodes.length; u++) {
    for (let v = u + 1; v < nodes.length; v++) {
      const a = nodes[u] as number[];
      const b = nodes[v] as number[];
      if (a.every((x) => b.every((y) => x !== y && sees[x * cellCount + y] === 1))) {
        (weak[u] as number[]).push(v);
        (weak[v] as number[]).push(u);
      }
    }
  }
  return { nodes, singles, strong, weak };
}

function searchDigit(board: Board, digit: number, out: XChain[]): void {
  const { shape, cand } = board;
  const { cellCount } = shape;
  const { sees } = tablesFor(shape);
  const g = buildGraph(board, digit);
  const count = g.nodes.length;
  const parentOn = new Int16Array(count);
  const parentOff = new Int16Array(count);
  const houseOn = new Int16Array(count);
  const dist = new Int8Array(count);
  const seenOff = new Uint8Array(count);
  // Shortest plain chain per pair of ends, so a grouped chain only counts when it is shorter.
  const plainLinks = new Map<string, number>();
  for (const grouped of [false, true]) {
    const limit = grouped ? count : g.singles;
    for (let s = 0; s < limit; s++) {
      if ((g.strong[s] as [number, number][]).every(([t]) => t >= limit)) continue;
      dist.fill(0);
      seenOff.fill(0);
      seenOff[s] = 1;
      let frontier = [s];
      const reached: number[] = [];
      for (let links = 1; links <= MAX_X_CHAIN_LINKS && frontier.length > 0; links++) {
        const on: number[] = [];
        for (const x of frontier) {
          for (const [y, h] of g.strong[x] as [number, number][]) {
            if (y >= limit || dist[y] !== 0 || y === s) continue;
            dist[y] = links;
            parentOn[y] = x;
            houseOn[y] = h;
            on.push(y);
            reached.push(y);
          }
        }
        const next: number[] = [];
        for (const y of on) {
          for (const z of g.weak[y] as number[]) {
            if (z >= limit || seenOff[z]) continue;
            seenOff[z] = 1;
            parentOff[z] = y;
            next.push(z);
          }
        }
        frontier = next;
      }
      const ends = g.nodes[s] as number[];
      for (const e of reached) {
        const links = dist[e] as number;
        if (links < 2 || e < s) continue;
        const key = `${s},${e}`;
        if (!grouped) plainLinks.set(key, links);
        else if ((plainLinks.get(key) ?? 99) <= links) continue;
        const other = g.nodes[e] as number[];
        const eliminations: CellDigit[] = [];
        for (let z = 0; z < cellCount; z++) {
          if (((cand[z] as number) & (1 << digit)) === 0) continue;
          if (ends.includes(z) || other.includes(z)) continue;
          if (
            ends.every((x) => sees[z * cellCount + x]) &&
            other.every((x) => sees[z * cellCount + x])
          ) {
            eliminations.push({ cell: z, digit });
          }
        }
        if (eliminations.length === 0) continue;
        const path: number[][] = [];
        const strongHouses: number[] = [];
        let y = e;
        for (;;) {
          path.push(g.nodes[y] as number[]);
          strongHouses.push(houseOn[y] as number);
          const x = parentOn[y] as number;
          path.push(g.nodes[x] as number[]);
          if (x === s) break;
          y = parentOff[x] as number;
        }
        path.reverse();
        strongHouses.reverse();
        const usesGroup = path.some((n) => n.length > 1);
        if (grouped && !usesGroup) continue;
        out.push({ links, digit, grouped: usesGroup, path, strongHouses, eliminations });
      }
    }
  }
}

function stepOf(board: Board, chain: XChain): SolveStep {
  const { shape } = board;
  const { links, digit, path, strongHouses, eliminations, grouped } = chain;
  const kinds = strongHouses.map((h) => Math.floor(h / shape.size));
  const { id, name } = nameOf(chain, kinds);
  const label = (n: number[]) =>
    n.length === 1
      ? cellName(shape, n[0] as number)
      : `(${n.map((c) => cellName(shape, c)).join(',')})`;
  const notation = path.map((n, i) => (i === 0 ? '' : i % 2 === 1 ? '=' : '-') + label(n)).join('');
  const first = path[0] as number[];
  const last = path[path.length - 1] as number[];
  const nodes: ChainNode[] = path.flatMap((n, i) =>
    n.map((cell) => ({ cell, digit, on: i % 2 === 1 })),
  );
  return {
    technique: id,
    name,
    rating: xChainRating(links, kinds, grouped),
    houses: strongHouses,
    cells: [...new Set(path.flat())],
    digits: [digit],
    placements: [],
    eliminations,
    explanation:
      `${name} on ${digit} (${notation}): ${label(first)} or ${label(last)} ` +
      `must hold ${digit}, so ${cellList(
        shape,
        eliminations.map((e) => e.cell),
      )} cannot be ${digit}.`,
    chains: [nodes],
  };
}

/** The first chain with exactly `links` strong links (shorter ones are found by earlier calls). */
export function findXChain(board: Board, links: number): SolveStep | null {
  let best: XChain | null = null;
  let bestRating = Number.POSITIVE_INFINITY;
  for (const chain of allChains(board)) {
    if (chain.links !== links) continue;
    const kinds = chain.strongHouses.map((h) => Math.floor(h / board.shape.size));
    const r = xChainRating(links, kinds, chain.grouped);
    if (r < bestRating) {
      best = chain;
      bestRating = r;
    }
  }
  return best ? stepOf(board, best) : null;
}
