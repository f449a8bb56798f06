// Grouped single-digit chains: chains whose nodes may be groups (two or three cells of one box
// and one line standing for "the digit is in one of these"), which covers the Empty Rectangle.

import { type Board, tablesFor } from '../board';
import { endEliminations, link, type XChain } from './x-chain-parts';

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
  /** Searches from each start node, grown as longer chains are asked for. */
  searches: (Search | undefined)[];
  tables: SearchTables | null;
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
  for (let c = 0; c < cellCount; c++) if (((cand[c] ?? 0) & bit) !== 0) nodeFor([c]);
  const kindOf = (c: number, kind: number) => (houseOfCell[c] as readonly number[])[kind] as number;
  /** One cell, or cells sharing a line (within one box, which callers guarantee). */
  const compact = (cells: readonly number[]): boolean => {
    if (cells.length === 1) return true;
    const c0 = cells[0] ?? 0;
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
    for (const c of shape.houses[h] as Int16Array) if (((cand[c] ?? 0) & bit) !== 0) places.push(c);
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
        if (box ? !compact(b) : b.some((q) => kindOf(q, 2) !== kindOf(b[0] ?? 0, 2))) {
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
    if (cells.length === 1) single[cells[0] ?? 0] = i;
    else groups.push(i);
  });
  for (let u = 0; u < nodes.length; u++) strong[u] ??= [];
  return { nodes, strong, weak: [], single, groups, groupLinks, searches: [], tables: null };
}

function weakOf(board: Board, g: Graph, u: number): number[] {
  const cached = g.weak[u];
  if (cached) return cached;
  const n = board.shape.cellCount;
  const { sees } = tablesFor(board.shape);
  const cells = g.nodes[u] as number[];
  const seesAll = (x: number) => cells.every((y) => sees[x * n + y] === 1);
  const out: number[] = [];
  for (const p of board.shape.peers[cells[0] ?? 0] as Int16Array) {
    const v = g.single[p] ?? 0;
    if (v >= 0 && seesAll(p)) out.push(v);
  }
  for (const v of g.groups) {
    if (v !== u && (g.nodes[v] as number[]).every(seesAll)) out.push(v);
  }
  g.weak[u] = out;
  return out;
}

/**
 * The breadth-first search from one start node, kept between calls: the solver asks for 2, 3,
 * … 6 links in turn on the same board, and the search for L links is exactly the first L
 * layers of a deeper one (a node's parents are set once, when first reached), so each layer
 * is computed once per board instead of once per length asked.
 */
interface Search {
  /** Where this start's rows begin in the graph's SearchTables (start × node count). */
  readonly base: number;
  /** onLayers[l - 1]: the "on" nodes first reached by l strong links. */
  readonly onLayers: number[][];
  /** The "off" nodes to extend from, after the last layer. */
  frontier: number[];
}

/** Every start's search state in one block per graph (row `s` for start s), so growing
 *  searches allocate nothing per start. */
interface SearchTables {
  readonly dist: Int8Array;
  readonly seenOff: Uint8Array;
  readonly parentOn: Int16Array;
  readonly parentOff: Int16Array;
  readonly houseOn: Int16Array;
}

function tablesOf(g: Graph): SearchTables {
  if (!g.tables) {
    const n = g.nodes.length * g.nodes.length;
    g.tables = {
      dist: new Int8Array(n),
      seenOff: new Uint8Array(n),
      parentOn: new Int16Array(n),
      parentOff: new Int16Array(n),
      houseOn: new Int16Array(n),
    };
  }
  return g.tables;
}

/** The search from `s`, grown to `links` layers (fewer when it runs out of nodes). */
function searchTo(board: Board, g: Graph, s: number, links: number): Search {
  const { dist, seenOff, parentOn, parentOff, houseOn } = tablesOf(g);
  let sr = g.searches[s];
  if (!sr) {
    sr = { base: s * g.nodes.length, onLayers: [], frontier: [s] };
    seenOff[sr.base + s] = 1;
    g.searches[s] = sr;
  }
  const { base, onLayers } = sr;
  while (onLayers.length < links && sr.frontier.length > 0) {
    const l = onLayers.length + 1;
    if (l > 1) {
      // The off layer after the last on layer (the original loop made it only when going on).
      const next: number[] = [];
      for (const y of onLayers[l - 2] as number[]) {
        for (const z of weakOf(board, g, y)) {
          if (seenOff[base + z]) continue;
          seenOff[base + z] = 1;
          parentOff[base + z] = y;
          next.push(z);
        }
      }
      sr.frontier = next;
      if (next.length === 0) break;
    }
    const on: number[] = [];
    for (const x of sr.frontier) {
      for (const [y, h] of g.strong[x] as [number, number][]) {
        if (dist[base + y] !== 0 || y === s) continue;
        dist[base + y] = l;
        parentOn[base + y] = x;
        houseOn[base + y] = h;
        on.push(y);
      }
    }
    onLayers.push(on);
  }
  return sr;
}

/** Chains of exactly `links` strong links (the fewest between their ends) that need a group. */
export function groupedChains(board: Board, digit: number, links: number, out: XChain[]): void {
  const g = groupedGraph(board, digit);
  if (g.groupLinks === 0) return;
  const count = g.nodes.length;
  for (let s = 0; s < count; s++) {
    if ((g.strong[s] as [number, number][]).length === 0) continue;
    const { base, onLayers } = searchTo(board, g, s, links);
    const { parentOn, parentOff, houseOn } = tablesOf(g);
    const ends = onLayers.length >= links ? (onLayers[links - 1] as number[]) : [];
    for (const e of ends) {
      if (e < s) continue;
      const path: number[][] = [];
      const strongHouses: number[] = [];
      for (let y = e; ; ) {
        path.push(g.nodes[y] as number[]);
        strongHouses.push(houseOn[base + y] ?? 0);
        const x = parentOn[base + y] ?? 0;
        path.push(g.nodes[x] as number[]);
        if (x === s) break;
        y = parentOff[base + x] ?? 0;
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
