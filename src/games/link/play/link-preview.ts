// Link's picture on its lobby card, as SVG from code.

import { previewFrame, svg } from '../../../ui/dom/svg';

/** Five Link tiles in a row, two of them joined by a two-turn path around the others. */
export function linkPreview(): SVGSVGElement {
  const root = previewFrame();
  const size = 20;
  const gap = 4;
  const y = 44;
  const kinds = ['a', 'b', 'c', 'b', 'a'];
  kinds.forEach((kind, i) => {
    const x = 2 + i * (size + gap);
    const g = svg('g', { transform: `translate(${x} ${y})` });
    g.appendChild(svg('rect', { width: size, height: size, rx: 5, class: 'gw-pv-tile' }));
    if (kind === 'a')
      g.appendChild(svg('circle', { cx: size / 2, cy: size / 2, r: 5.5, class: 'gw-pv-a' }));
    else if (kind === 'b')
      g.appendChild(svg('path', { d: 'M10 4 L16 15 L4 15 Z', class: 'gw-pv-b' }));
    else g.appendChild(svg('rect', { x: 4, y: 4, width: 12, height: 12, rx: 2, class: 'gw-pv-c' }));
    root.appendChild(g);
  });
  const left = 2 + size / 2;
  const right = 2 + 4 * (size + gap) + size / 2;
  root.appendChild(svg('path', { d: `M${left} ${y} V18 H${right} V${y}`, class: 'gw-pv-path' }));
  return root;
}
