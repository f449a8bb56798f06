// Share: the link shown whole (wrapped, selectable), a Copy button that says when it worked, and
// the system share sheet where the browser has one. Nothing is cut off with an ellipsis: a
// player who copies by hand must see every character.

import { button, h } from './h';
import { Modal } from './modal';

interface ShareDialogOptions {
  title: string;
  /** One line on what the link does ("Anyone with this link plays the same puzzle."). */
  body: string;
  url: string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** Label of the system share button; omitted when the browser has no Web Share. */
  shareSystem?: string;
  close: string;
  onShareSystem?: () => void;
  /** Writes to the clipboard; resolves true when it worked. */
  writeClipboard: (text: string) => Promise<boolean>;
}

export function openShareDialog(host: HTMLElement, options: ShareDialogOptions): Modal {
  const link = h(
    'output',
    {
      class: 'gw-field gw-link',
      target: 'text:share-link',
      attrs: { 'aria-label': options.title },
    },
    options.url,
  );
  const status = h('div', { class: 'gw-field-message', attrs: { role: 'status' } });
  const copyButton = button(options.copy, 'btn:copy', () => {
    void options.writeClipboard(options.url).then((ok) => {
      status.textContent = ok ? options.copied : options.copyFailed;
      status.dataset.state = ok ? 'ok' : 'error';
      if (!ok) selectText(link);
    });
  });
  const close = () => modal.close();
  const actions = h('div', { class: 'gw-row' }, copyButton);
  if (options.shareSystem && options.onShareSystem) {
    const onShare = options.onShareSystem;
    actions.appendChild(button(options.shareSystem, 'btn:share-system', () => onShare()));
  }
  const modal: Modal = new Modal(
    host,
    { label: options.title, onDismiss: close },
    h('h2', { class: 'gw-title' }, options.title),
    h('p', { class: 'gw-lead' }, options.body),
    link,
    status,
    actions,
    button(options.close, 'btn:close', close, { class: 'gw-ghost' }),
  );
  return modal;
}

function selectText(el: Element): void {
  const range = document.createRange();
  range.selectNodeContents(el);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
