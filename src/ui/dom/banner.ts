// The banner: app-wide news that needs the player's decision or attention (an update is ready,
// storage was restored, a shared puzzle would replace a game). It is opaque — nothing under it
// shows through its text — sits in the top safe area, and its buttons say what they do. It
// takes room rather than covering anything: while it shows, its height is the CSS variable
// --gw-banner-room (DOM screens start below it) and bannerRoom() (the canvas screens' viewport
// starts below it), and a `gw-banner-room` event on window asks for a new layout.

let room = 0;

/** The height the banner takes at the top of the window (0 when hidden), in CSS pixels. */
export function bannerRoom(): number {
  return room;
}

import { words } from '../../i18n/i18n';
import { layoutMoved } from '../tap-guard';
import { button, h, replaceChildren } from './h';

export interface BannerAction {
  id: string;
  text: string;
  onTap: () => void;
  primary?: boolean;
}

export class Banner {
  readonly element: HTMLDivElement;
  private shown: string | null = null;

  constructor(host: HTMLElement) {
    this.element = h('div', { class: 'gw-banner', attrs: { role: 'alert' } });
    this.element.hidden = true;
    host.appendChild(this.element);
    // The text wraps differently when the window changes: the room follows the real height.
    if (typeof ResizeObserver !== 'undefined')
      new ResizeObserver(() => this.updateRoom()).observe(this.element);
  }

  private updateRoom(): void {
    const next = this.element.hidden
      ? 0
      : Math.ceil(this.element.getBoundingClientRect().bottom + 8);
    if (next === room) return;
    room = next;
    // Everything below moves by the change: a press on its way was aimed at the old place.
    layoutMoved();
    document.documentElement.style.setProperty('--gw-banner-room', `${room}px`);
    window.dispatchEvent(new Event('gw-banner-room'));
  }

  /** Shows `message` with its actions, and a dismiss button (`dismissText`) unless `sticky`. */
  show(
    message: string,
    actions: BannerAction[] = [],
    sticky = false,
    dismissText = words().common.close,
  ): void {
    this.shown = message;
    const all: BannerAction[] = sticky
      ? actions
      : [...actions, { id: 'btn:dismiss', text: dismissText, onTap: () => {} }];
    replaceChildren(
      this.element,
      h('p', { class: 'gw-banner-text' }, message),
      h(
        'div',
        { class: 'gw-banner-actions' },
        ...all.map((a) =>
          button(
            a.text,
            a.id,
            () => {
              this.hide();
              a.onTap();
            },
            { class: a.primary || a.id !== 'btn:dismiss' ? 'gw-button-strong' : '' },
          ),
        ),
      ),
    );
    this.element.hidden = false;
    this.updateRoom();
  }

  get visible(): boolean {
    return !this.element.hidden;
  }

  hide(): void {
    this.shown = null;
    this.element.hidden = true;
    this.updateRoom();
  }

  get current(): string | null {
    return this.shown;
  }
}
