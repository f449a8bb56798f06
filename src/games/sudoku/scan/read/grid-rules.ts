// A printed Sudoku never repeats a digit in a row, column or box, so a read that does has a
// misread cell among the repeats. The least sure cell of a repeat takes its next likeliest class
// that repeats nothing (the network's second choice is often the right digit), when that class
// is not unlikely; otherwise the repeat is left for the player to fix, marked unsure.

/** Cells sharing a row, column or box with `cell` (20 peers). */
function peers(cell: number): number[] {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const out = new Set<number>();
  for (let k = 0; k < 9; k++) {
    out.add(r * 9 + k);
    out.add(k * 9 + c);
    out.add((Math.floor(r / 3) * 3 + Math.floor(k / 3)) * 9 + Math.floor(c / 3) * 3 + (k % 3));
  }
  out.delete(cell);
  return [...out];
}

const PEERS = Array.from({ length: 81 }, (_, cell) => peers(cell));

/** A second choice below this probability is not taken. */
const FLOOR = 0.02;

/**
 * Mends repeats in place: `classes[cell]` (0 empty, 1..9) from `probs[cell]` (10 each); returns
 * the cells it looked at (changed, or left repeating for want of a likely change): the player
 * should check them. Cells in `fixed` (plainly empty) are never changed.
 */
export function mendRepeats(classes: number[], probs: Float32Array[], fixed: boolean[]): number[] {
  const changed: number[] = [];
  for (let round = 0; round < 10; round++) {
    let worst = -1;
    for (let cell = 0; cell < 81; cell++) {
      const d = classes[cell] ?? 0;
      if (d === 0 || fixed[cell] || changed.includes(cell)) continue;
      if (!PEERS[cell]?.some((p) => classes[p] === d)) continue;
      const sure = probs[cell]?.[d] ?? 1;
      if (worst < 0 || sure < (probs[worst]?.[classes[worst] ?? 0] ?? 1)) worst = cell;
    }
    if (worst < 0) break;
    const p = probs[worst] as Float32Array;
    let pick = -1;
    for (let k = 0; k < p.length; k++) {
      if (k === classes[worst] || (p[k] ?? 0) < FLOOR) continue;
      if (k > 0 && PEERS[worst]?.some((q) => classes[q] === k)) continue;
      if (pick < 0 || (p[k] ?? 0) > (p[pick] ?? 0)) pick = k;
    }
    changed.push(worst);
    if (pick >= 0) classes[worst] = pick;
  }
  return changed;
}
