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
import type { CellDigit, ChainNode, SolveStep } from '../step';
import { nameOf, type XChain, xChainRating } from './x-chain-parts';
import { groupedChains } from './x-chains-grouped';

export { xChainRating };

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
      if (((cand[c] ?? 0) & bit) === 0) continue;
      count++;
      if (a < 0) a = c;
      else b = c;
    }
    if (count !== 2) continue;
    any = true;
    const ka = partnerCount[a] ?? 0;
    partner[a * 3 + ka] = b;
    partnerHouse[a * 3 + ka] = h;
    partnerCount[a] = ka + 1;
    const kb = partnerCount[b] ?? 0;
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
        const x = frontier[i] ?? 0;
        for (let j = 0, m = partnerCount[x] ?? 0; j < m; j++) {
          const y = partner[x * 3 + j] ?? 0;
          if (onStamp[y] === epoch) continue;
          onStamp[y] = epoch;
          parentOn[y] = x;
          houseOn[y] = partnerHouse[x * 3 + j] ?? 0;
          on[onLen++] = y;
        }
      }
      if (l === links) break;
      let nLen = 0;
      for (let i = 0; i < onLen; i++) {
        const y = on[i] ?? 0;
        for (const z of shape.peers[y] as Int16Array) {
          if (offStamp[z] === epoch || ((cand[z] ?? 0) & bit) === 0) continue;
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
      const e = on[i] ?? 0;
      if (e < s) continue;
      const eliminations: CellDigit[] = [];
      for (let z = 0; z < n; z++) {
        if (z === s || z === e || ((cand[z] ?? 0) & bit) === 0) continue;
        if (sees[z * n + s] && sees[z * n + e]) eliminations.push({ cell: z, digit });
      }
      if (eliminations.length === 0) continue;
      const path: number[][] = [];
      const strongHouses: number[] = [];
      for (let y = e; ; ) {
        path.push([y]);
        strongHouses.push(houseOn[y] ?? 0);
        const x = parentOn[y] ?? 0;
        path.push([x]);
        if (x === s) break;
        y = parentOff[x] ?? 0;
      }
      path.reverse();
      strongHouses.reverse();
      out.push({ links, digit, grouped: false, path, strongHouses, eliminations });
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
