// Pixi's canvas text wraps with our line breaking (src/ui/line-break.ts) instead of its own,
// which breaks only at spaces and so lays Chinese out badly. Pixi exposes the wrap step as the
// static `CanvasTextMetrics._wordWrap` (private in its typings, called on every measure of a
// wrapped text); replacing it once, before any text is measured, changes every wrapped text of
// the app at once, in any renderer. test/e2e/words-fit.e2e.ts reads the lines as Pixi lays them
// out (window.gridwise.lineBreaks()) and fails on a break these rules forbid, so a Pixi version
// that stops calling the hook shows there.

import { CanvasTextMetrics, type ICanvas, type TextStyle } from 'pixi.js';
import { wrapText } from './line-break';

interface WrapHook {
  _wordWrap: (text: string, style: TextStyle, canvas?: ICanvas) => string;
}

let installed = false;

export function installLineBreaking(): void {
  if (installed) return;
  installed = true;
  (CanvasTextMetrics as unknown as WrapHook)._wordWrap = (text, style) => {
    const context = CanvasTextMetrics._context;
    context.font = style._fontString;
    const spacing = style.letterSpacing;
    return wrapText(text, style.wordWrapWidth, (s) =>
      CanvasTextMetrics._measureTextAdvance(s, spacing, context),
    );
  };
}
