// window.gridwise: the surface tests use to act like a player. state() reports what is on
// screen; targets() lists every tappable thing with its page coordinates, read from the Pixi
// scene graph itself (labels on interactive containers), so a test taps exactly where a
// finger would and nothing can drift out of sync with a parallel table.

import { type Container, EventBoundary, Text } from 'pixi.js';
import { Button } from '../../ui/button';
// One shape for both halves of the app: the DOM lobby's targets and the canvas's.
import type { Target } from '../../ui/dom/dom-targets';
import { tappableArea } from '../../ui/tappable-area';
import { GAMES } from '../game-registry';
import { perGames, targetIdPattern } from './target-ids';

export type { Target };

// The shell's kinds of target and every registered game's (`cell:`, `tile:`, a journey's
// `stage:N`, a school's `technique:<id>`…), as the games declare them (target-ids.ts).
const targetId = perGames(GAMES, targetIdPattern);

/** The targets under `root` on the app's canvas, in CSS pixels of the page. */
export function canvasTargets(
  root: Container,
  app: { canvas: HTMLCanvasElement; screen: { width: number } },
  keep?: (
    node: Container,
    area: { x: number; y: number; width: number; height: number },
  ) => boolean,
): Target[] {
  const rect = app.canvas.getBoundingClientRect();
  return collectTargets(root, { x: rect.left, y: rect.top }, rect.width / app.screen.width, keep);
}

/**
 * results: the targets under `root` outside the open `modal` that a tap still reaches —
 * Pixi's own hit test at each one's centre lands on it (the results card leaves the top bar
 * live). With a dialog or sheet up, its backdrop takes every tap and none is listed.
 */
export function reachableBeside(
  root: Container,
  modal: Container,
  app: { canvas: HTMLCanvasElement; screen: { width: number }; stage: Container },
): Target[] {
  const boundary = new EventBoundary(app.stage);
  return canvasTargets(root, app, (node, area) => {
    if (inModal(node) || modal === node) return false;
    const hit = boundary.hitTest(area.x + area.width / 2, area.y + area.height / 2);
    for (let n: Container | null = hit; n; n = n.parent) if (n === node) return true;
    return false;
  });
}

/**
 * Collects visible, interactive, labelled containers under `root`, depth first. `scale` turns
 * stage units into CSS pixels (1 with autoDensity); `origin` is the canvas's page offset.
 */
export function collectTargets(
  root: Container,
  origin: { x: number; y: number },
  scale = 1,
  keep: (node: Container, area: ReturnType<typeof tappableArea>) => boolean = () => true,
): Target[] {
  const out: Target[] = [];
  const isTarget = targetId();
  const visit = (node: Container): void => {
    if (!node.visible || node.alpha === 0) return;
    if (isTarget.test(node.label) && node.eventMode === 'static') {
      const b = tappableArea(node);
      if (!keep(node, b)) {
        for (const child of node.children) visit(child as Container);
        return;
      }
      const target: Target = {
        id: node.label,
        x: origin.x + b.x * scale,
        y: origin.y + b.y * scale,
        width: b.width * scale,
        height: b.height * scale,
      };
      if (node instanceof Button && !node.isEnabled) target.disabled = true;
      out.push(target);
    }
    for (const child of node.children) visit(child as Container);
  };
  visit(root);
  return out;
}

/** A named part of the screen, in CSS px of the page. */
export interface LayoutRect {
  x: number;
  y: number;
  width: number;
  height: number;
  /** For text (a pencil mark): its font size as drawn, in CSS px. */
  fontPx?: number;
  /** For text: what it says. */
  text?: string;
}

/** Parts reported by their own label: the board, the message, the first pencil mark, the
 *  number pad, the Sudoku header's mistakes count, Link's tiles left, score and combo, and the
 *  rules. */
const PARTS = new Set([
  'board',
  'toast',
  'mark',
  'pad',
  'mistakes',
  'tiles-left',
  'rules-body',
  'rules-body-2',
  'rules-room',
  // The rules' row of pictures, drawn once the game's lesson chunk is in: empty
  // (no height) until then, and the text below moves down when it comes.
  'rules-pictures',
  // results: the results card after a win
  'result-card',
  // journey: Link's live score and its combo meter (the combo only while one runs)
  'score',
  'combo',
]);

/**
 * The parts of the screen under `root` that layout tests compare: the board (the first visible
 * container labelled `board`), the message on show (`toast`, while visible), the first
 * pencil mark shown (`mark`, with its font size), the number pad (`pad`), each pad key's
 * digit and count as drawn (`padText:pad:<d>:caption|badge`), the mistakes count by the
 * clock (`mistakes`, with its text), Link's tiles left (`tiles-left`) and the rules' text and
 * the room it shows in (`rules-body`, `rules-body-2`, `rules-room`) and the pictures over the
 * text (`rules-pictures`), in CSS px.
 */
export function layoutRects(
  root: Container,
  app: { canvas: HTMLCanvasElement; screen: { width: number } },
): Record<string, LayoutRect> {
  const rect = app.canvas.getBoundingClientRect();
  const scale = rect.width / app.screen.width;
  const found: Record<string, LayoutRect> = {};
  const isTarget = targetId();
  const visit = (node: Container): void => {
    if (!node.visible) return;
    const label = node.label;
    // A pad key's texts (its digit and its count) by key: `padText:pad:3:caption`, `…:badge`.
    const key = node.parent?.label ?? '';
    const name =
      (label === 'caption' || label === 'badge') && key.startsWith('pad:')
        ? `padText:${key}:${label}`
        : (label ?? '');
    if ((PARTS.has(name) || name.startsWith('padText:')) && !(name in found)) {
      if (node instanceof Text && node.text === '') {
        for (const child of node.children) visit(child as Container);
        return;
      }
      const b = node.getBounds();
      found[name] = {
        x: rect.left + b.x * scale,
        y: rect.top + b.y * scale,
        width: b.width * scale,
        height: b.height * scale,
      };
      if (node instanceof Text) {
        const size = Number(node.style.fontSize);
        const part = found[name] as LayoutRect;
        part.fontPx = size * Math.abs(node.worldTransform.d) * scale;
        part.text = node.text;
      }
    }
    // results: every control on show outside the modal layer (`control:<id>`), so
    // a test can check that the results card sits over no live control.
    if (!inModal(node) && isTarget.test(label) && node.eventMode === 'static') {
      const b = node.getBounds();
      found[`control:${label}`] ??= {
        x: rect.left + b.x * scale,
        y: rect.top + b.y * scale,
        width: b.width * scale,
        height: b.height * scale,
      };
    }
    for (const child of node.children) visit(child as Container);
  };
  visit(root);
  return found;
}

/** True for a node inside the modal layer (dialogs, the results card). */
function inModal(node: Container): boolean {
  for (let n: Container | null = node; n; n = n.parent) if (n.label === 'modal') return true;
  return false;
}

export type { TextOverflow } from './dom-overflows';
// The text check lives in its own file (it draws each text again to read its ink).
export { textOverflows } from './text-overflows';
