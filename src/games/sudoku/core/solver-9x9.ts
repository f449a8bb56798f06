// The 9×9 solver: a band bitboard in the style of zhouyundong's solver and JCZSolve, with
// tdoku's branching and triads, counting solutions up to a limit. countSolutions (solver.ts)
// checks the input and dispatches here for size 9; 4×4 and 6×6 keep the general cell-mask path
// there. The lookup tables are in solver-9x9-tables.ts, the frame layout in solver-9x9-frame.ts;
// propagation and search share this file because V8 runs them ~20% slower across modules.
//
// - A digit's candidates are three 27-bit words, one per band (a band is three rows; bit
//   (row % 3) * 9 + column): 27 small integers that V8 keeps unboxed, in a 58-word frame per
//   search depth with the bookkeeping below, copied in one go when the search branches.
// - One digit inside one band is a 3×3 matrix of mini-rows (a row's three cells in one box),
//   and the digit takes exactly one mini-row per row and per box: a permutation matrix, one of
//   six "placements". A 512-entry table keeps the mini-rows that lie on some placement still
//   possible (none: a dead end), so four lookups per band word apply, to three rows at once,
//   one-per-row, one-per-box, hidden singles and both kinds of locked candidates. The same
//   table on the columns folded out of the three bands (per stack, a 3×3 matrix of bands by
//   columns) does the column half.
// - A band row left with one candidate fixes that cell: its bit is cleared from the other
//   eight digits (branch-free, one AND each). Naked singles and empty cells are found for 27
//   cells at once with bit-sliced counters over the nine digit words of a band.
// - Triads (tdoku): each digit's band and stack matrices are kept in the frame, and counters
//   over them find mini-rows and mini-columns with exactly three (or too few) digits that may
//   go there, or three (or too many) forced there. This cuts the guesses on the hardest
//   puzzles by about a quarter.
// - The search branches like tdoku: on the band or stack with the fewest placements left over
//   all digits, on a digit there with the fewest (two if any), one placement per branch. The
//   last placement is tried in place, without a copy.
// - Lookups are typed arrays built once at load, frames live in one preallocated Int32Array,
//   and the hot loops do only Int32 arithmetic on locals: nothing is allocated per call except
//   the returned solution.

import * as frame from './solver-9x9-frame';
import * as tables from './solver-9x9-tables';

// Module-local bindings: V8 reads imported bindings more slowly in hot loops (about 6% here).
const { BAND_MATRICES, FRAME, loadGivens, readSolution, SOLVED_COUNT, SOLVED_ROWS } = frame;
const { STACK_MATRICES, UNSOLVED } = frame;
const { ALL_27, assertedKeep27, bandMatrix, bandsToStacks, COLUMN_27, forced27 } = tables;
const { MINIROWS_27, PEERS_27, PERMUTATIONS, PERMUTED, PERMUTED_27, PLACEMENTS } = tables;
const { ROWS_27, SINGLE, stacksToBands } = tables;

/** Each guess fixes one more (digit, band or stack) placement for good, and there are 54. */
const MAX_DEPTH = 56;
/** The search stack: frame k at k * FRAME. */
const frames = new Int32Array(FRAME * MAX_DEPTH);
/** Scratch for triads: per digit, its forced band entries, then its forced stack entries. */
const forcedScratch = new Int32Array(18);
// Per call: how many solutions to look for, how many found, the first one, how many guesses.
let limit = 2;
let guesses = 0;
let found = 0;
let firstSolution: Uint8Array | null = null;

/** Rows of a band word with exactly one candidate, as 3 bits. */
function singleRows(w: number): number {
  return (
    (SINGLE[w & 511] ?? 0) | ((SINGLE[(w >> 9) & 511] ?? 0) << 1) | ((SINGLE[w >> 18] ?? 0) << 2)
  );
}

/** Number of set bits in a 3-bit value. */
const popcount3 = (x: number): number => (x & 1) + ((x >> 1) & 1) + (x >> 2);

/** Clears `cells` from the nine digit words of one band (frames[at + 3e]); returns the
 *  digits whose words changed as a mask. */
function clearCells(at: number, cells: number): number {
  const s = frames;
  const keep = ~cells;
  let changed = 0;
  for (let e = 0, k = at; e < 9; e++, k += 3) {
    const v = s[k] ?? 0;
    s[k] = v & keep;
    changed |= ((0 - (v & cells)) >>> 31) << e;
  }
  return changed;
}

/**
 * Applies every deduction to the frame at `base`, starting from the digits in `dirtyIn`, until
 * nothing changes. Returns false on a contradiction. On true the frame is consistent so far:
 * solved when frames[base + SOLVED_COUNT] is 81, otherwise the search must guess.
 */
function propagate(base: number, dirtyIn: number): boolean {
  const s = frames;
  let dirty = dirtyIn;
  for (;;) {
    while (dirty !== 0) {
      const d = 31 - Math.clz32(dirty & -dirty);
      dirty &= dirty - 1;
      const o = base + d * 3;
      // Rows and boxes, band by band: x0..x2 are the words' mini-row matrices.
      let w0 = s[o] ?? 0;
      let w1 = s[o + 1] ?? 0;
      let w2 = s[o + 2] ?? 0;
      let x0 = bandMatrix(w0);
      let x1 = bandMatrix(w1);
      let x2 = bandMatrix(w2);
      w0 &= PERMUTED_27[x0] ?? 0;
      w1 &= PERMUTED_27[x1] ?? 0;
      w2 &= PERMUTED_27[x2] ?? 0;
      if (w0 === 0 || w1 === 0 || w2 === 0) return false;
      let p0 = 0;
      let p1 = 0;
      let p2 = 0;
      for (;;) {
        // Columns and boxes, stack by stack: which band may hold the digit in which column.
        const f0 = (w0 | (w0 >> 9) | (w0 >> 18)) & 511;
        const f1 = (w1 | (w1 >> 9) | (w1 >> 18)) & 511;
        const f2 = (w2 | (w2 >> 9) | (w2 >> 18)) & 511;
        p0 = PERMUTED[(f0 & 7) | ((f1 & 7) << 3) | ((f2 & 7) << 6)] ?? 0;
        p1 = PERMUTED[((f0 >> 3) & 7) | (f1 & 0o70) | ((f2 & 0o70) << 3)] ?? 0;
        p2 = PERMUTED[(f0 >> 6) | ((f1 >> 3) & 0o70) | (f2 & 0o700)] ?? 0;
        if (p0 === 0 || p1 === 0 || p2 === 0) return false;
        const n0 = w0 & (((p0 & 7) | ((p1 & 7) << 3) | ((p2 & 7) << 6)) * COLUMN_27);
        const n1 = w1 & ((((p0 >> 3) & 7) | (p1 & 0o70) | ((p2 & 0o70) << 3)) * COLUMN_27);
        const n2 = w2 & (((p0 >> 6) | ((p1 >> 3) & 0o70) | (p2 & 0o700)) * COLUMN_27);
        if (n0 === w0 && n1 === w1 && n2 === w2) break;
        // Both steps are idempotent: when rows and boxes keep what the columns left, done.
        let settled = true;
        if (n0 !== w0) {
          x0 = bandMatrix(n0);
          w0 = n0 & (PERMUTED_27[x0] ?? 0);
          settled &&= w0 === n0;
        }
        if (n1 !== w1) {
          x1 = bandMatrix(n1);
          w1 = n1 & (PERMUTED_27[x1] ?? 0);
          settled &&= w1 === n1;
        }
        if (n2 !== w2) {
          x2 = bandMatrix(n2);
          w2 = n2 & (PERMUTED_27[x2] ?? 0);
          settled &&= w2 === n2;
        }
        if (settled) break;
        if (w0 === 0 || w1 === 0 || w2 === 0) return false;
      }
      s[o] = w0;
      s[o + 1] = w1;
      s[o + 2] = w2;
      // The words' matrices, for triads and for the search's choice: their mini-rows are the
      // permuted entries of x, their mini-columns the permuted p.
      s[base + BAND_MATRICES + d] =
        (PERMUTED[x0] ?? 0) | ((PERMUTED[x1] ?? 0) << 9) | ((PERMUTED[x2] ?? 0) << 18);
      s[base + STACK_MATRICES + d] = p0 | (p1 << 9) | (p2 << 18);
      // Rows left with one candidate fix a cell.
      const single = singleRows(w0) | (singleRows(w1) << 3) | (singleRows(w2) << 6);
      const known = s[base + SOLVED_ROWS + d] ?? 0;
      const fresh = single & ~known;
      if (fresh === 0) continue;
      s[base + SOLVED_ROWS + d] = known | fresh;
      let newlySolved = 0;
      for (let b = 0; b < 3; b++) {
        const rows = (fresh >> (3 * b)) & 7;
        if (rows === 0) continue;
        newlySolved += popcount3(rows);
        const w = b === 0 ? w0 : b === 1 ? w1 : w2;
        const cells = w & (ROWS_27[rows] ?? 0);
        s[base + UNSOLVED + b] = (s[base + UNSOLVED + b] ?? 0) & ~cells;
        // Off every digit's word, then this digit's own word restored: no branch per digit.
        dirty |= clearCells(base + b, cells) & ~(1 << d);
        s[o + b] = w;
      }
      s[base + SOLVED_COUNT] = (s[base + SOLVED_COUNT] ?? 0) + newlySolved;
    }
    if (s[base + SOLVED_COUNT] === 81) return true;
    // Naked singles and empty cells, a band at a time, with bit-sliced counters over the nine
    // digit words of the band.
    for (let b = 0; b < 3; b++) {
      const unsolved = s[base + UNSOLVED + b] ?? 0;
      if (unsolved === 0) continue;
      const i = base + b;
      let one = 0;
      let two = 0;
      for (let k = i; k < i + 27; k += 3) {
        const w = s[k] ?? 0;
        two |= one & w;
        one |= w;
      }
      if ((unsolved & ~one) !== 0) return false;
      let singles = unsolved & ~two;
      while (singles !== 0) {
        const bit = singles & -singles;
        singles ^= bit;
        let k = i;
        const end = i + 27;
        while (k < end && ((s[k] ?? 0) & bit) === 0) k += 3;
        // An earlier single of this pass took this cell's last candidate.
        if (k === end) return false;
        s[k] = (s[k] ?? 0) & ~(PEERS_27[31 - Math.clz32(bit)] ?? 0);
        dirty |= 1 << ((k - i) / 3);
      }
    }
    if (dirty !== 0) continue;
    dirty = triads(base);
    if (dirty <= 0) return dirty === 0;
  }
}

/**
 * Mini-rows (a row's three cells in one box) and mini-columns hold three digits each. So, over
 * the digits' matrices: fewer than three digits that may go in one is a dead end, and exactly
 * three are each placed there (off the rest of its row or column and box); more than three
 * digits forced into one (the only entry of its matrix row or column) is a dead end, and
 * exactly three leave no room there for any other digit. tdoku's triads, by counting. Returns
 * the digits whose words changed, or -1 on a contradiction.
 */
function triads(base: number): number {
  const s = frames;
  // Bit-sliced counters, one bit per mini-row (r) or mini-column (c) of the grid: digits that
  // may go there (a*: present) and digits forced there (f*).
  let ar1 = 0;
  let ar2 = 0;
  let ar4 = 0;
  let ac1 = 0;
  let ac2 = 0;
  let ac4 = 0;
  let fr1 = 0;
  let fr2 = 0;
  let fr4 = 0;
  let fc1 = 0;
  let fc2 = 0;
  let fc4 = 0;
  for (let d = 0; d < 9; d++) {
    const m = s[base + BAND_MATRICES + d] ?? 0;
    const q = s[base + STACK_MATRICES + d] ?? 0;
    // Present: counting past 3 only needs to remember "4 or more" (ar4, ac4).
    let t = ar1 & m;
    ar1 ^= m;
    ar4 |= ar2 & t;
    ar2 ^= t;
    t = ac1 & q;
    ac1 ^= q;
    ac4 |= ac2 & t;
    ac2 ^= t;
    const fm = forced27(m);
    const fq = forced27(q);
    forcedScratch[d] = fm;
    forcedScratch[d + 9] = fq;
    t = fr1 & fm;
    fr1 ^= fm;
    fr4 |= fr2 & t;
    fr2 ^= t;
    t = fc1 & fq;
    fc1 ^= fq;
    fc4 |= fc2 & t;
    fc2 ^= t;
  }
  const fewRows = ~(ar4 | (ar1 & ar2)) & ALL_27;
  const fewCols = ~(ac4 | (ac1 & ac2)) & ALL_27;
  if ((fewRows | fewCols | fr4 | fc4) !== 0) return -1;
  // Exactly three (1 + 2, not 4 or more); only where a cell is open, since a solved mini-row
  // holds exactly its three digits and nothing follows from it.
  const u0 = s[base + UNSOLVED] ?? 0;
  const u1 = s[base + UNSOLVED + 1] ?? 0;
  const u2 = s[base + UNSOLVED + 2] ?? 0;
  const openRows = bandMatrix(u0) | (bandMatrix(u1) << 9) | (bandMatrix(u2) << 18);
  const openCols = bandsToStacks(
    (u0 | (u0 >> 9) | (u0 >> 18)) & 511,
    (u1 | (u1 >> 9) | (u1 >> 18)) & 511,
    (u2 | (u2 >> 9) | (u2 >> 18)) & 511,
  );
  const presentRows = ar1 & ar2 & ~ar4 & openRows;
  const presentCols = ac1 & ac2 & ~ac4 & openCols;
  const forcedRows = fr1 & fr2 & openRows;
  const forcedCols = fc1 & fc2 & openCols;
  if ((presentRows | presentCols | forcedRows | forcedCols) === 0) return 0;
  let changed = 0;
  for (let d = 0; d < 9; d++) {
    const m = s[base + BAND_MATRICES + d] ?? 0;
    const q = s[base + STACK_MATRICES + d] ?? 0;
    // Entries to drop from the digit's band and stack matrices.
    const dropRows =
      (m & forcedRows & ~(forcedScratch[d] ?? 0)) | (m & ~assertedKeep27(m & presentRows));
    const dropCols =
      (q & forcedCols & ~(forcedScratch[d + 9] ?? 0)) | (q & ~assertedKeep27(q & presentCols));
    if ((dropRows | dropCols) === 0) continue;
    const columns = stacksToBands(dropCols);
    const o = base + d * 3;
    s[o] = (s[o] ?? 0) & ~((MINIROWS_27[dropRows & 511] ?? 0) | ((columns & 511) * COLUMN_27));
    s[o + 1] =
      (s[o + 1] ?? 0) &
      ~((MINIROWS_27[(dropRows >> 9) & 511] ?? 0) | (((columns >> 9) & 511) * COLUMN_27));
    s[o + 2] =
      (s[o + 2] ?? 0) & ~((MINIROWS_27[dropRows >> 18] ?? 0) | ((columns >> 18) * COLUMN_27));
    changed |= 1 << d;
  }
  return changed;
}

/** Units 0..2 are bands, 3..5 stacks. Keeps only the entries of `matrix` for `digit` in
 *  `unit` of the frame at `base`; returns the dirty mask for propagate. */
function restrict(base: number, unit: number, digit: number, matrix: number): number {
  const s = frames;
  const o = base + digit * 3;
  if (unit < 3) {
    s[o + unit] = (s[o + unit] ?? 0) & (MINIROWS_27[matrix] ?? 0);
    return 1 << digit;
  }
  const shift = 3 * (unit - 3);
  const outside = 511 & ~(7 << shift);
  for (let b = 0; b < 3; b++) {
    const columns = outside | (((matrix >> (3 * b)) & 7) << shift);
    s[o + b] = (s[o + b] ?? 0) & (columns * COLUMN_27);
  }
  return 1 << digit;
}

/**
 * Searches below a propagated frame. Returns true once `limit` solutions are found. Each pass
 * of the loop picks a digit in a band or stack and tries its placements there, each but the
 * last in a copy one frame deeper; the last in place, then picks again.
 */
function search(base: number): boolean {
  const s = frames;
  for (;;) {
    if (s[base + SOLVED_COUNT] === 81) {
      if (found === 0) firstSolution = readSolution(frames, base);
      found++;
      return found >= limit;
    }
    // Placements left per band (t0..t2) and stack (t3..t5), over all digits; 9 when settled.
    let t0 = 0;
    let t1 = 0;
    let t2 = 0;
    let t3 = 0;
    let t4 = 0;
    let t5 = 0;
    for (let i = base + BAND_MATRICES; i < base + BAND_MATRICES + 9; i++) {
      const m = s[i] ?? 0;
      const q = s[i + 9] ?? 0;
      t0 += PLACEMENTS[m & 511] ?? 0;
      t1 += PLACEMENTS[(m >> 9) & 511] ?? 0;
      t2 += PLACEMENTS[m >> 18] ?? 0;
      t3 += PLACEMENTS[q & 511] ?? 0;
      t4 += PLACEMENTS[(q >> 9) & 511] ?? 0;
      t5 += PLACEMENTS[q >> 18] ?? 0;
    }
    // Plain compares, no destructuring: nothing may allocate per guess.
    let unit = t0 > 9 ? 0 : -1;
    let fewest = t0 > 9 ? t0 : 1000;
    if (t1 > 9 && t1 < fewest) {
      unit = 1;
      fewest = t1;
    }
    if (t2 > 9 && t2 < fewest) {
      unit = 2;
      fewest = t2;
    }
    if (t3 > 9 && t3 < fewest) {
      unit = 3;
      fewest = t3;
    }
    if (t4 > 9 && t4 < fewest) {
      unit = 4;
      fewest = t4;
    }
    if (t5 > 9 && t5 < fewest) unit = 5;
    // Propagation settles a grid whose every digit has one placement per band and stack.
    if (unit < 0) throw new Error('9×9 solver: no placement left to branch on');
    const at = base + (unit < 3 ? BAND_MATRICES : STACK_MATRICES);
    const shift = 9 * (unit % 3);
    let digit = 0;
    let options = 7;
    let matrix = 0;
    for (let d = 0; d < 9 && options > 2; d++) {
      const m = ((s[at + d] ?? 0) >> shift) & 511;
      const n = PLACEMENTS[m] ?? 0;
      if (n > 1 && n < options) {
        digit = d;
        options = n;
        matrix = m;
      }
    }
    for (let i = 0; i < 6; i++) {
      const p = PERMUTATIONS[i] ?? 0;
      if ((matrix & p) !== p) continue;
      if (--options === 0) {
        if (!propagate(base, restrict(base, unit, digit, p))) return false;
        break;
      }
      guesses++;
      const next = base + FRAME;
      s.copyWithin(next, base, next);
      if (propagate(next, restrict(next, unit, digit, p)) && search(next)) return true;
    }
  }
}

/**
 * Counts the solutions of a 9×9 grid (81 digits, 0 = empty, 1..9 = a given, already checked
 * by the caller), stopping at `max`. Returns the count and the first solution found.
 */
export function countSolutions9x9(
  cells: ArrayLike<number>,
  max: number,
): { count: number; solution: Uint8Array | null } {
  limit = max;
  found = 0;
  guesses = 0;
  firstSolution = null;
  if (loadGivens(frames, cells) && propagate(0, 0x1ff)) search(0);
  const result = { count: found, solution: firstSolution };
  firstSolution = null;
  return result;
}

/** How many guesses the last countSolutions9x9 call made (branches tried in a copy; 0: logic
 *  alone settled it). For tests and benchmarks. */
export function lastGuessCount(): number {
  return guesses;
}
