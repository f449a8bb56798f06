// "Open a code": an in-app dialog with a text field instead of window.prompt. What the player
// pastes is checked as they type, and the message says what is wrong and where (or which puzzle
// it is) before they press Open; Open stays disabled until the text is a puzzle Gridwise can open.

import { button, h } from './h';
import { Modal } from './modal';

export type CodeCheck = { ok: true; message: string } | { ok: false; message: string };

interface CodeDialogOptions {
  title: string;
  /** One line under the title: what can be pasted. */
  hint: string;
  placeholder: string;
  open: string;
  cancel: string;
  /** Read aloud and shown while the field is empty. */
  emptyMessage: string;
  /** Checks the text without side effects (no puzzle is started). */
  check: (text: string) => CodeCheck;
  onOpen: (text: string) => void;
  onCancel?: () => void;
  /** Text to start with (e.g. from the clipboard when the browser allows it). */
  initial?: string;
}

export function openCodeDialog(host: HTMLElement, options: CodeDialogOptions): Modal {
  const field = h('textarea', {
    class: 'gw-field',
    target: 'field:code',
    attrs: {
      rows: 3,
      placeholder: options.placeholder,
      spellcheck: 'false',
      autocapitalize: 'off',
      autocomplete: 'off',
      'aria-describedby': 'gw-code-message',
      'aria-label': options.title,
    },
  });
  const message = h('div', {
    class: 'gw-field-message',
    attrs: { id: 'gw-code-message', role: 'status', 'aria-live': 'polite' },
  });
  const openButton = button(options.open, 'btn:open-code', () => submit(), {
    class: 'gw-button-strong',
    disabled: true,
  });
  const cancel = () => {
    modal.close();
    options.onCancel?.();
  };
  const validate = (): CodeCheck | null => {
    const text = field.value;
    if (text.trim() === '') {
      message.textContent = options.emptyMessage;
      message.dataset.state = 'empty';
      field.removeAttribute('aria-invalid');
      openButton.disabled = true;
      return null;
    }
    const result = options.check(text);
    message.textContent = result.message;
    message.dataset.state = result.ok ? 'ok' : 'error';
    field.setAttribute('aria-invalid', String(!result.ok));
    openButton.disabled = !result.ok;
    return result;
  };
  const submit = () => {
    const result = validate();
    if (!result?.ok) return;
    modal.close();
    options.onOpen(field.value);
  };
  field.addEventListener('input', validate);
  field.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  });
  const modal: Modal = new Modal(
    host,
    { label: options.title, onDismiss: cancel },
    h('h2', { class: 'gw-title' }, options.title),
    h('p', { class: 'gw-lead' }, options.hint),
    field,
    message,
    h('div', { class: 'gw-row' }, button(options.cancel, 'btn:cancel', cancel), openButton),
  );
  if (options.initial) field.value = options.initial;
  validate();
  return modal;
}
