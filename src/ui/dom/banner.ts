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

/** What the banner shows, or holds until the player has answered the one on show. */
interface News {
  message: string;
  actions: BannerAction[];
  sticky: boolean;
  dismissText: string;
}

/** News that asks the player to act (Update, Reload…), not only to read. */
const asksToAct = (news: News): boolean => news.actions.length > 0;

export class Banner {
  readonly element: HTMLDivElement;
  private shown: News | null = null;
  /** News that came while the player was asked to act: shown, in order, once that is answered. */
  private readonly held: News[] = [];

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

  /**
   * Shows `message` with its actions, and a dismiss button (`dismissText`) unless `sticky`. News
   * that only informs never takes the place of news that asks the player to act (an update
   * applied in another tab, with its Reload, is not replaced by a failure that update caused):
   * it waits, and shows once that one is answered.
   */
  show(
    message: string,
    actions: BannerAction[] = [],
    sticky = false,
    dismissText = words().common.close,
  ): void {
    const news: News = { message, actions, sticky, dismissText };
    if (this.shown && asksToAct(this.shown) && !asksToAct(news)) {
      if (!this.held.some((n) => n.message === message)) this.held.push(news);
      return;
    }
    this.put(news);
  }

  private put(news: News): void {
    const { message, actions, sticky, dismissText } = news;
    this.shown = news;
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
              this.showHeld();
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

  /** The news held back while the player was asked to act, now that the banner is free. */
  private showHeld(): void {
    const next = this.held.shift();
    if (next && !this.visible) this.put(next);
  }

  get current(): string | null {
    return this.shown?.message ?? null;
  }
}
