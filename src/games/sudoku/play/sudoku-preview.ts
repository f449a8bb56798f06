// Sudoku's picture on its lobby card, as SVG from code.

import { previewFrame, svg } from '../../../ui/dom/svg';

/** A 4×3 corner of a Sudoku: givens in ink, two player digits in the accent colour. */
export function sudokuPreview(): SVGSVGElement {
  const root = previewFrame();
  const cell = 28;
  const x0 = 4;
  const y0 = 0;
  root.appendChild(
    svg('rect', { x: x0, y: y0, width: cell * 4, height: cell * 3, rx: 4, class: 'gw-pv-paper' }),
  );
  root.appendChild(
    svg('rect', { x: x0, y: y0, width: cell * 3, height: cell * 3, class: 'gw-pv-shade' }),
  );
  for (let i = 1; i < 4; i++) {
    root.appendChild(
      svg('line', {
        x1: x0 + i * cell,
        y1: y0,
        x2: x0 + i * cell,
        y2: y0 + 3 * cell,
        class: i === 3 ? 'gw-pv-box' : 'gw-pv-line',
      }),
    );
  }
  for (let i = 1; i < 3; i++) {
    root.appendChild(
      svg('line', {
        x1: x0,
        y1: y0 + i * cell,
        x2: x0 + 4 * cell,
        y2: y0 + i * cell,
        class: 'gw-pv-line',
      }),
    );
  }
  const digits: Array<[number, number, string, boolean]> = [
    [0, 0, '5', true],
    [1, 1, '3', true],
    [2, 0, '8', false],
    [0, 2, '7', true],
    [2, 2, '1', false],
    [1, 3, '9', true],
  ];
  for (const [r, c, d, given] of digits) {
    const t = svg('text', {
      x: x0 + c * cell + cell / 2,
      y: y0 + r * cell + cell / 2 + 7,
      'text-anchor': 'middle',
      class: given ? 'gw-pv-given' : 'gw-pv-player',
    });
    t.textContent = d;
    root.appendChild(t);
  }
  root.appendChild(
    svg('rect', {
      x: x0 + 2 * cell,
      y: y0 + cell,
      width: cell,
      height: cell,
      class: 'gw-pv-select',
    }),
  );
  return root;
}
