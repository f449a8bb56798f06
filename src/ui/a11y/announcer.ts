// Speaks what the canvas shows only as pixels: a placed digit, a refused one, a hint, the win.
// Two visually hidden live regions: a polite one that waits for the screen reader to finish, and
// an assertive one for errors that should interrupt. Both exist from the start, because screen
// readers only watch regions that were already in the page when their text changed.

import { A11Y_CLASS, injectA11yStyles } from './focus-style';

/** Appended to a message that repeats the previous one, so the region's text still changes. */
const REPEAT_MARK = '\u200b';

interface Region {
  element: HTMLDivElement;
  last: string;
  marked: boolean;
}

export class Announcer {
  private readonly polite: Region;
  private readonly assertive: Region;

  constructor(parent: HTMLElement = document.body) {
    injectA11yStyles(parent.ownerDocument);
    this.polite = this.region(parent, 'polite');
    this.assertive = this.region(parent, 'assertive');
  }

  /** Says `text`; `urgent` interrupts whatever the screen reader is saying (use for errors). */
  announce(text: string, urgent = false): void {
    const region = urgent ? this.assertive : this.polite;
    // The same words twice would be the same text, and an unchanged region is not read again.
    region.marked = text === region.last ? !region.marked : false;
    region.last = text;
    region.element.textContent = region.marked ? text + REPEAT_MARK : text;
  }

  remove(): void {
    this.polite.element.remove();
    this.assertive.element.remove();
  }

  private region(parent: HTMLElement, politeness: 'polite' | 'assertive'): Region {
    const element = parent.ownerDocument.createElement('div');
    element.className = A11Y_CLASS.visuallyHidden;
    element.setAttribute('aria-live', politeness);
    element.setAttribute('aria-atomic', 'true');
    element.setAttribute('role', politeness === 'polite' ? 'status' : 'alert');
    element.dataset.announcer = politeness;
    parent.appendChild(element);
    return { element, last: '', marked: false };
  }
}
