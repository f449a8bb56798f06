// A modal layer for the DOM half: while it is open everything else in the app is `inert` (no
// taps, no focus, hidden from screen readers), focus moves into it and is kept there, Escape
// closes it when it may be dismissed, and focus returns where it was when it closes.

import { h } from './h';
import { modalClosed, modalOpened } from './modal-watch';

interface ModalOptions {
  /** The accessible name of the dialog (usually its title). */
  label: string;
  /** Called when the player dismisses it (Escape or a tap on the backdrop); omit to forbid. */
  onDismiss?: () => void;
  /** `alertdialog` for questions that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

export class Modal {
  readonly element: HTMLDivElement;
  readonly panel: HTMLDivElement;
  private readonly returnFocus: Element | null;
  private readonly made: Element[] = [];
  private readonly onKey = (event: KeyboardEvent) => this.key(event);

  constructor(host: HTMLElement, options: ModalOptions, ...content: Node[]) {
    this.returnFocus = document.activeElement;
    this.panel = h(
      'div',
      {
        class: 'gw-modal-panel',
        attrs: {
          role: options.role ?? 'dialog',
          'aria-modal': 'true',
          'aria-label': options.label,
        },
      },
      ...content,
    );
    this.element = h('div', { class: 'gw-modal' }, this.panel);
    this.element.addEventListener('click', (event) => {
      if (event.target === this.element) options.onDismiss?.();
    });
    this.dismiss = options.onDismiss ?? null;
    for (const sibling of Array.from(host.children)) {
      if (!sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '');
        this.made.push(sibling);
      }
    }
    host.appendChild(this.element);
    modalOpened(this);
    document.addEventListener('keydown', this.onKey, true);
    const first = this.panel.querySelector<HTMLElement>(
      'input, textarea, button:not([disabled]), [tabindex="0"]',
    );
    (first ?? this.panel).focus();
  }

  private readonly dismiss: (() => void) | null;

  close(): void {
    document.removeEventListener('keydown', this.onKey, true);
    this.element.remove();
    modalClosed(this);
    for (const el of this.made) el.removeAttribute('inert');
    this.made.length = 0;
    if (this.returnFocus instanceof HTMLElement && this.returnFocus.isConnected)
      this.returnFocus.focus();
  }

  get open(): boolean {
    return this.element.isConnected;
  }

  private key(event: KeyboardEvent): void {
    if (event.key === 'Escape' && this.dismiss) {
      event.preventDefault();
      event.stopPropagation();
      this.dismiss();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(
      this.panel.querySelectorAll<HTMLElement>(
        'input, textarea, select, button:not([disabled]), a[href], [tabindex="0"]',
      ),
    );
    if (focusable.length === 0) return;
    const first = focusable[0] as HTMLElement;
    const last = focusable[focusable.length - 1] as HTMLElement;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }
}
