// Exact search for boards without gravity. Without gravity a removal only empties cells, and
// emptier boards join every pair that fuller ones did, so the order of removals never hurts:
// what can go wrong is only *which* tiles of a kind are paired (with four "a" tiles, a–a can be
// split three ways). The search therefore branches on pairings, not on move order:
//
// - Tiles are kept in groups that must pair up among themselves: at first one group per kind.
// - Closure: a group of two whose tiles join is removed at once (safe: removing it later could
//   only see a fuller board), and so is a group of four that can be cleared right now (two
//   removals in a row), since the rest of the board does not care how those four were paired.
// - Branch: pick a group of four or more that has a joinable pair, take a tile x of such a pair
//   (the group with the fewest joinable pairs first: fail early), and split the group into
//   {x, partner} and the rest, for each partner (joinable ones first). Every pairing of the
//   group pairs x with someone, so nothing is missed.
// - A position with no joinable pair in any group is dead; dead positions (occupancy plus the
//   partition into groups) are remembered, so transpositions are searched once.
// Greedy play is the closure alone without the branching: it fails when a 4-group is split
// the wrong way, which is what KShisen's "solvable" check got wrong.

import type { Rng } from '../../../engine/rng';
import { canJoin } from './path';
import { type NodeBudget, PositionKey } from './search-budget';

/** A flat list of removals in order: a0, b0, a1, b1, … as padded indices. */
export type PaddedMoves = number[];

export function solveStill(
  grid: Uint8Array,
  width: number,
  inner: Int32Array,
  budget: NodeBudget,
  rng: Rng | null,
  dead: Set<number>,
): PaddedMoves | null {
  const byKind = new Map<number, number[]>();
  for (const i of inner) {
    const kind = grid[i] ?? 0;
    if (kind === 0) continue;
    const group = byKind.get(kind);
    if (group) group.push(i);
    else byKind.set(kind, [i]);
  }
  const moves: PaddedMoves = [];
  const key = new PositionKey();

  const tryClearFour = (g: readonly number[], work: Uint8Array): boolean => {
    const [t0, t1, t2, t3] = g as [number, number, number, number];
    const pairings: [number, number, number, number][] = [
      [t0, t1, t2, t3],
      [t0, t2, t1, t3],
      [t0, t3, t1, t2],
    ];
    for (const [p, q, s, t] of pairings) {
      for (const [x, y, z, w] of [
        [p, q, s, t],
        [s, t, p, q],
      ] as const) {
        if (!canJoin(work, width, x, y)) continue;
        const kx = work[x] ?? 0;
        work[x] = 0;
        work[y] = 0;
        if (canJoin(work, width, z, w)) {
          work[z] = 0;
          work[w] = 0;
          moves.push(x, y, z, w);
          return true;
        }
        work[x] = kx;
        work[y] = kx;
      }
    }
    return false;
  };

  /** Removes every safe group; returns the groups left. Mutates `work` and `moves`. */
  const closure = (work: Uint8Array, groups: number[][]): number[][] => {
    let left = groups;
    let changed = true;
    while (changed) {
      changed = false;
      const next: number[][] = [];
      for (const g of left) {
        if (g.length === 2 && canJoin(work, width, g[0] ?? 0, g[1] ?? 0)) {
          work[g[0] ?? 0] = 0;
          work[g[1] ?? 0] = 0;
          moves.push(g[0] ?? 0, g[1] ?? 0);
          changed = true;
        } else if (g.length === 4 && tryClearFour(g, work)) {
          changed = true;
        } else {
          next.push(g);
        }
      }
      left = next;
    }
    return left;
  };

  const positionKey = (groups: readonly number[][]): number => {
    key.reset();
    for (const g of groups) {
      let label = g[0] ?? 0;
      for (const t of g) if (t < label) label = t;
      for (const t of g) key.add(t, label);
    }
    return key.value;
  };

  const search = (work: Uint8Array, start: number[][]): boolean => {
    budget.spend();
    const mark = moves.length;
    const groups = closure(work, start);
    if (groups.length === 0) return true;
    const position = positionKey(groups);
    if (dead.has(position)) {
      moves.length = mark;
      return false;
    }
    let pick = -1;
    let pickTile = -1;
    let pickJoins = Number.POSITIVE_INFINITY;
    for (let gi = 0; gi < groups.length; gi++) {
      const g = groups[gi] as number[];
      if (g.length < 4) continue;
      let joins = 0;
      let tile = -1;
      for (let i = 0; i < g.length; i++) {
        for (let j = i + 1; j < g.length; j++) {
          if (canJoin(work, width, g[i] ?? 0, g[j] ?? 0)) {
            joins++;
            if (tile < 0) tile = g[i] ?? 0;
          }
        }
      }
      // The random part only breaks ties (it stays below 1).
      const score = rng ? joins + rng.next() * 0.5 : joins;
      if (joins > 0 && score < pickJoins) {
        pick = gi;
        pickTile = tile;
        pickJoins = score;
      }
    }
    if (pick >= 0) {
      const g = groups[pick] as number[];
      const x = pickTile;
      const partners = g.filter((t) => t !== x);
      if (rng) rng.shuffle(partners);
      partners.sort(
        (p, q) => Number(canJoin(work, width, x, q)) - Number(canJoin(work, width, x, p)),
      );
      const others = groups.filter((_, gi) => gi !== pick);
      for (const p of partners) {
        const rest = g.filter((t) => t !== x && t !== p);
        if (search(work.slice(), [...others, [x, p], rest])) return true;
      }
    }
    dead.add(position);
    moves.length = mark;
    return false;
  };

  return search(grid.slice(), [...byKind.values()]) ? moves : null;
}
