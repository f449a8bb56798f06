// @vitest-environment happy-dom
// The DOM half's dialogs and messages: a modal makes everything behind it inert and keeps focus
// inside; "Open a code" checks as the player types and only opens a puzzle it accepted; the
// message strip fades by itself; targets() sees DOM buttons with their ids.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Banner } from '../../../src/ui/dom/banner';
import { openCodeDialog } from '../../../src/ui/dom/code-dialog';
import { askConfirm } from '../../../src/ui/dom/confirm-dialog';
import { collectDomTargets } from '../../../src/ui/dom/dom-targets';
import { button } from '../../../src/ui/dom/h';
import { MessageStrip } from '../../../src/ui/dom/message-strip';

let host: HTMLDivElement;
let behind: HTMLDivElement;

beforeEach(() => {
  host = document.createElement('div');
  behind = document.createElement('div');
  behind.appendChild(button('Start', 'btn:start', () => {}));
  host.appendChild(behind);
  document.body.appendChild(host);
});

afterEach(() => {
  host.remove();
  vi.useRealTimers();
});

const byTarget = (id: string) =>
  document.querySelector<HTMLElement>(`[data-id="${id}"]`) as HTMLElement;

describe('modal dialogs', () => {
  it('make the rest of the app inert while open, and answer once', () => {
    const answers: string[] = [];
    const modal = askConfirm(host, {
      title: 'Start a new game?',
      body: 'This puzzle and your progress on it will be lost.',
      confirm: 'Start a new game',
      cancel: 'Keep playing',
      onConfirm: () => answers.push('yes'),
      onCancel: () => answers.push('no'),
    });
    expect(behind.hasAttribute('inert')).toBe(true);
    expect(modal.panel.getAttribute('role')).toBe('alertdialog');
    expect(modal.panel.contains(document.activeElement)).toBe(true);
    byTarget('btn:confirm').click();
    expect(answers).toEqual(['yes']);
    expect(behind.hasAttribute('inert')).toBe(false);
    expect(modal.open).toBe(false);
  });

  it('close on Escape as the cancel answer', () => {
    const answers: string[] = [];
    askConfirm(host, {
      title: 'Show the answer?',
      body: 'The run will count as assisted.',
      confirm: 'Show the answer',
      cancel: 'Keep playing',
      onConfirm: () => answers.push('yes'),
      onCancel: () => answers.push('no'),
    });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(answers).toEqual(['no']);
    expect(document.querySelector('.gw-modal')).toBeNull();
  });
});

describe('Open a code', () => {
  const check = (text: string) =>
    text.trim() === 'good'
      ? { ok: true as const, message: 'A 9×9 Sudoku, Hard.' }
      : { ok: false as const, message: `Character 1 (“${text[0]}”) is not part of a code.` };

  it('checks as the player types and keeps Open disabled until the text is accepted', () => {
    const opened: string[] = [];
    openCodeDialog(host, {
      title: 'Open a puzzle code',
      hint: 'Paste a link or a code.',
      placeholder: 'Paste here',
      open: 'Open the puzzle',
      cancel: 'Cancel',
      emptyMessage: 'Nothing pasted yet.',
      check,
      onOpen: (text) => opened.push(text),
    });
    const field = byTarget('field:code') as HTMLTextAreaElement;
    const open = byTarget('btn:open-code') as HTMLButtonElement;
    const message = document.getElementById('gw-code-message') as HTMLElement;
    expect(open.disabled).toBe(true);
    expect(message.textContent).toBe('Nothing pasted yet.');
    field.value = '#bad';
    field.dispatchEvent(new Event('input'));
    expect(open.disabled).toBe(true);
    expect(message.dataset.state).toBe('error');
    expect(message.textContent).toContain('Character 1');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    open.click();
    expect(opened).toEqual([]);
    field.value = 'good';
    field.dispatchEvent(new Event('input'));
    expect(open.disabled).toBe(false);
    expect(message.textContent).toBe('A 9×9 Sudoku, Hard.');
    open.click();
    expect(opened).toEqual(['good']);
    expect(document.querySelector('.gw-modal')).toBeNull();
  });
});

describe('message strip', () => {
  it('shows a message, reports it, and fades it after its reading time', () => {
    vi.useFakeTimers();
    const strip = new MessageStrip(host);
    strip.show('No path joins these two tiles.', { tone: 'error' });
    expect(strip.current).toBe('No path joins these two tiles.');
    expect(strip.element.hidden).toBe(false);
    expect(strip.element.getAttribute('aria-live')).toBe('assertive');
    vi.advanceTimersByTime(10_000);
    expect(strip.current).toBeNull();
    expect(strip.element.hidden).toBe(true);
  });

  it('keeps a message with ms 0 until it is replaced', () => {
    vi.useFakeTimers();
    const strip = new MessageStrip(host);
    strip.show('Making a new puzzle…', { ms: 0 });
    vi.advanceTimersByTime(60_000);
    expect(strip.current).toBe('Making a new puzzle…');
    strip.show('Ready.');
    expect(strip.current).toBe('Ready.');
  });
});

describe('banner', () => {
  it('offers a named close button when it has no actions, and hides when answered', () => {
    const banner = new Banner(host);
    banner.show('Gridwise restored your game from its backup copy.', [], false, 'Close');
    const close = byTarget('btn:dismiss');
    expect(close.textContent).toBe('Close');
    close.click();
    expect(banner.current).toBeNull();
  });
});

describe('DOM targets', () => {
  it('lists visible buttons with their ids and skips inert ones', () => {
    const ids = () => collectDomTargets(document).map((t) => t.id);
    // happy-dom lays nothing out, so give the button a box.
    const start = byTarget('btn:start');
    start.getBoundingClientRect = () => ({
      x: 1,
      y: 2,
      left: 1,
      top: 2,
      width: 100,
      height: 44,
      right: 101,
      bottom: 46,
      toJSON: () => ({}),
    });
    expect(ids()).toContain('btn:start');
    behind.setAttribute('inert', '');
    expect(ids()).not.toContain('btn:start');
  });
});
