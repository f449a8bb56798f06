// Texts and controls that sit on one another, as a player sees them (window.gridwise.overlaps,
// the overlap tests). textFit() holds each text to its own box; it cannot see two boxes that
// each fit and still cover each other (a chip over a heading, a button over a title). Every
// visible text and control is taken pair by pair: two overlap when neither holds the other (a
// caption in its button is not an overlap) and they share more than 2 px each way. This half
// reads the DOM (the lobby, dialogs, the banner) without Pixi, so the first screen can report
// it; canvas-overlaps.ts adds the canvas's texts and controls.

/** Two things on screen that cover each other, by how much (CSS px). */
export interface Overlap {
  a: string;
  b: string;
  width: number;
  height: number;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A text or control on screen: its name, its box in CSS px of the page, and what it is. */
export interface Piece {
  name: string;
  /** A control (tappable) or a text: a text wholly on a control is its label, not an overlap. */
  kind: 'control' | 'text';
  box: Box;
  /** The Pixi container or DOM element it is, for `holds`. */
  node: object;
  /**
   * In a list that scrolls: the list, and the piece's box as laid out in it (also where it is
   * scrolled out of sight). Two pieces of one list are compared as laid out, so a row below the
   * fold is checked too; anything else only by what shows.
   */
  scrolled?: { list: object; box: Box };
  /** True when this piece holds `other` inside it (its ancestor in the scene or the page). */
  holds(other: Piece): boolean;
}

/** The page's elements that hold words of their own (controls are read by their data-id). */
const TEXT_TAGS = ['h1', 'h2', 'h3', 'p', 'dt', 'dd', 'span', 'label', 'output'];

/** Less than this each way is two edges touching, not an overlap. */
const SLACK = 2;

/** Visible DOM controls and texts, never the canvas's accessible layer (it mirrors the canvas). */
export function domPieces(): Piece[] {
  const out: Piece[] = [];
  const elements = document.querySelectorAll<HTMLElement>(
    ['[data-id]', ...TEXT_TAGS].map((tag) => `body ${tag}`).join(),
  );
  for (const el of elements) {
    if (el.closest('[inert], [hidden], [aria-hidden="true"], .gw-a11y-layer, .gw-visually-hidden'))
      continue;
    const labelled = el.dataset.id !== undefined;
    const ownText = Array.from(el.childNodes).some(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
    );
    if (!labelled && !ownText) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0')
      continue;
    const box = labelled ? el.getBoundingClientRect() : textBox(el);
    if (!box || box.width === 0 || box.height === 0) continue;
    out.push({
      name: el.dataset.id ?? `text:${(el.textContent ?? '').trim().slice(0, 40)}`,
      kind: labelled ? 'control' : 'text',
      box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
      node: el,
      holds: (other) => other.node instanceof Node && other.node !== el && el.contains(other.node),
    });
  }
  return out;
}

/** The box of an element's own words (a range over its text), tighter than its box. */
function textBox(el: Element): DOMRect | null {
  const range = document.createRange();
  range.selectNodeContents(el);
  const box = range.getBoundingClientRect();
  return box.width > 0 ? box : null;
}

function oneListOf(p: Piece, q: Piece): boolean {
  return p.scrolled !== undefined && p.scrolled.list === q.scrolled?.list;
}

/** True when `text` lies wholly on `control`: its label, drawn beside it in the scene. */
function labelOn(text: Piece, control: Piece, asLaidOut: boolean): boolean {
  if (text.kind !== 'text' || control.kind !== 'control') return false;
  const t = asLaidOut ? (text.scrolled?.box ?? text.box) : text.box;
  const c = asLaidOut ? (control.scrolled?.box ?? control.box) : control.box;
  return (
    t.left >= c.left - SLACK &&
    t.right <= c.right + SLACK &&
    t.top >= c.top - SLACK &&
    t.bottom <= c.bottom + SLACK
  );
}

/** Every pair of `pieces` that covers the other by more than SLACK px each way. */
export function overlapsIn(pieces: readonly Piece[]): Overlap[] {
  const found: Overlap[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i] as Piece;
    for (let j = i + 1; j < pieces.length; j++) {
      const q = pieces[j] as Piece;
      if (p.holds(q) || q.holds(p) || labelOn(p, q, oneListOf(p, q))) continue;
      if (labelOn(q, p, oneListOf(p, q))) continue;
      const oneList = oneListOf(p, q);
      const a = oneList ? (p.scrolled as { box: Box }).box : p.box;
      const b = oneList ? (q.scrolled as { box: Box }).box : q.box;
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (width > SLACK && height > SLACK)
        found.push({ a: p.name, b: q.name, width: Math.round(width), height: Math.round(height) });
    }
  }
  return found;
}
