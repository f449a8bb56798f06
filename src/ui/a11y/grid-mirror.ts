// The board as a screen reader meets it: an ARIA grid of rows and cells laid exactly over the
// drawn board, each cell named by the app ("Row 2, column 5: 7, given"). The canvas stays the
// only thing anyone sees or taps; this grid gives the keyboard a focus and a screen reader
// words. Arrow keys and digits stay with the app's window key handler: the grid only makes the
// focus follow the selection, and turns a click or Enter on a cell into onActivate.

import { A11Y_CLASS, injectA11yStyles } from './focus-style';

interface GridMirrorOptions {
  /** The grid's name, e.g. "Sudoku board, 9 by 9". */
  label: string;
  /** A cell was activated by keyboard or screen reader: treat it like a tap on that cell. */
  onActivate(index: number): void;
}

export class GridMirror {
  readonly element: HTMLDivElement;
  private cells: HTMLDivElement[] = [];
  private columns = 0;
  private names: string[] = [];
  private selected: number | null = null;
  private hidden = false;

  constructor(
    parent: HTMLElement,
    private readonly options: GridMirrorOptions,
  ) {
    const doc = parent.ownerDocument;
    injectA11yStyles(doc);
    const grid = doc.createElement('div');
    grid.className = A11Y_CLASS.grid;
    grid.setAttribute('role', 'grid');
    grid.setAttribute('aria-label', options.label);
    grid.dataset.a11y = 'grid';
    grid.style.display = 'none';
    grid.addEventListener('click', (event) => {
      const index = this.indexOf(event.target);
      if (index !== null) this.options.onActivate(index);
    });
    grid.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const index = this.indexOf(event.target);
      if (index === null) return;
      event.preventDefault(); // Space would otherwise scroll
      this.options.onActivate(index);
    });
    parent.appendChild(grid);
    this.element = grid;
  }

  /**
   * Shows the cells' names, row by row (`columns` per row). The selected cell is the one Tab
   * lands on; while the focus is in the grid it moves with the selection.
   */
  update(cells: readonly string[], columns: number, selected: number | null, turned = false): void {
    const focusWasInside = this.focusedIndex() !== null;
    const rebuild = cells.length !== this.cells.length || columns !== this.columns;
    if (rebuild) this.build(cells, columns);
    // A board drawn turned: each row of cells stands as a column over it.
    const direction = turned ? 'row' : 'column';
    if (rebuild || this.element.style.flexDirection !== direction) {
      this.element.style.flexDirection = direction;
      for (const row of this.element.children)
        (row as HTMLElement).style.flexDirection = turned ? 'column' : 'row';
    }
    for (let i = 0; i < cells.length; i++) {
      const name = cells[i] as string;
      if (this.names[i] !== name) (this.cells[i] as HTMLDivElement).textContent = name;
    }
    this.names = [...cells];
    const valid = selected !== null && selected >= 0 && selected < cells.length ? selected : null;
    if (valid !== this.selected) {
      if (this.selected !== null) this.cells[this.selected]?.removeAttribute('aria-selected');
      if (valid !== null) this.cells[valid]?.setAttribute('aria-selected', 'true');
      this.selected = valid;
    }
    const entry = this.selected ?? 0;
    this.cells.forEach((cell, i) => {
      const tabIndex = i === entry ? 0 : -1;
      if (cell.tabIndex !== tabIndex) cell.tabIndex = tabIndex;
    });
    this.applyVisibility();
    if (focusWasInside && this.focusedIndex() !== entry) this.focusSelected();
  }

  /** Lays the grid over the board: the board's box in the parent's CSS pixels. */
  place(x: number, y: number, width: number, height: number): void {
    const style = this.element.style;
    style.left = `${x}px`;
    style.top = `${y}px`;
    style.width = `${width}px`;
    style.height = `${height}px`;
  }

  /** Puts the keyboard focus on the selected cell (the first cell when none is selected). */
  focusSelected(): void {
    if (this.hidden) return;
    this.cells[this.selected ?? 0]?.focus({ preventScroll: true });
  }

  /** Takes the grid out of the page's focus order and out of the screen reader's reach, e.g.
   *  while a dialog is open or the board is covered by the pause screen. */
  hide(): void {
    this.hidden = true;
    this.applyVisibility();
  }

  show(): void {
    this.hidden = false;
    this.applyVisibility();
  }

  remove(): void {
    this.element.remove();
  }

  private build(cells: readonly string[], columns: number): void {
    const doc = this.element.ownerDocument;
    this.element.replaceChildren();
    this.cells = [];
    this.names = [];
    this.selected = null;
    this.columns = columns;
    const width = Math.max(1, columns);
    for (let start = 0; start < cells.length; start += width) {
      const row = doc.createElement('div');
      row.className = A11Y_CLASS.row;
      row.setAttribute('role', 'row');
      for (let i = start; i < Math.min(start + width, cells.length); i++) {
        const cell = doc.createElement('div');
        cell.className = A11Y_CLASS.cell;
        cell.setAttribute('role', 'gridcell');
        cell.dataset.index = String(i);
        cell.tabIndex = -1;
        row.appendChild(cell);
        this.cells.push(cell);
      }
      this.element.appendChild(row);
    }
  }

  private applyVisibility(): void {
    const display = this.hidden || this.cells.length === 0 ? 'none' : 'flex';
    if (this.element.style.display !== display) this.element.style.display = display;
  }

  private focusedIndex(): number | null {
    return this.indexOf(this.element.ownerDocument.activeElement);
  }

  private indexOf(target: EventTarget | null): number | null {
    for (let i = 0; i < this.cells.length; i++) {
      if (this.cells[i] === target) return i;
    }
    return null;
  }
}
