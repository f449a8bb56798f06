// Small vector previews of each game for the lobby's game cards: a corner of a Sudoku box with a
// few digits, and a handful of Link tiles joined by a path. Built as SVG from code (no markup
// strings, no image files), coloured by the live palette's CSS variables, so they are crisp at any
// density and follow the theme without a redraw.

const SVG = 'http://www.w3.org/2000/svg';

function svg(tag: string, attrs: Record<string, string | number>): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

function frame(): SVGSVGElement {
  const root = svg('svg', {
    viewBox: '0 0 120 84',
    class: 'gw-preview',
    'aria-hidden': 'true',
    focusable: 'false',
  }) as SVGSVGElement;
  return root;
}

/** A 4×3 corner of a Sudoku: givens in ink, two player digits in the accent colour. */
export function sudokuPreview(): SVGSVGElement {
  const root = frame();
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

/** Five Link tiles in a row, two of them joined by a two-turn path around the others. */
export function linkPreview(): SVGSVGElement {
  const root = frame();
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
