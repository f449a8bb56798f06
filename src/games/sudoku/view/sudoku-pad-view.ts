// The on-screen number pad: one button per digit plus erase, sized for a thumb. Taps are
// reported as intents; the pad knows nothing about the game.

import { Container } from 'pixi.js';
import { Button } from '../../../ui/button';
import { MIN_TOUCH } from '../../../ui/theme';

export interface SudokuPadIntents {
  digit: (d: number) => void;
  erase: () => void;
}

export class SudokuPadView extends Container {
  private buttons: Button[] = [];
  private digits = 0;

  constructor(private readonly intents: SudokuPadIntents) {
    super({ label: 'pad' });
  }

  /** Rebuilds the keys for a grid of `size` digits. */
  setDigits(size: number): void {
    if (size === this.digits) return;
    this.digits = size;
    for (const b of this.buttons) b.destroy({ children: true });
    this.buttons = [];
    for (let d = 1; d <= size; d++) {
      this.buttons.push(
        new Button({ id: `pad:${d}`, text: String(d), onTap: () => this.intents.digit(d) }),
      );
    }
    const erase = new Button({ id: 'pad:erase', text: '⌫', onTap: () => this.intents.erase() });
    erase.accessibleTitle = 'Erase';
    this.buttons.push(erase);
    this.addChild(...this.buttons);
  }

  /** Mutes the keys of digits already placed everywhere they can go. */
  setFinished(finished: (digit: number) => boolean): void {
    for (let d = 1; d <= this.digits; d++) this.buttons[d - 1]?.setMuted(finished(d));
  }

  /** Lays the keys out in as few rows as keep each key at least a thumb wide. */
  layout(width: number, height: number, maxColumns = 10): void {
    const count = this.buttons.length;
    const gap = 6;
    const columns = SudokuPadView.columnsFor(count, width, maxColumns);
    const rows = Math.ceil(count / columns);
    const w = (width - gap * (columns - 1)) / columns;
    const h = Math.min(72, (height - gap * (rows - 1)) / rows);
    this.buttons.forEach((button, i) => {
      const row = Math.floor(i / columns);
      const col = i % columns;
      button.position.set(col * (w + gap), row * (h + gap));
      button.resize(w, h, Math.round(Math.min(h * 0.5, 28)));
    });
  }

  /** Height the pad needs at `width` with `rowHeight` keys. */
  static heightFor(keys: number, width: number, rowHeight: number, maxColumns = 10): number {
    const rows = Math.ceil(keys / SudokuPadView.columnsFor(keys, width, maxColumns));
    return rows * rowHeight + (rows - 1) * 6;
  }

  /** As many columns as keep keys thumb-wide, then balanced so rows hold equal counts (5+5, not 6+4). */
  static columnsFor(keys: number, width: number, maxColumns: number): number {
    let columns = Math.min(maxColumns, keys);
    while (columns > 1 && (width - 6 * (columns - 1)) / columns < MIN_TOUCH + 8) columns--;
    return Math.ceil(keys / Math.ceil(keys / columns));
  }
}
