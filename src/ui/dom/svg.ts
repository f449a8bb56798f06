// SVG built from code (no markup strings): the lobby's game previews and other small pictures,
// coloured by the palette's CSS variables so they follow the theme without a redraw.

const SVG = 'http://www.w3.org/2000/svg';

export function svg(tag: string, attrs: Record<string, string | number>): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

export function previewFrame(): SVGSVGElement {
  const root = svg('svg', {
    viewBox: '0 0 120 84',
    class: 'gw-preview',
    'aria-hidden': 'true',
    focusable: 'false',
  }) as SVGSVGElement;
  return root;
}
