// Lights Out's picture on its lobby card, as SVG from code: the 3×3 board with some lights on.

import { previewFrame, svg } from '../../../ui/dom/svg';

/** Lit as a board the maker might deal: a plus of five, one corner dark. */
const LIT = '010111010';

export function lightsPreview(): SVGSVGElement {
  const root = previewFrame();
  const size = 18;
  const gap = 4;
  [...LIT].forEach((on, i) => {
    const x = 30 + (i % 3) * (size + gap);
    const y = 12 + Math.floor(i / 3) * (size + gap);
    const look = on === '1' ? 'gw-pv-path' : 'gw-pv-tile';
    root.appendChild(svg('rect', { x, y, width: size, height: size, rx: 4, class: look }));
  });
  return root;
}
