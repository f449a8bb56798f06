// The canvas's half of the overlap check (overlap-pairs.ts): every visible Pixi text, by its ink
// as drawn, and every control, by its tappable area, in CSS px of the page. The board's cells,
// digits and marks are one picture with their own tests, and are left out.

import { type Container, Text } from 'pixi.js';
import { scrollsVertically } from '../../ui/scrollers';
import { tappableArea } from '../../ui/tappable-area';
import { knownInk } from '../../ui/text-ink';
import type { Piece } from './overlap-pairs';
import { maskBounds } from './text-overflows';

const CONTROL = /^(cell|pad|btn|game|size|level|setting|tile|records|stats|day|stage|technique)/;
/** Containers whose insides are one picture (the board's cells, digits and marks). */
const PICTURES = new Set(['board']);

function piece(node: Container, kind: Piece['kind'], name: string, box: Piece['box']): Piece {
  return {
    name,
    kind,
    box,
    node,
    holds: (other) => {
      if (other.node === node || !('parent' in other.node)) return false;
      for (let n = (other.node as Container).parent; n; n = n.parent) if (n === node) return true;
      return false;
    },
  };
}

/** Visible texts and controls under `root`. */
export function canvasPieces(
  root: Container,
  app: { canvas: HTMLCanvasElement; screen: { width: number } },
): Piece[] {
  const rect = app.canvas.getBoundingClientRect();
  const scale = rect.width / app.screen.width;
  const toPage = (node: Container, x: number, y: number) => {
    const p = node.toGlobal({ x, y });
    return { x: rect.left + p.x * scale, y: rect.top + p.y * scale };
  };
  const out: Piece[] = [];
  const visit = (node: Container): void => {
    if (!node.visible || node.alpha === 0 || PICTURES.has(node.label)) return;
    if (node instanceof Text) {
      const ink = node.text.trim() === '' ? null : knownInk(node);
      if (ink) {
        const b = node.getLocalBounds();
        const a = toPage(node, b.minX + ink.left, b.minY + ink.top);
        const z = toPage(node, b.minX + ink.right, b.minY + ink.bottom);
        out.push(
          piece(node, 'text', `text:${node.text.slice(0, 40)}`, {
            left: Math.min(a.x, z.x),
            top: Math.min(a.y, z.y),
            right: Math.max(a.x, z.x),
            bottom: Math.max(a.y, z.y),
          }),
        );
      }
    } else if (CONTROL.test(node.label) && node.eventMode === 'static') {
      const t = tappableArea(node);
      const left = rect.left + t.x * scale;
      const top = rect.top + t.y * scale;
      out.push(
        piece(node, 'control', node.label, {
          left,
          top,
          right: left + t.width * scale,
          bottom: top + t.height * scale,
        }),
      );
    }
    for (const child of node.children) visit(child as Container);
  };
  visit(root);
  return out.flatMap((p) => {
    const node = p.node as Container;
    const list = scrollerOf(node);
    const laidOut = list ? { scrolled: { list, box: p.box } } : {};
    const clip = shownPart(node, rect, scale);
    if (!clip) return [{ ...p, ...laidOut }];
    const box = {
      left: Math.max(p.box.left, clip.left),
      top: Math.max(p.box.top, clip.top),
      right: Math.min(p.box.right, clip.right),
      bottom: Math.min(p.box.bottom, clip.bottom),
    };
    // Out of sight in its list: still checked against the list's other rows, as laid out.
    const shown = box.right > box.left && box.bottom > box.top;
    if (shown) return [{ ...p, box, ...laidOut }];
    const hidden = { left: 0, top: 0, right: 0, bottom: 0 };
    return list ? [{ ...p, box: hidden, ...laidOut }] : [];
  });
}

/** The nearest list above `node` that scrolls up and down, or null. */
function scrollerOf(node: Container): Container | null {
  for (let n: Container | null = node.parent; n; n = n.parent) if (scrollsVertically(n)) return n;
  return null;
}

/** The part of the page the masks above `node` let show (a scrolled list's window), or null. */
function shownPart(node: Container, rect: DOMRect, scale: number): Piece['box'] | null {
  let clip: Piece['box'] | null = null;
  for (let n: Container | null = node; n; n = n.parent) {
    const mask = n.mask;
    if (!mask || typeof mask !== 'object' || !('getBounds' in mask)) continue;
    const m = maskBounds(mask as Container);
    const edges = {
      left: rect.left + m.minX * scale,
      top: rect.top + m.minY * scale,
      right: rect.left + m.maxX * scale,
      bottom: rect.top + m.maxY * scale,
    };
    clip = clip
      ? {
          left: Math.max(clip.left, edges.left),
          top: Math.max(clip.top, edges.top),
          right: Math.min(clip.right, edges.right),
          bottom: Math.min(clip.bottom, edges.bottom),
        }
      : edges;
  }
  return clip;
}
