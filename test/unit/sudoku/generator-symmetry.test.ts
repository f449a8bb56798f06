import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../src/games/sudoku/core/codec';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import { SUDOKU_SIZES, shapeFor } from '../../../src/games/sudoku/core/geometry';
import { gradesFor, rateSudoku } from '../../../src/games/sudoku/core/grader/index';
import { countSolutions } from '../../../src/games/sudoku/core/solver';
import {
  CLUE_SYMMETRIES,
  clueOrbits,
  hasSymmetricPattern,
  isClueSymmetry,
  symmetricCell,
} from '../../../src/games/sudoku/core/symmetry';

describe('clue symmetry', () => {
  it('maps each cell to its half-turn or mirror image, and back', () => {
    const shape = shapeFor(9);
    // r1c2 ↔ r9c8 under the half turn; r1c2 ↔ r1c8 in the mirror.
    expect(symmetricCell(shape, 'rotational', 1)).toBe(79);
    expect(symmetricCell(shape, 'mirror', 1)).toBe(7);
    expect(symmetricCell(shape, 'none', 1)).toBe(1);
    for (const size of SUDOKU_SIZES) {
      const s = shapeFor(size);
      for (const symmetry of CLUE_SYMMETRIES) {
        for (let cell = 0; cell < s.cellCount; cell++) {
          expect(symmetricCell(s, symmetry, symmetricCell(s, symmetry, cell))).toBe(cell);
        }
      }
    }
  });

  it('splits the grid into orbits that cover every cell once', () => {
    for (const size of SUDOKU_SIZES) {
      const shape = shapeFor(size);
      for (const symmetry of CLUE_SYMMETRIES) {
        const cells = clueOrbits(shape, symmetry)
          .flat()
          .sort((a, b) => a - b);
        expect(cells).toEqual(Array.from({ length: shape.cellCount }, (_, i) => i));
      }
    }
    // 9×9: the centre is alone under the half turn; the middle column is alone in the mirror.
    expect(clueOrbits(shapeFor(9), 'rotational')).toHaveLength(41);
    expect(clueOrbits(shapeFor(9), 'mirror')).toHaveLength(45);
    expect(clueOrbits(shapeFor(6), 'rotational')).toHaveLength(18);
  });

  it('tells symmetric patterns from others', () => {
    const shape = shapeFor(4);
    const rotational = parsePuzzle('1..............4').cells;
    expect(hasSymmetricPattern(shape, rotational, 'rotational')).toBe(true);
    expect(hasSymmetricPattern(shape, rotational, 'mirror')).toBe(false);
    const mirror = parsePuzzle('1..2............').cells;
    expect(hasSymmetricPattern(shape, mirror, 'mirror')).toBe(true);
    expect(hasSymmetricPattern(shape, mirror, 'rotational')).toBe(false);
    expect(isClueSymmetry('mirror')).toBe(true);
    expect(isClueSymmetry('diagonal')).toBe(false);
  });

  it('generates unique puzzles with the requested pattern at every size and level', () => {
    for (const symmetry of ['rotational', 'mirror'] as const) {
      for (const size of SUDOKU_SIZES) {
        const shape = shapeFor(size);
        for (const level of gradesFor(size)) {
          if (level === 'extreme' || (size === 6 && level === 'medium')) continue;
          const g = generateSudoku({ size, level, seed: 3, symmetry });
          const { cells } = parsePuzzle(g.puzzle, size);
          expect(g.symmetry).toBe(symmetry);
          expect(hasSymmetricPattern(shape, cells, symmetry)).toBe(true);
          expect(countSolutions(shape, cells, 2).count).toBe(1);
          expect(rateSudoku(shape, cells).level).toBe(g.level);
          expect(g.level).toBe(level);
        }
      }
    }
  });

  it('keeps the pattern on the slow paths too: 9×9 extreme and 6×6 medium', () => {
    for (const [size, level] of [
      [9, 'extreme'],
      [6, 'medium'],
    ] as const) {
      const shape = shapeFor(size);
      const g = generateSudoku({ size, level, seed: 4, symmetry: 'rotational' });
      const { cells } = parsePuzzle(g.puzzle, size);
      expect(hasSymmetricPattern(shape, cells, 'rotational')).toBe(true);
      expect(countSolutions(shape, cells, 2).count).toBe(1);
    }
  });

  it('does not impose a pattern by default', () => {
    // Among a few unconstrained 9×9 puzzles, some pattern is not symmetric either way.
    const shape = shapeFor(9);
    const asymmetric = [0, 1, 2, 3].filter((seed) => {
      const g = generateSudoku({ size: 9, level: 'hard', seed });
      expect(g.symmetry).toBe('none');
      const { cells } = parsePuzzle(g.puzzle);
      return (
        !hasSymmetricPattern(shape, cells, 'rotational') &&
        !hasSymmetricPattern(shape, cells, 'mirror')
      );
    });
    expect(asymmetric.length).toBeGreaterThan(0);
  });
});
