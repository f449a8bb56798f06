// A tiny element builder for the DOM screens: text goes in as text nodes (never as HTML, so no
// string from a share link or a catalogue can inject markup), and every tappable element carries
// its automation id in `data-id` (as the accessible layer does), which targets() reads the same way it reads Pixi labels.

type Child = Node | string | null | undefined | false;

interface ElementOptions {
  /** Space-separated class names. */
  class?: string;
  /** The automation id (`btn:start`, `game:link`…), also used by tests to tap. */
  target?: string;
  /** Plain attributes (aria-*, role, type…); `false`/`undefined` leave the attribute out. */
  attrs?: Record<string, string | number | boolean | undefined>;
  /** Inline CSS custom properties or styles, e.g. `{ '--cols': '3' }`. */
  style?: Record<string, string>;
  onClick?: (event: Event) => void;
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: ElementOptions = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (options.class) el.className = options.class;
  if (options.target) el.dataset.id = options.target;
  for (const [name, value] of Object.entries(options.attrs ?? {})) {
    if (value === false || value === undefined) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const [name, value] of Object.entries(options.style ?? {}))
    el.style.setProperty(name, value);
  if (options.onClick) el.addEventListener('click', options.onClick);
  append(el, ...children);
  return el;
}

/** Appends children, skipping empty ones; strings become text nodes. */
export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

/** Replaces every child of `parent` (a screen re-rendering one of its parts). */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, ...children);
}

/** A real `<button type="button">`: focusable, named by its text, tappable by its id. */
export function button(
  content: Child | Child[],
  target: string,
  onTap: () => void,
  options: { class?: string; label?: string; disabled?: boolean } = {},
): HTMLButtonElement {
  return h(
    'button',
    {
      class: `gw-button ${options.class ?? ''}`.trim(),
      target,
      attrs: { type: 'button', 'aria-label': options.label, disabled: options.disabled },
      onClick: () => onTap(),
    },
    ...(Array.isArray(content) ? content : [content]),
  );
}
