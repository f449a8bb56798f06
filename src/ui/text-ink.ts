// Where a Pixi text's ink really falls. Pixi sizes a text's texture by what the canvas's
// measureText says; what the engine then draws can be wider (another face picked by fallback, an
// engine whose measure and drawing disagree), and the excess is cut at the texture's edge without
// any bounds saying so. So the layout check draws the string again, the way Pixi draws it (a
// canvas made by Pixi's DOM adapter, the same font string, line positions and alignment), on a
// canvas with room around it, and reads the inked pixels back.

import { CanvasTextMetrics, DOMAdapter, type Text } from 'pixi.js';
import { FontBoundMemo } from './font-bound-memo';

/** A box in a text's own px: its origin is where Pixi starts its first line (bounds' top-left). */
export interface InkBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Drawn this many times larger than the text's own px, so a cut of one px shows. */
const SCALE = 2;
/** An ink pixel: covered at least this much (0–255), so antialiasing fringes do not count. */
const INK_ALPHA = 48;

let scratch: { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } | null = null;

function scratchCanvas(width: number, height: number): CanvasRenderingContext2D | null {
  if (!scratch) {
    const canvas = DOMAdapter.get().createCanvas(1, 1) as HTMLCanvasElement;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    scratch = { canvas, context };
  }
  const { canvas, context } = scratch;
  if (canvas.width < width || canvas.height < height) {
    canvas.width = Math.max(canvas.width, width);
    canvas.height = Math.max(canvas.height, height);
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);
  return context;
}

/**
 * Inks already read, by page language, string and style: a layout check reads the same captions
 * on screen after screen (a words-fit tour asks about 30 times, each time for every text on
 * show; inking them all again was two thirds of each ask). Forgotten when a face loads.
 */
const inks = new FontBoundMemo<InkBox | null>(5000, () =>
  typeof document === 'undefined' ? undefined : document.fonts,
);

/** drawnInk(text), read once per language, string, style and set of loaded faces. */
export function knownInk(text: Text): InkBox | null {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return inks.get(`${lang}\u0000${text.text}\u0000${text.style.styleKey}`, () => drawnInk(text));
}

/**
 * The box the engine inks for `text` when drawn in full, in the text's local px relative to where
 * its texture starts (see InkBox); null for a text with no ink (spaces) or no canvas.
 */
export function drawnInk(text: Text): InkBox | null {
  const style = text.style;
  const measured = CanvasTextMetrics.measureText(text.text || ' ', style);
  const size = Number(style.fontSize) || 16;
  // Room on every side for ink the measure did not count: a whole em, and the text's width again.
  const room = Math.ceil(size * 2);
  const width = Math.ceil((measured.width * 2 + room * 2) * SCALE);
  const height = Math.ceil((measured.height + room * 2) * SCALE);
  const context = scratchCanvas(width, height);
  if (!context) return null;
  context.scale(SCALE, SCALE);
  context.font = style._fontString;
  context.textBaseline = style.textBaseline;
  context.fillStyle = '#000';
  const { lines, lineWidths, lineHeight, maxLineWidth, fontProperties } = measured;
  const shift = Math.max(0, (lineHeight - fontProperties.fontSize) / 2);
  lines.forEach((line, i) => {
    const lineWidth = lineWidths[i] ?? 0;
    const align =
      style.align === 'right'
        ? maxLineWidth - lineWidth
        : style.align === 'center'
          ? (maxLineWidth - lineWidth) / 2
          : 0;
    context.fillText(line, room + align, room + i * lineHeight + fontProperties.ascent + shift);
  });
  const { data } = context.getImageData(0, 0, width, height);
  let minX = width;
  let maxX = -1;
  let minY = height;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if ((data[row + x * 4 + 3] as number) < INK_ALPHA) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) return null;
  return {
    left: minX / SCALE - room,
    right: (maxX + 1) / SCALE - room,
    top: minY / SCALE - room,
    bottom: (maxY + 1) / SCALE - room,
  };
}
