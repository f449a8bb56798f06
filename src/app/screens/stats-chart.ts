// stats — the chart of the last win times of one size × level on the Stats screen: SVG
// drawn by us (no chart library), laid over the canvas where the screen leaves room for it. It is
// imported by the Stats screen when first shown, so neither the first chunk nor the stage carry
// it. Colours are the palette's CSS variables: a new look repaints it without a redraw.
//
// Why one size × level and not the whole game: a 4×4 win takes seconds and a 9×9 Expert one
// minutes, so one line across sizes would chart the mix of sizes played, not how the player is
// getting on. The chart shows the size and level last played unless the player taps another row.

import { svg } from '../../ui/dom/svg';

interface ChartWin {
  ms: number;
  /** Hints or auto-notes used: drawn hollow, and never the best line. */
  assisted: boolean;
}

interface ChartWords {
  /** What a screen reader hears for the whole picture. */
  label: string;
  /** The fastest and slowest times drawn, as the axis shows them. */
  fastest: string;
  slowest: string;
}

interface ChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Room at the left for the axis times, and above and below for the dots. */
const AXIS_W = 52;
const PAD_Y = 8;
const DOT_R = 3.5;

export class StatsChart {
  readonly element: HTMLDivElement;
  private readonly root: SVGSVGElement;
  private points = 0;

  constructor(host: HTMLElement = document.getElementById('app') ?? document.body) {
    const el = document.createElement('div');
    el.dataset.chart = 'stats';
    el.style.cssText = 'position:absolute;left:0;top:0;pointer-events:none;display:none';
    this.root = svg('svg', { role: 'img', focusable: 'false' }) as SVGSVGElement;
    this.root.style.display = 'block';
    el.appendChild(this.root);
    host.appendChild(el);
    this.element = el;
  }

  /** How many wins the chart draws now (the automation reads it). */
  get drawn(): number {
    return this.points;
  }

  set visible(shown: boolean) {
    this.element.style.display = shown ? 'block' : 'none';
  }

  /** Draws `wins` (oldest first) into `box`, in canvas CSS pixels. */
  draw(wins: readonly ChartWin[], box: ChartBox, words: ChartWords): void {
    const { width, height } = box;
    this.element.style.left = `${box.x}px`;
    this.element.style.top = `${box.y}px`;
    const root = this.root;
    root.replaceChildren();
    root.setAttribute('width', String(width));
    root.setAttribute('height', String(height));
    root.setAttribute('viewBox', `0 0 ${width} ${height}`);
    root.setAttribute('aria-label', words.label);
    this.points = wins.length;
    const plot = { left: AXIS_W, right: width - DOT_R - 2, top: PAD_Y, bottom: height - PAD_Y };
    // The frame: a soft band behind the plot, and the axis times at its top and bottom.
    root.appendChild(
      svg('rect', {
        x: 0,
        y: 0,
        width,
        height,
        rx: 8,
        fill: 'var(--gw-surface)',
      }),
    );
    if (wins.length === 0) return;
    const times = wins.map((w) => w.ms);
    const min = Math.min(...times);
    const max = Math.max(...times);
    // Faster is higher: the line climbs as the player gets quicker.
    const yOf = (ms: number) =>
      max === min
        ? (plot.top + plot.bottom) / 2
        : plot.top + ((ms - min) / (max - min)) * (plot.bottom - plot.top);
    const xOf = (i: number) =>
      wins.length === 1
        ? (plot.left + plot.right) / 2
        : plot.left + (i / (wins.length - 1)) * (plot.right - plot.left);
    const axis: [number, string][] =
      max === min
        ? [[min, words.fastest]]
        : [
            [min, words.fastest],
            [max, words.slowest],
          ];
    for (const [ms, text] of axis) {
      const y = yOf(ms);
      root.appendChild(
        svg('line', {
          x1: plot.left - 4,
          x2: plot.right,
          y1: y,
          y2: y,
          stroke: 'var(--gw-button-line)',
          'stroke-width': 1,
          'stroke-dasharray': '3 4',
        }),
      );
      const label = svg('text', {
        x: plot.left - 8,
        y,
        'text-anchor': 'end',
        'dominant-baseline': 'middle',
        'font-size': 11,
        'font-family': 'var(--gw-font)',
        fill: 'var(--gw-ink-soft)',
      });
      label.textContent = text;
      root.appendChild(label);
    }
    if (wins.length > 1) {
      const path = wins.map((w, i) => `${i === 0 ? 'M' : 'L'}${xOf(i)} ${yOf(w.ms)}`).join('');
      root.appendChild(
        svg('path', {
          d: path,
          fill: 'none',
          stroke: 'var(--gw-accent)',
          'stroke-width': 2,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'round',
        }),
      );
    }
    wins.forEach((w, i) => {
      root.appendChild(
        svg('circle', {
          cx: xOf(i),
          cy: yOf(w.ms),
          r: DOT_R,
          // A win with help is hollow: told by its shape, not by colour alone.
          fill: w.assisted ? 'var(--gw-surface)' : 'var(--gw-accent)',
          stroke: 'var(--gw-accent)',
          'stroke-width': 1.5,
          'data-ms': w.ms,
        }),
      );
    });
  }

  /** Takes the chart off the page (its screen is gone). */
  remove(): void {
    this.element.remove();
  }
}
