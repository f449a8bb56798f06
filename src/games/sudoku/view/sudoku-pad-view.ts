// The on-screen number pad: one button per digit plus erase, sized for a thumb. Each digit key
// says in its corner how many of that digit are still to place. In notes mode the keys show
// small digits where a pencil mark of that digit sits in a cell, so the mode is plain at a
// glance; the marks keep clear of the count in the corner. Taps are reported as intents; the pad knows nothing about the game.

import { Container } from 'pixi.js';
import { words } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { MIN_TOUCH } from '../../../ui/theme';

interface SudokuPadIntents {
  digit: (d: number) => void;
  erase: () => void;
}

export class SudokuPadView extends Container {
  private buttons: Button[] = [];
  private digits = 0;
  private noteMode = false;
  private picked: number | null = null;
  private laidOut: { width: number; height: number; maxColumns: number } | null = null;

  constructor(private readonly intents: SudokuPadIntents) {
    super({ label: 'pad' });
  }

  /** Rebuilds the keys for a grid of `size` digits. */
  setDigits(size: number): void {
    if (size === this.digits) return;
    this.digits = size;
    this.picked = null;
    for (const b of this.buttons) b.destroy({ children: true });
    this.buttons = [];
    for (let d = 1; d <= size; d++) {
      this.buttons.push(
        new Button({ id: `pad:${d}`, text: String(d), onTap: () => this.intents.digit(d) }),
      );
    }
    const erase = new Button({ id: 'pad:erase', text: '⌫', onTap: () => this.intents.erase() });
    erase.accessibleTitle = words().sudoku.erase;
    this.buttons.push(erase);
    this.addChild(...this.buttons);
  }

  /**
   * How many of each digit are still to place: shown in each key's corner (and read by screen
   * readers); a digit with none left is muted.
   */
  setRemaining(remaining: (digit: number) => number): void {
    for (let d = 1; d <= this.digits; d++) {
      const key = this.buttons[d - 1];
      if (!key) continue;
      const left = Math.max(0, remaining(d));
      key.setMuted(left === 0);
      key.setBadge(left > 0 ? String(left) : '');
      const w = words().sudoku;
      key.accessibleTitle =
        left > 0
          ? w.padKey({ digit: String(d), left: String(left) })
          : w.padKeyDone({ digit: String(d) });
    }
  }

  /** Digit-first entry: the picked digit's key stays pressed (null: none). */
  setPicked(digit: number | null): void {
    // Keys become toggles (pressed or not, for screen readers) only once a digit is picked.
    if (digit === this.picked) return;
    this.picked = digit;
    for (let d = 1; d <= this.digits; d++) this.buttons[d - 1]?.setActive(d === digit);
  }

  /** Notes mode: small digits placed like pencil marks, instead of big centred ones. */
  setNoteMode(on: boolean): void {
    if (on === this.noteMode) return;
    this.noteMode = on;
    if (this.laidOut) this.layout(this.laidOut.width, this.laidOut.height, this.laidOut.maxColumns);
  }

  /** The height the pad was last laid out in. */
  get laidOutHeight(): number {
    return this.laidOut?.height ?? 0;
  }

  /** Lays the keys out in as few rows as keep each key at least a thumb wide. */
  layout(width: number, height: number, maxColumns = 10): void {
    this.laidOut = { width, height, maxColumns };
    const count = this.buttons.length;
    const marks = markGrid(this.digits);
    const gap = 6;
    const { columns, rows, erase } = padPlan(count, width, maxColumns);
    const across = columns + (erase === 'tall' ? 1 : 0);
    const w = (width - gap * (across - 1)) / across;
    const h = Math.min(80, (height - gap * (rows - 1)) / rows);
    const big = Math.round(Math.min(h * 0.5, 28));
    this.buttons.forEach((button, i) => {
      const digit = i + 1;
      if (digit > this.digits && erase !== 'inline') {
        // Erase on its own: a tall key beside the digits, or a wide one under them.
        const tall = erase === 'tall';
        button.position.set(tall ? columns * (w + gap) : 0, tall ? 0 : (rows - 1) * (h + gap));
        button.placeCaption(0.5, 0.5);
        const span = (n: number, size: number) => n * size + (n - 1) * gap;
        button.resize(tall ? w : span(columns, w), tall ? span(rows, h) : h, big);
        return;
      }
      button.position.set((i % columns) * (w + gap), Math.floor(i / columns) * (h + gap));
      if (this.noteMode && digit <= this.digits) {
        // Where this digit's pencil mark sits in a cell (1 top-left … 9 bottom-right).
        // The marks' grid keeps to the left two-thirds of the key, so the count in the top-right
        // corner never sits on a mark (a "3" used to land on its own count).
        const c = (digit - 1) % marks.columns;
        const r = Math.floor((digit - 1) / marks.columns);
        button.placeCaption(
          MARKS_LEFT + (MARKS_WIDTH * (c + 0.5)) / marks.columns,
          0.12 + (0.76 * (r + 0.5)) / marks.rows,
        );
        button.resize(w, h, Math.max(11, Math.round(big * 0.55)));
      } else {
        button.placeCaption(0.5, 0.5);
        button.resize(w, h, big);
      }
    });
  }

  /** Height the pad needs at `width` with `rowHeight` keys. */
  static heightFor(keys: number, width: number, rowHeight: number, maxColumns = 10): number {
    const { rows } = padPlan(keys, width, maxColumns);
    return rows * rowHeight + (rows - 1) * 6;
  }

  /** As many columns as keep keys thumb-wide, then balanced so rows hold equal counts (5+5, not 6+4). */
  static columnsFor(keys: number, width: number, maxColumns: number): number {
    let columns = Math.min(maxColumns, keys);
    while (columns > 1 && (width - 6 * (columns - 1)) / columns < MIN_TOUCH + 8) columns--;
    return Math.ceil(keys / Math.ceil(keys / columns));
  }
}

/**
 * How `keys` keys (the digits, then erase) sit in rows of equal length. 'inline': erase is one
 * more key in the grid; when that would leave a short last row, erase stands apart, either
 * 'wide' in a row of its own under full rows of digits, or 'tall' beside them as a column of
 * its own (six digits on a phone: 1 2 3 and 4 5 6 with erase at the right, not 4 + 3).
 * `columns` counts the digit columns.
 */
export function padPlan(
  keys: number,
  width: number,
  maxColumns: number,
): { columns: number; rows: number; erase: 'inline' | 'tall' | 'wide' } {
  const columns = SudokuPadView.columnsFor(keys, width, maxColumns);
  const rows = Math.ceil(keys / columns);
  const digits = keys - 1;
  if (keys % columns === 0 || rows === 1) return { columns, rows, erase: 'inline' };
  if (digits % columns === 0) return { columns, rows: digits / columns + 1, erase: 'wide' };
  if (columns > 2 && digits % (columns - 1) === 0) {
    return { columns: columns - 1, rows: digits / (columns - 1), erase: 'tall' };
  }
  return { columns, rows, erase: 'inline' };
}

/** Where a notes-mode key draws its mark grid: from MARKS_LEFT, MARKS_WIDTH wide (fractions). */
const MARKS_LEFT = 0.08;
const MARKS_WIDTH = 0.62;

/** How pencil marks are laid out in a cell of a grid of `digits` (3×3 for 9, 3×2 for 6, 2×2 for 4). */
function markGrid(digits: number): { columns: number; rows: number } {
  const columns = digits === 4 ? 2 : 3;
  return { columns, rows: Math.ceil(digits / columns) };
}
