// One row of the lobby's choices (sizes, or levels): a heading and a radio group of chips. The
// chips are kept and relabelled as the options change (another game, another size, another
// language); only chips beyond the new count are added or taken away.

import { h } from '../../ui/dom/h';
import type { LobbyChoice } from './home-lobby';
import { setText } from './lobby-dom';

interface Chip {
  readonly el: HTMLButtonElement;
  /** The option the chip stands for now; read when tapped, so a relabelled chip picks its new one. */
  id: string;
}

export class ChoiceChips {
  readonly element: HTMLElement;
  private readonly heading: HTMLElement;
  private readonly grid: HTMLElement;
  private readonly chips: Chip[] = [];

  constructor(
    private readonly kind: 'size' | 'level',
    private readonly pick: (id: string) => void,
  ) {
    const label = `gw-${kind}-heading`;
    this.heading = h('h2', { class: 'gw-heading', attrs: { id: label } });
    this.grid = h('div', {
      class: 'gw-grid',
      attrs: { role: 'radiogroup', 'aria-labelledby': label },
    });
    this.element = h('section', { class: 'gw-choice' }, this.heading, this.grid);
  }

  update(heading: string, options: readonly LobbyChoice[], chosen: string): void {
    setText(this.heading, heading);
    const cols = String(Math.min(3, options.length));
    if (this.grid.style.getPropertyValue('--cols') !== cols) {
      this.grid.style.setProperty('--cols', cols);
      // For the stylesheet: a chip alone on the last row of three takes the row (gridwise.css).
      this.grid.dataset.cols = cols;
    }
    options.forEach((option, i) => {
      const chip = this.chips[i] ?? this.addChip();
      chip.id = option.id;
      const target = `${this.kind}:${option.id}`;
      if (chip.el.dataset.id !== target) chip.el.dataset.id = target;
      setText(chip.el, option.label);
      // Nightmare: a level not ready yet says so under its name; picked, Start waits for it.
      const note = option.note ?? null;
      if ((chip.el.dataset.note ?? null) !== note) {
        if (note === null) delete chip.el.dataset.note;
        else chip.el.dataset.note = note;
      }
      const checked = String(option.id === chosen);
      if (chip.el.getAttribute('aria-checked') !== checked)
        chip.el.setAttribute('aria-checked', checked);
    });
    for (const gone of this.chips.splice(options.length)) gone.el.remove();
  }

  private addChip(): Chip {
    const chip: Chip = {
      el: h('button', { class: 'gw-button', attrs: { type: 'button', role: 'radio' } }),
      id: '',
    };
    chip.el.addEventListener('click', () => this.pick(chip.id));
    this.chips.push(chip);
    this.grid.appendChild(chip.el);
    return chip;
  }
}
