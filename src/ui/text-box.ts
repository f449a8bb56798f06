// The box a text must stay inside (a button's face, the room between the header's buttons), so
// the layout check can compare what is inked against it, and the one way a bounded text is
// shrunk to fit it.

import type { Text } from 'pixi.js';

/** A rectangle in the coordinates of the text's parent. */
export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxes = new WeakMap<Text, TextBox>();

/** Records that `text` must stay inside `box` (in its parent's coordinates). */
export function keepInBox(text: Text, box: TextBox): void {
  boxes.set(text, box);
}

/** The box `text` must stay inside, if one was recorded. */
export function boxOf(text: Text): TextBox | undefined {
  return boxes.get(text);
}

/**
 * Sets `text` at the largest size from `largest` down to `smallest` whose width leaves `margin`
 * px free on each side of `box`, and records the box. Pixi's width is the engine's own measure
 * of the face it draws (src/ui/text-canvases.ts), so what fits here is not cut when drawn.
 */
export function shrinkToFit(
  text: Text,
  box: TextBox,
  largest: number,
  options: { smallest?: number; margin?: number } = {},
): void {
  const smallest = options.smallest ?? 10;
  const room = box.width - 2 * (options.margin ?? 0);
  text.style.fontSize = largest;
  for (let size = largest - 1; size >= smallest && text.width > room; size--)
    text.style.fontSize = size;
  keepInBox(text, box);
}
