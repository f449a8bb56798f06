// One frame of the 9×9 solver's search stack (solver-9x9.ts): its layout, how a grid's givens
// become the first frame, and how a solved frame becomes a grid again. Apart from the solver
// because neither runs in its hot loops.

import { ALL_27, COLUMN_27, PEERS_27 } from './solver-9x9-tables';

/** Frame layout: [0, 27) candidates, one band word per digit and band (digit * 3 + band);
 *  [27, 36) per digit, the rows already fixed (bit band * 3 + row in band); [36, 39) per band,
 *  the cells not yet fixed; 39: how many cells are fixed; [40, 49) per digit, its three band
 *  matrices packed; [49, 58) per digit, its three stack matrices packed. */
export const FRAME = 58;
export const SOLVED_ROWS = 27;
export const UNSOLVED = 36;
export const SOLVED_COUNT = 39;
export const BAND_MATRICES = 40;
export const STACK_MATRICES = 49;

/**
 * Writes the frame of a grid's givens (81 digits, 0 = empty) at s[0, FRAME): each given taken
 * off its peers, nothing propagated yet (the matrices are left for propagate to fill). Returns
 * false when two givens clash.
 */
export function loadGivens(s: Int32Array, cells: ArrayLike<number>): boolean {
  s.fill(ALL_27, 0, 27);
  s.fill(0, SOLVED_ROWS, UNSOLVED);
  s.fill(ALL_27, UNSOLVED, SOLVED_COUNT);
  s.fill(0, SOLVED_COUNT, FRAME);
  for (let c = 0; c < 81; c++) {
    const v = cells[c] ?? 0;
    if (v === 0) continue;
    const d = v - 1;
    const band = (c / 27) | 0;
    const pos = c - 27 * band;
    const bit = 1 << pos;
    const at = d * 3 + band;
    // Cleared by an earlier given in the same row, column or box: the givens clash.
    if (((s[at] ?? 0) & bit) === 0) return false;
    s[at] = (s[at] ?? 0) & ~(PEERS_27[pos] ?? 0);
    const column = ~(COLUMN_27 << (pos % 9));
    for (let b = 0; b < 3; b++) if (b !== band) s[d * 3 + b] = (s[d * 3 + b] ?? 0) & column;
    for (let e = 0; e < 9; e++) if (e !== d) s[e * 3 + band] = (s[e * 3 + band] ?? 0) & ~bit;
  }
  return true;
}

/** The grid (digits 1..9) of the solved frame at s[base, base + FRAME). */
export function readSolution(s: Int32Array, base: number): Uint8Array {
  const out = new Uint8Array(81);
  for (let d = 0; d < 9; d++) {
    for (let b = 0; b < 3; b++) {
      let w = s[base + d * 3 + b] ?? 0;
      while (w !== 0) {
        const bit = w & -w;
        w ^= bit;
        out[27 * b + 31 - Math.clz32(bit)] = d + 1;
      }
    }
  }
  return out;
}
