// Single-digit chains of strong links (a house where the digit has exactly two places: one of
// them holds it) joined by weak links (two cells that see each other: at most one holds it).
// If the chain starts and ends with a strong link, one of its two end cells holds the digit,
// so any cell that sees both ends cannot. Two strong links are the named patterns Skyscraper
// (two parallel lines), Two-String Kite (a row and a column) and Turbot Fish (one link in a
// box); longer ones are X-Chains. Ratings follow Sukaku Explainer's strong-link scale
// (2 links 4.0, 3 links 5.4, then +0.4 per link, +0.1/+0.2 when the links mix house types),
// since pure single-digit chains are far easier to spot than the general chains rated 6.6+.
// Grouped chains also use group nodes: two or three cells of one box and one line standing for
// "the digit is in one of these" (this covers the Empty Rectangle); they rate +0.3.

import { cellName } from '../../codec';
import { type Board, cellList, tablesFor } from '../board';
import type { CellDigit, ChainNode, SolveStep, TechniqueId } from '../step';

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

/** Records the strong link u = v (in house h) both ways. */
function link(strong: [number, number][][], u: number, v: number, h: number): void {
  const a = strong[u] ?? [];
  a.push([v, h]);
  strong[u] = a;
  const b = strong[v] ?? [];
  b.push([u, h]);
  strong[v] = b;
}

/** Cells seeing every cell of both ends lose the digit. */
function endEliminations(
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
    if (((cand[z] as number) & bit) === 0 || a.includes(z) || b.includes(z)) continue;
    if (a.every((x) => sees[z * n + x]) && b.every((x) => sees[z * n + x])) {
      out.push({ cell: z, digit });
    }
  }
  return out;
}

/** Chains of exactly `links` strong links (the fewest possible between their ends) through
 *  single cells only. Weak links are found on the fly from each cell's peers. */
function plainChains(board: Board, digit: number, links: number, out: XChain[]): void {
  const { shape, cand } = board;
  const { cellCount } = shape;
  const bit = 1 << digit;
  const strong: [number, number][][] = [];
  let any = false;
  shape.houses.forEach((house, h) => {
    let a = -1;
    let b = -1;
    let n = 0;
    for (const c of house) {
      if (((cand[c] as number) & bit) === 0) continue;
      n++;
      if (a < 0) a = c;
      else b = c;
    }
    if (n !== 2) return;
    any = true;
    link(strong, a, b, h);
  });
  if (!any) return;
  const dist = new Int8Array(cellCount);
  const seenOff = new Uint8Array(cellCount);
  const parentOn = new Int16Array(cellCount);
  const parentOff = new Int16Array(cellCount);
  const houseOn = new Int16Array(cellCount);
  for (let s = 0; s < cellCount; s++) {
    if (!strong[s]) continue;
    dist.fill(0);
    seenOff.fill(0);
    seenOff[s] = 1;
    let frontier = [s];
    let ends: number[] = [];
    for (let l = 1; l <= links && frontier.length > 0; l++) {
      const on: number[] = [];
      for (const x of frontier) {
        for (const [y, h] of strong[x] ?? []) {
          if (dist[y] !== 0 || y === s) continue;
          dist[y] = l;
          parentOn[y] = x;
          houseOn[y] = h;
          on.push(y);
        }
      }
      if (l === links) {
        ends = on;
        break;
      }
      const next: number[] = [];
      for (const y of on) {
        for (const z of shape.peers[y] as Int16Array) {
          if (seenOff[z] || ((cand[z] as number) & bit) === 0) continue;
          seenOff[z] = 1;
          parentOff[z] = y;
          next.push(z);
        }
      }
      frontier = next;
    }
    for (const e of ends) {
      if (e < s) continue;
      const eliminations = endEliminations(board, digit, [s], [e]);
      if (eliminations.length === 0) continue;
      const path: number[][] = [];
      const strongHouses: number[] = [];
      for (let y = e; ; ) {
        path.push([y]);
        strongHouses.push(houseOn[y] as number);
        const x = parentOn[y] as number;
        path.push([x]);
        if (x === s) break;
        y = parentOff[x] as number;
      }
      path.reverse();
      strongHouses.reverse();
      out.push({ links, digit, grouped: false, path, strongHouses, eliminations });
    }
  }
}

/** A digit's chain graph with groups: cells holding it, plus groups (two or more such cells
 *  sharing a box and a line, standing for "the digit is in one of them"). */
interface Graph {
  nodes: number[][];
  /** strong[i]: [node, house] pairs: in that house the digit is in node i or that node. */
  strong: [number, number][][];
  /** weak[i]: nodes all of whose cells see all of node i's (at most one holds the digit). */
  weak: number[][];
}

let graphCache: { board: Board; key: string; graphs: (Graph | undefined)[] } | null = null;

function groupedGraph(board: Board, digit: number): Graph {
  const key = String.fromCharCode(...board.cand);
  if (!graphCache || graphCache.board !== board || graphCache.key !== key) {
    graphCache = { board, key, graphs: [] };
  }
  let g = graphCache.graphs[digit];
  if (!g) {
    g = buildGraph(board, digit);
    graphCache.graphs[digit] = g;
  }
  return g;
}

function buildGraph(board: Board, digit: number): Graph {
  const { shape, cand } = board;
  const { size, cellCount } = shape;
  const { sees } = tablesFor(shape);
  const bit = 1 << digit;
  const nodes: number[][] = [];
  const index = new Map<string, number>();
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
  for (let c = 0; c < cellCount; c++) if (((cand[c] as number) & bit) !== 0) nodeFor([c]);
  const houseOf = (c: number, kind: number) => (shape.houseOfCell[c] as readonly number[])[kind];
  const compact = (cells: number[]): boolean =>
    cells.length === 1 ||
    (cells.every((c) => houseOf(c, 2) === houseOf(cells[0] as number, 2)) &&
      [0, 1].some((k) => cells.every((c) => houseOf(c, k) === houseOf(cells[0] as number, k))));
  const strongSet = new Set<string>();
  const strong: [number, number][][] = [];
  shape.houses.forEach((house, h) => {
    const places = Array.from(house).filter((c) => ((cand[c] as number) & bit) !== 0);
    if (places.length < 2) return;
    // Split the places into the part inside one crossing house and the rest; when both parts
    // are compact (one cell, or cells of one box and one line) they form a strong link.
    const splitKinds = Math.floor(h / size) === 2 ? [0, 1] : [2];
    for (const sk of splitKinds) {
      const crosses = new Set(places.map((c) => houseOf(c, sk)));
      for (const cross of crosses) {
        const a = places.filter((x) => houseOf(x, sk) === cross);
        const b = places.filter((x) => houseOf(x, sk) !== cross);
        if (b.length === 0 || !compact(a) || !compact(b)) continue;
        const u = nodeFor(a);
        const v = nodeFor(b);
        const key = u < v ? `${u},${v}` : `${v},${u}`;
        if (strongSet.has(key)) continue;
        strongSet.add(key);
        link(strong, u, v, h);
      }
    }
  });
  const weak: number[][] = nodes.map(() => []);
  for (let u = 0; u < nodes.length; u++) {
    for (let v = u + 1; v < nodes.length; v++) {
      const a = nodes[u] as number[];
      const b = nodes[v] as number[];
      if (a.every((x) => b.every((y) => sees[x * cellCount + y] === 1))) {
        (weak[u] as number[]).push(v);
        (weak[v] as number[]).push(u);
      }
    }
  }
  for (let u = 0; u < nodes.length; u++) strong[u] ??= [];
  return { nodes, strong, weak };
}

/** Chains of exactly `links` strong links (the fewest between their ends) that need a group. */
function groupedChains(board: Board, digit: number, links: number, out: XChain[]): void {
  const g = groupedGraph(board, digit);
  const count = g.nodes.length;
  const parentOn = new Int16Array(count);
  const parentOff = new Int16Array(count);
  const houseOn = new Int16Array(count);
  const dist = new Int8Array(count);
  const seenOff = new Uint8Array(count);
  for (let s = 0; s < count; s++) {
    if ((g.strong[s] as [number, number][]).length === 0) continue;
    dist.fill(0);
    seenOff.fill(0);
    seenOff[s] = 1;
    let frontier = [s];
    let ends: number[] = [];
    for (let l = 1; l <= links && frontier.length > 0; l++) {
      const on: number[] = [];
      for (const x of frontier) {
        for (const [y, h] of g.strong[x] as [number, number][]) {
          if (dist[y] !== 0 || y === s) continue;
          dist[y] = l;
          parentOn[y] = x;
          houseOn[y] = h;
          on.push(y);
        }
      }
      if (l === links) {
        ends = on;
        break;
      }
      const next: number[] = [];
      for (const y of on) {
        for (const z of g.weak[y] as number[]) {
          if (seenOff[z]) continue;
          seenOff[z] = 1;
          parentOff[z] = y;
          next.push(z);
        }
      }
      frontier = next;
    }
    for (const e of ends) {
      if (e < s) continue;
      const path: number[][] = [];
      const strongHouses: number[] = [];
      for (let y = e; ; ) {
        path.push(g.nodes[y] as number[]);
        strongHouses.push(houseOn[y] as number);
        const x = parentOn[y] as number;
        path.push(g.nodes[x] as number[]);
        if (x === s) break;
        y = parentOff[x] as number;
      }
      // A chain without a group of this length was offered by the plain search already.
      if (!path.some((n) => n.length > 1)) continue;
      const eliminations = endEliminations(
        board,
        digit,
        g.nodes[s] as number[],
        g.nodes[e] as number[],
      );
      if (eliminations.length === 0) continue;
      path.reverse();
      strongHouses.reverse();
      out.push({ links, digit, grouped: true, path, strongHouses, eliminations });
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

/** The easiest chain with exactly `links` strong links, with or without group nodes
 *  (shorter ones are found by earlier calls). */
export function findXChain(board: Board, links: number, grouped = false): SolveStep | null {
  const chains: XChain[] = [];
  for (let digit = 1; digit <= board.shape.size; digit++) {
    if (grouped) groupedChains(board, digit, links, chains);
    else plainChains(board, digit, links, chains);
  }
  let best: XChain | null = null;
  let bestRating = Number.POSITIVE_INFINITY;
  for (const chain of chains) {
    const kinds = chain.strongHouses.map((h) => Math.floor(h / board.shape.size));
    const r = xChainRating(links, kinds, chain.grouped);
    if (r < bestRating) {
      best = chain;
      bestRating = r;
    }
  }
  return best ? stepOf(board, best) : null;
}
