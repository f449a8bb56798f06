// Grid geometry parameterised by box shape, so one solver, generator and view serve
// 4×4 (2×2 boxes), 6×6 (2×3 boxes) and 9×9 (3×3 boxes). Tables are built once per size.

export type SudokuSize = 4 | 6 | 9;
export const SUDOKU_SIZES: readonly SudokuSize[] = [4, 6, 9];

export interface SudokuShape {
  readonly size: SudokuSize;
  /** Rows and columns of one box: 2×2, 2×3 (two rows of three) or 3×3. */
  readonly boxRows: number;
  readonly boxCols: number;
  readonly cellCount: number;
  /** Bitmask with bits 1..size set: every digit still possible. */
  readonly allDigits: number;
  /** 3·size houses: rows first, then columns, then boxes; each a list of cell indices. */
  readonly houses: readonly Int16Array[];
  /** For each cell: [row house, column house, box house]. */
  readonly houseOfCell: readonly (readonly [number, number, number])[];
  /** For each cell: every other cell that shares a row, column or box with it. */
  readonly peers: readonly Int16Array[];
}

const cache = new Map<SudokuSize, SudokuShape>();

export function isSudokuSize(n: unknown): n is SudokuSize {
  return n === 4 || n === 6 || n === 9;
}

export function shapeFor(size: SudokuSize): SudokuShape {
  const cached = cache.get(size);
  if (cached) return cached;
  const [boxRows, boxCols] = size === 4 ? [2, 2] : size === 6 ? [2, 3] : [3, 3];
  const cellCount = size * size;
  const houses: Int16Array[] = [];
  for (let r = 0; r < size; r++)
    houses.push(Int16Array.from({ length: size }, (_, c) => r * size + c));
  for (let c = 0; c < size; c++)
    houses.push(Int16Array.from({ length: size }, (_, r) => r * size + c));
  const boxesAcross = size / boxCols;
  for (let b = 0; b < size; b++) {
    const r0 = Math.floor(b / boxesAcross) * boxRows;
    const c0 = (b % boxesAcross) * boxCols;
    houses.push(
      Int16Array.from(
        { length: size },
        (_, i) => (r0 + Math.floor(i / boxCols)) * size + c0 + (i % boxCols),
      ),
    );
  }
  const houseOfCell: [number, number, number][] = [];
  const peers: Int16Array[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    const b = Math.floor(r / boxRows) * boxesAcross + Math.floor(c / boxCols);
    houseOfCell.push([r, size + c, 2 * size + b]);
    const set = new Set<number>();
    for (const h of [r, size + c, 2 * size + b]) {
      for (const other of houses[h] as Int16Array) if (other !== cell) set.add(other);
    }
    peers.push(Int16Array.from([...set].sort((x, y) => x - y)));
  }
  const shape: SudokuShape = {
    size,
    boxRows,
    boxCols,
    cellCount,
    allDigits: ((1 << size) - 1) << 1,
    houses,
    houseOfCell,
    peers,
  };
  cache.set(size, shape);
  return shape;
}

/** The size whose grid has `cellCount` cells, or null. */
export function sizeForCellCount(cellCount: number): SudokuSize | null {
  for (const s of SUDOKU_SIZES) if (s * s === cellCount) return s;
  return null;
}

/** The box index (0-based, row-major over boxes) that holds a cell. */
export function boxOf(shape: SudokuShape, cell: number): number {
  return (shape.houseOfCell[cell] as readonly [number, number, number])[2] - 2 * shape.size;
}
