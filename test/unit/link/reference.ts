// Slow, obviously-correct reference versions of the Link rules, written independently of the
// core so the property tests compare two implementations rather than one with itself.

import type { LinkBoard, LinkCell, LinkPair } from '../../../src/games/link/core/board';
import { linkGame, linkMoves, newLinkState } from '../../../src/games/link/core/game';
import type { LinkGravity } from '../../../src/games/link/core/gravity';

const STEPS: readonly [number, number][] = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
];

/**
 * Fewest cell steps from a to b along a path of at most two turns that only crosses empty
 * cells, inside the board or on the ring one cell around it; -1 when there is none. Plain BFS
 * over (row, column, heading, turns so far).
 */
export function referencePathLength(board: LinkBoard, a: LinkCell, b: LinkCell): number {
  if (a.r === b.r && a.c === b.c) return -1;
  const { rows, cols } = board;
  const inRing = (r: number, c: number) => r >= -1 && r <= rows && c >= -1 && c <= cols;
  const empty = (r: number, c: number) =>
    r < 0 || r >= rows || c < 0 || c >= cols || board.cells[r * cols + c] === 0;
  const seen = new Set<string>();
  let frontier: [number, number, number, number][] = [];
  for (let d = 0; d < 4; d++) frontier.push([a.r, a.c, d, 0]);
  for (let steps = 1; frontier.length > 0; steps++) {
    const next: [number, number, number, number][] = [];
    for (const [r, c, d, turns] of frontier) {
      const [dr, dc] = STEPS[d] as [number, number];
      const nr = r + dr;
      const nc = c + dc;
      if (nr === b.r && nc === b.c) return steps;
      if (!inRing(nr, nc) || !empty(nr, nc)) continue;
      for (let nd = 0; nd < 4; nd++) {
        if ((nd + 2) % 4 === d) continue;
        const nt = turns + (nd === d ? 0 : 1);
        if (nt > 2) continue;
        const key = `${nr},${nc},${nd},${nt}`;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push([nr, nc, nd, nt]);
      }
    }
    frontier = next;
  }
  return -1;
}

/** The board after removing a and b under gravity, by literally sliding tiles one line at a time. */
export function referenceRemove(
  board: LinkBoard,
  a: LinkCell,
  b: LinkCell,
  gravity: LinkGravity,
): Uint8Array {
  const { rows, cols } = board;
  const grid: number[][] = [];
  for (let r = 0; r < rows; r++)
    grid.push(Array.from(board.cells.slice(r * cols, r * cols + cols)));
  (grid[a.r] as number[])[a.c] = 0;
  (grid[b.r] as number[])[b.c] = 0;
  const vertical = gravity === 'down' || gravity === 'up';
  const lines = new Set(vertical ? [a.c, b.c] : [a.r, b.r]);
  for (const line of gravity === 'none' ? [] : lines) {
    const cells = vertical ? grid.map((row) => row[line] as number) : [...(grid[line] as number[])];
    const tiles = cells.filter((k) => k !== 0);
    const gaps = cells.map(() => 0).slice(tiles.length);
    const packed =
      gravity === 'down' || gravity === 'right' ? [...gaps, ...tiles] : [...tiles, ...gaps];
    packed.forEach((k, i) => {
      if (vertical) (grid[i] as number[])[line] = k;
      else (grid[line] as number[])[i] = k;
    });
  }
  return Uint8Array.from(grid.flat());
}

/** Whether the board can be cleared, by trying every move in every order (tiny boards only). */
export function referenceSolvable(board: LinkBoard, gravity: LinkGravity): boolean {
  const seen = new Map<string, boolean>();
  const solve = (cells: Uint8Array): boolean => {
    const key = cells.join('');
    const known = seen.get(key);
    if (known !== undefined) return known;
    const here: LinkBoard = { ...board, cells };
    let tiles = 0;
    let result = false;
    for (let i = 0; i < cells.length && !result; i++) {
      if (cells[i] === 0) continue;
      tiles++;
      for (let j = i + 1; j < cells.length && !result; j++) {
        if (cells[j] !== cells[i]) continue;
        const a = { r: Math.floor(i / board.cols), c: i % board.cols };
        const b = { r: Math.floor(j / board.cols), c: j % board.cols };
        if (referencePathLength(here, a, b) < 0) continue;
        result = solve(referenceRemove(here, a, b, gravity));
      }
    }
    if (tiles === 0) result = true;
    seen.set(key, result);
    return result;
  };
  return solve(board.cells);
}

/** Plays `moves` through the game's own move function (which throws on an illegal move) and
 *  tells whether they clear the board. */
export function replayClears(
  board: LinkBoard,
  gravity: LinkGravity,
  moves: readonly LinkPair[],
): boolean {
  let state = newLinkState(board, gravity);
  for (const [a, b] of moves) state = linkGame.apply(state, linkMoves.match(a, b));
  return linkGame.isWon(state);
}
