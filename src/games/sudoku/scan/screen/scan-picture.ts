// The pick screen's picture: a printed grid inside a camera's corner marks, tilted a little, as
// the page lies under the phone; it says "point at the whole grid" without words. Coloured by
// the palette's CSS variables (gridwise.css), so it follows the theme.

import { svg } from '../../../../ui/dom/svg';

/** A viewfinder over a 9×9 grid with a few printed digits. */
export function scanPicture(): SVGElement {
  const root = svg('svg', {
    viewBox: '0 0 160 120',
    class: 'gw-scan-art',
    'aria-hidden': 'true',
    focusable: 'false',
  });
  const page = svg('g', { transform: 'rotate(-6 80 60)' });
  page.append(svg('rect', { x: 38, y: 18, width: 84, height: 84, class: 'gw-pv-paper' }));
  for (let i = 1; i < 9; i++) {
    const step = (i * 84) / 9;
    const cls = i % 3 === 0 ? 'gw-scan-art-box' : 'gw-scan-art-line';
    page.append(svg('line', { x1: 38 + step, y1: 18, x2: 38 + step, y2: 102, class: cls }));
    page.append(svg('line', { x1: 38, y1: 18 + step, x2: 122, y2: 18 + step, class: cls }));
  }
  page.append(
    svg('rect', { x: 38, y: 18, width: 84, height: 84, class: 'gw-scan-art-box', fill: 'none' }),
  );
  for (const [col, row, digit] of [
    [1, 0, '5'],
    [4, 1, '3'],
    [7, 2, '9'],
    [2, 4, '7'],
    [6, 5, '1'],
    [0, 7, '8'],
    [5, 8, '2'],
  ] as const) {
    const text = svg('text', {
      x: 38 + (col + 0.5) * (84 / 9),
      y: 18 + (row + 0.78) * (84 / 9),
      'text-anchor': 'middle',
      class: 'gw-scan-art-digit',
    });
    text.textContent = digit;
    page.append(text);
  }
  root.append(page);
  // The camera's corner marks around it.
  for (const [x, y, dx, dy] of [
    [24, 8, 1, 1],
    [136, 8, -1, 1],
    [24, 112, 1, -1],
    [136, 112, -1, -1],
  ] as const)
    root.append(
      svg('path', {
        d: `M${x} ${y + dy * 14} V${y} H${x + dx * 14}`,
        class: 'gw-scan-art-corner',
        fill: 'none',
      }),
    );
  return root;
}
