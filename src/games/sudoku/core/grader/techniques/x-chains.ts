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
  /** Cells from one end to the other; links alternate strong, weak, strong, …, strong. */
  path: number[];
  /** Kind (0 row, 1 column, 2 box) of each strong link's house. */
  strongKinds: number[];
  eliminations: CellDigit[];
}

/** Rating of a chain of `links` strong links with the given house kinds. */
export function xChainRating(links: number, kinds: readonly number[]): number {
  const base = links === 2 ? 4.0 : 5.4 + 0.4 * (links - 3);
  const hasBox = kinds.includes(2);
  const lineKinds = new Set(kinds.filter((k) => k !== 2));
  const mixedLines = lineKinds.size > 1;
  if (links === 2) return base + (hasBox ? 0.2 : mixedLines ? 0.1 : 0);
  // Sukaku Explainer: all links in parallel lines +0, a box and crossing lines +0.2, else +0.1.
  if (!hasBox && !mixedLines) return base;
  return Math.round((base + (hasBox && mixedLines ? 0.2 : 0.1)) * 10) / 10;
}

function nameOf(links: number, kinds: readonly number[]): { id: TechniqueId; name: string } {
  if (links > 2) return { id: 'x-chain', name: 'X-Chain' };
  if (kinds.includes(2)) return { id: 'turbot-fish', name: 'Turbot Fish' };
  if (kinds[0] !== kinds[1]) return { id: 'two-string-kite', name: 'Two-String Kite' };
  return { id: 'skyscraper', name: 'Skyscraper' };
}

/** Every useful chain of each digit, shortest per pair of ends; cached per board state. */
let cache: { board: Board; key: string; chains: XChain[] } | null = null;

function allChains(board: Board): XChain[] {
  const key = String.fromCharCode(...board.cand);
  if (cache && cache.board === board && cache.key === key) return cache.chains;
  const chains = searchChains(board);
  cache = { board, key, chains };
  return chains;
}

function searchChains(board: Board): XChain[] {
  const { shape, cand } = board;
  const { size, cellCount } = shape;
  const { sees } = tablesFor(shape);
  const out: XChain[] = [];
  const parentOn = new Int16Array(cellCount);
  const parentOff = new Int16Array(cellCount);
  const kindOn = new Int8Array(cellCount);
  const dist = new Int8Array(cellCount);
  const seenOff = new Uint8Array(cellCount);
  for (let digit = 1; digit <= size; digit++) {
    const bit = 1 << digit;
    const cells: number[] = [];
    for (let c = 0; c < cellCount; c++) if (((cand[c] as number) & bit) !== 0) cells.push(c);
    // Strong links: (partner, house kind) per cell.
    const strong = new Map<number, [number, number][]>();
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
      const kind = Math.floor(h / size);
      for (const [x, y] of [
        [a, b],
        [b, a],
      ] as const) {
        const list = strong.get(x) ?? [];
        if (!list.some(([p]) => p === y)) list.push([y, kind]);
        else if (kind !== 2)
          list.splice(
            list.findIndex(([p]) => p === y),
            1,
            [y, kind],
          );
        strong.set(x, list);
      }
    });
    for (const s of cells) {
      if (!strong.has(s)) continue;
      dist.fill(0);
      seenOff.fill(0);
      seenOff[s] = 1;
      let frontier = [s];
      const reached: number[] = [];
      for (let links = 1; links <= MAX_X_CHAIN_LINKS && frontier.length > 0; links++) {
        const on: number[] = [];
        for (const x of frontier) {
          for (const [y, kind] of strong.get(x) ?? []) {
            if (dist[y] !== 0 || y === s) continue;
            dist[y] = links;
            parentOn[y] = x;
            kindOn[y] = kind;
            on.push(y);
            reached.push(y);
          }
        }
        const next: number[] = [];
        for (const y of on) {
          for (const z of cells) {
            if (seenOff[z] || sees[y * cellCount + z] === 0) continue;
            seenOff[z] = 1;
            parentOff[z] = y;
            next.push(z);
          }
        }
        frontier = next;
      }
      for (const e of reached) {
        const links = dist[e] as number;
        // Each unordered pair once, and only chains beyond what locked candidates cover.
        if (links < 2 || e < s) continue;
        const eliminations: CellDigit[] = [];
        for (const z of cells) {
          if (z !== s && z !== e && sees[z * cellCount + s] && sees[z * cellCount + e]) {
            eliminations.push({ cell: z, digit });
          }
        }
        if (eliminations.length === 0) continue;
        const path: number[] = [];
        const strongKinds: number[] = [];
        let y = e;
        for (;;) {
          path.push(y);
          strongKinds.push(kindOn[y] as number);
          const x = parentOn[y] as number;
          path.push(x);
          if (x === s) break;
          y = parentOff[x] as number;
        }
        path.reverse();
        strongKinds.reverse();
        out.push({ links, digit, path, strongKinds, eliminations });
      }
    }
  }
  return out;
}

function stepOf(board: Board, chain: XChain): SolveStep {
  const { shape } = board;
  const { links, digit, path, strongKinds, eliminations } = chain;
  const { id, name } = nameOf(links, strongKinds);
  const notation = path
    .map((c, i) => (i === 0 ? '' : i % 2 === 1 ? '=' : '-') + cellName(shape, c))
    .join('');
  const first = path[0] as number;
  const last = path[path.length - 1] as number;
  const nodes: ChainNode[] = path.map((cell, i) => ({ cell, digit, on: i % 2 === 1 }));
  const houses: number[] = [];
  for (let i = 0; i + 1 < path.length; i += 2) {
    const kind = strongKinds[i / 2] as number;
    houses.push((shape.houseOfCell[path[i] as number] as readonly number[])[kind] as number);
  }
  return {
    technique: id,
    name,
    rating: xChainRating(links, strongKinds),
    houses,
    cells: path,
    digits: [digit],
    placements: [],
    eliminations,
    explanation:
      `${name} on ${digit} (${notation}): ${cellName(shape, first)} or ${cellName(shape, last)} ` +
      `must be ${digit}, so ${cellList(
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
    const r = xChainRating(links, chain.strongKinds);
    if (r < bestRating) {
      best = chain;
      bestRating = r;
    }
  }
  return best ? stepOf(board, best) : null;
}
