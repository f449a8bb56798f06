// Basic fish: in n rows a digit fits only within the same n columns (or the other way round),
// so those columns lose the digit everywhere outside the n rows. n = 2 X-Wing, 3 Swordfish,
// 4 Jellyfish.

import { type Board, bitCount, positionsIn } from '../board';
import type { CellDigit, SolveStep, TechniqueId } from '../step';

const FISH: readonly { id: TechniqueId; name: string; rating: number }[] = [
  { id: 'x-wing', name: 'X-Wing', rating: 3.2 },
  { id: 'swordfish', name: 'Swordfish', rating: 3.8 },
  { id: 'jellyfish', name: 'Jellyfish', rating: 5.2 },
];
export const FISH_RATING = [0, 0, 3.2, 3.8, 5.2];

export function findFish(board: Board, n: number): SolveStep | null {
  const { shape, cand } = board;
  const { size } = shape;
  const meta = FISH[n - 2] as { id: TechniqueId; name: string; rating: number };
  for (let digit = 1; digit <= size; digit++) {
    const bit = 1 << digit;
    // byRows = true: base sets are rows, cover sets columns.
    for (const byRows of [true, false]) {
      const baseOffset = byRows ? 0 : size;
      const lines: number[] = [];
      const masks: number[] = [];
      for (let i = 0; i < size; i++) {
        const pos = positionsIn(board, baseOffset + i, digit);
        const count = bitCount(pos);
        if (count >= 2 && count <= n) {
          lines.push(i);
          masks.push(pos);
        }
      }
      if (lines.length < n) continue;
      const chosen: number[] = [];
      let result: SolveStep | null = null;
      const walk = (from: number, union: number): boolean => {
        if (chosen.length === n) {
          if (bitCount(union) !== n) return false;
          const base = chosen.map((i) => lines[i] ?? 0);
          const eliminations: CellDigit[] = [];
          const cover: number[] = [];
          const patternCells: number[] = [];
          for (let m = union; m !== 0; m &= m - 1) {
            const j = 31 - Math.clz32(m & -m);
            cover.push(j);
            for (let i = 0; i < size; i++) {
              const cell = byRows ? i * size + j : j * size + i;
              if (((cand[cell] ?? 0) & bit) === 0) continue;
              if (base.includes(i)) patternCells.push(cell);
              else eliminations.push({ cell, digit });
            }
          }
          if (eliminations.length === 0) return false;
          const coverOffset = byRows ? size : 0;
          const baseHouses = base.map((i) => baseOffset + i);
          const coverHouses = cover.map((j) => coverOffset + j);
          const cells = patternCells.sort((a, b) => a - b);
          result = {
            technique: meta.id,
            name: meta.name,
            rating: meta.rating,
            houses: [...baseHouses, ...coverHouses],
            cells,
            digits: [digit],
            placements: [],
            eliminations,
            explanation: {
              kind: 'fish',
              digit,
              base: baseHouses,
              cover: coverHouses,
              cells,
              removedFrom: eliminations.map((e) => e.cell),
            },
          };
          return true;
        }
        for (let i = from; i <= lines.length - (n - chosen.length); i++) {
          const next = union | (masks[i] ?? 0);
          if (bitCount(next) > n) continue;
          chosen.push(i);
          if (walk(i + 1, next)) return true;
          chosen.pop();
        }
        return false;
      };
      if (walk(0, 0)) return result;
    }
  }
  return null;
}
