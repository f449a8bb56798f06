// One photo's check, apart from the DOM: the grid as read, the player's fixes, the cells still
// unsure and the core's verdict after each change. The page draws it; state().scan reports it.

import type { ScanReading } from '../read/scan-api';
import type { CellLook } from './scan-board';
import { checkScan, type ScanVerdict } from './scan-check';

export class ScanSession {
  private readonly cells: string[];
  /** Cells the player set or erased (drawn as fixed, no longer unsure). */
  private readonly fixed = new Set<number>();
  private readonly doubted: Set<number>;
  private checked: ScanVerdict;

  /** A reading whose status is 'read' (an 81-character grid). */
  constructor(readonly reading: ScanReading) {
    const grid = reading.grid ?? '.'.repeat(81);
    this.cells = Array.from({ length: 81 }, (_, i) => {
      const ch = grid[i] ?? '.';
      return ch >= '1' && ch <= '9' ? ch : '.';
    });
    this.doubted = new Set(reading.unsure.filter((c) => Number.isInteger(c) && c >= 0 && c < 81));
    this.checked = checkScan(this.grid, this.unsure);
  }

  get grid(): string {
    return this.cells.join('');
  }

  /** The reader's unsure cells the player has not set, in order. */
  get unsure(): number[] {
    return [...this.doubted].sort((a, b) => a - b);
  }

  get verdict(): ScanVerdict {
    return this.checked;
  }

  get playable(): boolean {
    return this.checked.kind === 'unique';
  }

  /** The player puts `digit` (1–9) in `cell`, or empties it (0). */
  set(cell: number, digit: number): void {
    if (cell < 0 || cell >= 81) return;
    this.cells[cell] = digit >= 1 && digit <= 9 ? String(digit) : '.';
    this.fixed.add(cell);
    this.doubted.delete(cell);
    this.checked = checkScan(this.grid, this.unsure);
  }

  /** How each cell is drawn now. */
  looks(): CellLook[] {
    const v = this.checked;
    const suspects = new Set(v.kind === 'unique' ? [] : v.suspects);
    return this.cells.map((digit, i) => ({
      digit,
      unsure: this.doubted.has(i),
      suspect: suspects.has(i) && v.kind !== 'clash',
      clash: suspects.has(i) && v.kind === 'clash',
      fixed: this.fixed.has(i),
    }));
  }
}
