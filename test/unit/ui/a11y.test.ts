// @vitest-environment happy-dom
// The accessible DOM layer: real buttons over the canvas's buttons, the board as an ARIA grid,
// and live regions. Built from real Pixi containers and the app's own target walk.

import { Container, Rectangle } from 'pixi.js';
import { afterEach, describe, expect, it } from 'vitest';
import { collectTargets } from '../../../src/app/automation/automation';
import { Announcer } from '../../../src/ui/a11y/announcer';
import { accessibleName, ControlLayer, readingOrder } from '../../../src/ui/a11y/control-layer';
import { A11Y_CLASS, injectA11yStyles } from '../../../src/ui/a11y/focus-style';
import { GridMirror } from '../../../src/ui/a11y/grid-mirror';
import { Button } from '../../../src/ui/button';

const ORIGIN = { x: 0, y: 0 };

/** A Button at (x, y). Its hit area is set by hand: Button.resize measures text, which needs a
 *  2D canvas that the DOM under test does not have. */
function button(id: string, text: string, x: number, y: number, onTap = () => {}): Button {
  const b = new Button({ id, text, onTap });
  b.hitArea = new Rectangle(0, 0, 80, 40);
  b.position.set(x, y);
  return b;
}

function tappable(id: string, x: number, y: number, size = 40): Container {
  const node = new Container({ label: id });
  node.eventMode = 'static';
  node.hitArea = new Rectangle(0, 0, size, size);
  node.position.set(x, y);
  return node;
}

function newLayer(exclude?: RegExp): ControlLayer {
  return new ControlLayer(document.body, { collect: collectTargets, exclude });
}

const domIds = (layer: ControlLayer) =>
  [...layer.element.querySelectorAll('button')].map((b) => b.dataset.id);

const byId = (layer: ControlLayer, id: string) =>
  layer.element.querySelector<HTMLButtonElement>(`button[data-id="${id}"]`);

const keydown = (target: Element, key: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe('ControlLayer', () => {
  it('puts one transparent button over each interactive node, leaving board cells to the grid', () => {
    const root = new Container();
    const undo = button('btn:undo', '↶ Undo', 10, 500);
    const cell = tappable('cell:0:0', 0, 100);
    const pad = tappable('pad:5', 200, 400, 50);
    const plain = new Container({ label: 'btn:decoration' }); // not interactive
    root.addChild(undo, cell, pad, plain);
    const layer = newLayer();
    layer.sync(root, { x: 5, y: 7 }, 2);

    expect(domIds(layer)).toEqual(['pad:5', 'btn:undo']);
    const el = byId(layer, 'btn:undo') as HTMLButtonElement;
    expect(el.type).toBe('button');
    expect(el.getAttribute('aria-label')).toBe('Undo');
    expect([el.style.left, el.style.top, el.style.width, el.style.height]).toEqual([
      '25px',
      '1007px',
      '160px',
      '80px',
    ]);
    expect(byId(layer, 'pad:5')?.getAttribute('aria-label')).toBe('pad:5');
  });

  it('names a node by its accessibleTitle, else its caption without decorations, else its id', () => {
    const rules = button('btn:rules', '?', 0, 0);
    expect(accessibleName(rules, 'btn:rules')).toBe('?');
    rules.accessibleTitle = 'How to play';
    expect(accessibleName(rules, 'btn:rules')).toBe('How to play');
    expect(accessibleName(button('btn:home', '‹ Home', 0, 0), 'btn:home')).toBe('Home');
    expect(accessibleName(button('btn:notes', '✎ Notes', 0, 0), 'btn:notes')).toBe('Notes');
    expect(accessibleName(button('size:9', '9×9', 0, 0), 'size:9')).toBe('9×9');
    const tile = tappable('tile:1:2', 0, 0);
    expect(accessibleName(tile, 'tile:1:2')).toBe('tile:1:2');
    tile.accessibleTitle = 'Bamboo 3, row 2, column 3';
    expect(accessibleName(tile, 'tile:1:2')).toBe('Bamboo 3, row 2, column 3');
  });

  it('creates, updates and removes buttons by id, keeping each element while its node lives', () => {
    const root = new Container();
    const a = button('btn:a', 'A', 0, 0);
    const b = button('btn:b', 'B', 100, 0);
    root.addChild(a, b);
    const layer = newLayer();
    layer.sync(root, ORIGIN, 1);
    const first = byId(layer, 'btn:a');

    b.visible = false;
    a.position.set(0, 60);
    a.setText('Again');
    root.addChild(button('btn:c', 'C', 0, 200));
    layer.sync(root, ORIGIN, 1);

    expect(domIds(layer)).toEqual(['btn:a', 'btn:c']);
    expect(byId(layer, 'btn:a')).toBe(first);
    expect(first?.style.top).toBe('60px');
    expect(first?.getAttribute('aria-label')).toBe('Again');
    expect(byId(layer, 'btn:b')).toBeNull();
  });

  it('orders buttons for reading, top to bottom then left to right, whatever the scene order', () => {
    const root = new Container();
    root.addChild(
      button('btn:bottom', 'Bottom', 0, 300),
      button('btn:right', 'Right', 200, 2),
      button('btn:left', 'Left', 0, 0),
    );
    const layer = newLayer();
    layer.sync(root, ORIGIN, 1);
    expect(domIds(layer)).toEqual(['btn:left', 'btn:right', 'btn:bottom']);

    (root.getChildByLabel('btn:bottom') as Container).position.set(0, -100);
    layer.sync(root, ORIGIN, 1);
    expect(domIds(layer)).toEqual(['btn:bottom', 'btn:left', 'btn:right']);
  });

  it('keeps the focus on the same id when its button moves in the order', () => {
    const root = new Container();
    const low = button('btn:low', 'Low', 0, 300);
    root.addChild(button('btn:top', 'Top', 0, 0), low);
    const layer = newLayer();
    layer.sync(root, ORIGIN, 1);
    byId(layer, 'btn:low')?.focus();

    low.position.set(0, -50);
    layer.sync(root, ORIGIN, 1);
    expect(domIds(layer)).toEqual(['btn:low', 'btn:top']);
    expect(layer.focusedId).toBe('btn:low');
    expect(document.activeElement).toBe(byId(layer, 'btn:low'));
  });

  it('moves the focus to the first button when the focused one goes away', () => {
    const root = new Container();
    const gone = button('btn:gone', 'Gone', 0, 300);
    root.addChild(button('btn:top', 'Top', 0, 0), gone);
    const layer = newLayer();
    layer.sync(root, ORIGIN, 1);
    byId(layer, 'btn:gone')?.focus();
    root.removeChild(gone);
    layer.sync(root, ORIGIN, 1);
    expect(layer.focusedId).toBe('btn:top');
  });

  it('turns a click (Enter, Space, a screen reader) into exactly one pointertap', () => {
    const root = new Container();
    let taps = 0;
    const hint = button('btn:hint', 'Hint', 0, 0, () => taps++);
    const tile = tappable('tile:0:1', 100, 0);
    const tileEvents: unknown[] = [];
    tile.on('pointertap', (event) => tileEvents.push(event.target));
    root.addChild(hint, tile);
    const layer = newLayer();
    layer.sync(root, ORIGIN, 1);

    byId(layer, 'btn:hint')?.click();
    expect(taps).toBe(1);
    // The browser itself turns Enter on a <button> into a click; handling the key as well
    // would act twice.
    keydown(byId(layer, 'btn:hint') as HTMLButtonElement, 'Enter');
    expect(taps).toBe(1);
    byId(layer, 'tile:0:1')?.click();
    expect(tileEvents).toEqual([tile]);
  });

  it('marks a disabled button aria-disabled, and a click on it does nothing', () => {
    const root = new Container();
    let taps = 0;
    const undo = button('btn:undo', 'Undo', 0, 0, () => taps++);
    let emitted = 0;
    undo.on('pointertap', () => emitted++);
    undo.setEnabled(false);
    root.addChild(undo);
    const layer = newLayer();
    layer.sync(root, ORIGIN, 1);
    const el = byId(layer, 'btn:undo') as HTMLButtonElement;
    expect(el.getAttribute('aria-disabled')).toBe('true');
    el.click();
    expect([taps, emitted]).toEqual([0, 0]);

    undo.setEnabled(true);
    layer.sync(root, ORIGIN, 1);
    expect(el.hasAttribute('aria-disabled')).toBe(false);
    el.click();
    expect([taps, emitted]).toEqual([1, 1]);
  });

  it('reports toggles as pressed or not, and plain buttons not at all', () => {
    const root = new Container();
    const notes = button('btn:notes', 'Notes', 0, 0);
    const level = button('level:easy', 'Easy', 100, 0);
    const hint = button('btn:hint', 'Hint', 200, 0);
    notes.setActive(true);
    level.setActive(false);
    root.addChild(notes, level, hint);
    const layer = newLayer();
    layer.sync(root, ORIGIN, 1);
    expect(byId(layer, 'btn:notes')?.getAttribute('aria-pressed')).toBe('true');
    expect(byId(layer, 'level:easy')?.getAttribute('aria-pressed')).toBe('false');
    expect(byId(layer, 'btn:hint')?.hasAttribute('aria-pressed')).toBe(false);
    notes.setActive(false);
    layer.sync(root, ORIGIN, 1);
    expect(byId(layer, 'btn:notes')?.getAttribute('aria-pressed')).toBe('false');
  });

  it('traps the focus in a dialog and gives it back when the dialog closes', () => {
    const view = new Container();
    const modal = new Container({ label: 'modal' });
    view.addChild(button('btn:home', 'Home', 0, 0), button('btn:answer', 'Answer', 0, 500), modal);
    const layer = newLayer();
    layer.sync(view, ORIGIN, 1);
    byId(layer, 'btn:answer')?.focus();

    modal.addChild(button('btn:confirm', 'Show', 200, 300), button('btn:cancel', 'Cancel', 0, 300));
    layer.sync(modal, ORIGIN, 1, 'Show the answer?');
    expect(domIds(layer)).toEqual(['btn:cancel', 'btn:confirm']);
    expect(layer.element.getAttribute('role')).toBe('dialog');
    expect(layer.element.getAttribute('aria-modal')).toBe('true');
    expect(layer.element.getAttribute('aria-label')).toBe('Show the answer?');
    expect(layer.focusedId).toBe('btn:cancel');

    const tabFromLast = keydown(byId(layer, 'btn:cancel') as HTMLButtonElement, 'Tab', true);
    expect(tabFromLast.defaultPrevented).toBe(true);
    expect(layer.focusedId).toBe('btn:confirm');
    expect(keydown(byId(layer, 'btn:confirm') as HTMLButtonElement, 'Tab').defaultPrevented).toBe(
      true,
    );
    expect(layer.focusedId).toBe('btn:cancel');

    modal.removeChildren();
    layer.sync(view, ORIGIN, 1);
    expect(layer.element.hasAttribute('role')).toBe(false);
    expect(layer.element.hasAttribute('aria-modal')).toBe(false);
    expect(domIds(layer)).toEqual(['btn:home', 'btn:answer']);
    expect(layer.focusedId).toBe('btn:answer');
  });

  it('leaves the focus alone for a pointer player when a dialog opens', () => {
    const view = new Container();
    const modal = new Container({ label: 'modal' });
    view.addChild(button('btn:new', 'New', 0, 0), modal);
    const layer = newLayer();
    layer.sync(view, ORIGIN, 1);
    byId(layer, 'btn:new')?.focus();
    byId(layer, 'btn:new')?.blur();
    document.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    modal.addChild(button('btn:confirm', 'Start', 0, 300));
    layer.sync(modal, ORIGIN, 1, 'Start a new game?');
    expect(document.activeElement).toBe(document.body);
  });

  it('takes the focus into a dialog from a grid cell that was hidden first, then gives it back', () => {
    const view = new Container();
    const modal = new Container({ label: 'modal' });
    view.addChild(button('btn:home', 'Home', 0, 0), modal);
    const layer = newLayer();
    const grid = new GridMirror(layer.element, { label: 'Board', onActivate: () => {} });
    grid.place(0, 100, 200, 200);
    grid.update(['a', 'b', 'c', 'd'], 2, 3);
    layer.sync(view, ORIGIN, 1);
    grid.focusSelected();
    // Hiding the grid drops the focus to the body, as a display:none element does in browsers.
    grid.hide();
    (document.activeElement as HTMLElement).blur();

    modal.addChild(button('btn:confirm', 'OK', 0, 300));
    layer.sync(modal, ORIGIN, 1, 'Paused');
    expect(layer.focusedId).toBe('btn:confirm');

    modal.removeChildren();
    grid.show();
    grid.update(['a', 'b', 'c', 'd'], 2, 1);
    layer.sync(view, ORIGIN, 1);
    expect(document.activeElement?.getAttribute('role')).toBe('gridcell');
    expect(document.activeElement?.textContent).toBe('b');
  });

  it('places the board grid among the buttons in reading order', () => {
    const root = new Container();
    root.addChild(button('pad:1', '1', 0, 400), button('btn:home', 'Home', 0, 0));
    const layer = newLayer();
    const grid = new GridMirror(layer.element, { label: 'Board', onActivate: () => {} });
    grid.place(0, 60, 300, 300);
    layer.sync(root, ORIGIN, 1);
    expect([...layer.element.children].map((c) => (c as HTMLElement).dataset.id ?? 'grid')).toEqual(
      ['btn:home', 'grid', 'pad:1'],
    );
  });

  it('lets pointers through the layer and its buttons, and shows a thick focus ring', () => {
    const root = new Container();
    root.addChild(button('btn:a', 'A', 0, 0));
    const layer = newLayer();
    newLayer();
    layer.sync(root, ORIGIN, 1);
    expect(document.querySelectorAll('style')).toHaveLength(1);
    const el = byId(layer, 'btn:a') as HTMLButtonElement;
    expect(getComputedStyle(layer.element).pointerEvents).toBe('none');
    expect(getComputedStyle(el).pointerEvents).toBe('none');
    const css = document.querySelector('style')?.textContent ?? '';
    expect(css).toMatch(
      new RegExp(`\\.${A11Y_CLASS.control}:focus-visible \\{[^}]*outline: 3px solid[^}]*\\}`),
    );
    expect(css).toMatch(/@media \(prefers-reduced-motion: no-preference\)/);
  });
});

describe('readingOrder', () => {
  it('reads a tall board before the block of buttons beside it, and that block row by row', () => {
    const board = { id: 'board', x: 0, y: 10, width: 300, height: 300 };
    const pads = [
      { id: 'p2', x: 360, y: 20, width: 40, height: 40 },
      { id: 'p1', x: 320, y: 20, width: 40, height: 40 },
      { id: 'p4', x: 360, y: 62, width: 40, height: 40 },
      { id: 'p3', x: 320, y: 61, width: 40, height: 40 },
    ];
    const order = readingOrder([...pads, board]).map((b) => b.id);
    expect(order).toEqual(['board', 'p1', 'p2', 'p3', 'p4']);
  });

  it('does not pull a tall box into a line of small ones that starts above it', () => {
    const board = { id: 'board', x: 0, y: 10, width: 300, height: 300 };
    const pads = [
      { id: 'p3', x: 320, y: 42, width: 40, height: 40 },
      { id: 'p2', x: 360, y: 0, width: 40, height: 40 },
      { id: 'p1', x: 320, y: 0, width: 40, height: 40 },
      { id: 'p4', x: 360, y: 42, width: 40, height: 40 },
    ];
    const order = readingOrder([board, ...pads]).map((b) => b.id);
    expect(order).toEqual(['p1', 'p2', 'board', 'p3', 'p4']);
  });
});

describe('GridMirror', () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `cell ${i}`);

  it('is an ARIA grid of rows and named cells', () => {
    const grid = new GridMirror(document.body, { label: 'Sudoku board', onActivate: () => {} });
    grid.update(
      ['Row 1, column 1: empty, notes 2 4', 'Row 1, column 2: 3, given', 'x', 'y', 'z', 'w'],
      2,
      null,
    );
    const el = grid.element;
    expect(el.getAttribute('role')).toBe('grid');
    expect(el.getAttribute('aria-label')).toBe('Sudoku board');
    const rows = el.querySelectorAll(':scope > [role="row"]');
    expect(rows).toHaveLength(3);
    const cells = [...el.querySelectorAll('[role="gridcell"]')];
    expect(cells.map((c) => c.textContent)).toEqual([
      'Row 1, column 1: empty, notes 2 4',
      'Row 1, column 2: 3, given',
      'x',
      'y',
      'z',
      'w',
    ]);
    expect(rows[1]?.querySelectorAll('[role="gridcell"]')).toHaveLength(2);
  });

  it('gives exactly one cell tabindex 0: the selected one, else the first', () => {
    const grid = new GridMirror(document.body, { label: 'Board', onActivate: () => {} });
    const tabbable = () =>
      [...grid.element.querySelectorAll<HTMLElement>('[role="gridcell"]')]
        .map((c, i) => (c.tabIndex === 0 ? i : -1))
        .filter((i) => i >= 0);
    grid.update(names(16), 4, null);
    expect(tabbable()).toEqual([0]);
    grid.update(names(16), 4, 9);
    expect(tabbable()).toEqual([9]);
    expect(grid.element.querySelector('[aria-selected="true"]')?.textContent).toBe('cell 9');
    grid.update(names(16), 4, 2);
    expect(tabbable()).toEqual([2]);
    expect(grid.element.querySelectorAll('[aria-selected]')).toHaveLength(1);
  });

  it('moves the focus with the selection only while the focus is in the grid', () => {
    const grid = new GridMirror(document.body, { label: 'Board', onActivate: () => {} });
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    grid.update(names(16), 4, 5);
    grid.focusSelected();
    expect(document.activeElement?.textContent).toBe('cell 5');
    grid.update(names(16), 4, 6);
    expect(document.activeElement?.textContent).toBe('cell 6');

    outside.focus();
    grid.update(names(16), 4, 7);
    expect(document.activeElement).toBe(outside);
  });

  it('keeps its cell elements when only the names change, so the focus stays put', () => {
    const grid = new GridMirror(document.body, { label: 'Board', onActivate: () => {} });
    grid.update(names(4), 2, 3);
    grid.focusSelected();
    const focused = document.activeElement;
    grid.update(['a', 'b', 'c', 'Row 2, column 2: 4'], 2, 3);
    expect(document.activeElement).toBe(focused);
    expect(focused?.textContent).toBe('Row 2, column 2: 4');
  });

  it('activates a cell on click, Enter or Space, once each', () => {
    const activated: number[] = [];
    const grid = new GridMirror(document.body, {
      label: 'Board',
      onActivate: (i) => activated.push(i),
    });
    grid.update(names(9), 3, null);
    const cells = grid.element.querySelectorAll<HTMLElement>('[role="gridcell"]');
    (cells[4] as HTMLElement).click();
    keydown(cells[7] as HTMLElement, 'Enter');
    const space = keydown(cells[2] as HTMLElement, ' ');
    keydown(cells[2] as HTMLElement, 'ArrowDown');
    expect(activated).toEqual([4, 7, 2]);
    expect(space.defaultPrevented).toBe(true);
  });

  it('hides and shows, and places itself over the board', () => {
    const grid = new GridMirror(document.body, { label: 'Board', onActivate: () => {} });
    grid.update(names(4), 2, null);
    grid.place(12, 34, 300, 300);
    expect(grid.element.style.left).toBe('12px');
    expect(grid.element.style.height).toBe('300px');
    expect(grid.element.style.display).toBe('flex');
    grid.hide();
    expect(grid.element.style.display).toBe('none');
    grid.update(names(4), 2, 1);
    expect(grid.element.style.display).toBe('none');
    grid.show();
    expect(grid.element.style.display).toBe('flex');
    grid.remove();
    expect(grid.element.isConnected).toBe(false);
  });
});

describe('Announcer', () => {
  it('says polite news politely and errors assertively, each region live before use', () => {
    const announcer = new Announcer();
    const polite = document.querySelector('[aria-live="polite"]') as HTMLElement;
    const assertive = document.querySelector('[aria-live="assertive"]') as HTMLElement;
    expect(polite.classList.contains(A11Y_CLASS.visuallyHidden)).toBe(true);
    announcer.announce('7 placed at row 1, column 2');
    expect(polite.textContent).toBe('7 placed at row 1, column 2');
    announcer.announce('7 breaks a rule', true);
    expect(assertive.textContent).toBe('7 breaks a rule');
    expect(polite.textContent).toBe('7 placed at row 1, column 2');
  });

  it('changes the region text for a repeated message, so it is spoken again', () => {
    const announcer = new Announcer();
    const polite = document.querySelector('[aria-live="polite"]') as HTMLElement;
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      announcer.announce('Hint: look at row 4');
      seen.push(polite.textContent ?? '');
    }
    expect(seen[1]).not.toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[1]);
    for (const text of seen) expect(text.replace(/\u200b/g, '')).toBe('Hint: look at row 4');
    announcer.announce('Solved!');
    expect(polite.textContent).toBe('Solved!');
  });
});

describe('injectA11yStyles', () => {
  it('adds its style sheet once', () => {
    injectA11yStyles();
    injectA11yStyles();
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });
});
