// The lobby's "New game" sheet: the chosen game's sizes and levels and Start, asked only when the
// player wants a new game (as sudoku.com, Good Sudoku and Microsoft Sudoku ask the level), so the
// front door shows what matters first: Continue, the games, the daily. The chips and Start are
// made once and kept (relabelled in place by the lobby's update); each opening hands them to a
// fresh modal layer, which makes the lobby behind it inert, keeps focus inside, closes on Escape
// or a tap beside the panel, and gives focus back to "New game".

import { button, h } from '../../ui/dom/h';
import { Modal } from '../../ui/dom/modal';
import { ChoiceChips } from './choice-chips';
import { setText } from './lobby-dom';

export interface SheetChoice {
  id: string;
  label: string;
  note?: string | null;
}

export interface SheetContent {
  /** "New game · Sudoku". */
  title: string;
  sizeHeading: string;
  levelHeading: string;
  start: string;
  close: string;
  sizes: readonly SheetChoice[];
  levels: readonly SheetChoice[];
  size: string;
  level: string;
}

export class NewGameSheet {
  private readonly title = h('h2', { class: 'gw-title', attrs: { id: 'gw-new-game-title' } });
  readonly sizes: ChoiceChips;
  readonly levels: ChoiceChips;
  private readonly start: HTMLButtonElement;
  private readonly close: HTMLButtonElement;
  private modal: Modal | null = null;

  constructor(
    /** Where the sheet's layer goes: the lobby's own element, so the rest of it turns inert. */
    private readonly host: HTMLElement,
    choose: (change: { size?: string; level?: string }) => void,
    onStart: () => void,
  ) {
    this.sizes = new ChoiceChips('size', (id) => choose({ size: id }));
    this.levels = new ChoiceChips('level', (id) => choose({ level: id }));
    this.start = button('', 'btn:start', () => onStart(), { class: 'gw-primary' });
    this.close = button('', 'btn:sheet-close', () => this.hide(), { class: 'gw-ghost' });
  }

  get isOpen(): boolean {
    return this.modal?.open === true;
  }

  /** Brings the sheet's words and choices up to date, open or not (the same nodes kept). */
  update(c: SheetContent): void {
    setText(this.title, c.title);
    this.sizes.update(c.sizeHeading, c.sizes, c.size);
    // A game with one size (none to choose) asks only the level.
    this.sizes.element.hidden = c.sizes.length < 2;
    this.levels.update(c.levelHeading, c.levels, c.level);
    setText(this.start, c.start);
    setText(this.close, c.close);
  }

  show(label: string): void {
    if (this.isOpen) return;
    this.modal = new Modal(
      this.host,
      { label, onDismiss: () => this.hide() },
      h(
        'div',
        { class: 'gw-sheet-head' },
        this.title,
        // Close first in the row, Start last: focus lands on the chips, then Start is one Tab on.
        this.close,
      ),
      h('div', { class: 'gw-lobby-choices' }, this.sizes.element, this.levels.element),
      this.start,
    );
    this.modal.element.classList.add('gw-sheet');
    // Focus the chosen size (or level): the first thing a keyboard player changes.
    const chosen = this.modal.panel.querySelector<HTMLElement>('[aria-checked="true"]');
    chosen?.focus();
  }

  hide(): void {
    const modal = this.modal;
    this.modal = null;
    if (modal?.open) modal.close();
  }
}
