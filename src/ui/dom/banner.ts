// The banner: app-wide news that needs the player's decision or attention (an update is ready,
// storage was restored, a shared puzzle would replace a game). It is opaque — nothing under it
// shows through its text — sits in the top safe area, and its buttons say what they do.

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
  }

  /** Shows `message` with its actions, and a dismiss button (`dismissText`) unless `sticky`. */
  show(message: string, actions: BannerAction[] = [], sticky = false, dismissText = 'OK'): void {
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
  }

  get visible(): boolean {
    return !this.element.hidden;
  }

  hide(): void {
    this.shown = null;
    this.element.hidden = true;
  }

  get current(): string | null {
    return this.shown;
  }
}
