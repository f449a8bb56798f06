// A drawing pen that writes SVG paths, with the calls of Pixi's Graphics that the tile pictures
// use (moveTo, lineTo, arc, bezierCurveTo, circle, rect, roundRect, poly, fill, stroke). So the
// lobby card can show the very pictures the Link board draws, as crisp SVG, without loading
// Pixi on the first screen.

import { svg } from './svg';

const hex = (color: number) => `#${color.toString(16).padStart(6, '0')}`;
const num = (v: number) => String(Math.round(v * 100) / 100);

export class SvgPen {
  private d: string[] = [];
  private at: { x: number; y: number } | null = null;

  constructor(private readonly into: SVGElement) {}

  moveTo(x: number, y: number): this {
    this.d.push(`M${num(x)} ${num(y)}`);
    this.at = { x, y };
    return this;
  }

  lineTo(x: number, y: number): this {
    this.d.push(`${this.at ? 'L' : 'M'}${num(x)} ${num(y)}`);
    this.at = { x, y };
    return this;
  }

  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): this {
    this.d.push(`C${[c1x, c1y, c2x, c2y, x, y].map(num).join(' ')}`);
    this.at = { x, y };
    return this;
  }

  /** As in Canvas and Pixi: a line from the current point to the arc's start, then the arc. */
  arc(x: number, y: number, radius: number, start: number, end: number, ccw = false): this {
    let sweep = ccw ? start - end : end - start;
    sweep = ((sweep % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
    if (sweep === 0 && end !== start) sweep = 2 * Math.PI;
    this.lineTo(x + Math.cos(start) * radius, y + Math.sin(start) * radius);
    // SVG cannot draw a whole circle as one arc: split in two halves.
    const steps = sweep > Math.PI ? 2 : 1;
    for (let i = 1; i <= steps; i++) {
      const angle = start + ((ccw ? -1 : 1) * (sweep * i)) / steps;
      const px = x + Math.cos(angle) * radius;
      const py = y + Math.sin(angle) * radius;
      const large = sweep / steps > Math.PI ? 1 : 0;
      this.d.push(`A${num(radius)} ${num(radius)} 0 ${large} ${ccw ? 0 : 1} ${num(px)} ${num(py)}`);
      this.at = { x: px, y: py };
    }
    return this;
  }

  closePath(): this {
    this.d.push('Z');
    return this;
  }

  circle(x: number, y: number, radius: number): this {
    this.at = null;
    this.arc(x, y, radius, 0, 2 * Math.PI);
    return this.closePath();
  }

  rect(x: number, y: number, w: number, h: number): this {
    this.at = null;
    return this.poly([x, y, x + w, y, x + w, y + h, x, y + h]);
  }

  roundRect(x: number, y: number, w: number, h: number, radius = 0): this {
    const r = Math.min(radius, w / 2, h / 2);
    this.at = null;
    this.moveTo(x + r, y);
    this.arc(x + w - r, y + r, r, -Math.PI / 2, 0);
    this.arc(x + w - r, y + h - r, r, 0, Math.PI / 2);
    this.arc(x + r, y + h - r, r, Math.PI / 2, Math.PI);
    this.arc(x + r, y + r, r, Math.PI, (3 * Math.PI) / 2);
    return this.closePath();
  }

  poly(points: number[]): this {
    this.at = null;
    for (let i = 0; i + 1 < points.length; i += 2) {
      this.lineTo(points[i] as number, points[i + 1] as number);
    }
    return this.closePath();
  }

  fill(style: { color: number; alpha?: number }): this {
    return this.emit({ fill: hex(style.color), 'fill-opacity': style.alpha ?? 1 });
  }

  stroke(style: unknown): this {
    const s = (style ?? {}) as { width?: number; color?: number; join?: string; cap?: string };
    return this.emit({
      fill: 'none',
      stroke: hex(s.color ?? 0),
      'stroke-width': num(s.width ?? 1),
      'stroke-linejoin': s.join ?? 'miter',
      'stroke-linecap': s.cap ?? 'butt',
    });
  }

  /** Writes the current path with `attrs` and starts a new one, as Pixi's fill() and stroke() do. */
  private emit(attrs: Record<string, string | number>): this {
    if (this.d.length > 0) this.into.appendChild(svg('path', { d: this.d.join(''), ...attrs }));
    this.d = [];
    this.at = null;
    return this;
  }
}
