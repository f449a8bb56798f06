// Real <button>s over the canvas's buttons, so the keyboard and screen readers can reach what
// the canvas only draws. Each one is transparent, sits exactly over its Pixi node, and lets
// pointer events fall through to the canvas (touch and mouse work as before, and are never
// doubled); it shows only a focus ring. A keyboard's Enter/Space and a screen reader's
// activation reach it as a `click`, which is passed on as the node's own `pointertap`, so the
// app sees the same intent whichever way the player pressed.
//
// The scene is the source of truth: sync() walks it with the walk the app hands in (the one
// behind window.gridwise.targets()) and creates, updates, reorders and removes buttons by
// automation id. Tab order is reading
// order, top to bottom then left to right, whatever order the scene graph holds them in.

import { type Container, EventBoundary, FederatedPointerEvent } from 'pixi.js';
import { Button } from '../button';
import { A11Y_CLASS, injectA11yStyles } from './focus-style';

/** A tappable node as the automation walk reports it (src/app/automation/automation.ts's Target). */
interface ControlTarget {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  disabled?: boolean;
}

/** The walk that finds what can be tapped: the app passes collectTargets, so the keyboard
 *  reaches exactly what tests and fingers tap (a view may not import the app). */
type TargetWalk = (
  root: Container,
  origin: { x: number; y: number },
  scale: number,
) => readonly ControlTarget[];

interface ControlLayerOptions {
  collect: TargetWalk;
  /** Ids that another mirror presents (the board's GridMirror). Default: Sudoku cells. */
  exclude?: RegExp;
}

interface Control {
  key: string;
  node: Container;
  element: HTMLButtonElement;
  disabled: boolean;
}

interface Box {
  element: HTMLElement;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Symbols that decorate a caption ("‹ Home", "↶ Undo", "✎ Notes") and read badly aloud. */
const DECORATION = /^[\s\p{So}\p{Sm}‹›«»]+|[\s\p{So}\p{Sm}‹›«»]+$/gu;

/** What a screen reader says for a node: an explicit accessibleTitle, else the button's
 *  caption without decorations, else the automation id. */
export function accessibleName(node: Container, id: string): string {
  const title = node.accessibleTitle;
  if (typeof title === 'string' && title.trim() !== '') return title.trim();
  if (node instanceof Button) {
    const caption = node.text.trim();
    const spoken = caption.replace(DECORATION, '');
    if (spoken !== '') return spoken;
    if (caption !== '') return caption;
  }
  return id;
}

export class ControlLayer {
  readonly element: HTMLDivElement;
  private readonly collect: TargetWalk;
  private readonly exclude: RegExp;
  private controls = new Map<string, Control>();
  private dialog: string | null = null;
  /** Where the focus was before a dialog took it, to give it back when the dialog closes. */
  private returnTo: { element: HTMLElement; key: string | null } | null = null;
  /** The last element in the layer that had the focus (a hidden grid loses it silently). */
  private lastFocused: HTMLElement | null = null;
  /** True from a focus in the layer until the next pointer press: a keyboard or screen reader
   *  user, whose focus the layer may move. A mouse or touch player's focus is never moved, so
   *  an Enter or Space they press cannot land on an invisible button. */
  private keyboardUser = false;
  private readonly onPointerDown = (): void => {
    this.keyboardUser = false;
  };

  constructor(parent: HTMLElement, options: ControlLayerOptions) {
    const doc = parent.ownerDocument;
    injectA11yStyles(doc);
    this.collect = options.collect;
    this.exclude = options.exclude ?? /^cell:/;
    const layer = doc.createElement('div');
    layer.className = A11Y_CLASS.layer;
    layer.dataset.a11y = 'controls';
    layer.addEventListener('focusin', (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      this.lastFocused = event.target;
      this.keyboardUser = true;
    });
    layer.addEventListener('keydown', (event) => this.trapTab(event));
    doc.addEventListener('pointerdown', this.onPointerDown, true);
    parent.appendChild(layer);
    this.element = layer;
  }

  /**
   * Mirrors the interactive nodes under `root`. `origin` is the canvas's offset in the layer's
   * parent and `scale` turns stage units into CSS pixels, as for collectTargets. While
   * `dialog` is given (the dialog's text), `root` should be the modal layer: the layer then
   * becomes an ARIA modal dialog with that name, takes the focus and keeps Tab inside it; when
   * the dialog is gone the focus goes back where it was.
   */
  sync(
    root: Container,
    origin: { x: number; y: number },
    scale: number,
    dialog: string | null = null,
  ): void {
    const doc = this.element.ownerDocument;
    const active = doc.activeElement;
    const focusInside = active instanceof Node && this.element.contains(active);
    // Nothing holds the focus because the layer's focused element was hidden (the board's grid
    // while a dialog is up) or removed, not because the player uses a pointer.
    const focusFree = (active === null || active === doc.body) && this.keyboardUser;
    const focusedKey = focusInside ? ((active as HTMLElement).dataset.key ?? null) : null;
    const opening = dialog !== null && this.dialog === null;
    const closing = dialog === null && this.dialog !== null;
    if (opening && (focusInside || focusFree)) {
      const element = focusInside ? (active as HTMLElement) : this.lastFocused;
      this.returnTo = element ? { element, key: element.dataset.key ?? null } : null;
    }

    this.reconcile(root, origin, scale);
    this.setDialog(dialog);

    const first = this.buttons()[0];
    if (opening && (focusInside || focusFree)) {
      first?.focus({ preventScroll: true });
    } else if (closing && (focusInside || focusFree)) {
      if (!this.restoreFocus()) first?.focus({ preventScroll: true });
      this.returnTo = null;
    } else if (focusedKey !== null) {
      // Moving a button in the DOM drops its focus; a button that went away would leave the
      // focus on the page's body, where the next Tab starts from the top.
      const target = this.controls.get(focusedKey)?.element ?? first;
      if (target && doc.activeElement !== target) target.focus({ preventScroll: true });
    }
  }

  /** The automation id of the focused button, or null. */
  get focusedId(): string | null {
    const active = this.element.ownerDocument.activeElement;
    for (const control of this.controls.values()) {
      if (control.element === active) return control.node.label;
    }
    return null;
  }

  /** Focuses the button of `id`; false when there is none. */
  focus(id: string): boolean {
    const control = this.controls.get(id);
    control?.element.focus({ preventScroll: true });
    return control !== undefined;
  }

  remove(): void {
    this.element.ownerDocument.removeEventListener('pointerdown', this.onPointerDown, true);
    this.element.remove();
    this.controls.clear();
  }

  private reconcile(root: Container, origin: { x: number; y: number }, scale: number): void {
    const targets = this.collect(root, origin, scale).filter((t) => !this.exclude.test(t.id));
    const nodes = nodesById(root, new Set(targets.map((t) => t.id)));
    const seen = new Map<string, number>();
    const next = new Map<string, Control>();
    for (const target of targets) {
      const n = seen.get(target.id) ?? 0;
      seen.set(target.id, n + 1);
      const node = nodes.get(target.id)?.[n];
      if (!node) continue;
      // A second node with the same id (rare) gets a key of its own.
      const key = n === 0 ? target.id : `${target.id}#${n + 1}`;
      const control = this.controls.get(key) ?? this.create(key, node);
      control.node = node;
      this.update(control, target);
      next.set(key, control);
    }
    for (const [key, control] of this.controls) {
      if (!next.has(key)) control.element.remove();
    }
    this.controls = next;
    this.order();
  }

  private create(key: string, node: Container): Control {
    const element = this.element.ownerDocument.createElement('button');
    element.type = 'button';
    element.className = A11Y_CLASS.control;
    element.dataset.key = key;
    element.dataset.id = node.label;
    const control: Control = { key, node, element, disabled: false };
    // Enter, Space and a screen reader's activation all arrive as this one click.
    element.addEventListener('click', (event) => {
      event.preventDefault();
      if (control.disabled || control.node.destroyed) return;
      control.node.emit('pointertap', tapEvent(control.node));
    });
    return control;
  }

  private update(control: Control, target: ControlTarget): void {
    const { element, node } = control;
    setStyle(element, 'left', `${round(target.x)}px`);
    setStyle(element, 'top', `${round(target.y)}px`);
    setStyle(element, 'width', `${round(target.width)}px`);
    setStyle(element, 'height', `${round(target.height)}px`);
    setAttribute(element, 'aria-label', accessibleName(node, target.id));
    control.disabled = target.disabled === true;
    setAttribute(element, 'aria-disabled', control.disabled ? 'true' : null);
    const pressed = node instanceof Button && node.isToggle ? String(node.isActive) : null;
    setAttribute(element, 'aria-pressed', pressed);
  }

  /** Puts the layer's children in reading order, moving only the ones out of place. */
  private order(): void {
    const wanted = this.ordered().map((box) => box.element);
    const children = this.element.children;
    for (let i = 0; i < wanted.length; i++) {
      const element = wanted[i] as HTMLElement;
      if (children[i] !== element) this.element.insertBefore(element, children[i] ?? null);
    }
  }

  /** The buttons and any other placed child (the board's grid), in reading order. */
  private ordered(): Box[] {
    const boxes: Box[] = [];
    const controls = new Set<Element>();
    for (const control of this.controls.values()) {
      controls.add(control.element);
      boxes.push(boxOf(control.element));
    }
    for (const child of this.element.children) {
      if (!controls.has(child) && child instanceof HTMLElement) boxes.push(boxOf(child));
    }
    return readingOrder(boxes);
  }

  /** The buttons in reading (and Tab) order. */
  private buttons(): HTMLButtonElement[] {
    const mine = new Set([...this.controls.values()].map((control) => control.element));
    return [...this.element.children].filter(
      (child): child is HTMLButtonElement => child instanceof HTMLButtonElement && mine.has(child),
    );
  }

  private setDialog(dialog: string | null): void {
    this.dialog = dialog;
    setAttribute(this.element, 'role', dialog === null ? null : 'dialog');
    setAttribute(this.element, 'aria-modal', dialog === null ? null : 'true');
    setAttribute(this.element, 'aria-label', dialog);
  }

  private restoreFocus(): boolean {
    const back = this.returnTo;
    if (!back) return false;
    // A button comes back as a new element with the same key; a grid cell comes back as the
    // cell Tab would land on now, which follows the selection.
    const grid = back.element.closest('[role="grid"]');
    const target: HTMLElement | null =
      (back.key !== null ? this.controls.get(back.key)?.element : null) ??
      grid?.querySelector<HTMLElement>('[tabindex="0"]') ??
      (back.element.isConnected ? back.element : null);
    if (!target) return false;
    target.focus({ preventScroll: true });
    return this.element.ownerDocument.activeElement === target;
  }

  /** In a dialog, Tab from the last button wraps to the first and Shift+Tab the other way. */
  private trapTab(event: KeyboardEvent): void {
    if (this.dialog === null || event.key !== 'Tab') return;
    const buttons = this.buttons();
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    const active = this.element.ownerDocument.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus({ preventScroll: true });
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus({ preventScroll: true });
    }
  }
}

/**
 * Reading order: lines from top to bottom, each line left to right. Two boxes share a line
 * when each one's middle is within the other's height, so a tall board never swallows the
 * small buttons beside it into one jumbled line.
 */
export function readingOrder<T extends { x: number; y: number; width: number; height: number }>(
  boxes: readonly T[],
): T[] {
  const byTop = [...boxes].sort((a, b) => a.y - b.y || a.x - b.x);
  const sameLine = (a: T, b: T): boolean => {
    const ma = a.y + a.height / 2;
    const mb = b.y + b.height / 2;
    return ma >= b.y && ma <= b.y + b.height && mb >= a.y && mb <= a.y + a.height;
  };
  const out: T[] = [];
  let line: T[] = [];
  for (const box of byTop) {
    const anchor = line[0];
    if (anchor && !sameLine(anchor, box)) {
      out.push(...line.sort((a, b) => a.x - b.x));
      line = [];
    }
    line.push(box);
  }
  out.push(...line.sort((a, b) => a.x - b.x));
  return out;
}

/** The labelled interactive nodes under `root`, per id in depth-first order, pruned like
 *  collectTargets, so the n-th target with an id is the n-th node here. */
function nodesById(root: Container, ids: ReadonlySet<string>): Map<string, Container[]> {
  const found = new Map<string, Container[]>();
  const visit = (node: Container): void => {
    if (!node.visible || node.alpha === 0) return;
    if (ids.has(node.label) && node.eventMode === 'static') {
      const list = found.get(node.label);
      if (list) list.push(node);
      else found.set(node.label, [node]);
    }
    for (const child of node.children) visit(child as Container);
  };
  visit(root);
  return found;
}

/** The event a tap on `node` would carry, so a listener that reads it finds what it expects.
 *  Like a keyboard's click in the browser, it has no pointer type. */
function tapEvent(node: Container): FederatedPointerEvent {
  const event = new FederatedPointerEvent(new EventBoundary(node));
  event.type = 'pointertap';
  event.pointerType = '';
  event.target = node;
  event.currentTarget = node;
  return event;
}

function boxOf(element: HTMLElement): Box {
  const px = (value: string) => Number.parseFloat(value) || 0;
  const style = element.style;
  return {
    element,
    x: px(style.left),
    y: px(style.top),
    width: px(style.width),
    height: px(style.height),
  };
}

/** Positions rounded to 1/100 px, so float noise does not rewrite styles on every frame. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function setStyle(
  element: HTMLElement,
  property: 'left' | 'top' | 'width' | 'height',
  value: string,
) {
  if (element.style[property] !== value) element.style[property] = value;
}

function setAttribute(element: HTMLElement, name: string, value: string | null): void {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}
