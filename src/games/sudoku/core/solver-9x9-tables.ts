// Lookup tables of the 9×9 band-bitboard solver (solver-9x9.ts), built once at load. They are
// apart so the solver's files hold only the search and its deductions.
//
// Shapes they work on:
// - A band word: one digit's candidates in one band (three rows), 27 bits, bit row * 9 + column.
// - A 3×3 matrix (9 bits, bit i * 3 + j): for one digit, either a band's mini-rows (row i of the
//   band, box j) or a stack's mini-columns (band i, column j of the stack). The digit takes one
//   entry per row and per column of it: a permutation matrix, which is a placement ("config").
// - Three 3×3 matrices packed in 27 bits (matrix k at bit 9 * k): one per band or per stack.

export const ALL_27 = 0x7ffffff;
/** Bits 0, 9 and 18: one column of a band, shifted left by the column. */
export const COLUMN_27 = 0x40201;

/** For 9 bits of one row: bit k set when box k's three cells hold a candidate. */
const MINIROWS = new Uint8Array(512);
/** For 9 bits of one row: 1 when exactly one bit is set. */
export const SINGLE = new Uint8Array(512);
/** For a 3×3 matrix: the entries that lie on a permutation matrix inside it. */
export const PERMUTED = new Uint16Array(512);
/** PERMUTED with each entry widened to its mini-row in a band word. */
export const PERMUTED_27 = new Int32Array(512);
/** For a 3×3 matrix of a band: its entries widened to their mini-rows in a band word. */
export const MINIROWS_27 = new Int32Array(512);
/** For a 3×3 matrix: how many permutation matrices lie inside it. */
export const PLACEMENTS = new Uint8Array(512);
/** The six 3×3 permutation matrices. */
export const PERMUTATIONS = new Uint16Array(6);
/** For a 3×3 matrix: its entries alone in their row or alone in their column. */
export const FORCED = new Uint16Array(512);
/** For a 3×3 matrix of asserted entries: every entry that shares no row or column with an
 *  asserted one, plus the asserted ones. */
export const ASSERTED_KEEP = new Uint16Array(512);
/** For a position 0..26 in a band: its row, box and column in the band, itself excluded. */
export const PEERS_27 = new Int32Array(27);
/** For 3 bits, one per row of a band: those rows' 27-bit mask. */
export const ROWS_27 = new Int32Array(8);

/** A 3×3 matrix entry (i, j) widened to its three cells in a band word. */
const miniRow27 = (entry: number): number => 7 << (9 * Math.floor(entry / 3) + 3 * (entry % 3));

{
  for (let m = 0; m < 512; m++) {
    MINIROWS[m] =
      ((m & 7) !== 0 ? 1 : 0) | ((m & 0o70) !== 0 ? 2 : 0) | ((m & 0o700) !== 0 ? 4 : 0);
  }
  for (let i = 0; i < 9; i++) SINGLE[1 << i] = 1;
  const orders = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  orders.forEach(([a = 0, b = 0, c = 0], i) => {
    PERMUTATIONS[i] = (1 << a) | (1 << (3 + b)) | (1 << (6 + c));
  });
  for (let m = 0; m < 512; m++) {
    let keep = 0;
    let count = 0;
    for (const p of PERMUTATIONS) {
      if ((m & p) !== p) continue;
      keep |= p;
      count++;
    }
    PERMUTED[m] = keep;
    PLACEMENTS[m] = count;
    let wide = 0;
    let keptWide = 0;
    let forced = 0;
    let asserted = 0x1ff;
    for (let e = 0; e < 9; e++) {
      if ((m & (1 << e)) === 0) continue;
      wide |= miniRow27(e);
      if ((keep & (1 << e)) !== 0) keptWide |= miniRow27(e);
      const row = m & (7 << (e - (e % 3)));
      const column = m & (0o111 << (e % 3));
      if ((row & (row - 1)) === 0 || (column & (column - 1)) === 0) forced |= 1 << e;
      asserted &= ~((7 << (e - (e % 3))) | (0o111 << (e % 3)));
    }
    MINIROWS_27[m] = wide;
    PERMUTED_27[m] = keptWide;
    FORCED[m] = forced;
    ASSERTED_KEEP[m] = asserted | m;
  }
  for (let p = 0; p < 27; p++) {
    const r = Math.floor(p / 9);
    const c = p % 9;
    let peers = (0x1ff << (9 * r)) | (COLUMN_27 << c);
    for (let rr = 0; rr < 3; rr++) peers |= 7 << (9 * rr + 3 * Math.floor(c / 3));
    PEERS_27[p] = peers & ~(1 << p);
  }
  for (let rows = 0; rows < 8; rows++) {
    ROWS_27[rows] =
      (rows & 1 ? 0x1ff : 0) | (rows & 2 ? 0x1ff << 9 : 0) | (rows & 4 ? 0x1ff << 18 : 0);
  }
}

/** A band word's 3×3 matrix of mini-rows holding a candidate. */
export function bandMatrix(w: number): number {
  return (
    (MINIROWS[w & 511] ?? 0) |
    ((MINIROWS[(w >> 9) & 511] ?? 0) << 3) |
    ((MINIROWS[w >> 18] ?? 0) << 6)
  );
}

/** FORCED on three packed matrices. */
export function forced27(m: number): number {
  return (
    (FORCED[m & 511] ?? 0) | ((FORCED[(m >> 9) & 511] ?? 0) << 9) | ((FORCED[m >> 18] ?? 0) << 18)
  );
}

/** ASSERTED_KEEP on three packed matrices. */
export function assertedKeep27(a: number): number {
  return (
    (ASSERTED_KEEP[a & 511] ?? 0) |
    ((ASSERTED_KEEP[(a >> 9) & 511] ?? 0) << 9) |
    ((ASSERTED_KEEP[a >> 18] ?? 0) << 18)
  );
}

/** Three packed stack matrices (stack s at 9 * s, bit band * 3 + column in stack) turned into
 *  the columns each band word keeps: band b's 9 column bits at 9 * b. */
export function stacksToBands(q: number): number {
  return (
    (q & 7) |
    ((q >> 6) & 0o70) |
    ((q >> 12) & 0o700) |
    ((((q >> 3) & 7) | ((q >> 9) & 0o70) | ((q >> 15) & 0o700)) << 9) |
    ((((q >> 6) & 7) | ((q >> 12) & 0o70) | ((q >> 18) & 0o700)) << 18)
  );
}

/** The inverse of stacksToBands: per band 9 column bits (band b at 9 * b) to stack matrices. */
export function bandsToStacks(g0: number, g1: number, g2: number): number {
  return (
    (g0 & 7) |
    ((g1 & 7) << 3) |
    ((g2 & 7) << 6) |
    ((((g0 >> 3) & 7) | (g1 & 0o70) | ((g2 & 0o70) << 3)) << 9) |
    (((g0 >> 6) | ((g1 >> 3) & 0o70) | (g2 & 0o700)) << 18)
  );
}
