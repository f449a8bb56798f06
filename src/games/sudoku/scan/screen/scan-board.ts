// The check screen's board: the photo's grid, warped square by the reader, with the read digits
// drawn over it, each in its cell's corner so the printed digit under it stays visible to compare.
// Cells are real buttons (`cell:row:col`, as on the game's board) so a finger or a test taps them;
// an unsure cell is outlined, a cell the check points at is tinted, a clash is in red.

import { button, h } from '../../../../ui/dom/h';
import { scanWords } from './scan-words';

/** How one cell is drawn. */
export interface CellLook {
  digit: string;
  unsure: boolean;
  suspect: boolean;
  clash: boolean;
  /** Set or changed by the player (drawn in the accent colour). */
  fixed: boolean;
}

export class ScanBoard {
  readonly element: HTMLElement;
  private readonly picture = h('canvas', {
    class: 'gw-scan-picture',
    attrs: { 'aria-hidden': 'true' },
  });
  private readonly cells: HTMLButtonElement[] = [];
  private readonly marks: HTMLElement[] = [];

  constructor(onCell: (cell: number) => void) {
    const grid = h('div', { class: 'gw-scan-cells', attrs: { role: 'group' } });
    for (let i = 0; i < 81; i++) {
      const mark = h('span', { class: 'gw-scan-mark' });
      const cell = button(mark, `cell:${Math.floor(i / 9)}:${i % 9}`, () => onCell(i), {
        class: 'gw-scan-cell',
      });
      cell.dataset.row = String(Math.floor(i / 9));
      cell.dataset.col = String(i % 9);
      this.cells.push(cell);
      this.marks.push(mark);
      grid.append(cell);
    }
    this.element = h('div', { class: 'gw-scan-board' }, this.picture, grid);
  }

  /** The warped grid picture (grayscale bytes, row-major), or none (a blank paper square). */
  setPicture(warped: { size: number; pixels: Uint8ClampedArray } | null): void {
    const canvas = this.picture;
    if (!warped) {
      canvas.width = 1;
      canvas.height = 1;
      return;
    }
    const { size, pixels } = warped;
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return;
    const image = context.createImageData(size, size);
    for (let i = 0; i < size * size; i++) {
      const v = pixels[i] ?? 255;
      image.data[i * 4] = v;
      image.data[i * 4 + 1] = v;
      image.data[i * 4 + 2] = v;
      image.data[i * 4 + 3] = 255;
    }
    context.putImageData(image, 0, 0);
  }

  /** Draws every cell: its digit, its marks, the one selected. */
  draw(looks: readonly CellLook[], selected: number | null): void {
    const w = scanWords();
    this.element.setAttribute('aria-label', w.grid);
    looks.forEach((look, i) => {
      const cell = this.cells[i] as HTMLButtonElement;
      const mark = this.marks[i] as HTMLElement;
      const digit = look.digit === '.' ? '' : look.digit;
      if (mark.textContent !== digit) mark.textContent = digit;
      cell.classList.toggle('gw-scan-unsure', look.unsure);
      cell.classList.toggle('gw-scan-suspect', look.suspect);
      cell.classList.toggle('gw-scan-clash', look.clash);
      cell.classList.toggle('gw-scan-fixed', look.fixed);
      cell.setAttribute('aria-pressed', String(selected === i));
      const said = w.cell({
        row: Math.floor(i / 9) + 1,
        col: (i % 9) + 1,
        digit: digit === '' ? w.empty : digit,
      });
      cell.setAttribute('aria-label', look.unsure ? `${said} · ${w.unsure}` : said);
    });
  }
}
