// A small human-style check the generator uses to aim at a level: can a player finish this grid
// with naked singles alone, or with naked and hidden singles? The full technique grader comes
// later; this stays deliberately small and readable rather than fast.

import type { SudokuShape } from './geometry';

/**
 * True when repeatedly placing naked singles (a cell with one candidate left) — and, if
 * `allowHidden`, hidden singles (a digit with one place left in a row, column or box) —
 * completes the grid. Singles never undo each other, so the order of placement does not matter.
 * A grid with clashing givens or a dead end returns false. The input is not modified.
 */
export function solvesWithSingles(
  shape: SudokuShape,
  cells: ArrayLike<number>,
  allowHidden: boolean,
): boolean {
  const { cellCount, allDigits, peers, houses } = shape;
  const grid = Uint8Array.from(cells);
  const cand = new Uint16Array(cellCount).fill(allDigits);
  let empty = cellCount;

  const place = (cell: number, digit: number): boolean => {
    const bit = 1 << digit;
    if (((cand[cell] ?? 0) & bit) === 0) return false;
    grid[cell] = digit;
    cand[cell] = 0;
    empty--;
    for (const peer of peers[cell] as Int16Array) cand[peer] = (cand[peer] ?? 0) & ~bit;
    return true;
  };

  for (let cell = 0; cell < cellCount; cell++) {
    const d = grid[cell] ?? 0;
    if (d !== 0) {
      grid[cell] = 0;
      if (!place(cell, d)) return false;
    }
  }

  let progress = true;
  while (progress && empty > 0) {
    progress = false;
    for (let cell = 0; cell < cellCount; cell++) {
      if (grid[cell] !== 0) continue;
      const m = cand[cell] ?? 0;
      if (m === 0) return false;
      if ((m & (m - 1)) === 0) {
        place(cell, 31 - Math.clz32(m));
        progress = true;
      }
    }
    // Hidden singles only when naked ones run dry, so a naked-only puzzle never uses them.
    if (progress || !allowHidden) continue;
    for (const house of houses) {
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (const cell of house) {
        const d = grid[cell] ?? 0;
        if (d !== 0) placed |= 1 << d;
        const m = cand[cell] ?? 0;
        twice |= once & m;
        once |= m;
      }
      if ((once | placed) !== allDigits) return false;
      let hidden = once & ~twice;
      while (hidden !== 0) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        const cell = house.find((c) => ((cand[c] ?? 0) & bit) !== 0);
        if (cell === undefined || !place(cell, 31 - Math.clz32(bit))) return false;
        progress = true;
      }
    }
  }
  return empty === 0;
}
