// Where a control takes taps, in stage coordinates: its hit area where one is set (an empty
// Sudoku cell draws nothing, yet its whole square is tappable), else its drawn bounds. Shared by
// the automation's targets() and the modal backdrop that lets taps through to live controls.

import { type Container, Rectangle } from 'pixi.js';

interface StageRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function tappableArea(node: Container): StageRect {
  const area = node.hitArea;
  if (area instanceof Rectangle) {
    const a = node.toGlobal({ x: area.x, y: area.y });
    const b = node.toGlobal({ x: area.x + area.width, y: area.y + area.height });
    return {
      x: Math.min(a.x, b.x),
      y: Math.min(a.y, b.y),
      width: Math.abs(b.x - a.x),
      height: Math.abs(b.y - a.y),
    };
  }
  return node.getBounds();
}
