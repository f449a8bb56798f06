// Words that do not fit, as the engine draws them (window.gridwise.textFit, the layout tests).
// Every visible Pixi text is drawn again the way Pixi draws it (src/ui/text-ink.ts) and its ink
// is held to: its own texture (ink past it is cut off on screen), the box its layout gave it (a
// button's face, the room in the header), any mask above it, and the screen's edges.

import type { Container, Text } from 'pixi.js';
import { Graphics, Text as PixiText } from 'pixi.js';
import { scrollsVertically } from '../../ui/scrollers';
import { boxOf } from '../../ui/text-box';
import { knownInk } from '../../ui/text-ink';
import type { TextOverflow } from './dom-overflows';

interface Edges {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** How far `inner` reaches past `outer` on any side (0 or less: inside). */
function past(inner: Edges, outer: Edges): number {
  return Math.max(
    outer.left - inner.left,
    inner.right - outer.right,
    outer.top - inner.top,
    inner.bottom - outer.bottom,
  );
}

/** A rectangle of `node`'s own coordinates, as edges on the stage. */
function onStage(node: Container, r: Edges): Edges {
  const a = node.toGlobal({ x: r.left, y: r.top });
  const b = node.toGlobal({ x: r.right, y: r.bottom });
  return {
    left: Math.min(a.x, b.x),
    right: Math.max(a.x, b.x),
    top: Math.min(a.y, b.y),
    bottom: Math.max(a.y, b.y),
  };
}

function owner(text: Text): string {
  return text.label || text.parent?.label || 'text';
}

/** The ink of `text` in its own coordinates. */
function inkOf(text: Text): Edges | null {
  const ink = knownInk(text);
  if (!ink) return null;
  const b = text.getLocalBounds();
  return {
    left: b.minX + ink.left,
    right: b.minX + ink.right,
    top: b.minY + ink.top,
    bottom: b.minY + ink.bottom,
  };
}

/**
 * Where a mask clips, on the stage. A Graphics set as a mask is no longer measured by Pixi
 * (its getBounds is empty), so its own drawing's bounds are mapped to the stage instead.
 */
export function maskBounds(mask: Container): {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
} {
  if (!(mask instanceof Graphics)) return mask.getBounds();
  const b = mask.context.bounds;
  const a = mask.toGlobal({ x: b.minX, y: b.minY });
  const c = mask.toGlobal({ x: b.maxX, y: b.maxY });
  return { minX: a.x, minY: a.y, maxX: c.x, maxY: c.y };
}

/** The edges of the masks above `node`, on the stage (null: nothing masks it). */
function maskAbove(node: Container): Edges | null {
  let clip: Edges | null = null;
  for (let n: Container | null = node; n; n = n.parent) {
    const mask = n.mask;
    if (!mask || typeof mask !== 'object' || !('getBounds' in mask)) continue;
    const m = maskBounds(mask as Container);
    // A window scrolled up and down cuts only at its sides: the rest is scrolled to.
    const open = scrollsVertically(n);
    const edges = {
      left: m.minX,
      right: m.maxX,
      top: open ? Number.NEGATIVE_INFINITY : m.minY,
      bottom: open ? Number.POSITIVE_INFINITY : m.maxY,
    };
    clip = clip
      ? {
          left: Math.max(clip.left, edges.left),
          right: Math.min(clip.right, edges.right),
          top: Math.max(clip.top, edges.top),
          bottom: Math.min(clip.bottom, edges.bottom),
        }
      : edges;
  }
  return clip;
}

/**
 * Every visible text under `root` whose drawn ink is cut by its texture, spills out of its box or
 * a mask, or runs past the left or right edge of the screen. `by` is in CSS px of the page.
 */
export function textOverflows(
  root: Container,
  app: { canvas: HTMLCanvasElement; screen: { width: number } },
): TextOverflow[] {
  const rect = app.canvas.getBoundingClientRect();
  const scale = rect.width / app.screen.width;
  const found: TextOverflow[] = [];
  // `where` names the text and what its ink passes (diagnostics for the tests, not shown to players).
  const report = (
    text: Text,
    why: 'texture-edge' | 'box' | 'mask' | 'screen',
    by: number,
  ): void => {
    if (by * scale > 1)
      found.push({ where: `${owner(text)} [${why}]`, text: text.text, by: by * scale });
  };
  const visit = (node: Container): void => {
    if (!node.visible || node.alpha === 0) return;
    if (node instanceof PixiText && node.text.trim() !== '') {
      const ink = inkOf(node);
      if (ink) {
        const b = node.getLocalBounds();
        const pad = node.style.padding;
        const texture = {
          left: b.minX - pad,
          right: b.maxX + pad,
          top: b.minY - pad,
          bottom: b.maxY + pad,
        };
        const inkOnStage = onStage(node, ink);
        report(node, 'texture-edge', past(inkOnStage, onStage(node, texture)));
        const box = boxOf(node);
        if (box && node.parent) {
          const edges = {
            left: box.x,
            right: box.x + box.width,
            top: box.y,
            bottom: box.y + box.height,
          };
          report(node, 'box', past(inkOnStage, onStage(node.parent, edges)));
        }
        const mask = maskAbove(node);
        if (mask) report(node, 'mask', past(inkOnStage, mask));
        report(node, 'screen', Math.max(-inkOnStage.left, inkOnStage.right - app.screen.width));
      }
    }
    for (const child of node.children) visit(child as Container);
  };
  visit(root);
  return found;
}
