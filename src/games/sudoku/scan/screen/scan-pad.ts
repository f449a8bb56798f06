// The check screen's pad: 1–9 and erase, with the game pad's ids (`pad:1`…`pad:9`, `pad:erase`)
// so a test or a player's habit from the board works the same here. DOM buttons in two rows of
// five: a thumb's width each on a 390-pixel phone.

import { button, h } from '../../../../ui/dom/h';
import { scanWords } from './scan-words';

export class ScanPad {
  readonly element: HTMLElement;
  private readonly erase: HTMLButtonElement;

  constructor(digit: (d: number) => void, erase: () => void) {
    const keys = Array.from({ length: 9 }, (_, i) =>
      button(String(i + 1), `pad:${i + 1}`, () => digit(i + 1), { class: 'gw-scan-key' }),
    );
    this.erase = button('⌫', 'pad:erase', () => erase(), { class: 'gw-scan-key' });
    this.element = h(
      'div',
      { class: 'gw-scan-pad', attrs: { role: 'group' } },
      ...keys,
      this.erase,
    );
  }

  /** Words and whether a cell is selected (the keys do nothing without one). */
  update(enabled: boolean): void {
    const w = scanWords();
    this.element.setAttribute('aria-label', w.pad);
    this.erase.setAttribute('aria-label', w.erase);
    for (const key of this.element.querySelectorAll('button')) key.disabled = !enabled;
  }
}
