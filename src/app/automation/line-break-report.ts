// Where the canvas's wrapped texts break their lines badly (window.gridwise.lineBreaks(), for
// the words-fit tests): a bullet alone, a line starting with a closing mark, "9×" | "9". Reads
// the lines as Pixi lays them out for drawing, so it checks what the player sees.

import { CanvasTextMetrics, type Container, Text } from 'pixi.js';
import { lineBreakFaults } from '../../ui/line-break';

export interface LineBreakFault {
  /** The text's first words, to find it. */
  text: string;
  faults: string[];
}

export function lineBreakReport(root: Container): LineBreakFault[] {
  const found: LineBreakFault[] = [];
  const visit = (node: Container): void => {
    if (!node.visible || node.alpha === 0) return;
    if (node instanceof Text && node.style.wordWrap && node.text.trim() !== '') {
      const { lines } = CanvasTextMetrics.measureText(node.text, node.style);
      const faults = lineBreakFaults(node.text, lines);
      if (faults.length > 0) found.push({ text: node.text.slice(0, 40), faults });
    }
    for (const child of node.children) visit(child as Container);
  };
  visit(root);
  return found;
}
