// A question with two answers (new game? show the answer? replace your game?), as a DOM modal:
// the buttons say what happens ("Show the answer" / "Keep playing"), never a bare "OK".

import { button, h } from './h';
import { Modal } from './modal';

interface ConfirmOptions {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** Automation ids of the two buttons (default `btn:confirm` / `btn:cancel`). */
  confirmId?: string;
  cancelId?: string;
}

export function askConfirm(host: HTMLElement, options: ConfirmOptions): Modal {
  const answer = (fn: (() => void) | undefined) => () => {
    modal.close();
    fn?.();
  };
  const modal: Modal = new Modal(
    host,
    { label: options.title, role: 'alertdialog', onDismiss: answer(options.onCancel) },
    h('h2', { class: 'gw-title' }, options.title),
    h('p', { class: 'gw-lead' }, options.body),
    h(
      'div',
      { class: 'gw-row' },
      button(options.cancel, options.cancelId ?? 'btn:cancel', answer(options.onCancel)),
      button(options.confirm, options.confirmId ?? 'btn:confirm', answer(options.onConfirm), {
        class: 'gw-confirm gw-button-strong',
      }),
    ),
  );
  return modal;
}
