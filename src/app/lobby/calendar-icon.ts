// The calendar's glyph: where a phone held sideways has no room for the word "Calendar" beside
// the daily button and "Open a code", the button shows this instead (its name stays, for screen
// readers, in aria-label). Drawn in currentColor so it follows the theme.

import { svg } from '../../ui/dom/svg';

export function calendarIcon(): SVGSVGElement {
  const root = svg('svg', {
    viewBox: '0 0 24 24',
    class: 'gw-icon',
    'aria-hidden': 'true',
    focusable: 'false',
  }) as SVGSVGElement;
  const line = {
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': 2,
    'stroke-linecap': 'round',
  };
  root.append(
    svg('rect', { x: 3, y: 5, width: 18, height: 16, rx: 2.5, ...line }),
    svg('path', {
      d: 'M3 10h18M8 3v4M16 3v4M7.5 14h2M11 14h2M14.5 14h2M7.5 17.5h2M11 17.5h2',
      ...line,
    }),
  );
  return root;
}
