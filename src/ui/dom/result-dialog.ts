// A finished game's result as a DOM dialog: its figures in rows, a note, Share result and Close.
// Shown when a won daily is tapped again, from the lobby or the calendar: its result, never a
// fresh copy of a puzzle already solved.

import { button, h } from './h';
import { Modal } from './modal';

interface ResultDialogOptions {
  title: string;
  figures: readonly { label: string; value: string }[];
  /** A line under the figures (where the time placed), or null. */
  note: string | null;
  share: string;
  close: string;
  /** Sends the result; resolves with what to tell the player (copied, shared, failed). */
  onShare: () => Promise<string>;
}

export function openResultDialog(host: HTMLElement, options: ResultDialogOptions): Modal {
  const rows = h(
    'dl',
    { class: 'gw-figures', target: 'text:result-figures' },
    ...options.figures.flatMap((f) => [
      h('dt', { class: 'gw-caption' }, f.label),
      h('dd', { class: 'gw-figure' }, f.value),
    ]),
  );
  const status = h('div', { class: 'gw-field-message', attrs: { role: 'status' } });
  const share = button(options.share, 'btn:share-result', () => {
    void options.onShare().then((said) => {
      status.textContent = said;
    });
  });
  const close = () => modal.close();
  const modal: Modal = new Modal(
    host,
    { label: options.title, onDismiss: close },
    h('h2', { class: 'gw-title' }, options.title),
    rows,
    ...(options.note ? [h('p', { class: 'gw-lead' }, options.note)] : []),
    status,
    h(
      'div',
      { class: 'gw-row' },
      button(options.close, 'btn:close', close, { class: 'gw-ghost' }),
      share,
    ),
  );
  return modal;
}
