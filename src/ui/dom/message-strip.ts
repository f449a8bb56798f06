// The message strip: where a game screen says what just happened ("No path joins these two",
// "5 is already in this row", "Hint: …"). The screen's layout gives it its own rectangle, beside
// or between the board and the controls, so a message never covers a tile, a cell or a button
// and never swallows a tap. A message fades after a while unless it asks to stay.

import { button, h, replaceChildren } from './h';

type MessageTone = 'info' | 'error' | 'success';

interface MessageOptions {
  tone?: MessageTone;
  /** How long it stays; 0 keeps it until replaced or hidden. */
  ms?: number;
  action?: { id: string; text: string; onTap: () => void };
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Long enough to read a sentence of ~12 words; longer texts stay longer. */
function readingTime(text: string): number {
  return Math.min(9000, 2500 + text.length * 45);
}

export class MessageStrip {
  readonly element: HTMLDivElement;
  private readonly text: HTMLSpanElement;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private shown: string | null = null;

  constructor(host: HTMLElement, id = 'strip:message') {
    this.text = h('span', { class: 'gw-strip-text' });
    this.element = h(
      'div',
      { class: 'gw-strip', attrs: { role: 'status', 'aria-live': 'polite', 'data-strip': id } },
      this.text,
    );
    this.element.hidden = true;
    host.appendChild(this.element);
  }

  /** The strip's rectangle in page CSS pixels, chosen by the screen's layout. */
  place(rect: Rect): void {
    const s = this.element.style;
    s.left = `${rect.x}px`;
    s.top = `${rect.y}px`;
    s.width = `${rect.width}px`;
    s.minHeight = `${rect.height}px`;
    s.maxHeight = `${Math.max(rect.height, 0)}px`;
  }

  show(message: string, options: MessageOptions = {}): void {
    this.clearTimer();
    this.shown = message;
    this.element.dataset.tone = options.tone ?? 'info';
    this.element.setAttribute('aria-live', options.tone === 'error' ? 'assertive' : 'polite');
    const action = options.action;
    replaceChildren(
      this.element,
      h('span', { class: 'gw-strip-text' }, message),
      action ? button(action.text, action.id, action.onTap, { class: 'gw-strip-action' }) : null,
    );
    this.element.hidden = false;
    const ms = options.ms ?? readingTime(message);
    if (ms > 0) this.timer = setTimeout(() => this.hide(), ms);
  }

  hide(): void {
    this.clearTimer();
    this.shown = null;
    this.element.hidden = true;
  }

  /** The message on show, if any (the automation surface reports it as `notice`). */
  get current(): string | null {
    return this.shown;
  }

  get rect(): Rect | null {
    if (this.element.hidden) return null;
    const b = this.element.getBoundingClientRect();
    return { x: b.left, y: b.top, width: b.width, height: b.height };
  }

  destroy(): void {
    this.clearTimer();
    this.element.remove();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
