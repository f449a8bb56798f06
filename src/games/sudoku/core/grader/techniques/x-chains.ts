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

import { type Board, tablesFor } from '../board';
import type { SingleDigitPattern } from '../explanation';
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

function nameOf(
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

/** Reusable buffers for the plain search (one set per grid size; searches never nest). */
interface Scratch {
  epoch: number;
  readonly onStamp: Int32Array;
  readonly offStamp: Int32Array;
  readonly parentOn: Int16Array;
  readonly parentOff: Int16Array;
  readonly houseOn: Int16Array;
  readonly frontier: Int16Array;
  readonly next: Int16Array;
  readonly on: Int16Array;
  /** Up to three strong-link partners per cell (row, column, box) and their houses. */
  readonly partner: Int16Array;
  readonly partnerHouse: Int16Array;
  readonly partnerCount: Uint8Array;
}

const scratches = new Map<number, Scratch>();

function scratchFor(n: number): Scratch {
  let s = scratches.get(n);
  if (!s) {
    s = {
      epoch: 0,
      onStamp: new Int32Array(n),
      offStamp: new Int32Array(n),
      parentOn: new Int16Array(n),
      parentOff: new Int16Array(n),
      houseOn: new Int16Array(n),
      frontier: new Int16Array(n),
      next: new Int16Array(n),
      on: new Int16Array(n),
      partner: new Int16Array(n * 3),
      partnerHouse: new Int16Array(n * 3),
      partnerCount: new Uint8Array(n),
    };
    scratches.set(n, s);
  }
  return s;
}

/** Chains of exactly `links` strong links (the fewest possible between their ends) through
 *  single cells only. Weak links are found on the fly from each cell's peers. */
function plainChains(board: Board, digit: number, links: number, out: XChain[]): void {
  const { shape, cand } = board;
  const n = shape.cellCount;
  const { sees } = tablesFor(shape);
  const bit = 1 << digit;
  const sc = scratchFor(n);
  const { onStamp, offStamp, parentOn, parentOff, houseOn, partner, partnerHouse, partnerCount } =
    sc;
  partnerCount.fill(0);
  let any = false;
  for (let h = 0; h < shape.houses.length; h++) {
    let a = -1;
    let b = -1;
    let count = 0;
    for (const c of shape.houses[h] as Int16Array) {
      if (((cand[c] as number) & bit) === 0) continue;
      count++;
      if (a < 0) a = c;
      else b = c;
    }
    if (count !== 2) continue;
    any = true;
    const ka = partnerCount[a] as number;
    partner[a * 3 + ka] = b;
    partnerHouse[a * 3 + ka] = h;
    partnerCount[a] = ka + 1;
    const kb = partnerCount[b] as number;
    partner[b * 3 + kb] = a;
    partnerHouse[b * 3 + kb] = h;
    partnerCount[b] = kb + 1;
  }
  if (!any) return;
  let frontier = sc.frontier;
  let next = sc.next;
  const on = sc.on;
  for (let s = 0; s < n; s++) {
    if (partnerCount[s] === 0) continue;
    const epoch = ++sc.epoch;
    offStamp[s] = epoch;
    onStamp[s] = epoch;
    frontier[0] = s;
    let fLen = 1;
    let onLen = 0;
    for (let l = 1; l <= links && fLen > 0; l++) {
      onLen = 0;
      for (let i = 0; i < fLen; i++) {
        const x = frontier[i] as number;
        for (let j = 0, m = partnerCount[x] as number; j < m; j++) {
          const y = partner[x * 3 + j] as number;
          if (onStamp[y] === epoch) continue;
          onStamp[y] = epoch;
          parentOn[y] = x;
          houseOn[y] = partnerHouse[x * 3 + j] as number;
          on[onLen++] = y;
        }
      }
      if (l === links) break;
      let nLen = 0;
      for (let i = 0; i < onLen; i++) {
        const y = on[i] as number;
        for (const z of shape.peers[y] as Int16Array) {
          if (offStamp[z] === epoch || ((cand[z] as number) & bit) === 0) continue;
          offStamp[z] = epoch;
          parentOff[z] = y;
          next[nLen++] = z;
        }
      }
      const swap = frontier;
      frontier = next;
      next = swap;
      fLen = nLen;
      onLen = 0;
    }
    for (let i = 0; i < onLen; i++) {
      const e = on[i] as number;
      if (e < s) continue;
      const eliminations: CellDigit[] = [];
      for (let z = 0; z < n; z++) {
        if (z === s || z === e || ((cand[z] as number) & bit) === 0) continue;
        if (sees[z * n + s] && sees[z * n + e]) eliminations.push({ cell: z, digit });
      }
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
  /** weak[i]: nodes all of whose cells see all of node i's (at most one holds the digit);
   *  filled in on first use. */
  weak: (number[] | undefined)[];
  /** Node of each single cell, or -1. */
  single: Int16Array;
  /** Indices of the group nodes. */
  groups: number[];
  /** Strong links with a group at one end at least (no grouped chain without one). */
  groupLinks: number;
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
  const { size, cellCount, houseOfCell } = shape;
  const bit = 1 << digit;
  const nodes: number[][] = [];
  const index = new Map<string, number>();
  const nodeFor = (cells: number[]): number => {
    const key = cells.length === 1 ? String(cells[0]) : cells.join(',');
    let id = index.get(key);
    if (id === undefined) {
      id = nodes.length;
      index.set(key, id);
      nodes.push(cells);
    }
    return id;
  };
  for (let c = 0; c < cellCount; c++) if (((cand[c] as number) & bit) !== 0) nodeFor([c]);
  const kindOf = (c: number, kind: number) => (houseOfCell[c] as readonly number[])[kind] as number;
  /** One cell, or cells sharing a line (within one box, which callers guarantee). */
  const compact = (cells: readonly number[]): boolean => {
    if (cells.length === 1) return true;
    const c0 = cells[0] as number;
    let sameRow = true;
    let sameCol = true;
    for (const c of cells) {
      if (kindOf(c, 0) !== kindOf(c0, 0)) sameRow = false;
      if (kindOf(c, 1) !== kindOf(c0, 1)) sameCol = false;
    }
    return sameRow || sameCol;
  };
  const seen = new Set<number>();
  const strong: [number, number][][] = [];
  let groupLinks = 0;
  const places: number[] = [];
  const crosses: number[] = [];
  const a: number[] = [];
  const b: number[] = [];
  for (let h = 0; h < shape.houses.length; h++) {
    places.length = 0;
    for (const c of shape.houses[h] as Int16Array)
      if (((cand[c] as number) & bit) !== 0) places.push(c);
    if (places.length < 2) continue;
    // Split the places into the part inside one crossing house and the rest; when both parts
    // are compact (one cell, or cells of one box and one line) they form a strong link.
    const box = Math.floor(h / size) === 2;
    for (const sk of box ? [0, 1] : [2]) {
      crosses.length = 0;
      for (const p of places) {
        const x = kindOf(p, sk);
        if (!crosses.includes(x)) crosses.push(x);
      }
      for (const cross of crosses) {
        a.length = 0;
        b.length = 0;
        for (const q of places) (kindOf(q, sk) === cross ? a : b).push(q);
        if (b.length === 0) continue;
        // `a` is one line's part of a box, or one box's part of a line; the rest must be one
        // cell or such a part too.
        if (box ? !compact(b) : b.some((q) => kindOf(q, 2) !== kindOf(b[0] as number, 2))) {
          continue;
        }
        const u = nodeFor([...a]);
        const v = nodeFor([...b]);
        const key = u < v ? u * 4096 + v : v * 4096 + u;
        if (seen.has(key)) continue;
        seen.add(key);
        link(strong, u, v, h);
        if (a.length > 1 || b.length > 1) groupLinks++;
      }
    }
  }
  const single = new Int16Array(cellCount).fill(-1);
  const groups: number[] = [];
  nodes.forEach((cells, i) => {
    if (cells.length === 1) single[cells[0] as number] = i;
    else groups.push(i);
  });
  for (let u = 0; u < nodes.length; u++) strong[u] ??= [];
  return { nodes, strong, weak: [], single, groups, groupLinks };
}

function weakOf(board: Board, g: Graph, u: number): number[] {
  const cached = g.weak[u];
  if (cached) return cached;
  const n = board.shape.cellCount;
  const { sees } = tablesFor(board.shape);
  const cells = g.nodes[u] as number[];
  const seesAll = (x: number) => cells.every((y) => sees[x * n + y] === 1);
  const out: number[] = [];
  for (const p of board.shape.peers[cells[0] as number] as Int16Array) {
    const v = g.single[p] as number;
    if (v >= 0 && seesAll(p)) out.push(v);
  }
  for (const v of g.groups) {
    if (v !== u && (g.nodes[v] as number[]).every(seesAll)) out.push(v);
  }
  g.weak[u] = out;
  return out;
}

/** Chains of exactly `links` strong links (the fewest between their ends) that need a group. */
function groupedChains(board: Board, digit: number, links: number, out: XChain[]): void {
  const g = groupedGraph(board, digit);
  if (g.groupLinks === 0) return;
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
        for (const z of weakOf(board, g, y)) {
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
  const { id, name, pattern } = nameOf(chain, kinds);
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
    explanation: {
      kind: 'single-digit-chain',
      pattern,
      digit,
      nodes: path,
      strongHouses,
      removedFrom: eliminations.map((e) => e.cell),
    },
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
