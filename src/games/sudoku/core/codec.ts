// Puzzle strings: one character per cell, row by row; digits 1..size are givens, '.' or '0' an
// empty cell. Everything that arrives as text (a pasted puzzle, a URL, stdin) comes through
// here and gets an error that says what is wrong and where.

import { CodeProblemError } from '../../../engine/code-problems';
import { type SudokuShape, type SudokuSize, shapeFor, sizeForCellCount } from './geometry';
import { sudokuProblem } from './problems';

export interface ParsedPuzzle {
  shape: SudokuShape;
  /** 0 for an empty cell, else the digit. */
  cells: Uint8Array;
}

/**
 * Parses a puzzle. The size is inferred from the length (16, 36 or 81) unless `size` is given.
 * Surrounding white space is ignored. Throws InvalidInputError for a wrong length, a bad
 * character, or givens that already break a rule (two equal digits in a row, column or box).
 */
export function parsePuzzle(text: string, size?: SudokuSize): ParsedPuzzle {
  const trimmed = text.trim();
  const inferred = size ?? sizeForCellCount(trimmed.length);
  if (inferred === null || (size !== undefined && trimmed.length !== size * size)) {
    const expected = size !== undefined ? `${size * size}` : '16, 36 or 81';
    const length = trimmed.length;
    throw new CodeProblemError(
      `A puzzle needs ${expected} characters (one per cell); this one has ${length}.`,
      size !== undefined
        ? sudokuProblem('puzzle-length', { expected: size * size, length })
        : sudokuProblem('puzzle-length-any', { length }),
    );
  }
  const shape = shapeFor(inferred);
  const cells = new Uint8Array(shape.cellCount);
  for (let i = 0; i < trimmed.length; i++) {
    const ch = trimmed[i] as string;
    if (ch === '.' || ch === '0') continue;
    const d = ch.charCodeAt(0) - 48;
    if (d < 1 || d > inferred) {
      const row = Math.floor(i / inferred) + 1;
      const column = (i % inferred) + 1;
      throw new CodeProblemError(
        `Character ${i + 1} (row ${row}, column ${column}) is "${ch}"; ` +
          `use 1–${inferred} for a digit and . or 0 for an empty cell.`,
        sudokuProblem('puzzle-char', { at: i + 1, row, column, char: ch, max: inferred }),
        i,
      );
    }
    cells[i] = d;
  }
  const clash = firstClash(shape, cells);
  if (clash) {
    const [a, b] = clash;
    const row1 = Math.floor(a / shape.size) + 1;
    const row2 = Math.floor(b / shape.size) + 1;
    const column1 = (a % shape.size) + 1;
    const column2 = (b % shape.size) + 1;
    throw new CodeProblemError(
      `The givens break a rule: ${cells[a]} appears at ${cellName(shape, a)} and ${cellName(shape, b)}, ` +
        'which share a row, column or box.',
      sudokuProblem('puzzle-clash', { digit: cells[a] ?? 0, row1, column1, row2, column2 }),
      b,
    );
  }
  return { shape, cells };
}

/** Encodes cells as a puzzle string with '.' for empty cells. */
export function formatCells(cells: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < cells.length; i++) {
    const d = cells[i] ?? 0;
    out += d === 0 ? '.' : String(d);
  }
  return out;
}

/** "r3c5" style, 1-based, as players and the Sudoku literature name cells. */
export function cellName(shape: SudokuShape, cell: number): string {
  return `r${Math.floor(cell / shape.size) + 1}c${(cell % shape.size) + 1}`;
}

/** The first pair of equal non-zero digits that see each other, or null. */
export function firstClash(shape: SudokuShape, cells: ArrayLike<number>): [number, number] | null {
  for (const house of shape.houses) {
    const seen = new Int16Array(shape.size + 1).fill(-1);
    for (const cell of house) {
      const d = cells[cell] ?? 0;
      if (d === 0) continue;
      const prev = seen[d] ?? 0;
      if (prev >= 0) return [Math.min(prev, cell), Math.max(prev, cell)];
      seen[d] = cell;
    }
  }
  return null;
}
