// Link's picture on its lobby card, as SVG from code: eight tiles drawn with the board's own
// pictures (through an SVG pen, so the first screen needs no Pixi), two of them joined by a
// two-turn path over the others.

import { previewFrame, svg } from '../../../ui/dom/svg';
import { SvgPen } from '../../../ui/dom/svg-pen';
import { apple, drop, grapes } from '../view/pictures/card-pictures';
import { Sketch } from '../view/tile-sketch';

/** Two rows of four tiles; the two apples of the top row are joined over the others. */
export function linkPreview(): SVGSVGElement {
  const root = previewFrame();
  const size = 22;
  const gap = 4;
  const x0 = 10;
  const rows = [
    [apple, grapes, drop, apple],
    [drop, apple, grapes, drop],
  ];
  rows.forEach((row, r) => {
    row.forEach((draw, c) => {
      const g = svg('g', {
        transform: `translate(${x0 + c * (size + gap)} ${34 + r * (size + gap)})`,
      });
      g.appendChild(svg('rect', { width: size, height: size, rx: 5, class: 'gw-pv-tile' }));
      draw(new Sketch(new SvgPen(g), size / 2, size / 2, size * 0.36));
      root.appendChild(g);
    });
  });
  const left = x0 + size / 2;
  const right = x0 + 3 * (size + gap) + size / 2;
  root.appendChild(svg('path', { d: `M${left} 34 V16 H${right} V34`, class: 'gw-pv-path' }));
  return root;
}
