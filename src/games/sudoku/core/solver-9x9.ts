// The 9×9 solver: a band bitboard in the style of zhouyundong's solver and JCZSolve, counting
// solutions up to a limit. countSolutions (solver.ts) checks the input and dispatches here for
// size 9; 4×4 and 6×6 keep the general cell-mask path there. Why it is fast:
//
// - A digit's candidates are three 27-bit words, one per band (a band is three rows; bit
//   (row % 3) * 9 + column). The 27 words are the candidate state: small integers that V8 keeps
//   unboxed, and a 40-word frame per search depth, copied in one go when the search branches.
// - One digit inside one band is a 3×3 matrix of mini-rows (a row's three cells in one box),
//   and the digit must take exactly one mini-row per row and per box: a permutation matrix.
//   A 512-entry table keeps the mini-rows that lie on some permutation inside the ones still
//   possible (none: a dead end). Four lookups per band word thus apply, to three rows at once,
//   one-per-row, one-per-box, row and box hidden singles and both kinds of row/box locked
//   candidates (pointing and claiming).
// - The same table on the columns folded out of the three bands (per stack, a 3×3 matrix of
//   columns by bands) does the column half: one-per-column, column hidden singles and
//   column/box locked candidates, at no cost beyond three more lookups per digit.
// - A band row left with one candidate fixes that cell: its bit is cleared from the other
//   eight digits (branch-free, one AND each). Naked singles and empty cells are found for 27
//   cells at once with bit-sliced counters over the nine digit words of a band.
// - Only digits whose words changed are processed again (a 9-bit dirty mask).
// - The search guesses on a cell with two candidates, choosing the one whose two digits have
//   the most candidates among its peers, so either branch eliminates the most: this halves the
//   guesses on the hardest puzzles compared with taking the first such cell. The second branch
//   is not copied: the first digit is removed in place and propagation resumes.
// - Lookups are typed arrays built once at load, frames live in one preallocated Int32Array,
//   and the hot loops do only Int32 arithmetic on locals: nothing is allocated per call except
//   the returned solution.

/** Frame layout: [0, 27) candidates (digit * 3 + band); [27, 36) per digit, the rows already
 *  fixed (bit band * 3 + row in band); [36, 39) per band, the cells not yet fixed; 39: how many
 *  cells are fixed. */
const FRAME = 40;
const SOLVED_ROWS = 27;
const UNSOLVED = 36;
const SOLVED_COUNT = 39;
/** Each guess fixes a cell, so the search never goes deeper than 81. */
const MAX_DEPTH = 82;
const ALL_27 = 0x7ffffff;
/** Bits 0, 9 and 18: one column of a band, shifted left by the column. */
const COLUMN_27 = 0x40201;

/** For 9 bits of one row: bit k set when box k's three cells hold a candidate. */
const MINIROWS = new Uint8Array(512);
/** For a 3×3 matrix (bit i * 3 + j): the entries that lie on a permutation matrix inside it. */
const PERMUTED = new Uint16Array(512);
/** PERMUTED with each entry widened to its mini-row in a 27-bit band word. */
const PERMUTED_27 = new Int32Array(512);
/** For a position 0..26 in a band: its row, box and column in the band, itself excluded. */
const PEERS_27 = new Int32Array(27);
/** For a position 0..26 in a band: its column. */
const COLUMN_OF = new Uint8Array(27);
/** For 3 bits, one per row of a band: those rows' 27-bit mask. */
const ROWS_27 = new Int32Array(8);

{
  for (let m = 0; m < 512; m++) {
    MINIROWS[m] =
      ((m & 7) !== 0 ? 1 : 0) | ((m & 0o70) !== 0 ? 2 : 0) | ((m & 0o700) !== 0 ? 4 : 0);
  }
  const perms = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  for (let m = 0; m < 512; m++) {
    let keep = 0;
    for (const p of perms) {
      const bits =
        (1 << (p[0] as number)) | (1 << (3 + (p[1] as number))) | (1 << (6 + (p[2] as number)));
      if ((m & bits) === bits) keep |= bits;
    }
    PERMUTED[m] = keep;
    let wide = 0;
    for (let i = 0; i < 9; i++)
      if (keep & (1 << i)) wide |= 7 << (9 * Math.floor(i / 3) + 3 * (i % 3));
    PERMUTED_27[m] = wide;
  }
  for (let p = 0; p < 27; p++) {
    const r = Math.floor(p / 9);
    const c = p % 9;
    let peers = (0x1ff << (9 * r)) | (COLUMN_27 << c);
    for (let rr = 0; rr < 3; rr++) peers |= 7 << (9 * rr + 3 * Math.floor(c / 3));
    PEERS_27[p] = peers & ~(1 << p);
    COLUMN_OF[p] = c;
  }
  for (let rows = 0; rows < 8; rows++) {
    ROWS_27[rows] =
      (rows & 1 ? 0x1ff : 0) | (rows & 2 ? 0x1ff << 9 : 0) | (rows & 4 ? 0x1ff << 18 : 0);
  }
}

const frames = new Int32Array(FRAME * MAX_DEPTH);
/** Per band, the unfixed cells with two candidates, as of the last propagate that returned
 *  true short of a solution. */
const pairCells = new Int32Array(3);
/** Scratch for the guess: a score per position of one band. */
const scores = new Int32Array(27);
// Per call: how many solutions to look for, how many found, the first one, how many guesses.
let limit = 2;
let guesses = 0;
let found = 0;
let firstSolution: Uint8Array | null = null;

/** Number of set bits in a 32-bit value. */
function popcount(v: number): number {
  let x = v - ((v >> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >> 2) & 0x33333333);
  return Math.imul((x + (x >> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Number of set bits in a 3-bit value. */
const popcount3 = (x: number): number => (x & 1) + ((x >> 1) & 1) + (x >> 2);

/** One digit in one band: keeps the mini-rows that lie on a row-to-box permutation. */
function rowsAndBoxes(w: number): number {
  return (
    w &
    (PERMUTED_27[
      (MINIROWS[w & 511] as number) |
        ((MINIROWS[(w >> 9) & 511] as number) << 3) |
        ((MINIROWS[w >> 18] as number) << 6)
    ] as number)
  );
}

/** Clears `cells` from the nine digit words of one band (frames[at + 3e]); returns the
 *  digits whose words changed as a mask. */
function clearCells(at: number, cells: number): number {
  const s = frames;
  const keep = ~cells;
  let v = s[at] as number;
  s[at] = v & keep;
  let changed = (0 - (v & cells)) >>> 31;
  v = s[at + 3] as number;
  s[at + 3] = v & keep;
  changed |= ((0 - (v & cells)) >>> 31) << 1;
  v = s[at + 6] as number;
  s[at + 6] = v & keep;
  changed |= ((0 - (v & cells)) >>> 31) << 2;
  v = s[at + 9] as number;
  s[at + 9] = v & keep;
  changed |= ((0 - (v & cells)) >>> 31) << 3;
  v = s[at + 12] as number;
  s[at + 12] = v & keep;
  changed |= ((0 - (v & cells)) >>> 31) << 4;
  v = s[at + 15] as number;
  s[at + 15] = v & keep;
  changed |= ((0 - (v & cells)) >>> 31) << 5;
  v = s[at + 18] as number;
  s[at + 18] = v & keep;
  changed |= ((0 - (v & cells)) >>> 31) << 6;
  v = s[at + 21] as number;
  s[at + 21] = v & keep;
  changed |= ((0 - (v & cells)) >>> 31) << 7;
  v = s[at + 24] as number;
  s[at + 24] = v & keep;
  changed |= ((0 - (v & cells)) >>> 31) << 8;
  return changed;
}

/**
 * Applies every deduction above to the frame at `base`, starting from the digits in `dirty`,
 * until nothing changes. Returns false on a contradiction. On true the frame is consistent so
 * far: solved when frames[base + SOLVED_COUNT] is 81, otherwise the search must guess.
 */
function propagate(base: number, dirtyIn: number): boolean {
  const s = frames;
  let dirty = dirtyIn;
  for (;;) {
    while (dirty !== 0) {
      const d = 31 - Math.clz32(dirty & -dirty);
      dirty &= dirty - 1;
      const o = base + d * 3;
      // Rows and boxes, band by band.
      let w0 = rowsAndBoxes(s[o] as number);
      let w1 = rowsAndBoxes(s[o + 1] as number);
      let w2 = rowsAndBoxes(s[o + 2] as number);
      if (w0 === 0 || w1 === 0 || w2 === 0) return false;
      for (;;) {
        // Columns and boxes, stack by stack: which band may hold the digit in which column.
        const f0 = (w0 | (w0 >> 9) | (w0 >> 18)) & 511;
        const f1 = (w1 | (w1 >> 9) | (w1 >> 18)) & 511;
        const f2 = (w2 | (w2 >> 9) | (w2 >> 18)) & 511;
        const p0 = PERMUTED[(f0 & 7) | ((f1 & 7) << 3) | ((f2 & 7) << 6)] as number;
        const p1 = PERMUTED[((f0 >> 3) & 7) | (f1 & 0o70) | ((f2 & 0o70) << 3)] as number;
        const p2 = PERMUTED[(f0 >> 6) | ((f1 >> 3) & 0o70) | (f2 & 0o700)] as number;
        if (p0 === 0 || p1 === 0 || p2 === 0) return false;
        const n0 = w0 & (((p0 & 7) | ((p1 & 7) << 3) | ((p2 & 7) << 6)) * COLUMN_27);
        const n1 = w1 & ((((p0 >> 3) & 7) | (p1 & 0o70) | ((p2 & 0o70) << 3)) * COLUMN_27);
        const n2 = w2 & (((p0 >> 6) | ((p1 >> 3) & 0o70) | (p2 & 0o700)) * COLUMN_27);
        if (n0 === w0 && n1 === w1 && n2 === w2) break;
        // Both steps are idempotent: when rows and boxes keep what the columns left, done.
        const r0 = n0 === w0 ? n0 : rowsAndBoxes(n0);
        const r1 = n1 === w1 ? n1 : rowsAndBoxes(n1);
        const r2 = n2 === w2 ? n2 : rowsAndBoxes(n2);
        w0 = r0;
        w1 = r1;
        w2 = r2;
        if (r0 === n0 && r1 === n1 && r2 === n2) break;
        if (r0 === 0 || r1 === 0 || r2 === 0) return false;
      }
      s[o] = w0;
      s[o + 1] = w1;
      s[o + 2] = w2;
      // Rows left with one candidate fix a cell.
      let single = 0;
      let x = w0 & 511;
      if ((x & (x - 1)) === 0) single |= 1;
      x = (w0 >> 9) & 511;
      if ((x & (x - 1)) === 0) single |= 2;
      x = w0 >> 18;
      if ((x & (x - 1)) === 0) single |= 4;
      x = w1 & 511;
      if ((x & (x - 1)) === 0) single |= 8;
      x = (w1 >> 9) & 511;
      if ((x & (x - 1)) === 0) single |= 16;
      x = w1 >> 18;
      if ((x & (x - 1)) === 0) single |= 32;
      x = w2 & 511;
      if ((x & (x - 1)) === 0) single |= 64;
      x = (w2 >> 9) & 511;
      if ((x & (x - 1)) === 0) single |= 128;
      x = w2 >> 18;
      if ((x & (x - 1)) === 0) single |= 256;
      const known = s[base + SOLVED_ROWS + d] as number;
      const fresh = single & ~known;
      if (fresh === 0) continue;
      s[base + SOLVED_ROWS + d] = known | fresh;
      let newlySolved = 0;
      for (let b = 0; b < 3; b++) {
        const rows = (fresh >> (3 * b)) & 7;
        if (rows === 0) continue;
        newlySolved += popcount3(rows);
        const cells = (b === 0 ? w0 : b === 1 ? w1 : w2) & (ROWS_27[rows] as number);
        s[base + UNSOLVED + b] = (s[base + UNSOLVED + b] as number) & ~cells;
        // Off every digit's word, then this digit's own word restored: no branch per digit.
        dirty |= clearCells(base + b, cells) & ~(1 << d);
        s[o + b] = b === 0 ? w0 : b === 1 ? w1 : w2;
      }
      s[base + SOLVED_COUNT] = (s[base + SOLVED_COUNT] as number) + newlySolved;
    }
    if (s[base + SOLVED_COUNT] === 81) return true;
    // Naked singles and empty cells, a band at a time; cells with two candidates noted for
    // the search.
    for (let b = 0; b < 3; b++) {
      const unsolved = s[base + UNSOLVED + b] as number;
      pairCells[b] = 0;
      if (unsolved === 0) continue;
      const i = base + b;
      let one = 0;
      let two = 0;
      let three = 0;
      for (let k = i; k < i + 27; k += 3) {
        const w = s[k] as number;
        three |= two & w;
        two |= one & w;
        one |= w;
      }
      if ((unsolved & ~one) !== 0) return false;
      pairCells[b] = unsolved & two & ~three;
      let singles = unsolved & ~two;
      while (singles !== 0) {
        const bit = singles & -singles;
        singles ^= bit;
        let k = i;
        const end = i + 27;
        while (k < end && ((s[k] as number) & bit) === 0) k += 3;
        // An earlier single of this pass took this cell's last candidate.
        if (k === end) return false;
        s[k] = (s[k] as number) & ~(PEERS_27[31 - Math.clz32(bit)] as number);
        dirty |= 1 << ((k - i) / 3);
      }
    }
    if (dirty === 0) return true;
  }
}

/** Copies the first solution out of a solved frame. */
function record(base: number): void {
  const out = new Uint8Array(81);
  for (let d = 0; d < 9; d++) {
    for (let b = 0; b < 3; b++) {
      let w = frames[base + d * 3 + b] as number;
      while (w !== 0) {
        const bit = w & -w;
        w ^= bit;
        out[27 * b + 31 - Math.clz32(bit)] = d + 1;
      }
    }
  }
  firstSolution = out;
}

/**
 * Searches below a propagated frame. Returns true once `limit` solutions are found. Each pass
 * of the loop picks a cell, tries its first candidate in a copy one frame deeper, and on return
 * removes that candidate here and propagates again, so the last option costs no copy.
 */
function search(base: number): boolean {
  const s = frames;
  for (;;) {
    if (s[base + SOLVED_COUNT] === 81) {
      if (found === 0) record(base);
      found++;
      return found >= limit;
    }
    // A cell with two candidates, the one whose two digits have the most candidates among
    // its peers (either guess then eliminates the most); else a cell with the fewest.
    let band = -1;
    let bit = 0;
    let bestScore = -1;
    for (let b = 0; b < 3; b++) {
      const pairs = pairCells[b] as number;
      if (pairs === 0) continue;
      for (let m = pairs; m !== 0; m &= m - 1) scores[31 - Math.clz32(m & -m)] = 0;
      const b1 = b === 0 ? 1 : 0;
      const b2 = b === 2 ? 1 : 2;
      for (let d = base; d < base + 27; d += 3) {
        const w = s[d + b] as number;
        let m = w & pairs;
        if (m === 0) continue;
        const o1 = s[d + b1] as number;
        const o2 = s[d + b2] as number;
        do {
          const pos = 31 - Math.clz32(m & -m);
          m &= m - 1;
          const c = COLUMN_OF[pos] as number;
          scores[pos] =
            (scores[pos] as number) +
            popcount(w & (PEERS_27[pos] as number)) +
            popcount(((o1 >> c) & COLUMN_27) | (((o2 >> c) & COLUMN_27) << 1));
        } while (m !== 0);
      }
      for (let m = pairs; m !== 0; m &= m - 1) {
        const pos = 31 - Math.clz32(m & -m);
        if ((scores[pos] as number) > bestScore) {
          bestScore = scores[pos] as number;
          band = b;
          bit = 1 << pos;
        }
      }
    }
    if (bit === 0) {
      let fewest = 10;
      for (let b = 0; b < 3; b++) {
        let unsolved = s[base + UNSOLVED + b] as number;
        while (unsolved !== 0) {
          const cell = unsolved & -unsolved;
          unsolved ^= cell;
          let n = 0;
          for (let k = base + b; k < base + b + 27; k += 3)
            if (((s[k] as number) & cell) !== 0) n++;
          if (n < fewest) {
            fewest = n;
            band = b;
            bit = cell;
          }
        }
      }
    }
    let k = base + band;
    while (((s[k] as number) & bit) === 0) k += 3;
    const digit = (k - base - band) / 3;
    guesses++;
    const next = base + FRAME;
    s.copyWithin(next, base, next);
    const at = next + digit * 3 + band;
    s[at] = (s[at] as number) & ~(PEERS_27[31 - Math.clz32(bit)] as number);
    if (propagate(next, 1 << digit) && search(next)) return true;
    s[k] = (s[k] as number) & ~bit;
    if (!propagate(base, 1 << digit)) return false;
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
  const s = frames;
  limit = max;
  found = 0;
  guesses = 0;
  firstSolution = null;
  s.fill(ALL_27, 0, 27);
  s.fill(0, SOLVED_ROWS, UNSOLVED);
  s.fill(ALL_27, UNSOLVED, SOLVED_COUNT);
  s[SOLVED_COUNT] = 0;
  let ok = true;
  for (let c = 0; c < 81 && ok; c++) {
    const v = cells[c] as number;
    if (v === 0) continue;
    const d = v - 1;
    const band = (c / 27) | 0;
    const pos = c - 27 * band;
    const bit = 1 << pos;
    const at = d * 3 + band;
    // Cleared by an earlier given in the same row, column or box: the givens clash.
    if (((s[at] as number) & bit) === 0) {
      ok = false;
      break;
    }
    s[at] = (s[at] as number) & ~(PEERS_27[pos] as number);
    const column = ~(COLUMN_27 << (pos % 9));
    for (let b = 0; b < 3; b++) if (b !== band) s[d * 3 + b] = (s[d * 3 + b] as number) & column;
    for (let e = 0; e < 9; e++) if (e !== d) s[e * 3 + band] = (s[e * 3 + band] as number) & ~bit;
  }
  if (ok && propagate(0, 0x1ff)) search(0);
  const result = { count: found, solution: firstSolution };
  firstSolution = null;
  return result;
}

/** How many guesses the last countSolutions9x9 call made (0: logic alone settled it). For
 *  tests and benchmarks. */
export function lastGuessCount(): number {
  return guesses;
}
