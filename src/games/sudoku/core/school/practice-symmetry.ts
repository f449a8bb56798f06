// A seeded Sudoku symmetry: relabel the digits, shuffle the bands and the rows inside each band,
// the stacks and the columns inside each stack, and maybe transpose. Every house maps to a house,
// so a position keeps its logic: the same techniques apply, none appears or vanishes, and the
// puzzle keeps exactly one solution. The school uses it to turn one mined position into as many
// different-looking ones as it likes (9!·6⁸·2 of them).

import type { Rng } from '../../../../engine/rng';

const N = 9;

export interface Symmetry {
  /** digit[d]: the new digit for d (digit[0] = 0). */
  readonly digit: readonly number[];
  /** from[newCell]: the old cell whose content moves there. */
  readonly from: readonly number[];
}

/** Three blocks of three, each shuffled, and the blocks shuffled: a line order. */
function lineOrder(rng: Rng): number[] {
  const blocks = rng.shuffle([0, 1, 2]);
  return blocks.flatMap((b) => rng.shuffle([0, 1, 2]).map((i) => b * 3 + i));
}

export function randomSymmetry(rng: Rng): Symmetry {
  const digit = [0, ...rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])];
  const rows = lineOrder(rng);
  const cols = lineOrder(rng);
  const transpose = rng.int(2) === 1;
  const from: number[] = [];
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      const [or, oc] = transpose ? [cols[c] ?? 0, rows[r] ?? 0] : [rows[r] ?? 0, cols[c] ?? 0];
      from.push(or * N + oc);
    }
  }
  return { digit, from };
}

/** Digits (0 = empty) moved and relabelled. */
export function mapDigits(sym: Symmetry, cells: ArrayLike<number>): Uint8Array {
  return Uint8Array.from(sym.from, (old) => sym.digit[cells[old] ?? 0] ?? 0);
}

/** Candidate masks (bit d = digit d) moved and relabelled. */
export function mapMasks(sym: Symmetry, masks: ArrayLike<number>): Uint16Array {
  return Uint16Array.from(sym.from, (old) => {
    const mask = masks[old] ?? 0;
    let out = 0;
    for (let d = 1; d <= N; d++) if ((mask >> d) & 1) out |= 1 << (sym.digit[d] ?? 0);
    return out;
  });
}
